import { api } from '@/lib/api';

/** DELETE /users/me/passkeys/:id → 204. */
export function deletePasskey(id: string): Promise<void> {
  return api<void>(`/users/me/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
