import { rosterSize } from '../roster/completeness';
import { nextUserPick, ownerOfPick, overallPickFor, roundOfPick, slotOfPick, userPickNumbers } from './snake';

describe('snake order', () => {
  it('odd rounds (r−1)n+p, even rounds rn−p+1', () => {
    expect(userPickNumbers(12, 1, 4)).toEqual([1, 24, 25, 48]);
    expect(userPickNumbers(12, 5, 3)).toEqual([5, 20, 29]);
    expect(userPickNumbers(10, 10, 2)).toEqual([10, 11]);
  });

  it('next pick is the current pick while on the clock, else the next one owned', () => {
    expect(nextUserPick(12, 5, 5, 15)).toBe(5);
    expect(nextUserPick(12, 5, 6, 15)).toBe(20);
    expect(nextUserPick(12, 5, 21, 15)).toBe(29);
    expect(nextUserPick(12, 1, 180, 15)).toBeNull();
  });

  it('round and slot of a pick round-trip', () => {
    for (let r = 1; r <= 15; r++)
      for (let p = 1; p <= 12; p++) {
        const pick = overallPickFor(r, 12, p);
        expect(roundOfPick(pick, 12)).toBe(r);
        expect(slotOfPick(pick, 12)).toBe(p);
      }
  });
});

describe('draft size', () => {
  it('refuses a draft no league has instead of looping over it', () => {
    expect(() => userPickNumbers(12, 1, 1_000_000_000)).toThrow(RangeError);
    expect(() => nextUserPick(12, 1, 1, 1_000_000_000)).toThrow(RangeError);
    expect(() => userPickNumbers(1_000_000, 1, 15)).toThrow(RangeError);
    expect(() =>
      rosterSize({ QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 1_000_000_000 }),
    ).toThrow(RangeError);
    expect(rosterSize({ QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 6 })).toBe(15);
  });
});

describe('draft orders', () => {
  it('third-round reversal runs rounds 2 and 3 back, then alternates', () => {
    // 12 teams, slot 1: 1, 24, then 36 (round 3 back, last), 37 (round 4 forward, first), 60.
    expect(userPickNumbers(12, 1, 5, { order: 'third-round-reversal' })).toEqual([1, 24, 36, 37, 60]);
    expect(userPickNumbers(12, 12, 4, { order: 'third-round-reversal' })).toEqual([12, 13, 25, 48]);
    expect(slotOfPick(25, 12, 'third-round-reversal')).toBe(12);
    expect(slotOfPick(37, 12, 'third-round-reversal')).toBe(1);
  });

  it('linear runs every round from the first slot', () => {
    expect(userPickNumbers(10, 3, 3, { order: 'linear' })).toEqual([3, 13, 23]);
    expect(slotOfPick(13, 10, 'linear')).toBe(3);
    expect(nextUserPick(10, 3, 14, 15, { order: 'linear' })).toBe(23);
  });

  it('a traded pick belongs to the slot it went to, and every pick to exactly one slot', () => {
    // 12 teams, 3 rounds: slot 3 gave its first pick (3) to slot 7 and got slot 10's third (34).
    const ownership = {
      tradedPicks: [
        { pick: 3, slot: 7 },
        { pick: 34, slot: 3 },
      ],
    };
    expect(userPickNumbers(12, 3, 3, ownership)).toEqual([22, 27, 34]);
    expect(userPickNumbers(12, 7, 3, ownership)).toEqual([3, 7, 18, 31]);
    expect(userPickNumbers(12, 10, 3, ownership)).toEqual([10, 15]);
    expect(ownerOfPick(3, 12, ownership)).toBe(7);
    expect(ownerOfPick(4, 12, ownership)).toBe(4);
    expect(nextUserPick(12, 3, 1, 3, ownership)).toBe(22);
    const all = Array.from({ length: 12 }, (_, slot) => userPickNumbers(12, slot + 1, 3, ownership)).flat();
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('round and slot of a pick round-trip in every order', () => {
    for (const order of ['snake', 'third-round-reversal', 'linear'] as const)
      for (let r = 1; r <= 15; r++)
        for (let p = 1; p <= 12; p++) {
          const pick = overallPickFor(r, 12, p, order);
          expect(roundOfPick(pick, 12)).toBe(r);
          expect(slotOfPick(pick, 12, order)).toBe(p);
        }
  });
});
