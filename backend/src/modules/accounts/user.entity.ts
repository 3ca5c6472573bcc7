import type { ThemeSetting, UserRole } from '@draftmode/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An account. Emails are stored lower-cased; passwords only as argon2id hashes. */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'user' })
  role: UserRole;

  /** Bumped on sign-out and password change; tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Column({ name: 'has_configured_league', type: 'boolean', default: false })
  hasConfiguredLeague: boolean;

  @Column({ name: 'has_completed_tour', type: 'boolean', default: false })
  hasCompletedTour: boolean;

  @Column({ type: 'text', default: 'dark' })
  theme: ThemeSetting;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;
}
