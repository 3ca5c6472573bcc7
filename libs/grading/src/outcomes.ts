import { FLEX_ELIGIBLE, POSITIONS, type Player, type Position, type RosterSpots } from '@draftmode/domain';
import { FLEX_ORDER } from './lineup';
import { projectionFromAdp, PRIOR_CURVES, type AdpSample, type ProjectionCurves } from './projection';
import { mixSeed, mulberry32 } from './prng';

/**
 * How a player's actual season can land around his projection, per position and ADP depth: for each
 * ADP band, the quantile function of `actual / projected` at {@link OUTCOME_QUANTILES} evenly spaced
 * levels. It carries both the spread of healthy seasons and the chance of a bust (a lost season is a
 * ratio near 0), which is what makes depth and upside worth something when the lineup is chosen in
 * hindsight. Quantiles are rescaled to average 1, so a player's expected points stay his projection.
 */
export interface OutcomeModel {
  /** Upper ADP edges of the bands (ascending; the last should be Infinity). */
  bands: readonly number[];
  /** Per position, per band: ascending ratio quantiles (length {@link OUTCOME_QUANTILES}). */
  quantiles: Record<Position, number[][]>;
}

/** Quantile levels per band. */
const OUTCOME_QUANTILES = 64;
/** Monte-Carlo seasons per player (stratified over the quantiles, so each player's mean is exact). */
export const OUTCOME_SAMPLES = 128;
const BANDS: readonly number[] = [36, 100, 180, Infinity];

/**
 * Prior outcome shapes from general fantasy knowledge (not fitted on the historical files): a
 * lost season (bust) is about 8 % likely for an early pick and ~35 % for a deep flier; healthy
 * seasons vary lognormally, RB/WR/TE more (σ ≈ 0.3–0.35) than QB (0.2) and K/DEF (0.2–0.25).
 */
const PRIOR_SHAPE: Record<Position, { sigma: number; bust: readonly number[] }> = {
  QB: { sigma: 0.2, bust: [0.05, 0.07, 0.12, 0.35] },
  RB: { sigma: 0.3, bust: [0.08, 0.12, 0.2, 0.4] },
  WR: { sigma: 0.3, bust: [0.06, 0.08, 0.15, 0.35] },
  TE: { sigma: 0.35, bust: [0.06, 0.1, 0.15, 0.35] },
  K: { sigma: 0.2, bust: [0.05, 0.05, 0.08, 0.2] },
  DEF: { sigma: 0.25, bust: [0.02, 0.02, 0.03, 0.05] },
};

function normalQuantile(p: number): number {
  // Acklam's rational approximation (|error| < 1.2e-9), enough for shaping a prior.
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
}

function level(i: number): number {
  return (i + 0.5) / OUTCOME_QUANTILES;
}

function normalise(q: number[]): number[] {
  const m = q.reduce((s, x) => s + x, 0) / q.length;
  return m > 0 ? q.map((x) => x / m) : q.map(() => 1);
}

function priorQuantiles(position: Position, band: number): number[] {
  const { sigma, bust } = PRIOR_SHAPE[position];
  const pBust = bust[Math.min(band, bust.length - 1)] ?? 0.1;
  const out: number[] = [];
  for (let i = 0; i < OUTCOME_QUANTILES; i++) {
    const u = level(i);
    if (u < pBust) out.push(0.1 * (u / pBust));
    else out.push(Math.exp(sigma * normalQuantile((u - pBust) / (1 - pBust)) - (sigma * sigma) / 2));
  }
  return normalise(out);
}

/** The prior {@link OutcomeModel}. */
export const PRIOR_OUTCOMES: OutcomeModel = {
  bands: BANDS,
  quantiles: Object.fromEntries(POSITIONS.map((pos) => [pos, BANDS.map((_, b) => priorQuantiles(pos, b))])) as Record<Position, number[][]>,
};

/**
 * Projections below this many points say the player was not expected to play: his season says
 * nothing of how a projected player's season spreads, and a ratio over a near-zero projection
 * would be a lottery ticket of 10× and more.
 */
const MIN_RATIO_PROJECTION = 40;
/** The largest ratio of actual to projected points kept: a breakout beyond it counts as this. */
const MAX_RATIO = 3;

/**
 * Fits an {@link OutcomeModel} on observed seasons: per position and ADP band, the empirical
 * quantiles of actual points over the curve's projection, blended with the prior by quantile
 * averaging with `priorWeight` pseudo-observations. Used by the evaluation on earlier seasons only.
 */
