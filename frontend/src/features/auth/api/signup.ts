import type { SignupPayload } from '@draftmode/domain';
import type { AuthResult } from '@/lib/account';
import { api } from '@/lib/api';

/** POST /auth/signup: 201 { user, token }; 409 with fields.email when the email is taken. */
export function signup(payload: SignupPayload): Promise<AuthResult> {
  return api<AuthResult>('/auth/signup', { method: 'POST', body: payload });
}
