import { api } from '@/lib/api';
import type { EmailTemplate } from './email-test-types';

export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}

/** POST /email-test/preview (admin) → the rendered subject, HTML and text. */
export function previewEmail(payload: { template: EmailTemplate; email: string; name: string }): Promise<EmailPreview> {
  return api<EmailPreview>('/email-test/preview', { method: 'POST', body: payload });
}
