import type { FormatKey, Player, Position, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS, FLEX_ELIGIBLE, POSITIONS } from '@draftmode/domain';
import { adpOf, adpSpread, fitProjectionCurves, PRIOR_CURVES, projectedPoints, type AdpSample, type ProjectionCurves } from './projection';
import {
  expectedBestLineup,
  lineupThresholds,
  marginalGain,
  outcomeSamples,
  OUTCOME_SAMPLES,
  PRIOR_OUTCOMES,
  type LineupThresholds,
  type OutcomeModel,
} from './outcomes';
import { replacementLevels, type ReplacementLevels } from './replacement';
import { simulateDraft } from './simulate';
import { FLEX_ORDER, flexSlotsUsed, positionCounts, startableSlots } from './lineup';
import { rosterSize } from '@draftmode/draft-core';

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
  /** Per pool index (same order as `pool`): projected points (as `points`), ADP, ADP spread and VOR, precomputed for fast scans. */
  projections: Float64Array;
  adps: Float64Array;
  spreads: Float64Array;
  vors: Float64Array;
  /** Pool indices ordered by ADP (earliest first). */
  adpOrder: Int32Array;
  /** How actual seasons spread around projections (see {@link OutcomeModel}). */
  outcomes: OutcomeModel;
  /** A player's deterministic simulated seasons (see `outcomeSamples`), cached. */
  samplesOf(player: Player): Float32Array;
  /** The simulated seasons of the pool player at index `i`. */
  samplesAt(i: number): Float32Array;
  /** The pool index of the player with this id, or -1 when he is not in the pool. */
  poolIndexOf(id: string): number;
  /**
   * Stand-ins for the players a team can still add later: per position, one replacement-level
   * player per starting slot he can play (his own and every flex kind that takes him, see
   * `startableSlots`), as simulated seasons (see `withWaiverWire`).
   */
  replacements: Record<Position, Float32Array[]>;
  /**
   * Per pool index: the player's `marginalGain` on an empty roster, where he has only the waiver
   * wire's stand-ins to beat. Rostered players only raise those bars, so no roster gives him more
   * (see `bestByBounds` in draft-model/value-board.ts). Computed on first use.
   */
  waiverWireGains(): Float64Array;
  /**
   * What a player has to beat to add to this roster's best lineup, the roster completed from the
   * waiver wire (`lineupThresholds` of `withWaiverWire`). Kept for the last rosters asked about: a
   * roster is valued again at every pick until its next own pick (the board, the recommendations).
   */
  lineupThresholdsOf(roster: readonly Player[]): LineupThresholds;
  /** Rosters (in draft order) every slot gets in a deterministic ADP-bot draft; index 0 = slot 1. */
  benchmarkRosters(): Player[][];
  /**
   * What an ADP drafter has after `k` picks (see `rosterScore`): early in a draft, the benchmark
   * roster of the same slot (the first picks depend on the slot); moving linearly to the mean of all
   * slots' benchmark rosters on a full roster, so a final grade says how strong the roster is in its
   * league (docs/adr/0005-draft-model.md).
   */
  benchmarkScore(slot: number, k: number): number;
}

/** ADP depth whose outcome spread replacement-level stand-ins get. */
const REPLACEMENT_ADP = 150;
/** Rosters whose lineup thresholds a context keeps (6 KB each); the oldest goes first. */
const KEPT_ROSTER_THRESHOLDS = 2000;