export function fitOutcomeModel(
  samples: ReadonlyArray<AdpSample & { projected?: number }>,
  curves: ProjectionCurves = PRIOR_CURVES,
  options: { prior?: OutcomeModel; priorWeight?: number } = {},
): OutcomeModel {
  const prior = options.prior ?? PRIOR_OUTCOMES;
  const w = options.priorWeight ?? 15;
  const quantiles = {} as Record<Position, number[][]>;
  for (const pos of POSITIONS) {
    quantiles[pos] = prior.bands.map((hi, b) => {
      const lo = b === 0 ? 0 : (prior.bands[b - 1] ?? 0);
      const ratios = samples
        .filter((s) => s.position === pos && s.adp > lo && s.adp <= hi && Number.isFinite(s.points))
        .flatMap((s) => {
          const proj = s.projected ?? projectionFromAdp(pos, s.adp, 'ppr', curves);
          return proj >= MIN_RATIO_PROJECTION ? [Math.min(MAX_RATIO, Math.max(0, s.points) / proj)] : [];
        })
        .sort((x, y) => x - y);
      const pq = prior.quantiles[pos][b] ?? priorQuantiles(pos, b);
      const n = ratios.length;
      if (n < 3) return pq;
      const emp = pq.map((_, i) => {
        const x = level(i) * n - 0.5;
        const j = Math.max(0, Math.min(n - 1, Math.floor(x)));
        const k = Math.min(n - 1, j + 1);
        const t = Math.max(0, Math.min(1, x - j));
        return (ratios[j] ?? 1) * (1 - t) + (ratios[k] ?? 1) * t;
      });
      return normalise(emp.map((e, i) => (n * e + w * (pq[i] ?? 1)) / (n + w)));
    });
  }
  return { bands: prior.bands, quantiles };
}

function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/**
 * Deterministic simulated seasons of one player: {@link OUTCOME_SAMPLES} draws of `projected ×
 * ratio`, with the ratio quantiles visited in a per-player shuffled order (seeded by his id), so
 * draws are independent across players, reproducible, and average exactly to the projection.
 */
export function outcomeSamples(
  player: Player,
  projected: number,
  adp: number,
  model: OutcomeModel,
  out = new Float32Array(OUTCOME_SAMPLES),
): Float32Array {
  let band = model.bands.findIndex((hi) => adp <= hi);
  if (band < 0) band = model.bands.length - 1;
  const q = model.quantiles[player.position][band] ?? [1];
  const rng = mulberry32(mixSeed(hashId(player.id), 0x5eed));
  const order = Array.from({ length: OUTCOME_SAMPLES }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i] ?? 0;
    order[i] = order[j] ?? 0;
    order[j] = t;
  }
  for (let s = 0; s < OUTCOME_SAMPLES; s++) {
    const qi = Math.floor(((order[s] ?? 0) * q.length) / OUTCOME_SAMPLES);
    out[s] = projected * (q[qi] ?? 1);
  }
  return out;
}

/**
 * A roster's starting slots as the per-season loops read them: per position (`POSITIONS` order) its
 * own slots, and the flex kinds the league has, in filling order (narrowest first, see
 * `bestLineup`), each with its eligible positions as `POSITIONS` indices and as a bit mask.
 */
interface SlotPlan {
  own: Int32Array;
  kinds: Array<{ slots: number; eligible: Int32Array; mask: number }>;
}

const slotPlans = new WeakMap<RosterSpots, SlotPlan>();

function slotPlan(spots: RosterSpots): SlotPlan {
  let plan = slotPlans.get(spots);
  if (!plan) {
    const own = Int32Array.from(POSITIONS, (pos) => spots[pos]);
    const kinds = FLEX_ORDER.filter((kind) => spots[kind] > 0).map((kind) => {
      const eligible = Int32Array.from(FLEX_ELIGIBLE[kind], (pos) => POSITIONS.indexOf(pos));
      return { slots: spots[kind], eligible, mask: eligible.reduce((m, p) => m | (1 << p), 0) };
    });
    slotPlans.set(spots, (plan = { own, kinds }));
  }
  return plan;
}

/**
 * A set of players' simulated seasons, grouped by position and laid out season by season
 * (`seasons[s * n + k]`, the k-th player in position order), and a buffer each season's values are
 * sorted into: position p's values of season s sit best first at `sorted[start[p] … start[p] +
 * count[p])` after {@link sortSeason}.
 */
interface SeasonBuffer {
  n: number;
  seasons: Float64Array;
  start: Int32Array;
  count: Int32Array;
  sorted: Float64Array;
  /** Per position, how many of its sorted values the lineup has taken so far. */
  head: Int32Array;
}

