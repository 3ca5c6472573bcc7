import { readFileSync } from 'node:fs';
import type { Player, Position } from '@draftmode/domain';
import { FORMAT_SCALE, projectionFromAdp, type ProjectionCurves } from '../src';

/** One row of a historical season file (`season,player,pos,team,adp,ppr_points[,proj_ppr,proj_half,proj_std]`). */
export interface HistoryRow {
  season: number;
  name: string;
  position: Position;
  team: string;
  adp: number;
  points: number;
  /** FantasyPros' consensus preseason projection per format, when the file has one for the row. */
  consensus: { ppr: number; half: number; std: number } | null;
}

const POSITIONS = new Set<Position>(['QB', 'RB', 'WR', 'TE', 'K', 'DEF']);

/** Parses a season CSV (no quoted fields in these files); rows with an unknown position are skipped. */
export function readSeason(file: string): HistoryRow[] {
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const header = (lines.shift() ?? '').split(',');
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${file}: missing column ${name}`);
    return i;
  };
  const [cs, cn, cp, ct, ca, cpts] = ['season', 'player', 'pos', 'team', 'adp', 'ppr_points'].map(col) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // The consensus projection columns are optional (older copies of the files have none).
  const projectionCols = ['proj_ppr', 'proj_half', 'proj_std'].map((name) => header.indexOf(name));
  const rows: HistoryRow[] = [];
  for (const line of lines) {
    const f = line.split(',');
    const position = f[cp] as Position;
    const adp = Number(f[ca]);
    if (!POSITIONS.has(position) || !Number.isFinite(adp)) continue;
    const [ppr, half, std] = projectionCols.map((c) => (c >= 0 && f[c] !== '' ? Number(f[c]) : NaN)) as [number, number, number];
    const consensus = ppr > 0 && half > 0 && std > 0 ? { ppr, half, std } : null;
    rows.push({ season: Number(f[cs]), name: f[cn] ?? '', position, team: f[ct] ?? '', adp, points: Number(f[cpts]) || 0, consensus });
  }
  return rows;
}

/**
 * Turns history rows into pool players. A row's projection is FantasyPros' consensus where the file
 * has one (as the product's pool has); elsewhere it comes from ADP and position: from the positional
 * rank by ADP when `byRank` is fitted on earlier seasons, else from the ADP `curves`. Bye weeks,
 * ages and injuries are unknown and left neutral.
 */
export function historyPlayers(rows: readonly HistoryRow[], curves: ProjectionCurves, byRank?: RankProjection | null): Player[] {
  const ranks = positionRanks(rows);
  const projected = (r: HistoryRow, i: number, format: 'ppr' | 'half' | 'std'): number =>
    r.consensus
      ? r.consensus[format]
      : byRank
        ? byRank(r.position, ranks[i] ?? 1) * FORMAT_SCALE[format][r.position]
        : projectionFromAdp(r.position, r.adp, format, curves);
  return rows.map((r, i) => ({
    id: `${r.season}-${i}`,
    name: r.name,
    position: r.position,
    team: r.team || 'FA',
    adp: { ppr: r.adp, half: r.adp, std: r.adp },
    adpStdDev: 0,
    projection: {
      ppr: projected(r, i, 'ppr'),
      half: projected(r, i, 'half'),
      std: projected(r, i, 'std'),
    },
    tier: 0,
    byeWeek: 0,
    age: 0,
    isHandcuff: false,
    handcuffOf: null,
    targetShare: null,
    isInjured: false,
    imageUrl: null,
    nflTop100Rank: null,
    sleeperId: null,
  }));
}

/** Each row's rank within its position by ADP (1 = drafted first). */
function positionRanks(rows: readonly HistoryRow[]): number[] {
  const order = rows.map((r, i) => ({ r, i })).sort((a, b) => a.r.adp - b.r.adp);
  const seen: Record<string, number> = {};
  const ranks = new Array<number>(rows.length).fill(1);
  for (const { r, i } of order) ranks[i] = seen[r.position] = (seen[r.position] ?? 0) + 1;
  return ranks;
}

/** Expected season points (full PPR) of the n-th player of a position by ADP. */
type RankProjection = (position: Position, rank: number) => number;

/**
 * Expected points by positional rank, fitted on earlier seasons: per position, the mean points of
 * the players drafted at each rank (smoothed over neighbouring ranks, wider deeper down), made
 * non-increasing by pool-adjacent violators. Rank is steadier across seasons than ADP itself, which
 * moves as the market's taste for a position does. Null without earlier seasons.
 */
export function fitRankProjection(earlier: readonly HistoryRow[]): RankProjection | null {
  if (earlier.length === 0) return null;
  const bySeason = new Map<number, HistoryRow[]>();
  for (const r of earlier) bySeason.set(r.season, [...(bySeason.get(r.season) ?? []), r]);
  const points: Record<string, number[][]> = {};
  for (const rows of bySeason.values()) {
    const ranks = positionRanks(rows);
    rows.forEach((r, i) => {
      const list = (points[r.position] ??= []);
      const rank = ranks[i] ?? 1;
      (list[rank] ??= []).push(r.points);
    });
  }
  const curves: Record<string, number[]> = {};
  for (const [position, byRank] of Object.entries(points)) {
    const maxRank = byRank.length - 1;
    const smoothed: number[] = [];
    for (let rank = 1; rank <= maxRank; rank++) {
      const half = Math.max(1, Math.round(rank * 0.15));
      const values = byRank.slice(Math.max(1, rank - half), rank + half + 1).flatMap((v) => v ?? []);
      smoothed.push(values.length > 0 ? values.reduce((sum, x) => sum + x, 0) / values.length : 0);
    }
    curves[position] = nonIncreasing(smoothed);
  }
  return (position, rank) => {
    const curve = curves[position] ?? [];
    return curve[Math.min(curve.length - 1, Math.max(0, rank - 1))] ?? 0;
  };
}

/** The closest non-increasing sequence (least squares): pool-adjacent violators. */
function nonIncreasing(values: readonly number[]): number[] {
  const blocks: Array<{ sum: number; n: number }> = [];
  for (const v of values) {
    blocks.push({ sum: v, n: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as { sum: number; n: number };
      const prev = blocks[blocks.length - 2] as { sum: number; n: number };
      if (prev.sum / prev.n >= last.sum / last.n) break;
      blocks.splice(blocks.length - 2, 2, { sum: prev.sum + last.sum, n: prev.n + last.n });
    }
  }
  return blocks.flatMap((b) => new Array<number>(b.n).fill(b.sum / b.n));
}
