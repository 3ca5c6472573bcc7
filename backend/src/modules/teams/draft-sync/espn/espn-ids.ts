import type { RosterSpots, StatPointsKey } from '@draftmode/domain';

/*
 * ESPN's numeric ids, as the espn-api library's football constants (cwendt94/espn-api,
 * espn_api/football/constant.py) name them, checked against the recorded responses: every player of
 * `league_players_2018.json` is eligible for exactly the lineup slots below (a QB for 0 and 7, a TE
 * for 5, 6, 7 and 23, …), and the scoring items of `league_settings_2015.json` score yards in blocks
 * (stat 8, 28 and 48 at 1 point: a point per 25 passing and 10 rushing or receiving yards).
 */

/** ESPN's lineup slot ids (the keys of `lineupSlotCounts` and of `pointsOverrides`). */
export const LINEUP_SLOT_NAMES: Readonly<Record<number, string>> = {
  0: 'QB',
  1: 'TQB',
  2: 'RB',
  3: 'RB/WR',
  4: 'WR',
  5: 'WR/TE',
  6: 'TE',
  7: 'OP',
  8: 'DT',
  9: 'DE',
  10: 'LB',
  11: 'DL',
  12: 'CB',
  13: 'S',
  14: 'DB',
  15: 'DP',
  16: 'D/ST',
  17: 'K',
  18: 'P',
  19: 'HC',
  20: 'Bench',
  21: 'IR',
  23: 'RB/WR/TE',
  24: 'ER',
  25: 'Rookie',
};

/** The lineup slots DraftMode drafts, by the kind of roster spot each is (OP, "offensive player", is a superflex). */
export const SPOT_OF_SLOT: Readonly<Record<number, keyof RosterSpots>> = {
  0: 'QB',
  2: 'RB',
  3: 'WRRB',
  4: 'WR',
  5: 'WRTE',
  6: 'TE',
  7: 'SUPERFLEX',
  16: 'DEF',
  17: 'K',
  20: 'Bench',
  23: 'FLEX',
};

/** Individual defensive player slots (ER, "edge rusher", takes DEs and LBs in the recording). */
export const IDP_SLOTS: ReadonlySet<number> = new Set([8, 9, 10, 11, 12, 13, 14, 15, 24]);
export const IR_SLOT = 21;
/**
 * The slot whose `pointsOverrides` entry scores a position's players: QB, RB, WR, TE. Overrides
 * are read as keyed by lineup slot; the recordings key them only by 16, which is D/ST both as a
 * slot and as a position id, so none of them settles it (as a position id TE would be 4, not 6).
 */
export const SLOT_OF_POSITION = { QB: 0, RB: 2, WR: 4, TE: 6 } as const;

/**
 * The stats DraftMode scores QB/RB/WR/TE by, with ESPN's ids for each: `[statId, per]` scores
 * `points / per` a unit (stat 8, "every 25 passing yards", at 1 point is 0.04 a yard). A league
 * uses one form or the other; both are added up.
 */
export const STATS_READ: Readonly<Record<Exclude<StatPointsKey, 'twoPointConversion'>, readonly (readonly [number, number])[]>> = {
  passYd: [
    [3, 1],
    [5, 5],
    [6, 10],
    [7, 20],
    [8, 25],
    [9, 50],
    [10, 100],
  ],
  passTd: [[4, 1]],
  passInt: [[20, 1]],
  rushYd: [
    [24, 1],
    [27, 5],
    [28, 10],
    [29, 20],
    [30, 25],
    [31, 50],
    [32, 100],
  ],
  rushTd: [[25, 1]],
  reception: [
    [53, 1],
    [54, 5],
    [55, 10],
  ],
  recYd: [
    [42, 1],
    [47, 5],
    [48, 10],
    [49, 20],
    [50, 25],
    [51, 50],
    [52, 100],
  ],
  recTd: [[43, 1]],
  fumbleLost: [[72, 1]],
};
/** Two-point conversions passing, rushing and receiving; 62 scores every one. */
export const TWO_POINT_STATS = { pass: 19, rush: 26, rec: 44, any: 62 } as const;
/** Every fumble, lost or not (Sleeper's `fum`). */
export const FUMBLE_STAT = 68;
export const RECEPTION_STAT = 53;

/** Offensive stats DraftMode's projections cannot count, by name, for the notes; the rest of 0–73 say "stat N". */
export const OFFENSIVE_STAT_NAMES: Readonly<Record<number, string>> = {
  0: 'pass attempts',
  1: 'completions',
  2: 'incompletions',
  11: 'every 5 completions',
  12: 'every 10 completions',
  13: 'every 5 incompletions',
  14: 'every 10 incompletions',
  15: '40+ yard TD pass bonus',
  16: '50+ yard TD pass bonus',
  17: '300-399 yard passing game',
  18: '400+ yard passing game',
  23: 'rush attempts',
  33: 'every 5 rush attempts',
  34: 'every 10 rush attempts',
  35: '40+ yard TD rush bonus',
  36: '50+ yard TD rush bonus',
  37: '100-199 yard rushing game',
  38: '200+ yard rushing game',
  41: 'receptions (41)',
  45: '40+ yard TD reception bonus',
  46: '50+ yard TD reception bonus',
  56: '100-199 yard receiving game',
  57: '200+ yard receiving game',
  58: 'targets',
  63: 'fumble recovered for TD',
  64: 'sacked',
  65: 'passing fumbles',
  66: 'rushing fumbles',
  67: 'receiving fumbles',
  69: 'passing fumbles lost',
  70: 'rushing fumbles lost',
  71: 'receiving fumbles lost',
  73: 'turnovers',
  211: 'passing first downs',
  212: 'rushing first downs',
  213: 'receiving first downs',
};

/** Whether a stat is a QB/RB/WR/TE one (kickers 74–88 and 198–203, D/ST 89–137 and 187–209 are scored on the preset). */
export function isOffensiveStat(statId: number): boolean {
  return (statId >= 0 && statId <= 73) || (statId >= 175 && statId <= 186) || (statId >= 211 && statId <= 213);
}
