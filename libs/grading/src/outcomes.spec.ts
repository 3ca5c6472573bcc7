import { fitOutcomeModel, PRIOR_OUTCOMES } from './outcomes';

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
