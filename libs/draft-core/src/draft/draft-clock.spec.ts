import fc from 'fast-check';
import { draftBoardPicks, draftClock } from './draft-clock';
import { slotOfPick, userPickNumbers } from './snake';

describe('draftClock', () => {
  it('matches the count of picks made while every pick was recorded in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 10, 12, 14, 16),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 200 }),
        (size, slot, picksMade) => {
          fc.pre(slot <= size && picksMade < size * 15);
          const own = userPickNumbers(size, slot, 15).filter((pick) => pick <= picksMade).length;
          const clock = draftClock(size, slot, 15, own, picksMade - own);
          expect(clock.onTheClock).toBe(picksMade + 1);
          expect(clock.ownTurn).toBe(slotOfPick(clock.onTheClock, size) === slot);
        },
      ),
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
    const picks = draftBoardPicks(
      8,
      2,
      15,
      ['a', 'b'],
      ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9', 'o10', 'o11', 'o12', 'o13', 'o14'],
    );
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
