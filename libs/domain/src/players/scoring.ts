import type { FormatKey, Player, Position } from './player';

/**
 * A player's projected season stat line, as projection exports publish it (FantasyPros' per-position
 * files, Sleeper's season projections). QB/RB/WR/TE only: kickers and defenses are scored on a
 * preset (see {@link LeagueScoring}).
 */
export interface StatLine {
  passYds: number;
  passTds: number;
  passInts: number;
  rushYds: number;
  rushTds: number;
  receptions: number;
  recYds: number;
  recTds: number;
  fumblesLost: number;
  twoPointConversions: number;
}

export const STAT_KEYS = [
  'passYds',
  'passTds',
  'passInts',
  'rushYds',
  'rushTds',
  'receptions',
  'recYds',
  'recTds',
  'fumblesLost',
  'twoPointConversions',
] as const satisfies readonly (keyof StatLine)[];

/** Positions that catch passes and may get a bonus per reception (TE premium and the like). */
export type ReceivingPosition = Extract<Position, 'RB' | 'WR' | 'TE'>;

/** Points per unit of each stat, as a league's scoring settings list them. */
export interface PointsPerStat {
  passYd: number;
  passTd: number;
  passInt: number;
  rushYd: number;
  rushTd: number;
  reception: number;
  recYd: number;
  recTd: number;
  /** Points on top of `reception` for a catch by this position (a TE premium is `{ TE: 0.5 }`). */
  receptionBonus: Record<ReceivingPosition, number>;
  fumbleLost: number;
  twoPointConversion: number;
}

/**
 * How a league scores: one of the three presets, or points per stat for QB/RB/WR/TE with kickers
 * and defenses on a preset (their projections come as points, not stat lines).
 */
export type LeagueScoring =
  { kind: 'preset'; format: FormatKey } | { kind: 'per-stat'; points: PointsPerStat; kickersAndDefenses: FormatKey };

/**
 * The presets as points per stat: the scoring the projections' season points are computed with
 * (4-point passing TD, −1 per interception, 0.04 per passing yard, 0.1 per rushing or receiving
 * yard, 6-point rushing and receiving TDs, −2 per fumble lost, 2 per two-point conversion) with
 * 1, 0.5 or 0 per reception.
 */
export function presetPoints(format: FormatKey): PointsPerStat {
  return {
    passYd: 0.04,
    passTd: 4,
    passInt: -1,
    rushYd: 0.1,
    rushTd: 6,
    reception: format === 'ppr' ? 1 : format === 'half' ? 0.5 : 0,
    recYd: 0.1,
    recTd: 6,
    receptionBonus: { RB: 0, WR: 0, TE: 0 },
    fumbleLost: -2,
    twoPointConversion: 2,
  };
}

/** The per-stat fields of {@link PointsPerStat} other than the per-position reception bonus. */
export type StatPointsKey = Exclude<keyof PointsPerStat, 'receptionBonus'>;

/**
 * What each per-stat setting is called and the range real leagues use, with room to spare (a
 * passing yard is worth 0.04 in most leagues, 0.05 in some; a passing TD 4 or 6; an interception
 * −1 or −2). The schema and the settings form both read these.
 */
export const POINTS_PER_STAT_FIELDS: Readonly<Record<StatPointsKey, { label: string; min: number; max: number }>> = {
  passYd: { label: 'Passing yard', min: 0, max: 0.2 },
  passTd: { label: 'Passing TD', min: 0, max: 10 },
  passInt: { label: 'Interception', min: -6, max: 0 },
  rushYd: { label: 'Rushing yard', min: 0, max: 0.5 },
  rushTd: { label: 'Rushing TD', min: 0, max: 10 },
  reception: { label: 'Reception', min: 0, max: 2 },
  recYd: { label: 'Receiving yard', min: 0, max: 0.5 },
  recTd: { label: 'Receiving TD', min: 0, max: 10 },
  fumbleLost: { label: 'Fumble lost', min: -6, max: 0 },
  twoPointConversion: { label: 'Two-point conversion', min: 0, max: 4 },
};

/**
 * Whether two per-stat scorings give every stat the same points (to a billionth: imports compute
 * some, like 1/30 per passing yard), whatever order their keys come in.
 */
export function samePointsPerStat(a: PointsPerStat, b: PointsPerStat): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  const bonus = (points: PointsPerStat, position: ReceivingPosition) => points.receptionBonus?.[position] ?? 0;
  return (
    (Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[]).every((key) => close(a[key], b[key])) &&
    (['RB', 'WR', 'TE'] as const).every((position) => close(bonus(a, position), bonus(b, position)))
  );
}

/** The range of a per-position reception bonus (a TE premium is 0.5 or 1). */
export const RECEPTION_BONUS_RANGE = { min: 0, max: 2 } as const;

/** Season points of a stat line under points per stat, for a player of `position`. */
export function statLinePoints(stats: StatLine, points: PointsPerStat, position: Position): number {
  const bonus = position === 'RB' || position === 'WR' || position === 'TE' ? points.receptionBonus[position] : 0;
  return (
    stats.passYds * points.passYd +
    stats.passTds * points.passTd +
    stats.passInts * points.passInt +
    stats.rushYds * points.rushYd +
    stats.rushTds * points.rushTd +
    stats.receptions * (points.reception + bonus) +
    stats.recYds * points.recYd +
    stats.recTds * points.recTd +
    stats.fumblesLost * points.fumbleLost +
    stats.twoPointConversions * points.twoPointConversion
  );
}

/**
 * Whether points per stat differ from the presets only in what a catch is worth (a TE premium on
 * PPR, 0.75 per reception): those are scored from the preset projections alone, since a player's
 * receptions are his PPR projection less his standard one.
 */
export function scoresReceptionsOnly(points: PointsPerStat): boolean {
  const std = presetPoints('std');
  return (Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[]).every((key) => key === 'reception' || points[key] === std[key]);
}

/**
 * A player's projected season points in a league's scoring: the pool's projection for a preset
 * (and for kickers and defenses); his stat line scored per stat otherwise, or, for scoring that
 * differs from the presets only per reception, his standard projection plus what his projected
 * receptions (PPR less standard) are worth. Null when the scoring needs a stat line he lacks.
 */
export function seasonPoints(player: Pick<Player, 'position' | 'projection' | 'stats'>, scoring: LeagueScoring): number | null {
  if (scoring.kind === 'preset') return player.projection[scoring.format];
  if (player.position === 'K' || player.position === 'DEF') return player.projection[scoring.kickersAndDefenses];
  if (player.stats) return statLinePoints(player.stats, scoring.points, player.position);
  if (!scoresReceptionsOnly(scoring.points)) return null;
  const { ppr, std } = player.projection;
  const perCatch = scoring.points.reception + scoring.points.receptionBonus[player.position as ReceivingPosition];
  return player.position === 'QB' ? std : std + perCatch * Math.max(0, ppr - std);
}

/**
 * Whether a scoring needs stat lines: per-stat scoring does for QB/RB/WR/TE, unless it differs
 * from the presets only per reception (see {@link scoresReceptionsOnly}); a pool without stat lines
 * cannot serve it.
 */
export function needsStatLines(scoring: LeagueScoring): boolean {
  return scoring.kind === 'per-stat' && !scoresReceptionsOnly(scoring.points);
}
