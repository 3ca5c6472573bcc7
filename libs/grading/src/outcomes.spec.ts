import fc from 'fast-check';
import type { Position } from '@draftmode/domain';
import {
  expectedBestLineup,
  fitOutcomeModel,
  lineupThresholds,
  marginalGain,
  OUTCOME_SAMPLES,
  outcomeSamples,
  PRIOR_OUTCOMES,
} from './outcomes';
import { SUPERFLEX_SPOTS } from './testing/leagues';
import { makePlayer } from './testing/test-pool';

describe('fitOutcomeModel', () => {
  // Forty deep WRs projected for real seasons, who scored about what they were projected to.
  const projected = Array.from({ length: 40 }, (_, i) => ({
    position: 'WR' as const,
    adp: 190 + i,
    points: 100 + (i % 5) * 10,
    projected: 110,
  }));

  it('keeps players projected to play: the deep band follows their seasons', () => {
    const model = fitOutcomeModel(projected, undefined, { priorWeight: 0 });
    const top = model.quantiles.WR[3] as number[];
    expect(top[top.length - 1]).toBeLessThan(1.5);
    expect(top).not.toEqual(PRIOR_OUTCOMES.quantiles.WR[3]);
  });

  it('ignores seasons over a near-zero projection, which would be lottery tickets of 10x and more', () => {
    const breakouts = Array.from({ length: 10 }, (_, i) => ({ position: 'WR' as const, adp: 250 + i, points: 150, projected: 5 }));
    const model = fitOutcomeModel([...projected, ...breakouts], undefined, { priorWeight: 0 });
    expect(model.quantiles.WR[3]).toEqual(fitOutcomeModel(projected, undefined, { priorWeight: 0 }).quantiles.WR[3]);
  });

  it('counts a breakout beyond three times the projection as three times it', () => {
    const breakout = { position: 'WR' as const, adp: 240, points: 600, projected: 60 };
    const top = fitOutcomeModel([...projected, breakout], undefined, { priorWeight: 0 }).quantiles.WR[3] as number[];
    const withCap = fitOutcomeModel([...projected, { ...breakout, points: 180 }], undefined, { priorWeight: 0 }).quantiles
      .WR[3] as number[];
    expect(top).toEqual(withCap);
  });
});

describe('lineupThresholds and marginalGain with the flex kinds', () => {
  const season = (points: number): Float32Array => new Float32Array(OUTCOME_SAMPLES).fill(points);
  // QB 300, RBs 200/180 and 120 (FLEX), WRs 190/170/160, TE 130; the SUPERFLEX holds the RB at 110.
  const roster: Array<[Position, number]> = [
    ['QB', 300],
    ['RB', 200],
    ['RB', 180],
    ['RB', 120],
    ['RB', 110],
    ['WR', 190],
    ['WR', 170],
    ['WR', 160],
    ['TE', 130],
  ];
  const samples = roster.map(([, points]) => season(points));
  const positions = roster.map(([position]) => position);

  it('a QB in a superflex league reaches the SUPERFLEX: he adds what he scores over the RB there', () => {
    const t = lineupThresholds(samples, positions, SUPERFLEX_SPOTS);
    expect(marginalGain(season(250), 'QB', t)).toBeCloseTo(140, 6);
    // In a 1-QB league the same QB only backs up the starter.
    expect(marginalGain(season(250), 'QB', lineupThresholds(samples, positions, { ...SUPERFLEX_SPOTS, SUPERFLEX: 0 }))).toBe(0);
  });

  it('an RB who beats RB2 pushes him to FLEX, the FLEX RB to the SUPERFLEX, and the lowest of the chain goes', () => {
    const t = lineupThresholds(samples, positions, SUPERFLEX_SPOTS);
    expect(marginalGain(season(150), 'RB', t)).toBeCloseTo(40, 6);
    // A TE reaches the same chain through the FLEX.
    expect(marginalGain(season(150), 'TE', t)).toBeCloseTo(40, 6);
    // An open slot in the chain: the bar is 0.
    const open = lineupThresholds(samples.slice(0, 4), positions.slice(0, 4), SUPERFLEX_SPOTS);
    expect(marginalGain(season(50), 'TE', open)).toBeCloseTo(50, 6);
    // K has no slot in this lineup.
    expect(marginalGain(season(50), 'K', lineupThresholds(samples, positions, { ...SUPERFLEX_SPOTS, K: 0 }))).toBe(0);
  });

  it('property: with nested slots (a superflex, and a WR/TE or a WR/RB flex) the gain is exactly what the best lineup gains with him', () => {
    const pos: Position[] = ['QB', 'RB', 'WR', 'TE', 'K'];
    const rowArb = fc.record({
      position: fc.constantFrom(...pos),
      projection: fc.integer({ min: 0, max: 350 }),
      adp: fc.integer({ min: 1, max: 220 }),
    });
    let n = 0;
    const simulated = (r: { position: Position; projection: number; adp: number }): Float32Array =>
      outcomeSamples(makePlayer({ id: `prop-${n++}`, position: r.position }), r.projection, r.adp, PRIOR_OUTCOMES);
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 16 }),
        rowArb,
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('none', 'WRTE', 'WRRB'),
        (rows, added, superflex, flex, wrFlex) => {
          const spots = { ...SUPERFLEX_SPOTS, SUPERFLEX: superflex, FLEX: flex, ...(wrFlex === 'none' ? {} : { [wrFlex]: 1 }) };
          const s = rows.map(simulated);
          const p = rows.map((r) => r.position);
          const x = simulated(added);
          const direct = expectedBestLineup([...s, x], [...p, added.position], spots) - expectedBestLineup(s, p, spots);
          expect(marginalGain(x, added.position, lineupThresholds(s, p, spots))).toBeCloseTo(direct, 3);
        },
      ),
      { numRuns: 100 },
    );
  });
});
