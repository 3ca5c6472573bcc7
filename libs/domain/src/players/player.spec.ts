import { gamesExpectedMissed, injuryStatusOf } from './player';

describe('injury listings', () => {
  it('reads the injury report as Sleeper spells it, and costs each listing its expected games', () => {
    expect(['Questionable', 'Doubtful', 'Out', 'IR', 'PUP', 'Sus', 'NA', '', null].map(injuryStatusOf)).toEqual([
      'questionable',
      'doubtful',
      'out',
      'ir',
      'pup',
      'suspended',
      undefined,
      undefined,
      undefined,
    ]);
    expect(gamesExpectedMissed({ isInjured: true, injuryStatus: 'ir' })).toBe(6);
    expect(gamesExpectedMissed({ isInjured: true })).toBe(1.7);
    expect(gamesExpectedMissed({ isInjured: false })).toBe(0);
    expect(gamesExpectedMissed({ isInjured: false, injuryStatus: 'suspended' })).toBe(2);
  });
});
