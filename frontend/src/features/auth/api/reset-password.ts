import type { ResetPasswordPayload } from '@draftmode/domain';
import { api } from '@/lib/api';

/** POST /auth/reset-password: 200 { message }; 400 when the link is invalid or has expired. */
export function resetPassword(payload: ResetPasswordPayload): Promise<{ message: string }> {
  return api<{ message: string }>('/auth/reset-password', { method: 'POST', body: payload });
}

/** The server's invalid/expired-link answer, told apart from other failures by its wording. */
export function isExpiredLinkMessage(message: string): boolean {
  return /expired|invalid/i.test(message);
}
