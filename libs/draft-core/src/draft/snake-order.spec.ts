import fc from 'fast-check';
import { currentOverallPick, draftBoardPicks, draftClock, nextOwnPick, ownPickInRound, ownPickNumbers, pickOwner, roundOf } from './snake-order';

describe('ownPickNumbers', () => {
  it('12 teams, pick 1: 1, 24, 25, 48, …', () => {
    expect(ownPickNumbers(12, 1, 6)).toEqual([1, 24, 25, 48, 49, 72]);
  });

  it('12 teams, pick 12: 12, 13, 36, 37, …', () => {
    expect(ownPickNumbers(12, 12, 4)).toEqual([12, 13, 36, 37]);
  });

  it('12 teams, a middle pick', () => {
    expect(ownPickNumbers(12, 5, 3)).toEqual([5, 20, 29]);
  });

  it('8-team and 16-team leagues', () => {
    expect(ownPickNumbers(8, 1, 3)).toEqual([1, 16, 17]);
    expect(ownPickNumbers(8, 8, 3)).toEqual([8, 9, 24]);
    expect(ownPickNumbers(16, 1, 3)).toEqual([1, 32, 33]);
    expect(ownPickNumbers(16, 16, 3)).toEqual([16, 17, 48]);
  });

  it('gives 15 picks for a default roster and none for zero rounds', () => {
    expect(ownPickNumbers(10, 3, 15)).toHaveLength(15);
    expect(ownPickNumbers(10, 3, 0)).toEqual([]);
  });
});

describe('pickOwner and roundOf', () => {
  it('knows who picks where', () => {
    expect(pickOwner(1, 12)).toBe(1);
    expect(pickOwner(12, 12)).toBe(12);
    expect(pickOwner(13, 12)).toBe(12);
    expect(pickOwner(24, 12)).toBe(1);
    expect(pickOwner(25, 12)).toBe(1);
    expect(pickOwner(9, 8)).toBe(8);
  });

  it('knows the round', () => {
    expect(roundOf(1, 12)).toBe(1);
    expect(roundOf(12, 12)).toBe(1);
    expect(roundOf(13, 12)).toBe(2);
    expect(roundOf(33, 16)).toBe(3);
  });

  it('agrees with ownPickNumbers for every league and position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }), fc.integer({ min: 1, max: 20 }), fc.nat(), (leagueSize, round, seed) => {
        const draftPosition = (seed % leagueSize) + 1;
        const pick = ownPickInRound(round, leagueSize, draftPosition);
        expect(pickOwner(pick, leagueSize)).toBe(draftPosition);
        expect(roundOf(pick, leagueSize)).toBe(round);
      }),
    );
  });

  it('gives each pick of a round to a different team', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }), fc.integer({ min: 1, max: 20 }), (leagueSize, round) => {
        const picks = Array.from({ length: leagueSize }, (_, index) => ownPickInRound(round, leagueSize, index + 1));
        expect([...picks].sort((a, b) => a - b)).toEqual(Array.from({ length: leagueSize }, (_, index) => (round - 1) * leagueSize + index + 1));
      }),
    );
  });
});

describe('nextOwnPick', () => {
  it('is the current pick when it is the user’s own', () => {
    expect(nextOwnPick(1, 12, 1)).toBe(1);
    expect(nextOwnPick(24, 12, 1)).toBe(24);
  });

  it('finds the next own pick later in the round or in the next', () => {
    expect(nextOwnPick(2, 12, 1)).toBe(24);
    expect(nextOwnPick(26, 12, 1)).toBe(48);
    expect(nextOwnPick(14, 12, 12)).toBe(36);
    expect(nextOwnPick(3, 12, 5)).toBe(5);
    expect(nextOwnPick(6, 12, 5)).toBe(20);
  });

  it('is always the smallest own pick at or after the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }), fc.integer({ min: 1, max: 300 }), fc.nat(), (leagueSize, current, seed) => {
        const draftPosition = (seed % leagueSize) + 1;
        const expected = ownPickNumbers(leagueSize, draftPosition, 40).find((pick) => pick >= current);
        expect(nextOwnPick(current, leagueSize, draftPosition)).toBe(expected);
      }),
    );
  });
});

