import type { AuthResult } from '@/lib/account';
import { api } from '@/lib/api';

/**
 * POST /auth/reauthenticate → { user, token }: the password typed again gives a fresh token,
 * which adding a passkey needs (a sign-in within the last 5 minutes). Older tokens keep working.
 * 400 with fields.password when the password is wrong.
 */
export function reauthenticate(payload: { password: string }): Promise<AuthResult> {
  return api<AuthResult>('/auth/reauthenticate', { method: 'POST', body: payload });
}
