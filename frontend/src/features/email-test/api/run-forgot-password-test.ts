import { api } from '@/lib/api';
import type { EmailTestResult } from './email-test-types';

/** POST /email-test/forgot-password (admin): the real forgot-password flow for that email. */
export function runForgotPasswordTest(payload: { email: string }): Promise<EmailTestResult> {
  return api<EmailTestResult>('/email-test/forgot-password', { method: 'POST', body: payload });
}