/**
 * The one {@link SeasonBuffer}, reused by every call (none is reentrant), so valuing a roster
 * allocates nothing once it has seen a roster as large.
 */
const scratch: SeasonBuffer = {
  n: 0,
  seasons: new Float64Array(32 * OUTCOME_SAMPLES),
  start: new Int32Array(POSITIONS.length),
  count: new Int32Array(POSITIONS.length),
  sorted: new Float64Array(32),
  head: new Int32Array(POSITIONS.length),
};
const nextOf = new Int32Array(POSITIONS.length);

function seasonBuffer(samples: readonly Float32Array[], positions: readonly Position[]): SeasonBuffer {
  const n = samples.length;
  const P = POSITIONS.length;
  const b = scratch;
  if (b.sorted.length < n) {
    b.sorted = new Float64Array(2 * n);
    b.seasons = new Float64Array(2 * n * OUTCOME_SAMPLES);
  }
  b.n = n;
  const { count, start, seasons } = b;
  count.fill(0);
  for (let i = 0; i < n; i++) {
    const p = POSITIONS.indexOf(positions[i] as Position);
    count[p] = (count[p] as number) + 1;
  }
  start[0] = 0;
  for (let p = 1; p < P; p++) start[p] = (start[p - 1] as number) + (count[p - 1] as number);
  nextOf.set(start);
  for (let i = 0; i < n; i++) {
    const p = POSITIONS.indexOf(positions[i] as Position);
    const k = nextOf[p] as number;
    nextOf[p] = k + 1;
    const own = samples[i] as Float32Array;
    for (let s = 0; s < OUTCOME_SAMPLES; s++) seasons[s * n + k] = own[s] as number;
  }
  return b;
}

/** Sorts season `s`'s values of every position into the buffer, best first (insertion sort: a roster has a handful per position). */
function sortSeason(b: SeasonBuffer, s: number): void {
  const { sorted, seasons, start, count } = b;
  const from = s * b.n;
  for (let p = 0; p < start.length; p++) {
    const base = start[p] as number;
    const end = base + (count[p] as number);
    for (let i = base; i < end; i++) {
      const v = seasons[from + i] as number;
      let j = i;
      while (j > base && (sorted[j - 1] as number) < v) {
        sorted[j] = sorted[j - 1] as number;
        j--;
      }
      sorted[j] = v;
    }
  }
}

/**
 * The flex kind's next starter of the sorted season: the position (`POSITIONS` index) of the best
 * eligible value not taken yet, or -1 when none is left.
 */
function nextFlexStarter(b: SeasonBuffer, eligible: Int32Array): number {
  let best = -1;
  let bestValue = -Infinity;
  for (let e = 0; e < eligible.length; e++) {
    const p = eligible[e] as number;
    const h = b.head[p] as number;
    if (h >= (b.count[p] as number)) continue;
    const v = b.sorted[(b.start[p] as number) + h] as number;
    if (v > bestValue) {
      bestValue = v;
      best = p;
    }
  }
  return best;
}

/**
 * Expected points of the best lineup chosen in hindsight from `players` (each given by its
 * simulated seasons): per simulated season, every position's slots take its best, then each flex
 * kind, narrowest first, the best eligible player left (as `bestLineup`), averaged over seasons.
 */
export function expectedBestLineup(samples: readonly Float32Array[], positions: readonly Position[], spots: RosterSpots): number {
  if (samples.length === 0) return 0;
  const S = OUTCOME_SAMPLES;
  const plan = slotPlan(spots);
  const b = seasonBuffer(samples, positions);
  const P = POSITIONS.length;
  let total = 0;
  for (let s = 0; s < S; s++) {
    sortSeason(b, s);
    let sum = 0;
    for (let p = 0; p < P; p++) {
      const base = b.start[p] as number;
      const take = Math.min(plan.own[p] as number, b.count[p] as number);
      for (let i = 0; i < take; i++) sum += b.sorted[base + i] as number;
      b.head[p] = take;
    }
    for (const kind of plan.kinds) {
      for (let k = 0; k < kind.slots; k++) {
        const p = nextFlexStarter(b, kind.eligible);
        if (p < 0) break;
        sum += b.sorted[(b.start[p] as number) + (b.head[p] as number)] as number;
        b.head[p] = (b.head[p] as number) + 1;
      }
    }
    total += sum;
  }
  return total / S;
}

