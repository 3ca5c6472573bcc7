import type { ThemeSetting } from '@draftmode/domain';
import { api } from '@/lib/api';

/** PUT /users/me/settings { theme } → { theme }. */
export function updateSettings(payload: { theme: ThemeSetting }): Promise<{ theme: ThemeSetting }> {
  return api<{ theme: ThemeSetting }>('/users/me/settings', { method: 'PUT', body: payload });
}
