import { DEFAULT_ROSTER_SPOTS, type RosterSpots } from '@draftmode/domain';

/** The evaluation's superflex league: QB 1, RB 2, WR 3, TE 1, FLEX 1, SUPERFLEX 1, K, DEF, bench 6 (17 rounds). */
export const SUPERFLEX_SPOTS: RosterSpots = { ...DEFAULT_ROSTER_SPOTS, WR: 3, SUPERFLEX: 1 };
/** A 2QB league: QB 2 and the default slots otherwise. */
export const TWO_QB_SPOTS: RosterSpots = { ...DEFAULT_ROSTER_SPOTS, QB: 2 };
/** A league with a WR/TE and a WR/RB flex besides the FLEX. */
export const WR_FLEX_SPOTS: RosterSpots = { ...DEFAULT_ROSTER_SPOTS, WRTE: 1, WRRB: 1 };
