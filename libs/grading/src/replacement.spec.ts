import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { replacementLevels, valueOverReplacement } from './replacement';
import { SUPERFLEX_SPOTS, WR_FLEX_SPOTS } from './testing/leagues';
import { makePlayer } from './testing/test-pool';

const mk = (pos: 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF', n: number, top: number) =>
  Array.from({ length: n }, (_, i) =>
    makePlayer({ id: `${pos}${i}`, position: pos, projection: { ppr: top - i, half: top - i, std: top - i } }),
  );

describe('replacementLevels', () => {
  const pool = [
    ...mk('QB', 30, 300),
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

  it('hands each flex kind its starts, narrowest first: a superflex league starts a second QB on nearly every team', () => {
    const oneQb = replacementLevels(pool, 'ppr', 10, { ...SUPERFLEX_SPOTS, SUPERFLEX: 0 });
    const superflex = replacementLevels(pool, 'ppr', 10, SUPERFLEX_SPOTS);
    expect(oneQb.QB).toBe(290);
    // QBs left over outscore every RB/WR/TE left, so all 10 superflex starts go to QBs: 20 QBs start.
    expect(superflex.QB).toBe(280);
    expect(superflex.RB).toBe(oneQb.RB);
    // A WR/TE and a WR/RB flex: the WR/TE goes to WRs (WR21 at 180 beats TE11 at 140), the WR/RB and
    // then the FLEX to RBs (230 and 220 down), so all 40 RBs start and the last is the level.
    const wrFlex = replacementLevels(pool, 'ppr', 10, WR_FLEX_SPOTS);
    expect(wrFlex.WR).toBe(170);
    expect(wrFlex.RB).toBe(211);
    expect(wrFlex.TE).toBe(140);
  });
});