const cache = new WeakMap<readonly Player[], Map<string, GradingContext>>();
const modelIds = new WeakMap<OutcomeModel, number>();
let nextModelId = 1;

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
  outcomes: OutcomeModel = PRIOR_OUTCOMES,
): GradingContext {
  let modelId = modelIds.get(outcomes);
  if (modelId === undefined) modelIds.set(outcomes, (modelId = nextModelId++));
  const key = `${format}|${leagueSize}|${Object.values(rosterSpots).join(',')}|${modelId}`;
  let byKey = cache.get(pool);
  if (!byKey) cache.set(pool, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit;
  const ctx = buildContext(pool, format, leagueSize, rosterSpots, outcomes);
  byKey.set(key, ctx);
  return ctx;
}

function buildContext(
  pool: readonly Player[],
  format: FormatKey,
  leagueSize: number,
  rosterSpots: RosterSpots,
  outcomes: OutcomeModel,
): GradingContext {
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
  const projections = Float64Array.from(pool, (p) => points(p));
  const adps = Float64Array.from(pool, (p) => adpOf(p, format));
  const spreads = Float64Array.from(pool, (p, i) => adpSpread(adps[i] ?? 0, p.adpStdDev));
  const vors = Float64Array.from(pool, (p) => vor(p));
  const adpOrder = Int32Array.from(pool.keys()).sort((x, y) => (adps[x] ?? 0) - (adps[y] ?? 0) || x - y);
  const sampleIndex = new Map<string, number>(pool.map((p, i) => [p.id, i]));
  // The pool's season samples are drawn when first asked for: a screen that lists projections and
  // VOR shows before them (about 50 ms of a draft screen's first render, 200 ms at 4x CPU).
  let sampleViews: Float32Array[] | null = null;
  const poolSamples = (): Float32Array[] => {
    if (sampleViews) return sampleViews;
    const store = new Float32Array(pool.length * OUTCOME_SAMPLES);
    sampleViews = pool.map((p, i) => {
      const view = store.subarray(i * OUTCOME_SAMPLES, (i + 1) * OUTCOME_SAMPLES);
      outcomeSamples(p, points(p), adps[i] ?? 0, outcomes, view);
      return view;
    });
    return sampleViews;
  };
  const extraSamples = new Map<string, Float32Array>();
  const samplesOf = (p: Player): Float32Array => {
    const i = sampleIndex.get(p.id);
    if (i !== undefined && pool[i] === p) return poolSamples()[i] as Float32Array;
    let s = extraSamples.get(p.id);
    if (!s || extraSamples.size > 10000) {
      if (extraSamples.size > 10000) extraSamples.clear();
      s = outcomeSamples(p, projectedPoints(p, format, curves), adpOf(p, format), outcomes);
      extraSamples.set(p.id, s);
    }
    return s;
  };
  const replacements = {} as Record<Position, Float32Array[]>;
  for (const pos of POSITIONS) {
    replacements[pos] = Array.from({ length: startableSlots(pos, rosterSpots) }, (_, k) => {
      const stand = { ...(pool[0] as Player), id: `replacement-${pos}-${k}`, position: pos };
      return outcomeSamples(stand, Math.max(0, levels[pos]), REPLACEMENT_ADP, outcomes);
    });
  }
  let waiverWireGains: Float64Array | null = null;
  let benchmark: Player[][] | null = null;
  const scoreCache = new Map<string, number>();
  const thresholdsByRoster = new Map<string, LineupThresholds>();
  const ctx: GradingContext = {
    pool,
    format,
    leagueSize,
    rosterSpots,
    rounds: rosterSize(rosterSpots),
    curves,
    levels,
    points,
    vor,
    projections,
    adps,
    spreads,
    vors,
    adpOrder,
    outcomes,
    samplesOf,
    samplesAt: (i) => poolSamples()[i] as Float32Array,
    poolIndexOf: (id) => sampleIndex.get(id) ?? -1,
    replacements,
    waiverWireGains() {
      if (!waiverWireGains) {
        const thresholds = ctx.lineupThresholdsOf([]);
        const samples = poolSamples();
        waiverWireGains = Float64Array.from(pool, (p, i) => marginalGain(samples[i] as Float32Array, p.position, thresholds));
      }
      return waiverWireGains;
    },
    lineupThresholdsOf(roster) {
      const key = roster.map((p) => p.id).join('\n');
      let thresholds = thresholdsByRoster.get(key);
      if (!thresholds) {
        if (thresholdsByRoster.size >= KEPT_ROSTER_THRESHOLDS) thresholdsByRoster.delete(thresholdsByRoster.keys().next().value as string);
        const completed = withWaiverWire(roster, ctx);
        thresholds = lineupThresholds(completed.samples, completed.positions, rosterSpots);
        thresholdsByRoster.set(key, thresholds);
      }
      return thresholds;
    },
    benchmarkRosters() {
      benchmark ??= simulateDraft({ pool, format, leagueSize, rosterSpots }).rosters;
      return benchmark;
    },
    benchmarkScore(slot, k) {
      const scoreOf = (s: number): number => {
        const id = `${s}|${k}`;
        let score = scoreCache.get(id);
        if (score === undefined) {
          score = rosterScore((ctx.benchmarkRosters()[s - 1] ?? []).slice(0, k), ctx);
          scoreCache.set(id, score);
        }
        return score;
      };
      let league = 0;
      for (let s = 1; s <= leagueSize; s++) league += scoreOf(s) / leagueSize;
      const w = Math.min(1, k / ctx.rounds);
      return (1 - w) * scoreOf(slot) + w * league;
    },
  };
  return ctx;
}

type SimulatedRoster = { samples: Float32Array[]; positions: Position[] };

/** A roster as simulated seasons, with `standIns(position, rostered)` replacement-level stand-ins per position beside it. */
function withStandIns(
  roster: readonly Player[],
  ctx: GradingContext,
  standIns: (position: Position, rostered: number) => number,
): SimulatedRoster {
  const samples = roster.map((p) => ctx.samplesOf(p));
  const positions = roster.map((p) => p.position);
  for (const pos of POSITIONS) {
    const n = standIns(pos, roster.filter((p) => p.position === pos).length);
    for (const stand of ctx.replacements[pos].slice(0, Math.max(0, n))) {
      samples.push(stand);
      positions.push(pos);
    }
  }
  return { samples, positions };
}

/**
 * A roster as simulated seasons beside a replacement-level stand-in for every starter slot: what
 * the waiver wire always offers during a season. A pick is worth what it adds over that, so a
 * backup counts for the weeks he beats a free pickup, not for every week a starter misses.
 */
function withWaiverWire(roster: readonly Player[], ctx: GradingContext): SimulatedRoster {
  return withStandIns(roster, ctx, (pos) => startableSlots(pos, ctx.rosterSpots));
}

/**
 * Strength of a roster: the expected points of its best lineup chosen in hindsight (how a season is
 * actually scored), over the context's simulated seasons of each player (projection spread by the
 * position's bust rate and variance at that ADP depth). A replacement-level stand-in fills each
 * starter slot the roster cannot fill yet, so a roster that has not drafted a position is not
 * scored as if it never will; a filled slot gets none, since a drafted roster's depth is its own
 * bench, as the season scores it. A flex slot (WR/TE, WR/RB, FLEX, SUPERFLEX) is shared by the
 * positions it takes: it is open only while the roster's players beyond their own slots do not fill
 * it (`flexSlotsUsed`), and then gets one stand-in, at the eligible position whose replacement level
 * is highest (the pickup a team would make for it: a QB for an open superflex).
 * Depth and upside count because a bench player starts in the seasons where he outscores a starter.
 */
export function rosterScore(roster: readonly Player[], ctx: GradingContext): number {
  const spots = ctx.rosterSpots;
  const used = flexSlotsUsed(positionCounts(roster), spots);
  const flexStandIns: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  for (const kind of FLEX_ORDER) {
    const pos = FLEX_ELIGIBLE[kind].reduce((best, p) => (ctx.levels[p] > ctx.levels[best] ? p : best));
    flexStandIns[pos] += Math.max(0, spots[kind] - used[kind]);
  }
  const { samples, positions } = withStandIns(roster, ctx, (pos, rostered) => Math.max(0, spots[pos] - rostered) + flexStandIns[pos]);
  return expectedBestLineup(samples, positions, spots);
}
