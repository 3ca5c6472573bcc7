import {
  FORMAT_KEY,
  leagueScoringOf,
  POINTS_PER_STAT_FIELDS,
  seasonPoints,
  type FormatKey,
  type LeagueScoring,
  type LeagueSettings,
  type Player,
  type RosterSpots,
  type StatPointsKey,
} from '@draftmode/domain';

/**
 * The pool as a league scores it: the array every valuation for the league takes (a grading
 * context, a board, grades, the report card), the preset format its ADP and its kickers and
 * defenses use, and a look-up of its players by id.
 */
export interface LeaguePool<P extends Player = Player> {
  players: readonly P[];
  format: FormatKey;
  /** The player of `players` with this id; undefined when he is not in the pool. */
  byId(id: string): P | undefined;
}

/**
 * The settings a league's pool is read from: its scoring, and its roster spots, whose superflex or
 * second QB spot makes it draft by superflex ADP where the pool has one.
 */
export type LeagueScoringSettings = Pick<LeagueSettings, 'scoringFormat' | 'pointsPerStat'> & { rosterSpots?: RosterSpots };

/** A league whose lineup starts two quarterbacks or may (a superflex), where they go far earlier. */
function startsTwoQbs(spots: Pick<RosterSpots, 'QB' | 'SUPERFLEX'> | undefined): boolean {
  return spots !== undefined && (spots.SUPERFLEX > 0 || spots.QB >= 2);
}

/** Superflex-ADP copies per pool (scored or not): the same array for every superflex league. */
const superflexPools = new WeakMap<readonly Player[], readonly Player[]>();
/** What each superflex copy was made from, so a copy handed in again is taken as its source. */
const superflexSource = new WeakMap<readonly Player[], readonly Player[]>();

/**
 * The pool as a superflex or 2QB league drafts it: `adp[format]` is the superflex ADP of every
 * player who has one (`players:sync -- --superflex-csv FILE`); the pool itself when nobody does.
 * The chances to last, the market term and the mock drafts' bots then follow superflex drafters.
 */
function poolForSuperflex<P extends Player>(pool: readonly P[], format: FormatKey): readonly P[] {
  if (superflexSource.has(pool) || !pool.some((player) => player.adpSuperflex !== undefined)) return pool;
  let copy = superflexPools.get(pool) as readonly P[] | undefined;
  if (!copy) {
    copy = pool.map((player): P =>
      player.adpSuperflex === undefined ? player : { ...player, adp: { ...player.adp, [format]: player.adpSuperflex } },
    );
    superflexPools.set(pool, copy);
    superflexSource.set(copy, pool);
  }
  return copy;
}

/** Scored copies a source pool keeps, the oldest dropped first. */
const SCORED_COPIES_KEPT = 32;
/** Scored copies per source pool, by `scoringKey`; a new pool (after a players sync) starts afresh. */
const scoredPools = new WeakMap<readonly Player[], Map<string, readonly Player[]>>();
/** What each scored copy was made from and how, so scoring it again hands back the copy itself. */
const madeBy = new WeakMap<readonly Player[], { source: readonly Player[]; key: string }>();
const lookups = new WeakMap<readonly Player[], Map<string, Player>>();

/**
 * A per-stat scoring's cache key, its numbers in one fixed order: settings read from the event
 * store and from a read model (jsonb) may list the same points in another key order.
 */
function scoringKey(scoring: Extract<LeagueScoring, { kind: 'per-stat' }>): string {
  const { points } = scoring;
  const stats = (Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[]).map((key) => points[key]);
  const bonuses = (['RB', 'WR', 'TE'] as const).map((position) => points.receptionBonus[position]);
  return `${scoring.kickersAndDefenses}|${stats.join(',')}|${bonuses.join(',')}`;
}

function formatOf(scoring: LeagueScoring): FormatKey {
  return scoring.kind === 'preset' ? scoring.format : scoring.kickersAndDefenses;
}

/**
 * The pool as `scoring` values it, for a grading context in the preset format its ADP uses
 * ({@link LeagueScoring}'s `kickersAndDefenses` for per-stat scoring): a preset hands back `pool`
 * itself; per-stat scoring a copy whose QB/RB/WR/TE with a stat line have `projection[format]`
 * replaced by their season points per stat (`seasonPoints`: from the stat line, or, for scoring
 * that differs from the presets only per catch, from the preset projections). A player whose
 * scoring needs a stat line he lacks keeps the preset's projection (the settings refuse such
 * scoring only on a pool with no stat lines at all, so these are the few a projection export left
 * out). Kickers and defenses are kept as they are.
 *
 * The copy is cached per source array and scoring, so the grading context's per-array cache keeps
 * working: every valuation for the league must take this array and look its players up in it (the
 * context tells players apart by identity). Scoring a copy again with its own scoring returns it.
 */
export function poolForScoring<P extends Player>(pool: readonly P[], scoring: LeagueScoring): readonly P[] {
  if (scoring.kind === 'preset') return pool;
  const key = scoringKey(scoring);
  const made = madeBy.get(pool);
  if (made?.key === key) return pool;
  const source = made?.source ?? pool;
  let byKey = scoredPools.get(source);
  if (!byKey) scoredPools.set(source, (byKey = new Map()));
  let scored = byKey.get(key) as readonly P[] | undefined;
  if (!scored) {
    const format = formatOf(scoring);
    scored = (source as readonly P[]).map((player): P => {
      if (player.position === 'K' || player.position === 'DEF') return player;
      const points = seasonPoints(player, scoring);
      return points === null ? player : { ...player, projection: { ...player.projection, [format]: points } };
    });
    // The scorings of the leagues in play at once; a settings form tried value by value must not
    // keep a copy (and its grading contexts) for every one it passed through.
    if (byKey.size >= SCORED_COPIES_KEPT) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, scored);
    madeBy.set(scored, { source, key });
  }
  return scored;
}

/**
 * The pool as a league with these settings scores it (see {@link poolForScoring}), with its
 * format and a look-up by id. The one way a valuation for a team gets its players.
 */
export function leaguePool<P extends Player>(pool: readonly P[], settings: LeagueScoringSettings): LeaguePool<P> {
  const scoring = leagueScoringOf(settings);
  // A caller's pool may be a league's own already: start from what it was made of.
  const scored = poolForScoring((superflexSource.get(pool) as readonly P[] | undefined) ?? pool, scoring);
  const players = startsTwoQbs(settings.rosterSpots) ? poolForSuperflex(scored, FORMAT_KEY[settings.scoringFormat]) : scored;
  let ids = lookups.get(players);
  if (!ids) lookups.set(players, (ids = new Map(players.map((player) => [player.id, player]))));
  const byId = ids;
  return { players, format: FORMAT_KEY[settings.scoringFormat], byId: (id) => byId.get(id) as P | undefined };
}

/**
 * A look-up that finds a player in the league's pool first, then in `fallback` (a caller's own
 * look-up, which may know players the pool does not).
 */
export function leagueLookup<P extends Player>(
  league: LeaguePool<P>,
  fallback: (id: string) => P | undefined,
): (id: string) => P | undefined {
  return (id) => league.byId(id) ?? fallback(id);
}

/**
 * Whether a pool can serve per-stat scoring: at least one of its QB/RB/WR/TE has a projected stat
 * line (FantasyPros' projection exports or Sleeper's stat projections carry them; the bundled pool
 * has none).
 */
export function poolHasStatLines(pool: readonly Player[]): boolean {
  return pool.some((player) => player.position !== 'K' && player.position !== 'DEF' && player.stats != null);
}
