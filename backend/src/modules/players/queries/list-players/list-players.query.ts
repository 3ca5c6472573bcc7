import {
  DEFAULT_ROSTER_SPOTS,
  FORMAT_KEY,
  POSITIONS,
  type FormatKey,
  type Player,
  type PlayerListItem,
  type PlayerPage,
  type Position,
} from '@draftmode/domain';
import { gradingContext, projectedPoints } from '@draftmode/grading';
import { z } from 'zod';

const PLAYER_QUERY_MESSAGES = {
  position: `position must be one of ${POSITIONS.join(', ')}`,
  sort: 'sort must be adp, projection or vor',
  format: 'format must be ppr, half or std',
  limit: 'limit must be a whole number from 1 to 500',
  offset: 'offset must be a whole number of zero or more',
  teamId: 'teamId must be a team id (UUID)',
  search: 'search can be at most 100 characters',
} as const;

/** GET /api/players query. Query values arrive as strings, hence the coercions. */
export const listPlayersQuerySchema = z.strictObject(
  {
    search: z.string().trim().max(100, PLAYER_QUERY_MESSAGES.search).optional(),
    position: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(POSITIONS as [Position, ...Position[]], { error: PLAYER_QUERY_MESSAGES.position }))
      .optional(),
    sort: z.enum(['adp', 'projection', 'vor'], { error: PLAYER_QUERY_MESSAGES.sort }).default('adp'),
    format: z.enum(['ppr', 'half', 'std'], { error: PLAYER_QUERY_MESSAGES.format }).optional(),
    teamId: z.uuid({ error: PLAYER_QUERY_MESSAGES.teamId }).optional(),
    limit: z.coerce
      .number({ error: PLAYER_QUERY_MESSAGES.limit })
      .int(PLAYER_QUERY_MESSAGES.limit)
      .min(1, PLAYER_QUERY_MESSAGES.limit)
      .max(500, PLAYER_QUERY_MESSAGES.limit)
      .default(50),
    offset: z.coerce
      .number({ error: PLAYER_QUERY_MESSAGES.offset })
      .int(PLAYER_QUERY_MESSAGES.offset)
      .min(0, PLAYER_QUERY_MESSAGES.offset)
      .max(100_000, PLAYER_QUERY_MESSAGES.offset)
      .default(0),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}` : undefined) },
);
export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;

export type { PlayerListItem, PlayerPage };

/** The league a list is valued for: the team's when given, else PPR with 12 teams. */
export interface ValuationLeague {
  format: FormatKey;
  leagueSize: number;
  rosterSpots: typeof DEFAULT_ROSTER_SPOTS;
}

export const DEFAULT_VALUATION: ValuationLeague = { format: FORMAT_KEY.PPR, leagueSize: 12, rosterSpots: DEFAULT_ROSTER_SPOTS };

/** Lower case, accents and every non-letter/digit removed: "Ja'Marr" and "ja marr" both become "jamarr". */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function matches(name: string, search: string): boolean {
  const key = searchKey(name);
  const whole = searchKey(search);
  if (whole === '' || key.includes(whole)) return true;
  const words = search.split(/\s+/).map(searchKey).filter(Boolean);
  return words.length > 0 && words.every((word) => key.includes(word));
}

/** Filters, values, sorts and pages the pool's players; the caller adds the pool's season. Pure, so it is tested without HTTP. */
export function listPlayers(
  pool: readonly Player[],
  query: ListPlayersQuery,
  league: ValuationLeague,
  hidden: ReadonlySet<string> = new Set(),
): Omit<PlayerPage, 'season' | 'snapshotDate'> {
  const ctx = gradingContext(pool, league.format, league.leagueSize, league.rosterSpots);
  const { format } = league;
  const filtered = pool.filter(
    (player) =>
      !hidden.has(player.id) &&
      (!query.position || player.position === query.position) &&
      (!query.search || matches(player.name, query.search)),
  );
  const items = filtered.map((player) => ({
    ...player,
    vor: round(ctx.vor(player)),
    projectedPoints: round(projectedPoints(player, format)),
  }));
  const byAdp = (a: PlayerListItem, b: PlayerListItem) => a.adp[format] - b.adp[format] || a.name.localeCompare(b.name);
  const compare =
    query.sort === 'vor'
      ? (a: PlayerListItem, b: PlayerListItem) => b.vor - a.vor || byAdp(a, b)
      : query.sort === 'projection'
        ? (a: PlayerListItem, b: PlayerListItem) => b.projectedPoints - a.projectedPoints || byAdp(a, b)
        : byAdp;
  items.sort(compare);
  return {
    total: items.length,
    limit: query.limit,
    offset: query.offset,
    format,
    players: items.slice(query.offset, query.offset + query.limit),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
