import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { draftAlerts } from './alerts';
import { valueBoard } from './draft-model';
import { simulateDraft } from './simulate';
import { testPool } from './testing/test-pool';

const pool = testPool();

describe('draftAlerts', () => {
  it('calls a positional run: 4 of the last 8 picks at one position', () => {
    const byAdp = [...pool].sort((a, b) => a.adp.ppr - b.adp.ppr);
    const wrs = byAdp.filter((p) => p.position === 'WR').slice(0, 4);
    const rbs = byAdp.filter((p) => p.position === 'RB').slice(0, 4);
    const taken = [...rbs, ...wrs];
    const moment = valueBoard({
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 12,
      roster: [],
      takenIds: taken.map((p) => p.id),
      currentOverallPick: 9,
      othersPicks: taken.map((p, i) => ({ position: p.position, overallPick: i + 1 })),
    }).moment();
    const runs = draftAlerts(moment).filter((a) => a.kind === 'position-run');
    expect(runs.map((a) => a.text).sort()).toEqual(['RB run: 4 of the last 8 picks', 'WR run: 4 of the last 8 picks']);
  });

  it('calls a K or DEF run at 3 of the last 8 picks: three DEFs in picks 142–148 before pick 149', () => {
    const byAdp = [...pool].sort((a, b) => a.adp.ppr - b.adp.ppr);
    const defs = byAdp.filter((p) => p.position === 'DEF').slice(0, 3);
    const kickers = byAdp.filter((p) => p.position === 'K').slice(0, 2);
    const others = byAdp.filter((p) => p.position !== 'DEF' && p.position !== 'K').slice(0, 136);
    // Picks 1–141 go to the skill positions; 142–148 are DEF, WR, DEF, K, RB, DEF, K.
    const late = [defs[0]!, others[134]!, defs[1]!, kickers[0]!, others[135]!, defs[2]!, kickers[1]!];
    const taken = [...others.slice(0, 134), ...late];
    const othersPicks = taken.map((p, i) => ({ position: p.position, overallPick: i + 8 }));
    const moment = valueBoard({
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 5,
      roster: [],
      takenIds: taken.map((p) => p.id),
      currentOverallPick: 149,
      othersPicks,
    }).moment();
    const runs = draftAlerts(moment).filter((a) => a.kind === 'position-run');
    expect(runs.map((a) => a.text)).toEqual(['DEF run: 3 of the last 8 picks']);
    expect(runs[0]!.position).toBe('DEF');
  });

  it('calls no K or DEF run for two in the window', () => {
    const byAdp = [...pool].sort((a, b) => a.adp.ppr - b.adp.ppr);
    const taken = [...byAdp.filter((p) => p.position === 'QB').slice(0, 6), ...byAdp.filter((p) => p.position === 'DEF').slice(0, 2)];
    const moment = valueBoard({
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 12,
      roster: [],
      takenIds: taken.map((p) => p.id),
      currentOverallPick: 9,
      othersPicks: taken.map((p, i) => ({ position: p.position, overallPick: i + 1 })),
    }).moment();
    expect(
      draftAlerts(moment)
        .filter((a) => a.kind === 'position-run')
        .map((a) => a.position),
    ).toEqual(['QB']);
  });

  it('warns when a tier is about to run dry before the user’s next pick, naming players of that tier', () => {
    const draft = simulateDraft({ pool, format: 'ppr', leagueSize: 12, rosterSpots: DEFAULT_ROSTER_SPOTS });
    let warned = 0;
    for (const pick of draft.picks.filter((p) => p.slot === 7 && p.round <= 8)) {
      const before = draft.picks.filter((p) => p.overallPick < pick.overallPick);
      const moment = valueBoard({
        pool,
        format: 'ppr',
        leagueSize: 12,
        draftPosition: 7,
        roster: before.filter((p) => p.slot === 7).map((p) => p.player),
        takenIds: before.map((p) => p.player.id),
        currentOverallPick: pick.overallPick,
        othersPicks: before.filter((p) => p.slot !== 7).map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
      }).moment();
      for (const alert of draftAlerts(moment).filter((a) => a.kind === 'tier-ending')) {
        warned += 1;
        expect(alert.text).toContain(`pick ${moment.horizon!.toPick}`);
        const named = moment.board.filter((v) => alert.text.includes(v.player.name) && v.player.position === alert.position);
        expect(named.length).toBeGreaterThan(0);
        expect(new Set(named.map((v) => v.tier)).size).toBe(1);
        expect(alert.text).toContain(`ier ${named[0]!.tier} ${alert.position}s`);
      }
    }
    expect(warned).toBeGreaterThan(0);
  });
});
