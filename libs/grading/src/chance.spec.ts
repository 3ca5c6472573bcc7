import fc from 'fast-check';
import { chanceAvailable } from './chance';
import { normalCdf } from './normal';

describe('chanceAvailable', () => {
  it('is 1 when the next pick is the current pick', () => {
    expect(chanceAvailable(10, 2, 15, 15)).toBe(1);
    expect(chanceAvailable(100, 11, 40, 40)).toBe(1);
  });

  it('matches the conditional normal formula', () => {
    const adp = 30;
    const sd = 4;
    const expected = (1 - normalCdf((40 - adp) / sd)) / (1 - normalCdf((20 - adp) / sd));
    expect(chanceAvailable(adp, sd, 20, 40)).toBeCloseTo(expected, 6);
  });

  it('falls as the next pick moves further away', () => {
    const near = chanceAvailable(50, 6, 40, 45);
    const mid = chanceAvailable(50, 6, 40, 55);
    const far = chanceAvailable(50, 6, 40, 70);
    expect(near).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(far);
    expect(chanceAvailable(10, 2, 40, 60)).toBeGreaterThan(0); // long past ADP: tail ratio stays finite
  });

  it('property: in [0,1] and non-increasing as the next pick moves later', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 300, noNaN: true }),
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (adp, sd, current, d1, d2) => {
          const a = chanceAvailable(adp, sd, current, current + d1);
          const b = chanceAvailable(adp, sd, current, current + d1 + d2);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(1);
          expect(b).toBeLessThanOrEqual(a + 1e-12);
        },
      ),
    );
  });
});
