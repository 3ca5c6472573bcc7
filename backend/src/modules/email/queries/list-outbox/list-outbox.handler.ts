import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EmailOutboxEntity } from '../../email-outbox.entity';

export interface OutboxEmailDto {
  id: string;
  to: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  createdAt: string;
}

/** The 20 latest emails kept in the outbox, newest first. */
@Injectable()
export class ListOutboxHandler {
  constructor(@InjectRepository(EmailOutboxEntity) private readonly outbox: Repository<EmailOutboxEntity>) {}

  async execute(): Promise<OutboxEmailDto[]> {
    const rows = await this.outbox.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 20 });
    return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, template: row.template, html: row.html, text: row.text, createdAt: row.createdAt.toISOString() }));
  }
}
