import { adpSpread, fitProjectionCurves, PRIOR_CURVES, projectedPoints, projectionFromAdp } from './projection';
import { makePlayer } from './testing/test-pool';

describe('projectionFromAdp', () => {
  it('is monotone: an earlier ADP never projects fewer points, per position', () => {
    for (const pos of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) {
      let prev = Infinity;
      for (let adp = 1; adp <= 400; adp += 7) {
        const p = projectionFromAdp(pos, adp, 'ppr');
        expect(p).toBeLessThanOrEqual(prev);
        expect(p).toBeGreaterThanOrEqual(0);
        prev = p;
      }
    }
  });

  it('scales pass catchers down in half-PPR and standard', () => {
    expect(projectionFromAdp('WR', 20, 'std')).toBeLessThan(projectionFromAdp('WR', 20, 'half'));
    expect(projectionFromAdp('QB', 20, 'std')).toBe(projectionFromAdp('QB', 20, 'ppr'));
  });

  it('uses the player projection when present, else the curve', () => {
    const own = makePlayer({ id: 'a', position: 'RB', projection: { ppr: 250, half: 230, std: 200 } });
    const none = makePlayer({ id: 'b', position: 'RB', adp: { ppr: 12, half: 12, std: 12 }, projection: { ppr: 0, half: 0, std: 0 } });
    expect(projectedPoints(own, 'half')).toBe(230);
    expect(projectedPoints(none, 'ppr')).toBeCloseTo(projectionFromAdp('RB', 12, 'ppr'));
  });

  it('fits a log-ADP curve and shrinks toward the prior; never a rising curve', () => {
    const samples = Array.from({ length: 200 }, (_, i) => ({ position: 'WR' as const, adp: i + 1, points: 400 - 50 * Math.log(i + 1) }));
    const fit = fitProjectionCurves(samples, { priorWeight: 0 });
    expect(fit.WR.b).toBeCloseTo(50, 5);
    expect(fit.WR.a).toBeCloseTo(400, 5);
    expect(fit.QB).toEqual(PRIOR_CURVES.QB);
    const rising = fitProjectionCurves(
      samples.map((s) => ({ ...s, points: 10 * s.adp })),
      { priorWeight: 0 },
    );
    expect(rising.WR.b).toBe(0);
  });

  it('ADP spread grows with depth unless the pool gives one', () => {
    expect(adpSpread(10)).toBeLessThan(adpSpread(100));
    expect(adpSpread(100, 4)).toBe(4);
  });
});
