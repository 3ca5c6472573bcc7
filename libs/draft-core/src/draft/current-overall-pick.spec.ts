import { currentOverallPick } from './current-overall-pick';

describe('currentOverallPick (docs/draft-rules.md)', () => {
  it('is others + own + 1', () => {
    expect(currentOverallPick(0, 0)).toBe(1);
    expect(currentOverallPick(11, 1)).toBe(13);
  });

  it('rejects a negative count with a RangeError', () => {
    expect(() => currentOverallPick(-1, 0)).toThrow(new RangeError('Players taken by others must be a whole number of 0 or more (got -1)'));
  });
});
