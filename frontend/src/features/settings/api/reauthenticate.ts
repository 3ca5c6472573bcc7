import type { SessionDto } from '@draftmode/domain';
import { api } from '@/lib/api';

/**
 * POST /auth/reauthenticate → { user, token }: the password typed again gives a fresh token,
 * which adding a passkey needs (a sign-in within the last 5 minutes). Older tokens keep working.
 * 400 with fields.password when the password is wrong.
 */
export function reauthenticate(payload: { password: string }): Promise<SessionDto> {
  return api<SessionDto>('/auth/reauthenticate', { method: 'POST', body: payload });
}
