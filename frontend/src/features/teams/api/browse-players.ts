import type { PlayerPage, Position } from '@draftmode/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** How many players the browser lists at once (best ADP first); searching narrows the rest. */
const BROWSE_LIMIT = 25;

interface BrowsePlayersQuery {
  teamId: string;
  search: string;
  position: Position | null;
}

/**
 * GET /players?teamId=…&search=… : the players this team can still add. The server hides those
 * already on the roster or taken by other teams, and values them for the team's league.
 */
function browsePlayers({ teamId, search, position }: BrowsePlayersQuery, signal?: AbortSignal): Promise<PlayerPage> {
  const params = new URLSearchParams({ teamId, limit: String(BROWSE_LIMIT), sort: 'adp' });
  const term = search.trim();
  if (term) params.set('search', term);
  if (position) params.set('position', position);
  return api<PlayerPage>(`/players?${params.toString()}`, { signal });
}

/**
 * The browser's list for a team. `teamVersion` is part of the key so the list is fetched again
 * after every roster change (an added player disappears from it, a removed one comes back).
 */
export function useBrowsePlayers(query: BrowsePlayersQuery, teamVersion: number) {
  return useQuery({
    queryKey: ['players', 'browse', query.teamId, query.search.trim(), query.position, teamVersion],
    queryFn: ({ signal }) => browsePlayers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
