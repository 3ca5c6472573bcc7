import fc from 'fast-check';
import { letterFor, toPercentage } from './letter';

describe('letterFor', () => {
  it.each([
    [100, 'A+'],
    [97, 'A+'],
    [96.9, 'A'],
    [93, 'A'],
    [92.9, 'A-'],
    [90, 'A-'],
    [89.9, 'B+'],
    [87, 'B+'],
    [86.9, 'B'],
    [83, 'B'],
    [82.9, 'B-'],
    [80, 'B-'],
    [79.9, 'C+'],
    [77, 'C+'],
    [76.9, 'C'],
    [73, 'C'],
    [72.9, 'C-'],
    [70, 'C-'],
    [69.9, 'D+'],
    [67, 'D+'],
    [66.9, 'D'],
    [63, 'D'],
    [62.9, 'D-'],
    [60, 'D-'],
    [59.9, 'F'],
    [0, 'F'],
  ])('%p → %s', (pct, letter) => expect(letterFor(pct)).toBe(letter));

  it('clamps percentages into 0–100 as whole numbers', () => {
    expect(toPercentage(120)).toBe(100);
    expect(toPercentage(-3)).toBe(0);
    expect(toPercentage(83.456)).toBe(83);
    expect(toPercentage(86.6)).toBe(87);
    expect(toPercentage(Number.NaN)).toBe(0);
  });

  it('property: a letter always comes from the percentage the user sees', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 110, noNaN: true }), (value) => {
        const shown = toPercentage(value);
        expect(Number.isInteger(shown)).toBe(true);
        expect(letterFor(shown)).toBe(letterFor(Math.round(shown)));
      }),
    );
  });
});
