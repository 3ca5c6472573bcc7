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
          const mine = new Set(userPickNumbers(size, slot, 15));
          const made = Array.from({ length: picksMade }, (_, i) => i + 1);
          const clock = draftClock(size, slot, 15, { own: made.filter((n) => mine.has(n)), others: made.filter((n) => !mine.has(n)) });
          expect(clock.onTheClock).toBe(picksMade + 1);
          expect(clock.ownTurn).toBe(slotOfPick(clock.onTheClock, size) === slot);
        },
      ),
    );
  });

  // 12 teams, slot 5: own picks 5, 20, 29, 44, 53, 68, 77, 92, 101, 116, …
  const mine = new Set(userPickNumbers(12, 5, 15));
  const upTo = (last: number, keep: (n: number) => boolean) => Array.from({ length: last }, (_, i) => i + 1).filter(keep);

  it('after undoing an earlier own pick the team owes that pick and is on the clock; the later picks keep their numbers', () => {
    const own = upTo(102, (n) => mine.has(n));
    const others = upTo(102, (n) => !mine.has(n));
    expect(draftClock(12, 5, 15, { own, others })).toMatchObject({ onTheClock: 103, ownTurn: false, nextOwnPick: 116, picksUntilOwn: 13 });
    const afterUndo = draftClock(12, 5, 15, { own: own.filter((n) => n !== 77), others });
    expect(afterUndo).toMatchObject({ onTheClock: 77, ownTurn: true, nextOwnPick: 77, picksUntilOwn: 0 });
    // The 15th own pick is still there when 14 are made.
    expect(draftClock(12, 5, 15, { own: [...mine].slice(0, 14), others: upTo(172, (n) => !mine.has(n)) }).nextOwnPick).toBe(173);
  });

  it("after undoing another team's pick that pick is on the clock, and the team's turn counts only open picks", () => {
    const own = upTo(60, (n) => mine.has(n));
    const others = upTo(60, (n) => !mine.has(n) && n !== 47);
    expect(draftClock(12, 5, 15, { own, others })).toMatchObject({ onTheClock: 47, ownTurn: false, nextOwnPick: 68, picksUntilOwn: 8 });
  });

  it('has no own pick left once every round is used', () => {
    const all = new Set(userPickNumbers(8, 2, 15));
    const clock = draftClock(8, 2, 15, { own: [...all], others: upTo(120, (n) => !all.has(n)) });
    expect(clock).toMatchObject({ nextOwnPick: null, picksUntilOwn: null, ownTurn: false, onTheClock: 121 });
  });
});

describe('draftBoardPicks', () => {
  it('puts every pick at the number it was recorded at, gaps and all, in pick order', () => {
    const picks = draftBoardPicks(
      [
        { playerId: 'a', overallPick: 15 },
        { playerId: 'b', overallPick: 2 },
      ],
      [
        { playerId: 'o3', overallPick: 3 },
        { playerId: 'o1', overallPick: 1 },
      ],
    );
    expect(picks).toEqual([
      { overallPick: 1, playerId: 'o1', own: false },
      { overallPick: 2, playerId: 'b', own: true },
      { overallPick: 3, playerId: 'o3', own: false },
      { overallPick: 15, playerId: 'a', own: true },
    ]);
  });
});
