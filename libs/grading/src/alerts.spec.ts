import { draftAlerts } from './alerts';
import { draftMoment } from './draft-model';
import { testPool } from './testing/test-pool';

const pool = testPool();

describe('draftAlerts', () => {
  it('calls a positional run: 4 of the last 8 picks at one position', () => {
    const byAdp = [...pool].sort((a, b) => a.adp.ppr - b.adp.ppr);
    const wrs = byAdp.filter((p) => p.position === 'WR').slice(0, 4);
    const rbs = byAdp.filter((p) => p.position === 'RB').slice(0, 4);
    const taken = [...rbs, ...wrs];
    const moment = draftMoment({
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 12,
      roster: [],
      takenIds: taken.map((p) => p.id),
      currentOverallPick: 9,
      othersPicks: taken.map((p, i) => ({ position: p.position, overallPick: i + 1 })),
    });
    const runs = draftAlerts(moment).filter((a) => a.kind === 'position-run');
    expect(runs.map((a) => a.text).sort()).toEqual(['RB run: 4 of the last 8 picks', 'WR run: 4 of the last 8 picks']);
  });

  it('warns when a tier is about to run dry before the user’s next pick', () => {
    const moment = draftMoment({ pool, format: 'ppr', leagueSize: 12, draftPosition: 1, roster: [], takenIds: [], currentOverallPick: 1 });
    const tierAlerts = draftAlerts(moment).filter((a) => a.kind === 'tier-ending');
    expect(tierAlerts.length).toBeGreaterThan(0);
    for (const alert of tierAlerts) expect(alert.text).toMatch(/pick 24/);
  });
});
