import type { LoginPayload } from '@draftmode/domain';
import type { AuthResult } from '@/lib/account';
import { api } from '@/lib/api';

/** POST /auth/login: 200 { user, token }; 401 'Invalid email or password'; 429 when rate-limited. */
export function login(payload: LoginPayload): Promise<AuthResult> {
  return api<AuthResult>('/auth/login', { method: 'POST', body: payload });
}
