import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { replacementLevels, valueOverReplacement } from './replacement';
import { makePlayer } from './testing/test-pool';

const mk = (pos: 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF', n: number, top: number) =>
  Array.from({ length: n }, (_, i) =>
    makePlayer({ id: `${pos}${i}`, position: pos, projection: { ppr: top - i, half: top - i, std: top - i } }),
  );

describe('replacementLevels', () => {
  const pool = [
    ...mk('QB', 20, 300),
    ...mk('RB', 40, 250),
    ...mk('WR', 40, 200),
    ...mk('TE', 20, 150),
    ...mk('K', 15, 120),
    ...mk('DEF', 15, 110),
  ];

  it('is the best non-starter: starters × league size, FLEX to the best RB/WR/TE left', () => {
    const levels = replacementLevels(pool, 'ppr', 10, DEFAULT_ROSTER_SPOTS);
    expect(levels.QB).toBe(290); // 10 QBs start
    expect(levels.K).toBe(110);
    // RB is the deepest-scoring flex position here, so all 10 flex starts go to RBs: 30 RBs start.
    expect(levels.RB).toBe(220);
    expect(levels.WR).toBe(180);
    expect(levels.TE).toBe(140);
  });

  it('VOR is projection minus the position level', () => {
    const levels = replacementLevels(pool, 'ppr', 10, DEFAULT_ROSTER_SPOTS);
    expect(valueOverReplacement(pool[0]!, levels, 'ppr')).toBe(10);
  });
});
