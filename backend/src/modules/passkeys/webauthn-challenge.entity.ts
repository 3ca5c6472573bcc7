import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ChallengePurpose = 'registration' | 'authentication';

/**
 * A WebAuthn challenge waiting to be answered, kept here only when there is no Redis. Registration
 * challenges belong to a user id, sign-in challenges to the email typed (which may match no account).
 */
@Entity('webauthn_challenges')
export class WebauthnChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text' })
  purpose: ChallengePurpose;

  @Column({ type: 'text' })
  challenge: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
