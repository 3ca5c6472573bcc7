import type { ThemeSetting, UserDto } from '@draftmode/domain';
import type { SessionUser } from './session';

/** The part of a {@link UserDto} that is kept in local storage under `user`. */
export function toSessionUser(user: Pick<UserDto, 'id' | 'name' | 'email' | 'role'>): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** Local colour scheme ('auto' = follow the device) to the server's theme, and back. */
export function toServerTheme(scheme: 'light' | 'dark' | 'auto'): ThemeSetting {
  return scheme === 'auto' ? 'system' : scheme;
}

export function fromServerTheme(theme: ThemeSetting): 'light' | 'dark' | 'auto' {
  return theme === 'system' ? 'auto' : theme;
}

/**
 * Session-storage flag ('true') that keeps the guided tour away right after a password reset
 * (docs/draft-rules.md §8). Set by the auth feature; the tour feature reads it.
 */
export const SUPPRESS_TOUR_KEY = 'draftmode-suppress-tour';
