import type { SessionDto, SignupPayload } from '@draftmode/domain';
import { api } from '@/lib/api';

/** POST /auth/signup: 201 { user, token }; 409 with fields.email when the email is taken. */
export function signup(payload: SignupPayload): Promise<SessionDto> {
  return api<SessionDto>('/auth/signup', { method: 'POST', body: payload });
}
