import { useSyncExternalStore } from 'react';

/** The signed-in user as stored in local storage under `user` (docs/draft-rules.md §8). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

interface Session {
  token: string | null;
  user: SessionUser | null;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session } | undefined;

/** Reads the stored token and user; a malformed user entry counts as signed out. */
export function readSession(): Session {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  const raw = `${token}\u0000${rawUser}`;
  if (cached?.raw === raw) return cached.session;
  const session: Session = { token, user: parseUser(rawUser) };
  cached = { raw, session };
  return session;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof value !== 'object' || value === null || typeof value.name !== 'string') return null;
    return {
      // A stored user without an id reads as 'user-1' (docs/accounts-api.md, local storage).
      id: typeof value.id === 'string' && value.id ? value.id : 'user-1',
      name: value.name,
      email: typeof value.email === 'string' ? value.email : '',
      role: value.role === 'admin' ? 'admin' : 'user',
    };
  } catch {
    return null;
  }
}

/** Stores the token and user after a successful sign-in or sign-up. */
export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Removes the stored token and user (Sign Out, or a 401 from the API). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes storage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering when it changes in this tab or another. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession);
}
