import type { Position, ScoringFormat } from '../players/player';
import { FORMAT_KEY, SCORING_FORMAT_LABELS } from '../players/player';
import { POINTS_PER_STAT_FIELDS, presetPoints, type LeagueScoring, type PointsPerStat, type StatPointsKey } from '../players/scoring';

/**
 * The id of a starting slot ('qb', 'rb1', 'wr3', 'flex', 'superflex', …). A league's slots derive
 * from its roster spots (see `rosterSlotsFor` in ./roster-slots); bench players are listed separately.
 */
export type RosterSlot = string;

/** Slot → player id, or null when empty: one entry per starting slot of the league. */
export type RosterPositions = Record<RosterSlot, string | null>;

export interface Roster {
  /** Every rostered player, in the order added. */
  playerIds: string[];
  positions: RosterPositions;
  /** Players explicitly placed on the bench. Rostered players in no slot also show as bench. */
  bench: string[];
  leagueSettings?: { rosterSize?: number };
}

/**
 * How many players of each kind a roster holds. The flex kinds: FLEX takes an RB, WR or TE,
 * SUPERFLEX a QB, RB, WR or TE, WRTE a WR or TE, WRRB a WR or RB.
 */
export interface RosterSpots {
  QB: number;
  RB: number;
  WR: number;
  TE: number;
  FLEX: number;
  SUPERFLEX: number;
  WRTE: number;
  WRRB: number;
  DEF: number;
  K: number;
  Bench: number;
}

/** The flex kinds of {@link RosterSpots} and the positions each takes. */
export const FLEX_KINDS = ['FLEX', 'SUPERFLEX', 'WRTE', 'WRRB'] as const;
export type FlexKind = (typeof FLEX_KINDS)[number];
export const FLEX_ELIGIBLE: Readonly<Record<FlexKind, readonly Position[]>> = {
  FLEX: ['RB', 'WR', 'TE'],
  SUPERFLEX: ['QB', 'RB', 'WR', 'TE'],
  WRTE: ['WR', 'TE'],
  WRRB: ['WR', 'RB'],
};
export const ROSTER_SPOT_LABELS: Readonly<Record<keyof RosterSpots, string>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  FLEX: 'FLEX (RB/WR/TE)',
  SUPERFLEX: 'Superflex (QB/RB/WR/TE)',
  WRTE: 'WR/TE flex',
  WRRB: 'WR/RB flex',
  DEF: 'DEF',
  K: 'K',
  Bench: 'Bench',
};

/** QB 1, RB 2, WR 2, TE 1, FLEX 1, DEF 1, K 1, Bench 6 (docs/draft-rules.md §1); no superflex or WR/TE, WR/RB flex. */
export const DEFAULT_ROSTER_SPOTS: RosterSpots = {
  QB: 1,
  RB: 2,
  WR: 2,
  TE: 1,
  FLEX: 1,
  SUPERFLEX: 0,
  WRTE: 0,
  WRRB: 0,
  DEF: 1,
  K: 1,
  Bench: 6,
};

/**
 * The most spots of each kind a roster may have: what real leagues use, with room to spare. Every
 * loop over a draft runs rounds × league size, so these bounds are what keeps one request from
 * occupying the server.
 */
export const MAX_ROSTER_SPOTS: RosterSpots = {
  QB: 3,
  RB: 5,
  WR: 5,
  TE: 3,
  FLEX: 4,
  SUPERFLEX: 2,
  WRTE: 2,
  WRRB: 2,
  DEF: 2,
  K: 2,
  Bench: 15,
};

/**
 * Roster spots as stored before the flex kinds beyond FLEX existed (events, read models, API
 * payloads): the missing kinds are 0, so an old league keeps its meaning.
 */
export function rosterSpotsOf(spots: Partial<RosterSpots> & Omit<RosterSpots, 'SUPERFLEX' | 'WRTE' | 'WRRB'>): RosterSpots {
  return { ...spots, SUPERFLEX: spots.SUPERFLEX ?? 0, WRTE: spots.WRTE ?? 0, WRRB: spots.WRRB ?? 0 };
}

