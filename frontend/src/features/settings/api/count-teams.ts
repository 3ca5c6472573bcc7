import { useEffect, useState } from 'react';
import { api } from '@/lib/api';

/**
 * GET /teams, counted. The teams API is still being built: until it answers 200 with a list,
 * the count is unknown (null) and Settings shows only the link to My Teams.
 */
async function countTeams(signal?: AbortSignal): Promise<number | null> {
  try {
    const body = await api<unknown>('/teams', { signal });
    return Array.isArray(body) ? body.length : null;
  } catch {
    // A 404 (no teams API yet) or any other failure just hides the count.
    return null;
  }
}

export function useTeamCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void countTeams(controller.signal).then((value) => {
      if (!controller.signal.aborted) setCount(value);
    });
    return () => controller.abort();
  }, []);
  return count;
}
