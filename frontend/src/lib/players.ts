import type { FormatKey, NflTeam, PlayerListItem, PlayerPage } from '@draftmode/domain';
import { NFL_TEAMS } from '@draftmode/players';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api';

/**
 * The player pool as the server loads it (the bundled season, or what `players:sync` imported),
 * fetched once per format and kept: it does not change during a session. No sign-in needed, so
 * watch links use it too.
 */
export function fetchPlayerPool(format: FormatKey, signal?: AbortSignal): Promise<PlayerPage> {
  return api<PlayerPage>(`/players?limit=500&format=${format}`, { signal });
}

export const playerPoolKey = (format: FormatKey) => ['players', 'pool', format] as const;

export interface PlayerPoolView {
  players: PlayerListItem[];
  byId: ReadonlyMap<string, PlayerListItem>;
  /** The NFL season of the pool. */
  season: number;
}

/** The pool valued for a format; `enabled: false` waits (e.g. until the team, and so the format, is known). */
export function usePlayerPool(format: FormatKey = 'ppr', { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: playerPoolKey(format),
    queryFn: ({ signal }) => fetchPlayerPool(format, signal),
    staleTime: Infinity,
    enabled,
  });
  const players = query.data?.players;
  const season = query.data?.season;
  const view = useMemo<PlayerPoolView | undefined>(
    () => (players && season !== undefined ? { players, byId: new Map(players.map((player) => [player.id, player])), season } : undefined),
    [players, season],
  );
  return { ...query, pool: view };
}

const TEAMS_BY_ABBR: ReadonlyMap<string, NflTeam> = new Map(NFL_TEAMS.map((team) => [team.abbr, team]));

/** The NFL team for an abbreviation ('KC'), or undefined for a free agent. */
export function nflTeamOf(abbr: string): NflTeam | undefined {
  return TEAMS_BY_ABBR.get(abbr);
}