/** The most players a roster holds, which is also the most rounds a draft has. */
export const MAX_ROSTER_SIZE = 30;

export const LEAGUE_SIZES = [8, 10, 12, 14, 16] as const;
export type LeagueSize = (typeof LEAGUE_SIZES)[number];

/**
 * The order of a draft's rounds: a snake (every round reverses the one before), a third-round
 * reversal (rounds 2 and 3 both run back, then it alternates), or linear (every round 1→n).
 */
export type DraftOrder = 'snake' | 'third-round-reversal' | 'linear';
export const DRAFT_ORDERS: readonly DraftOrder[] = ['snake', 'third-round-reversal', 'linear'];
export const DRAFT_ORDER_LABELS: Record<DraftOrder, string> = {
  snake: 'Snake',
  'third-round-reversal': 'Snake, third round reversed',
  linear: 'Linear (same order every round)',
};

export interface LeagueSettings {
  scoringFormat: ScoringFormat;
  leagueSize: LeagueSize;
  draftPosition: number;
  rosterSpots: RosterSpots;
  /** Absent in settings saved before drafts had an order: a snake. */
  draftOrder?: DraftOrder;
  /**
   * Points per stat for QB/RB/WR/TE (TE premium, 6-point passing TDs, …); kickers, defenses and
   * ADP stay on `scoringFormat`'s preset. Absent: the preset scores everyone.
   */
  pointsPerStat?: PointsPerStat;
  /** Picks that changed hands: each overall pick here belongs to its `slot`, not the order's. Absent: none. */
  tradedPicks?: TradedPick[];
}

/** An overall pick a trade gave to another draft slot. */
export interface TradedPick {
  /** The overall pick number (1 = the draft's first pick). */
  pick: number;
  /** The draft slot (1..league size) that now owns it. */
  slot: number;
}

/** How a league's settings score players: the preset, or points per stat with K and DEF on the preset. */
export function leagueScoringOf(settings: Pick<LeagueSettings, 'scoringFormat' | 'pointsPerStat'>): LeagueScoring {
  const format = FORMAT_KEY[settings.scoringFormat];
  return settings.pointsPerStat
    ? { kind: 'per-stat', points: settings.pointsPerStat, kickersAndDefenses: format }
    : { kind: 'preset', format };
}

/**
 * How a league scores, in words: the preset's label, with the bonus per reception its points per
 * stat add to it ("PPR (Full Point), TE premium +0.5"), or "Custom scoring" when they change more.
 */
export function scoringLabel(
  settings: Pick<LeagueSettings, 'scoringFormat'> & { pointsPerStat?: PointsPerStat | null | undefined },
): string {
  const { scoringFormat, pointsPerStat } = settings;
  const presetLabel = SCORING_FORMAT_LABELS[scoringFormat];
  if (!pointsPerStat) return presetLabel;
  const preset = presetPoints(FORMAT_KEY[scoringFormat]);
  if ((Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[]).some((key) => pointsPerStat[key] !== preset[key])) return 'Custom scoring';
  const bonuses = (['RB', 'WR', 'TE'] as const)
    .filter((position) => pointsPerStat.receptionBonus[position] > 0)
    .map((position) => `${position} premium +${pointsPerStat.receptionBonus[position]}`);
  return bonuses.length > 0 ? `${presetLabel}, ${bonuses.join(', ')}` : presetLabel;
}

/** The league defaults (docs/draft-rules.md §8): PPR, 12 teams, pick 1, default roster spots. */
export const DEFAULT_LEAGUE_SETTINGS: LeagueSettings = {
  scoringFormat: 'PPR',
  leagueSize: 12,
  draftPosition: 1,
  rosterSpots: DEFAULT_ROSTER_SPOTS,
};

export interface Team extends LeagueSettings {
  id: string;
  name: string;
  userId: string;
  createdAt: string;
  /** Letter or percentage string saved from the report card, or null before. */
  draftGrade: string | null;
  roster: Roster;
}
