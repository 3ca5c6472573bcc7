import type { FormatKey, Player, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { bestLineup } from './lineup';
import { adpOf, adpSpread, fitProjectionCurves, PRIOR_CURVES, projectedPoints, type AdpSample, type ProjectionCurves } from './projection';
import { replacementLevels, type ReplacementLevels } from './replacement';
import { simulateDraft } from './simulate';
import { totalRosterSpots } from './snake';

/**
 * Everything grading derives from a (pool, format, league size, roster spots) combination:
 * projections, replacement levels, VOR, and the benchmark ADP draft. Computed once and cached per
 * pool array, so a pick grade or a recommendation list costs one pass over the pool, not a sort.
 */
export interface GradingContext {
  pool: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  rosterSpots: RosterSpots;
  rounds: number;
  curves: ProjectionCurves;
  levels: ReplacementLevels;
  /** Projected points of a player (own projection, else from ADP). */
  points(player: Player): number;
  /** Value over replacement of a player. */
  vor(player: Player): number;
  /** Per pool index (same order as `pool`): ADP, ADP spread and VOR, precomputed for fast scans. */
  adps: Float64Array;
  spreads: Float64Array;
  vors: Float64Array;
  /** Rosters (in draft order) every slot gets in a deterministic ADP-bot draft; index 0 = slot 1. */
  benchmarkRosters(): Player[][];
  /** Projected roster score (see `rosterScore`) of each benchmark roster's first `k` picks. */
  benchmarkScore(slot: number, k: number): number;
}

const cache = new WeakMap<readonly Player[], Map<string, GradingContext>>();

/**
 * The cached {@link GradingContext} for a pool. The pool is treated as immutable: pass a new array
 * when players change. Missing projections come from ADP curves fitted on the pool's own
 * projected players when at least 20 of a position have one, else from the prior curves.
 */
export function gradingContext(
  pool: readonly Player[],
  format: FormatKey,
  leagueSize: number,
  rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS,
): GradingContext {
  const key = `${format}|${leagueSize}|${Object.values(rosterSpots).join(',')}`;
  let byKey = cache.get(pool);
  if (!byKey) cache.set(pool, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit;
  const ctx = buildContext(pool, format, leagueSize, rosterSpots);
  byKey.set(key, ctx);
  return ctx;
}

function buildContext(pool: readonly Player[], format: FormatKey, leagueSize: number, rosterSpots: RosterSpots): GradingContext {
  const missing = pool.some((p) => !(p.projection[format] > 0));
  let curves = PRIOR_CURVES;
  if (missing) {
    const samples: AdpSample[] = pool
      .filter((p) => p.projection.ppr > 0 && p.adp.ppr > 0)
      .map((p) => ({ position: p.position, adp: p.adp.ppr, points: p.projection.ppr }));
    curves = fitProjectionCurves(samples, { priorWeight: 20 });
  }
  const pts = new Map<string, number>();
  for (const p of pool) pts.set(p.id, projectedPoints(p, format, curves));
  const points = (p: Player): number => pts.get(p.id) ?? projectedPoints(p, format, curves);
  const levels = replacementLevels(pool, format, leagueSize, rosterSpots, points);
  const vor = (p: Player): number => points(p) - levels[p.position];
  const adps = Float64Array.from(pool, (p) => adpOf(p, format));
  const spreads = Float64Array.from(pool, (p, i) => adpSpread(adps[i] ?? 0, p.adpStdDev));
  const vors = Float64Array.from(pool, (p) => vor(p));
  let benchmark: Player[][] | null = null;
  const scoreCache = new Map<string, number>();
  const ctx: GradingContext = {
    pool,
    format,
    leagueSize,
    rosterSpots,
    rounds: totalRosterSpots(rosterSpots),
    curves,
    levels,
    points,
    vor,
    adps,
    spreads,
    vors,
    benchmarkRosters() {
      benchmark ??= simulateDraft({ pool, format, leagueSize, rosterSpots }).rosters;
      return benchmark;
    },
    benchmarkScore(slot, k) {
      const id = `${slot}|${k}`;
      let s = scoreCache.get(id);
      if (s === undefined) {
        const roster = (ctx.benchmarkRosters()[slot - 1] ?? []).slice(0, k);
        s = rosterScore(roster, ctx);
        scoreCache.set(id, s);
      }
      return s;
    },
  };
  return ctx;
}

/** Weight of a bench player's projected points in a roster's score, by position. */
export const BENCH_WEIGHT = { QB: 0.1, RB: 0.3, WR: 0.3, TE: 0.1, K: 0, DEF: 0 } as const;

/**
 * Projected strength of a roster: best-lineup projected points plus depth, i.e. bench players
 * weighted by how often they end up starting (RB/WR bye, injury and bust cover matter most;
 * a spare K or DEF adds nothing). Only the best two bench players per position count.
 */
export function rosterScore(roster: readonly Player[], ctx: GradingContext): number {
  const lineup = bestLineup(roster, ctx.points, ctx.rosterSpots);
  return lineup.points + benchDepth(lineup.bench, ctx);
}

/** Depth part of {@link rosterScore}. */
export function benchDepth(bench: readonly Player[], ctx: GradingContext): number {
  const seen: Record<string, number> = {};
  let depth = 0;
  for (const p of [...bench].sort((x, y) => ctx.points(y) - ctx.points(x))) {
    const n = (seen[p.position] = (seen[p.position] ?? 0) + 1);
    if (n <= 2) depth += BENCH_WEIGHT[p.position] * ctx.points(p) * (n === 1 ? 1 : 0.6);
  }
  return depth;
}
