import { DEFAULT_ROSTER_SPOTS, type RosterSpots } from '@draftmode/domain';
import { emptyRoster } from './roster-players';
import { isGraderRosterComplete, isLiveGradeFinal, isRosterComplete, rosterLimit, rosterSize } from './completeness';

const SMALL: RosterSpots = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 3 }; // 12
const LARGE: RosterSpots = { ...DEFAULT_ROSTER_SPOTS, Bench: 8 }; // 17

describe('rosterSize', () => {
  it('sums every spot: 15 with the defaults', () => {
    expect(rosterSize()).toBe(15);
    expect(rosterSize(DEFAULT_ROSTER_SPOTS)).toBe(15);
    expect(rosterSize(SMALL)).toBe(12);
  });

  it('prefers the roster’s own leagueSettings.rosterSize as the limit', () => {
    expect(rosterLimit(emptyRoster())).toBe(15);
    expect(rosterLimit({ ...emptyRoster(), leagueSettings: { rosterSize: 18 } })).toBe(18);
    expect(rosterLimit({ ...emptyRoster(), leagueSettings: {} }, SMALL)).toBe(12);
  });
});

describe('isRosterComplete (My Teams and the report-card trigger)', () => {
  it('is complete at the roster size', () => {
    expect(isRosterComplete(14)).toBe(false);
    expect(isRosterComplete(15)).toBe(true);
    expect(isRosterComplete(16)).toBe(true);
  });

  it('uses custom spots or leagueSettings.rosterSize', () => {
    expect(isRosterComplete(11, SMALL)).toBe(false);
    expect(isRosterComplete(12, SMALL)).toBe(true);
    expect(isRosterComplete(13, DEFAULT_ROSTER_SPOTS, 13)).toBe(true);
    expect(isRosterComplete(12, DEFAULT_ROSTER_SPOTS, 13)).toBe(false);
  });

  it('also treats 15 or 16 players as complete for a larger roster (docs/draft-rules.md §1)', () => {
    expect(isRosterComplete(14, LARGE)).toBe(false);
    expect(isRosterComplete(15, LARGE)).toBe(true);
    expect(isRosterComplete(16, LARGE)).toBe(true);
    expect(isRosterComplete(16, DEFAULT_ROSTER_SPOTS, 20)).toBe(true);
    expect(isRosterComplete(17, DEFAULT_ROSTER_SPOTS, 20)).toBe(false);
  });
});

describe('isGraderRosterComplete (the pick grader)', () => {
  it('is complete at 16 or more, whatever the settings', () => {
    expect(isGraderRosterComplete(14)).toBe(false);
    expect(isGraderRosterComplete(15)).toBe(false);
    expect(isGraderRosterComplete(16)).toBe(true);
    expect(isGraderRosterComplete(17)).toBe(true);
  });
});

describe('isLiveGradeFinal (the draft screen header)', () => {
  it('is final once rostered players reach the rosterSpots total', () => {
    expect(isLiveGradeFinal(14)).toBe(false);
    expect(isLiveGradeFinal(15)).toBe(true);
    expect(isLiveGradeFinal(16)).toBe(true);
  });

  it('follows custom spots, without the 15–16 exception', () => {
    expect(isLiveGradeFinal(12, SMALL)).toBe(true);
    expect(isLiveGradeFinal(15, LARGE)).toBe(false);
    expect(isLiveGradeFinal(16, LARGE)).toBe(false);
    expect(isLiveGradeFinal(17, LARGE)).toBe(true);
  });
});
