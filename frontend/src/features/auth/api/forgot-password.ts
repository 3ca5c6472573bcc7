import type { ForgotPasswordPayload } from '@draftmode/domain';
import { api } from '@/lib/api';

/** POST /auth/forgot-password: 202 with the same message whether or not the email exists. */
export function forgotPassword(payload: ForgotPasswordPayload): Promise<{ message: string }> {
  return api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: payload });
}
