import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { gradingContext, rosterScore } from './context';
import { positionCounts } from './lineup';
import { valueBoard } from './draft-model';
import { reportCard } from './roster-grade';
import { botMayTake, simulateDraft } from './simulate';
import { SUPERFLEX_SPOTS } from './testing/leagues';
import { testPool } from './testing/test-pool';

// The roster grade, report card, waiver stand-ins and benchmark bots of a superflex league.
const pool = testPool();
const leagueSize = 10;
const ctx = gradingContext(pool, 'ppr', leagueSize, SUPERFLEX_SPOTS);
const oneQb = gradingContext(pool, 'ppr', leagueSize, { ...SUPERFLEX_SPOTS, SUPERFLEX: 0, Bench: 7 });
const byName = (name: string): Player => pool.find((p) => p.name === name)!;

describe('grading context of a superflex league', () => {
  it('has a waiver stand-in for every slot a position can start in: two for QBs, four for RBs', () => {
    expect(ctx.replacements.QB).toHaveLength(2);
    expect(ctx.replacements.RB).toHaveLength(4);
    expect(ctx.replacements.WR).toHaveLength(5);
    expect(oneQb.replacements.QB).toHaveLength(1);
    // Nearly every team starts a second QB, so a replacement-level QB is a weaker one.
    expect(ctx.levels.QB).toBeLessThan(oneQb.levels.QB);
  });

  it('fills an open superflex with a QB-level stand-in: a roster without a second QB scores as if it will add one', () => {
    const roster = [byName('Aaron Rodgers'), byName('Todd Gurley II'), byName('Alvin Kamara')];
    // A second QB below replacement level adds little; one far above it adds his margin.
    const weak = rosterScore([...roster, byName('Jimmy Garoppolo')], ctx);
    const strong = rosterScore([...roster, byName('Deshaun Watson')], ctx);
    const open = rosterScore(roster, ctx);
    expect(Math.abs(weak - open)).toBeLessThan(strong - open);
    expect(strong - open).toBeGreaterThan(20);
  });
});

describe('ADP bots and the report card in a superflex league', () => {
  it('bots may take a third QB where a QB starts twice, a second where he starts once', () => {
    const counts = { QB: 2, RB: 2, WR: 2, TE: 1, K: 0, DEF: 0 };
    expect(botMayTake('QB', counts, 8, 17, SUPERFLEX_SPOTS)).toBe(true);
    expect(botMayTake('QB', { ...counts, QB: 3 }, 8, 17, SUPERFLEX_SPOTS)).toBe(false);
    expect(botMayTake('QB', counts, 8, 15, DEFAULT_ROSTER_SPOTS)).toBe(false);
    expect(botMayTake('QB', { ...counts, QB: 1 }, 8, 15)).toBe(true);
  });

  it('benchmark rosters fill the league’s roster, and each has a starter for every slot', () => {
    const rosters = ctx.benchmarkRosters();
    expect(rosters).toHaveLength(leagueSize);
    for (const roster of rosters) {
      expect(roster).toHaveLength(rosterSize(SUPERFLEX_SPOTS));
      expect(positionCounts(roster).QB).toBeGreaterThanOrEqual(1);
    }
    const draft = simulateDraft({ pool, format: 'ppr', leagueSize, rosterSpots: SUPERFLEX_SPOTS });
    expect(draft.picks).toHaveLength(leagueSize * rosterSize(SUPERFLEX_SPOTS));
  });

  it('the report card starts a second QB in the SUPERFLEX and calls a third the backup', () => {
    const base = ctx.benchmarkRosters()[0]!.filter((p) => p.position !== 'QB');
    const qbs = ['Aaron Rodgers', 'Deshaun Watson', 'Jimmy Garoppolo'].map(byName);
    const kickerAndDefense = base.filter((p) => p.position === 'K' || p.position === 'DEF');
    const skill = base.filter((p) => p.position !== 'K' && p.position !== 'DEF');
    const roster = [...qbs, ...skill.slice(0, rosterSize(SUPERFLEX_SPOTS) - qbs.length - kickerAndDefense.length), ...kickerAndDefense];
    const card = reportCard({ roster, pool, format: 'ppr', leagueSize, draftPosition: 1, rosterSpots: SUPERFLEX_SPOTS });
    const slotOf = (name: string) => card.players.find((p) => p.player.name === name)!;
    expect(slotOf('Deshaun Watson').slot).toBe('QB');
    expect(slotOf('Aaron Rodgers').slot).toBe('SUPERFLEX');
    expect(slotOf('Jimmy Garoppolo').slot).toBe('BENCH');
    expect(slotOf('Jimmy Garoppolo').advice).toMatch(/^Backup QB/);
    expect(card.lineup.starters.map((s) => s.slot)).toEqual([
      'QB',
      'RB1',
      'RB2',
      'WR1',
      'WR2',
      'WR3',
      'TE',
      'FLEX',
      'SUPERFLEX',
      'DEF',
      'K',
    ]);
  });
});

describe('the draft model in a superflex league', () => {
  it('values a second QB as a starter in the SUPERFLEX, where a 1-QB league holds him back as a backup', () => {
    const roster = ['Aaron Rodgers', 'Todd Gurley II', 'Alvin Kamara', 'Julio Jones', 'Mike Evans'].map(byName);
    const input = {
      pool,
      format: 'ppr' as const,
      leagueSize,
      draftPosition: 1,
      roster,
      takenIds: new Set(roster.map((p) => p.id)),
      currentOverallPick: 41,
    };
    const watson = byName('Deshaun Watson');
    const inSuperflex = valueBoard({ ...input, rosterSpots: SUPERFLEX_SPOTS }, { ctx })
      .moment()
      .byId.get(watson.id)!;
    const inOneQb = valueBoard({ ...input, rosterSpots: oneQb.rosterSpots }, { ctx: oneQb })
      .moment()
      .byId.get(watson.id)!;
    expect(inSuperflex.fill).toEqual({ kind: 'flex', slot: 'SUPERFLEX' });
    expect(inSuperflex.rule).toBeNull();
    expect(inOneQb.rule?.code).toBe('qb-or-te-depth');
    expect(inSuperflex.gain).toBeGreaterThan(inOneQb.gain + 50);
  });
});
