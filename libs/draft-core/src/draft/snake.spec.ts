import { rosterSize } from '../roster/completeness';
import { nextUserPick, overallPickFor, roundOfPick, slotOfPick, userPickNumbers } from './snake';

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
    expect(() => rosterSize({ QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, DEF: 1, K: 1, Bench: 1_000_000_000 })).toThrow(RangeError);
    expect(rosterSize({ QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, DEF: 1, K: 1, Bench: 6 })).toBe(15);
  });
});
