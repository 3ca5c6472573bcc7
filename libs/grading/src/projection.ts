import type { FormatKey, Player, Position } from '@draftmode/domain';

/**
 * Season points expected from ADP at one position: `max(floor, a − b·ln(adp))`, in full-PPR
 * points. Log-ADP is used because value falls steeply through the first rounds and flattens
 * later; `b ≥ 0` keeps the curve monotone (an earlier ADP never projects fewer points).
 */
export interface PositionCurve {
  a: number;
  b: number;
  floor: number;
}

/** One curve per position. */
export type ProjectionCurves = Record<Position, PositionCurve>;

/** One (position, ADP, season points) observation used to fit curves. Points are full PPR. */
export interface AdpSample {
  position: Position;
  adp: number;
  points: number;
}

/**
 * Prior curves, set by hand from general knowledge of 12-team full-PPR seasons (not fitted on the
 * historical files): anchor points are RB ADP 1 ≈ 330 / ADP 150 ≈ 110; WR ADP 1 ≈ 320 / ADP 150 ≈
 * 120; QB ADP 20 ≈ 330 / ADP 150 ≈ 230; TE ADP 15 ≈ 230 / ADP 150 ≈ 100; K ADP 120 ≈ 140 /
 * ADP 250 ≈ 115; DEF ADP 90 ≈ 130 / ADP 250 ≈ 100. Used when nothing better is known: for the
 * first historical season of the evaluation, and for pools too small to fit.
 */
export const PRIOR_CURVES: ProjectionCurves = {
  QB: { a: 478, b: 49.6, floor: 0 },
  RB: { a: 330, b: 43.9, floor: 0 },
  WR: { a: 320, b: 40, floor: 0 },
  TE: { a: 383, b: 56.5, floor: 0 },
  K: { a: 303, b: 34, floor: 0 },
  DEF: { a: 262, b: 29.4, floor: 0 },
};

/**
 * Share of full-PPR points kept in half-PPR and standard scoring. Receptions are worth 1, ½ or 0,
 * so pass catchers lose the most; QB, K and DEF scoring does not depend on receptions.
 */
export const FORMAT_SCALE: Record<FormatKey, Record<Position, number>> = {
  ppr: { QB: 1, RB: 1, WR: 1, TE: 1, K: 1, DEF: 1 },
  half: { QB: 1, RB: 0.91, WR: 0.85, TE: 0.85, K: 1, DEF: 1 },
  std: { QB: 1, RB: 0.82, WR: 0.7, TE: 0.7, K: 1, DEF: 1 },
};

/** ADP used for players the source did not rank (treated as undrafted). */
export const UNRANKED_ADP = 999;

/** A player's ADP in a format, with missing or invalid values treated as undrafted. */
export function adpOf(player: Player, format: FormatKey): number {
  const adp = player.adp[format];
  return Number.isFinite(adp) && adp > 0 ? adp : UNRANKED_ADP;
}

/**
 * Projected season points from ADP and position alone, for players without a projection (e.g. a
 * rankings CSV that has none). It evaluates the position's monotone log-ADP curve (see
 * {@link PositionCurve}) in full PPR and scales to the format with {@link FORMAT_SCALE}.
 */
export function projectionFromAdp(position: Position, adp: number, format: FormatKey, curves: ProjectionCurves = PRIOR_CURVES): number {
  const curve = curves[position];
  const x = Math.log(Math.max(1, Number.isFinite(adp) ? adp : UNRANKED_ADP));
  return Math.max(curve.floor, curve.a - curve.b * x) * FORMAT_SCALE[format][position];
}

/**
 * Fits one log-ADP curve per position by least squares, shrunk toward a prior. The fit is done
 * around the mean log-ADP so that the prior pulls the level and the slope separately, each with
 * `priorWeight` pseudo-observations; the slope is clamped at 0 so curves stay monotone. Samples
 * beyond `maxAdp` are ignored (deep ADPs are noisy and irrelevant to a 12×15 draft). Used by the
 * evaluation on earlier seasons and by grading on a pool where some players lack projections.
 */
export function fitProjectionCurves(
  samples: readonly AdpSample[],
  options: { prior?: ProjectionCurves; priorWeight?: number; maxAdp?: number } = {},
): ProjectionCurves {
  const prior = options.prior ?? PRIOR_CURVES;
  const w = options.priorWeight ?? 20;
  const maxAdp = options.maxAdp ?? 300;
  const out = { ...prior };
  for (const position of Object.keys(prior) as Position[]) {
    const rows = samples.filter((s) => s.position === position && s.adp > 0 && s.adp <= maxAdp && Number.isFinite(s.points));
    const n = rows.length;
    const p = prior[position];
    if (n < 2) continue;
    const xs = rows.map((r) => Math.log(Math.max(1, r.adp)));
    const xMean = xs.reduce((s, x) => s + x, 0) / n;
    const yMean = rows.reduce((s, r) => s + r.points, 0) / n;
    let sxy = 0;
    let sxx = 0;
    rows.forEach((r, i) => {
      const dx = (xs[i] ?? 0) - xMean;
      sxy += dx * (r.points - yMean);
      sxx += dx * dx;
    });
    const bOls = sxx > 0 ? -sxy / sxx : p.b;
    const b = Math.max(0, (n * bOls + w * p.b) / (n + w));
    const level = (n * yMean + w * (p.a - p.b * xMean)) / (n + w);
    out[position] = { a: level + b * xMean, b, floor: p.floor };
  }
  return out;
}

/**
 * The season points grading uses for a player: his own projection for the format when the pool
 * has one (> 0), otherwise {@link projectionFromAdp} with the given curves.
 */
export function projectedPoints(player: Player, format: FormatKey, curves: ProjectionCurves = PRIOR_CURVES): number {
  const own = player.projection[format];
  if (Number.isFinite(own) && own > 0) return own;
  return projectionFromAdp(player.position, adpOf(player, format), format, curves);
}

/**
 * How many picks either side of ADP a player typically goes (one standard deviation): the pool's
 * `adpStdDev` when given, else a depth curve `1 + 0.1·adp` (≈2 picks at ADP 10, 6 at 50, 16 at
 * 150), matching published ADP spreads that widen roughly linearly with depth.
 */
export function adpSpread(adp: number, adpStdDev?: number): number {
  if (adpStdDev !== undefined && Number.isFinite(adpStdDev) && adpStdDev > 0) return adpStdDev;
  return 1 + 0.1 * Math.max(1, adp);
}
