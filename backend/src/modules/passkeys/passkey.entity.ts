import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../accounts';

/** PostgreSQL `bigint` arrives as a string; signature counters fit a JS number (< 2^32). */
const bigintAsNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/** A WebAuthn credential registered to a user. A user may hold several. */
@Entity('passkeys')
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** The credential id as base64url, exactly as the browser reports it in `id`. */
  @Column({ name: 'credential_id', type: 'text', unique: true })
  credentialId: string;

  /** The COSE-encoded public key from the attestation. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  /** The last signature counter seen; a response whose counter does not move forward is refused. */
  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  counter: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports: string[];

  @Column({ name: 'device_type', type: 'text' })
  deviceType: 'singleDevice' | 'multiDevice';

  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp: boolean;

  @Column({ type: 'text' })
  name: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