/**
 * Per simulated season, what a new player at each position must outscore to improve a roster's
 * hindsight-best lineup (see {@link marginalGain}): the lowest starter he could displace through the
 * chain of slots that take him, or 0 while one of those slots is open. He can take a slot his
 * position plays (his own, or a flex kind that takes him); the starter he pushes out can move on to
 * any slot that takes his position, and so on. So a QB in a superflex league reaches the QB slot and
 * the SUPERFLEX (and, through an RB playing there, the RB slots and FLEX); an RB pushed out of RB2
 * can move to FLEX, then SUPERFLEX. The lineup gains what the new player scores above the lowest
 * starter of all the slots so reached (for a lineup chosen greedily from narrow to wide slots, the
 * best lineup with him is the one without him, less that starter, plus him). That is exact where the
 * greedy lineup is (nested slots: every league with at most one of WR/TE and WR/RB), and as close as
 * it where both overlap on WR. A position without a lineup slot has a bar of Infinity.
 */
export interface LineupThresholds {
  bar: Record<Position, Float64Array>;
}

/** {@link LineupThresholds} of a set of players given by their simulated seasons. */
export function lineupThresholds(samples: readonly Float32Array[], positions: readonly Position[], spots: RosterSpots): LineupThresholds {
  const S = OUTCOME_SAMPLES;
  const P = POSITIONS.length;
  const plan = slotPlan(spots);
  const bars = POSITIONS.map(() => new Float64Array(S));
  const b = seasonBuffer(samples, positions);
  // The slot types: each position's own slots (types 0 … P−1), then the league's flex kinds. Per type:
  // the positions it takes, whether the league has it, and per season its lowest starter (0 while a
  // slot is open) and the positions of its starters.
  const T = P + plan.kinds.length;
  const takes = new Int32Array(T);
  const exists = new Uint8Array(T);
  for (let p = 0; p < P; p++) {
    takes[p] = 1 << p;
    exists[p] = (plan.own[p] as number) > 0 ? 1 : 0;
  }
  plan.kinds.forEach((kind, k) => {
    takes[P + k] = kind.mask;
    exists[P + k] = 1;
  });
  const lowest = new Float64Array(T);
  const present = new Int32Array(T);
  for (let s = 0; s < S; s++) {
    sortSeason(b, s);
    for (let p = 0; p < P; p++) {
      const slots = plan.own[p] as number;
      const count = b.count[p] as number;
      lowest[p] = slots <= 0 ? Infinity : count >= slots ? (b.sorted[(b.start[p] as number) + slots - 1] as number) : 0;
      present[p] = count > 0 ? 1 << p : 0;
      b.head[p] = Math.min(slots, count);
    }
    for (let k = 0; k < plan.kinds.length; k++) {
      const kind = plan.kinds[k] as SlotPlan['kinds'][number];
      let filled = 0;
      let low = 0;
      let mask = 0;
      for (; filled < kind.slots; filled++) {
        const p = nextFlexStarter(b, kind.eligible);
        if (p < 0) break;
        // Each flex slot takes the best left, so the last one taken is the lowest.
        low = b.sorted[(b.start[p] as number) + (b.head[p] as number)] as number;
        b.head[p] = (b.head[p] as number) + 1;
        mask |= 1 << p;
      }
      lowest[P + k] = filled < kind.slots ? 0 : low;
      present[P + k] = mask;
    }
    for (let p = 0; p < P; p++) {
      // The slot types reachable from a new player at p: those taking a position reached so far,
      // where the positions reached grow with the starters of every type reached.
      let reachedPositions = 1 << p;
      let reached = 0;
      for (;;) {
        let next = 0;
        for (let t = 0; t < T; t++) if (exists[t] && (takes[t] as number) & reachedPositions) next |= 1 << t;
        if (next === reached) break;
        reached = next;
        for (let t = 0; t < T; t++) if (reached & (1 << t)) reachedPositions |= present[t] as number;
      }
      let bar = Infinity;
      for (let t = 0; t < T; t++) if (reached & (1 << t) && (lowest[t] as number) < bar) bar = lowest[t] as number;
      (bars[p] as Float64Array)[s] = bar;
    }
  }
  return { bar: Object.fromEntries(POSITIONS.map((pos, p) => [pos, bars[p]])) as Record<Position, Float64Array> };
}

/**
 * Expected gain in hindsight-best-lineup points from adding one player (his simulated seasons) to
 * a roster with the given {@link LineupThresholds}: per season, what he scores above his
 * position's bar, or nothing.
 */
export function marginalGain(samples: Float32Array, position: Position, t: LineupThresholds): number {
  const bar = t.bar[position];
  const S = OUTCOME_SAMPLES;
  let total = 0;
  // Branch-free (the sign of the difference is a coin flip near the bar): Math.max compiles to one instruction.
  for (let s = 0; s < S; s++) total += Math.max(0, (samples[s] as number) - (bar[s] as number));
  return total / S;
}
