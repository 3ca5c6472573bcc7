import { readFileSync } from 'node:fs';
import type { Player, Position } from '@draftmode/domain';
import { projectionFromAdp, type ProjectionCurves } from '../src';

/** One row of a historical season file (`season,player,pos,team,adp,ppr_points`). */
export interface HistoryRow {
  season: number;
  name: string;
  position: Position;
  team: string;
  adp: number;
  points: number;
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
  const [cs, cn, cp, ct, ca, cpts] = ['season', 'player', 'pos', 'team', 'adp', 'ppr_points'].map(col) as [number, number, number, number, number, number];
  const rows: HistoryRow[] = [];
  for (const line of lines) {
    const f = line.split(',');
    const position = f[cp] as Position;
    const adp = Number(f[ca]);
    if (!POSITIONS.has(position) || !Number.isFinite(adp)) continue;
    rows.push({ season: Number(f[cs]), name: f[cn] ?? '', position, team: f[ct] ?? '', adp, points: Number(f[cpts]) || 0 });
  }
  return rows;
}

/**
 * Turns history rows into pool players. Projections come only from ADP and position via `curves`
 * (the history has none); bye weeks, ages and injuries are unknown and left neutral.
 */
export function historyPlayers(rows: readonly HistoryRow[], curves: ProjectionCurves): Player[] {
  return rows.map((r, i) => ({
    id: `${r.season}-${i}`,
    name: r.name,
    position: r.position,
    team: r.team || 'FA',
    adp: { ppr: r.adp, half: r.adp, std: r.adp },
    adpStdDev: 0,
    projection: {
      ppr: projectionFromAdp(r.position, r.adp, 'ppr', curves),
      half: projectionFromAdp(r.position, r.adp, 'half', curves),
      std: projectionFromAdp(r.position, r.adp, 'std', curves),
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
