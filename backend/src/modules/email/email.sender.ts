import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import type { EmailMessage, EmailTransport } from './email-message';
import { EmailOutboxEntity } from './email-outbox.entity';

/**
 * Delivers one email: over SMTP when SMTP_URL is set, otherwise into the `email_outbox` table.
 * SMTP sends are not copied to the outbox: a reset link is a live credential and has no business
 * sitting in the database once a real mail server has it.
 */
@Injectable()
export class EmailSender implements OnApplicationShutdown {
  private readonly smtp: Transporter | null;
  readonly transport: EmailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectRepository(EmailOutboxEntity) private readonly outbox: Repository<EmailOutboxEntity>,
  ) {
    this.smtp = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    this.transport = this.smtp ? 'smtp' : 'outbox';
  }

  async send(message: EmailMessage): Promise<EmailTransport> {
    if (this.smtp) {
      await this.smtp.sendMail({
        from: this.config.emailFrom,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return 'smtp';
    }
    await this.outbox.insert({
      to: message.to,
      subject: message.subject,
      template: message.template,
      html: message.html,
      text: message.text,
    });
    return 'outbox';
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
