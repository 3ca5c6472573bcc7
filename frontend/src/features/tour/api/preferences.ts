import type { UserDto } from '@draftmode/domain';
import { api } from '@/lib/api';

export type Preferences = UserDto['preferences'];

/** GET /users/me → the signed-in user's preferences (hasCompletedTour, hasConfiguredLeague). */
export async function fetchPreferences(signal?: AbortSignal): Promise<Preferences> {
  const user = await api<UserDto>('/users/me', { signal });
  return user.preferences;
}

/** POST /users/me/preferences/complete-tour → the preferences with hasCompletedTour true. */
export function completeTour(): Promise<Preferences> {
  return api<Preferences>('/users/me/preferences/complete-tour', { method: 'POST' });
}
