/** The emails DraftMode sends. */
export type EmailTemplate = 'welcome' | 'reset' | 'passkey-added';

/** A rendered email, ready for any transport; also the BullMQ job's data. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: EmailTemplate;
}

/** How an email leaves: straight out, or through the BullMQ queue first (`queue+smtp`, `queue+outbox`). */
export type EmailTransport = 'smtp' | 'outbox';
export type EmailMethod = EmailTransport | `queue+${EmailTransport}`;