describe('currentOverallPick (PRODUCT §3)', () => {
  it('is others + own + 1', () => {
    expect(currentOverallPick(0, 0)).toBe(1);
    expect(currentOverallPick(11, 1)).toBe(13);
  });
});

describe('input validation', () => {
  it.each([
    ['a league of 7', () => ownPickNumbers(7, 1, 1), 'League size must be a whole number from 8 to 16 (got 7)'],
    ['a league of 17', () => pickOwner(1, 17), 'League size must be a whole number from 8 to 16 (got 17)'],
    ['a fractional league', () => roundOf(1, 10.5), 'League size must be a whole number from 8 to 16 (got 10.5)'],
    ['draft position 0', () => ownPickNumbers(12, 0, 1), 'Draft position must be a whole number from 1 to 12 (got 0)'],
    ['draft position past the league', () => nextOwnPick(1, 10, 11), 'Draft position must be a whole number from 1 to 10 (got 11)'],
    ['negative rounds', () => ownPickNumbers(12, 1, -1), 'Rounds must be a whole number of 0 or more (got -1)'],
    ['overall pick 0', () => roundOf(0, 12), 'Overall pick must be a whole number of 1 or more (got 0)'],
    ['round 0', () => ownPickInRound(0, 12, 1), 'Round must be a whole number of 1 or more (got 0)'],
    ['negative counts', () => currentOverallPick(-1, 0), 'Players taken by others must be a whole number of 0 or more (got -1)'],
  ])('rejects %s with a RangeError', (_label, action, message) => {
    expect(action).toThrow(RangeError);
    expect(action).toThrow(message);
  });
});

describe('draftClock', () => {
  it('matches the count of picks made while every pick was recorded in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }), fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 200 }), (size, slot, picksMade) => {
        fc.pre(slot <= size && picksMade < size * 15);
        const own = ownPickNumbers(size, slot, 15).filter((pick) => pick <= picksMade).length;
        const clock = draftClock(size, slot, 15, own, picksMade - own);
        expect(clock.onTheClock).toBe(currentOverallPick(picksMade - own, own));
        expect(clock.ownTurn).toBe(pickOwner(clock.onTheClock, size) === slot);
      }),
    );
  });

  it('after undoing an earlier own pick the team owes that pick and is on the clock, and keeps all its rounds', () => {
    // 12 teams, slot 5: own picks 5, 20, 29, 44, 53, 68, 77, 92, 101, …; the board is at 103 with 9 own picks.
    const before = draftClock(12, 5, 15, 9, 93);
    expect(before).toMatchObject({ onTheClock: 103, ownTurn: false, nextOwnPick: 116, picksUntilOwn: 13 });
    const afterUndo = draftClock(12, 5, 15, 8, 93);
    expect(afterUndo).toMatchObject({ onTheClock: 101, ownTurn: true, nextOwnPick: 101, picksUntilOwn: 0 });
    // The 15th own pick is still there when 14 are made.
    expect(draftClock(12, 5, 15, 14, 158).nextOwnPick).toBe(173);
  });

  it('has no own pick left once every round is used', () => {
    expect(draftClock(8, 2, 15, 15, 105)).toMatchObject({ nextOwnPick: null, picksUntilOwn: null, ownTurn: false, onTheClock: 121 });
  });
});

describe('draftBoardPicks', () => {
  it('puts own picks on the own slots and the others on the remaining picks, in order', () => {
    // 8 teams, slot 2: own picks 2, 15, 18, …
    const picks = draftBoardPicks(8, 2, 15, ['a', 'b'], ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9', 'o10', 'o11', 'o12', 'o13', 'o14']);
    expect(picks.slice(0, 3)).toEqual([
      { overallPick: 1, playerId: 'o1', own: false },
      { overallPick: 2, playerId: 'a', own: true },
      { overallPick: 3, playerId: 'o2', own: false },
    ]);
    expect(picks.find((pick) => pick.playerId === 'b')?.overallPick).toBe(15);
    expect(picks.find((pick) => pick.playerId === 'o14')?.overallPick).toBe(16);
    expect(new Set(picks.map((pick) => pick.overallPick)).size).toBe(picks.length);
  });
});
