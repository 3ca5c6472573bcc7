import type { LoginPayload, SessionDto } from '@draftmode/domain';
import { api } from '@/lib/api';

/** POST /auth/login: 200 { user, token }; 401 'Invalid email or password'; 429 when rate-limited. */
export function login(payload: LoginPayload): Promise<SessionDto> {
  return api<SessionDto>('/auth/login', { method: 'POST', body: payload });
}
