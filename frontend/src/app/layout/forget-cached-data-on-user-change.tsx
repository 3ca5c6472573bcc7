import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';

/**
 * Cached answers belong to the user who fetched them: signing out, or in as someone else, drops
 * them. Rendered inside the error boundary, since reading the session can throw (blocked storage).
 */
export function ForgetCachedDataOnUserChange() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  useEffect(() => () => queryClient.clear(), [userId, queryClient]);
  return null;
}
