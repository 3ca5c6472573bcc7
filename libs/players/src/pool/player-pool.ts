import { z } from 'zod';
import { INJURY_STATUSES, type Player, type Position, type StatLine } from '@draftmode/domain';

/** A player pool for one season: the bundled snapshot or the output of an import. */
export interface PlayerPool {
  season: number;
  /** Day the figures were taken, 'YYYY-MM-DD'. */
  snapshotDate: string;
  /** Where the figures come from, in words. */
  source: string;
  players: Player[];
}

/** Raised when pool data does not have the expected shape; the message names the first bad fields. */
export class PlayerPoolError extends Error {
  override readonly name = 'PlayerPoolError';
}

// Listed here rather than imported as a value so the library needs only the domain's types at
// run time; the `satisfies` check keeps the list in step with the domain's Position type.
const POSITION_VALUES = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const satisfies readonly Position[];
type MissingPosition = Exclude<Position, (typeof POSITION_VALUES)[number]>;
const _everyPositionListed: MissingPosition extends never ? true : false = true;

const perFormat = z.object({ ppr: z.number(), half: z.number(), std: z.number() });
const statLine = z.object({
  passYds: z.number(),
  passTds: z.number().nonnegative(),
  passInts: z.number().nonnegative(),
  rushYds: z.number(),
  rushTds: z.number().nonnegative(),
  receptions: z.number().nonnegative(),
  recYds: z.number(),
  recTds: z.number().nonnegative(),
  fumblesLost: z.number().nonnegative(),
  twoPointConversions: z.number().nonnegative(),
}) satisfies z.ZodType<StatLine>;

/** Schema of one pool player; mirrors the domain's `Player`. */
export const playerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  position: z.enum(POSITION_VALUES),
  team: z.string().min(2).max(3),
  adp: perFormat,
  adpStdDev: z.number().nonnegative(),
  adpSuperflex: z.number().positive().optional(),
  projection: perFormat,
  tier: z.number().int().positive(),
  byeWeek: z.number().int().min(0).max(18),
  age: z.number().int().min(0).max(60),
  isHandcuff: z.boolean(),
  handcuffOf: z.string().min(1).nullable(),
  targetShare: z.number().min(0).max(1).nullable(),
  isInjured: z.boolean(),
  injuryStatus: z.enum(INJURY_STATUSES).optional(),
  imageUrl: z.string().min(1).nullable(),
  nflTop100Rank: z.number().int().min(1).max(100).nullable(),
  sleeperId: z.string().min(1).nullable(),
  espnId: z
    .string()
    .regex(/^-?\d+$/)
    .optional(),
  yahooId: z.string().regex(/^\d+$/).optional(),
  stats: statLine.nullish(),
}) satisfies z.ZodType<Player>;

/** Schema of a whole pool file. */
export const playerPoolSchema = z.object({
  season: z.number().int().min(2000).max(2100),
  snapshotDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  source: z.string(),
  players: z.array(playerSchema),
});

/**
 * Validates `json` as a player pool (for example a file written by `players:sync`).
 *
 * Beyond field shapes it checks that ids are unique and that every `handcuffOf` names a player
 * in the pool, since the draft screen follows those links.
 *
 * @throws PlayerPoolError naming the first problems, e.g. `players[3].adp.ppr: expected number`.
 */
export function parsePlayerPool(json: unknown): PlayerPool {
  const parsed = playerPoolSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    throw new PlayerPoolError(`Invalid player pool: ${problems.join('; ')}${more}`);
  }
  const pool = parsed.data;
  const ids = new Set<string>();
  for (const [i, player] of pool.players.entries()) {
    if (ids.has(player.id)) throw new PlayerPoolError(`Invalid player pool: players[${i}].id: duplicate id "${player.id}"`);
    ids.add(player.id);
  }
  for (const [i, player] of pool.players.entries()) {
    if (player.handcuffOf !== null && !ids.has(player.handcuffOf)) {
      throw new PlayerPoolError(`Invalid player pool: players[${i}].handcuffOf: no player with id "${player.handcuffOf}"`);
    }
  }
  return pool;
}
