import { POSITIONS, type Player, type Position, type RosterSpots } from '@draftmode/domain';
import { FLEX_POSITIONS } from './lineup';
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
export const OUTCOME_QUANTILES = 64;
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
 * Expected points of the best lineup chosen in hindsight from `players` (each given by its
 * simulated seasons): per simulated season, every position's slots take its best, FLEX the best
 * RB/WR/TE left, averaged over seasons.
 */
export function expectedBestLineup(samples: readonly Float32Array[], positions: readonly Position[], spots: RosterSpots): number {
  const n = samples.length;
  if (n === 0) return 0;
  const S = OUTCOME_SAMPLES;
  const flexN = spots.FLEX;
  const groups: Array<{ slots: number; flex: boolean; idx: number[] }> = [];
  for (const pos of POSITIONS) {
    const idx: number[] = [];
    for (let i = 0; i < n; i++) if (positions[i] === pos) idx.push(i);
    if (idx.length > 0 && (spots[pos] > 0 || (FLEX_POSITIONS.includes(pos) && flexN > 0)))
      groups.push({ slots: spots[pos], flex: FLEX_POSITIONS.includes(pos), idx });
  }
  const vals = new Float64Array(n);
  const flexVals = new Float64Array(Math.max(1, flexN));
  let total = 0;
  for (let s = 0; s < S; s++) {
    let sum = 0;
    let nf = 0;
    for (const g of groups) {
      const m = g.idx.length;
      for (let i = 0; i < m; i++) {
        const v = (samples[g.idx[i] ?? 0] as Float32Array)[s] ?? 0;
        let j = i;
        while (j > 0 && (vals[j - 1] ?? 0) < v) {
          vals[j] = vals[j - 1] ?? 0;
          j--;
        }
        vals[j] = v;
      }
      const take = Math.min(g.slots, m);
      for (let i = 0; i < take; i++) sum += vals[i] ?? 0;
      if (g.flex && flexN > 0) {
        for (let i = take; i < m && i < take + flexN; i++) {
          const v = vals[i] ?? 0;
          if (nf < flexN) {
            let j = nf++;
            while (j > 0 && (flexVals[j - 1] ?? 0) < v) {
              flexVals[j] = flexVals[j - 1] ?? 0;
              j--;
            }
            flexVals[j] = v;
          } else if (v > (flexVals[flexN - 1] ?? 0)) {
            let j = flexN - 1;
            while (j > 0 && (flexVals[j - 1] ?? 0) < v) {
              flexVals[j] = flexVals[j - 1] ?? 0;
              j--;
            }
            flexVals[j] = v;
          } else break;
        }
      }
    }
    for (let i = 0; i < nf; i++) sum += flexVals[i] ?? 0;
    total += sum;
  }
  return total / S;
}

/**
 * Per simulated season, what a new player at each position must outscore to improve a roster's
 * hindsight-best lineup (see {@link marginalGain}): the lowest starter at his position (0 while a
 * slot is open) or, for RB/WR/TE, the lowest FLEX starter when that is lower (0 while FLEX is open).
 * A new player who beats his position's lowest starter takes that slot, and the starter he pushes
 * out moves to FLEX when he beats the FLEX starter; so the lineup gains what he scores above the
 * lower of the two. A position without a lineup slot has a bar of Infinity.
 */
export interface LineupThresholds {
  bar: Record<Position, Float64Array>;
}

/** {@link LineupThresholds} of a set of players given by their simulated seasons. */
export function lineupThresholds(samples: readonly Float32Array[], positions: readonly Position[], spots: RosterSpots): LineupThresholds {
  const S = OUTCOME_SAMPLES;
  const flexSlots = spots.FLEX;
  const bar = Object.fromEntries(POSITIONS.map((p) => [p, new Float64Array(S)])) as Record<Position, Float64Array>;
  // Per season, the best `flexSlots` players left over after each RB/WR/TE position fills its own
  // slots, best first: the FLEX starters (season s at s * flexSlots).
  const flexBest = new Float64Array(S * Math.max(1, flexSlots));
  const flexCount = new Int32Array(S);
  const top = new Float64Array(samples.length + 1);
  for (const pos of POSITIONS) {
    const own: Float32Array[] = [];
    for (let i = 0; i < samples.length; i++) if (positions[i] === pos) own.push(samples[i] as Float32Array);
    const count = own.length;
    const slots = spots[pos];
    const floor = bar[pos];
    const flex = flexSlots > 0 && FLEX_POSITIONS.includes(pos);
    for (let s = 0; s < S; s++) {
      // Insertion sort of this season's values, best first (a roster has a handful per position).
      for (let i = 0; i < count; i++) {
        const v = (own[i] as Float32Array)[s] as number;
        let j = i;
        while (j > 0 && (top[j - 1] as number) < v) {
          top[j] = top[j - 1] as number;
          j--;
        }
        top[j] = v;
      }
      floor[s] = slots <= 0 ? Infinity : count >= slots ? (top[slots - 1] as number) : 0;
      if (!flex) continue;
      const base = s * flexSlots;
      for (let i = slots; i < count && i < slots + flexSlots; i++) {
        const v = top[i] as number;
        let n = flexCount[s] as number;
        if (n === flexSlots && v <= (flexBest[base + n - 1] as number)) break;
        if (n < flexSlots) flexCount[s] = ++n;
        let j = n - 1;
        while (j > 0 && (flexBest[base + j - 1] as number) < v) {
          flexBest[base + j] = flexBest[base + j - 1] as number;
          j--;
        }
        flexBest[base + j] = v;
      }
    }
  }
  if (flexSlots > 0) {
    for (let s = 0; s < S; s++) {
      const flexFloor = (flexCount[s] as number) < flexSlots ? 0 : (flexBest[s * flexSlots + flexSlots - 1] as number);
      for (const pos of FLEX_POSITIONS) {
        const floor = bar[pos];
        if (flexFloor < (floor[s] as number)) floor[s] = flexFloor;
      }
    }
  }
  return { bar };
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
