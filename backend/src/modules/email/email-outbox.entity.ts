import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EmailTemplate } from './email-message';

/** An email "sent" without an SMTP server: kept in the database and listed on /email-test. */
@Entity('email_outbox')
export class EmailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  template: EmailTemplate;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
