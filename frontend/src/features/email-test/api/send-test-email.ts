import { api } from '@/lib/api';
import type { EmailTemplate, EmailTestResult } from './email-test-types';

/** POST /email-test/send (admin) → { success, message, method }. */
export function sendTestEmail(payload: { template: EmailTemplate; email: string; name: string }): Promise<EmailTestResult> {
  return api<EmailTestResult>('/email-test/send', { method: 'POST', body: payload });
}
