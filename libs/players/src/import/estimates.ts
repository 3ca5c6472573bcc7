import type { FormatKey, PerFormat, Player, Position } from '@draftmode/domain';

/**
 * Estimates for what an import source does not publish (tier, ADP spread, projections, overall
 * ADP of a positional ranking), always read off players that have them: the season's pool when it
 * has enough, else the bundled one. Pure.
 */

const FORMATS: readonly FormatKey[] = ['ppr', 'half', 'std'];

/**
 * Tier and ADP spread borrowed from the player drafted closest to `adp` (same position for the
 * tier): no import source publishes them, and a neighbour's are the best evidence at hand.
 */
export function nearestByAdp(reference: readonly Player[], adp: number, position: Position): { tier: number; adpStdDev: number } {
  let bestTier: Player | undefined;
  let bestSpread: Player | undefined;
  for (const p of reference) {
    if (!bestSpread || Math.abs(p.adp.ppr - adp) < Math.abs(bestSpread.adp.ppr - adp)) bestSpread = p;
    if (p.position === position && (!bestTier || Math.abs(p.adp.ppr - adp) < Math.abs(bestTier.adp.ppr - adp))) bestTier = p;
  }
  return { tier: bestTier?.tier ?? 1, adpStdDev: bestSpread?.adpStdDev ?? 10 };
}

// Fewer players than this at a position say little about its ADP-to-points shape.
const MIN_POINTS = 8;
// Projections are read off this many neighbours in ADP.
const NEIGHBOURS = 8;

interface AdpPoint {
  logAdp: number;
  value: number;
}

/**
 * Projected points from ADP, per position and format, read off the players of `sources` (the first
 * with enough projected players at the position): a straight line in log-ADP through the eight
 * players at that position drafted nearest, kept within the position's highest and lowest
 * projection. Log-ADP because value falls steeply through the first rounds and flattens later; a
 * local line because one curve for a whole position misses its shape at the ends.
 */
export class ProjectionFromAdp {
  private readonly points = new Map<string, AdpPoint[]>();

  constructor(sources: readonly (readonly Player[])[]) {
    for (const position of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) {
      for (const format of FORMATS) {
        for (const players of sources) {
          const points = players
            .filter((p) => p.position === position && p.adp[format] > 0 && p.projection[format] > 0)
            .map((p) => ({ logAdp: Math.log(Math.max(1, p.adp[format])), value: p.projection[format] }));
          if (points.length >= MIN_POINTS) {
            this.points.set(`${position}:${format}`, points);
            break;
          }
        }
      }
    }
  }

  /** Season points for a player at `position` drafted at `adp`, 0 when no source covers the position. */
  estimate(position: Position, adp: number, format: FormatKey): number {
    const points = this.points.get(`${position}:${format}`);
    if (!points) return 0;
    const x = Math.log(Math.max(1, adp));
    const nearest = [...points].sort((a, b) => Math.abs(a.logAdp - x) - Math.abs(b.logAdp - x)).slice(0, NEIGHBOURS);
    const xMean = nearest.reduce((s, p) => s + p.logAdp, 0) / nearest.length;
    const yMean = nearest.reduce((s, p) => s + p.value, 0) / nearest.length;
    let sxy = 0;
    let sxx = 0;
    for (const p of nearest) {
      sxy += (p.logAdp - xMean) * (p.value - yMean);
      sxx += (p.logAdp - xMean) ** 2;
    }
    // Never rising with ADP: an earlier pick does not project fewer points.
    const slope = sxx > 0 ? Math.min(0, sxy / sxx) : 0;
    const values = points.map((p) => p.value);
    const value = Math.min(Math.max(...values), Math.max(Math.min(...values), yMean + slope * (x - xMean)));
    return Math.round(value * 10) / 10;
  }

  /**
   * All three formats for a player: `given` (the file's projection for `format`) where there is one,
   * the other formats scaled from it by the estimates' ratio, else the estimates alone.
   */
  perFormat(position: Position, adp: number, format: FormatKey, given: number | null): PerFormat<number> {
    const estimate = {
      ppr: this.estimate(position, adp, 'ppr'),
      half: this.estimate(position, adp, 'half'),
      std: this.estimate(position, adp, 'std'),
    };
    if (given === null) return estimate;
    const base = estimate[format];
    const scale = (key: FormatKey): number =>
      key === format ? given : base > 0 ? Math.round(((given * estimate[key]) / base) * 10) / 10 : given;
    return { ppr: scale('ppr'), half: scale('half'), std: scale('std') };
  }
}

/**
 * Overall ADP for the k-th player of a position (a positional ranking has no overall pick): the
 * ADP of the k-th player at that position in `players`, extended past the last one by the average
 * gap between that position's last ten.
 */
export class AdpFromPositionRank {
  private readonly byPosition = new Map<Position, number[]>();

  constructor(sources: readonly (readonly Player[])[]) {
    for (const position of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) {
      for (const players of sources) {
        const adps = players
          .filter((p) => p.position === position && p.adp.ppr > 0)
          .map((p) => p.adp.ppr)
          .sort((a, b) => a - b);
        if (adps.length >= MIN_POINTS) {
          this.byPosition.set(position, adps);
          break;
        }
      }
    }
  }

  adp(position: Position, rank: number): number {
    const adps = this.byPosition.get(position);
    if (!adps || adps.length === 0) return rank;
    const k = Math.max(1, Math.round(rank));
    if (k <= adps.length) return adps[k - 1]!;
    const tail = adps.slice(-10);
    const gap = tail.length > 1 ? (tail.at(-1)! - tail[0]!) / (tail.length - 1) : 1;
    return Math.round((adps.at(-1)! + Math.max(gap, 0.5) * (k - adps.length)) * 10) / 10;
  }
}
