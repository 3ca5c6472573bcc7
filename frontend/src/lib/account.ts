import type { SessionUser } from './session';

/** The server's theme setting; the local colour-scheme manager calls 'system' 'auto'. */
export type ServerTheme = 'light' | 'dark' | 'system';

/** A user as the accounts API returns it (docs/accounts-api.md). */
export interface UserDto {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: string;
  preferences: { hasConfiguredLeague: boolean; hasCompletedTour: boolean };
  settings: { theme: ServerTheme };
}

/** What sign-up, sign-in, passkey sign-in and a password change answer with. */
export interface AuthResult {
  user: UserDto;
  token: string;
}

/** The part of a {@link UserDto} that is kept in local storage under `user`. */
export function toSessionUser(user: Pick<UserDto, 'id' | 'name' | 'email' | 'role'>): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** Local colour scheme ('auto' = follow the device) to the server's theme, and back. */
export function toServerTheme(scheme: 'light' | 'dark' | 'auto'): ServerTheme {
  return scheme === 'auto' ? 'system' : scheme;
}

export function fromServerTheme(theme: ServerTheme): 'light' | 'dark' | 'auto' {
  return theme === 'system' ? 'auto' : theme;
}

/**
 * Session-storage flag ('true') that keeps the guided tour away right after a password reset
 * (docs/draft-rules.md §8). Set by the auth feature; the tour feature reads it.
 */
export const SUPPRESS_TOUR_KEY = 'draftmode-suppress-tour';
