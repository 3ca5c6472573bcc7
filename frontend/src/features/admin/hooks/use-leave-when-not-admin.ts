import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { readSession, saveSession } from '@/lib/session';

/**
 * When an admin read answers 403, this account is no longer an admin (another admin demoted it):
 * the stored user is updated to match, which hides the Admin link and lets the route guard send
 * the user to /draft.
 */
export function useLeaveWhenNotAdmin(error: unknown): void {
  useEffect(() => {
    if (!(error instanceof ApiError) || error.status !== 403) return;
    const { token, user } = readSession();
    if (token && user?.role === 'admin') saveSession(token, { ...user, role: 'user' });
  }, [error]);
}
