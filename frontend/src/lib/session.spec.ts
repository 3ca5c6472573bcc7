import { act, renderHook } from '@testing-library/react';
import { clearSession, readSession, saveSession, useSession } from './session';

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('stores and reads the token and user under token and user', () => {
    saveSession('jwt', { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'admin' });
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'admin' });
    expect(readSession()).toEqual({ token: 'jwt', user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'admin' } });
  });

  it("falls back to the id 'user-1' and the user role", () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Sam' }));
    expect(readSession().user).toEqual({ id: 'user-1', name: 'Sam', email: '', role: 'user' });
  });

  it('treats a malformed stored user as signed out', () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', '{not json');
    expect(readSession()).toEqual({ token: 'jwt', user: null });
  });

  it('clearSession removes both entries and re-renders subscribers', () => {
    saveSession('jwt', { id: 'u1', name: 'Sam', email: 's@e.com', role: 'user' });
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBe('jwt');
    act(() => clearSession());
    expect(result.current).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
