import { evenTicks } from './format';

describe('evenTicks', () => {
  it('spaces whole-number ticks evenly from 0 past the largest value', () => {
    expect(evenTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(evenTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(evenTicks(3)).toEqual([0, 1, 2, 3]);
    expect(evenTicks(0)).toEqual([0, 1]);
    expect(evenTicks(230)).toEqual([0, 100, 200, 300]);
    for (const max of [1, 5, 9, 13, 47, 99, 1234]) {
      const ticks = evenTicks(max);
      const steps = new Set(ticks.slice(1).map((tick, index) => tick - ticks[index]!));
      expect(steps.size).toBe(1);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
