import type { ServerTheme } from '@/lib/account';
import { api } from '@/lib/api';

/** PUT /users/me/settings { theme } → { theme }. */
export function updateSettings(payload: { theme: ServerTheme }): Promise<{ theme: ServerTheme }> {
  return api<{ theme: ServerTheme }>('/users/me/settings', { method: 'PUT', body: payload });
}
