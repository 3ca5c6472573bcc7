import type { OutboxEmailDto } from '@draftmode/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EmailOutboxEntity } from '../../../email';

/** What a token in a link becomes in a mail the viewing admin is not the recipient of. */
const MASKED_TOKEN = 'hidden';

/** `token=<value>` in a link's query string (also HTML-escaped, `&amp;token=`). */
const TOKEN_IN_LINK = /([?&](?:amp;)?token=)[^"'&\s<>]+/g;

/** The mail's links with every token replaced, so a reset link of someone else cannot be used. */
function maskTokens(body: string): string {
  return body.replace(TOKEN_IN_LINK, `$1${MASKED_TOKEN}`);
}

/**
 * The 20 latest emails kept in the outbox, newest first. An admin reads links in full only in mails
 * addressed to them: everyone else's reset link (a way into their account) has its token masked.
 */
@Injectable()
export class ListOutboxQuery {
  constructor(@InjectRepository(EmailOutboxEntity) private readonly outbox: Repository<EmailOutboxEntity>) {}

  async execute(viewerId: string): Promise<OutboxEmailDto[]> {
    const [viewer] = (await this.outbox.manager.query('SELECT email FROM users WHERE id = $1', [viewerId])) as { email: string }[];
    const rows = await this.outbox.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 20 });
    return rows.map((row) => {
      const own = viewer !== undefined && row.to.toLowerCase() === viewer.email.toLowerCase();
      return {
        id: row.id,
        to: row.to,
        subject: row.subject,
        template: row.template,
        html: own ? row.html : maskTokens(row.html),
        text: own ? row.text : maskTokens(row.text),
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
}
