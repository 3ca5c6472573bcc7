import { DEFAULT_ROSTER_SPOTS, presetPoints, type PointsPerStat } from '@draftmode/domain';
import { gradingContext } from './context';
import { teamMomentInput, type TeamDraft } from './draft-model';
import { replayDraft } from './draft-replay';
import { leaguePool, poolForScoring, poolHasStatLines } from './league-pool';
import { recommendations } from './recommendations';
import { simulateDraft } from './simulate';
import { statLinePool } from './testing/stat-line-pool';
import { testPool } from './testing/test-pool';

// 2019's players with FantasyPros' projected stat lines (real exports, see testing/stat-line-pool.ts).
const pool = statLinePool();
const byId = new Map(pool.map((player) => [player.id, player]));
const lookup = (id: string) => byId.get(id);
const tePremium = (bonus: number): PointsPerStat => ({ ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: bonus } });
const kelce = pool.find((player) => player.name === 'Travis Kelce');
const julio = pool.find((player) => player.name === 'Julio Jones');

/** The first `picks` picks of a deterministic 12-team ADP draft, all by other teams. */
function othersTook(picks: number) {
  const draft = simulateDraft({ pool, format: 'ppr', leagueSize: 12, rosterSpots: DEFAULT_ROSTER_SPOTS });
  return draft.picks.slice(0, picks).map((pick) => ({ playerId: pick.player.id, overallPick: pick.overallPick }));
}

/** Slot `slot` of a PPR league (with `pointsPerStat` when given), on the clock at its first pick after the others took theirs. */
function team(slot: number, pointsPerStat?: PointsPerStat): TeamDraft {
  return {
    settings: {
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: slot,
      rosterSpots: DEFAULT_ROSTER_SPOTS,
      ...(pointsPerStat ? { pointsPerStat } : {}),
    },
    rosterIds: [],
    takenByOthers: othersTook(slot - 1),
    ownPicks: [],
  };
}

describe('the pool as a league scores it', () => {
  it('is the pool itself for a preset, and one cached copy per per-stat scoring', () => {
    expect(leaguePool(pool, { scoringFormat: 'PPR' }).players).toBe(pool);
    const scored = leaguePool(pool, { scoringFormat: 'PPR', pointsPerStat: tePremium(0.5) }).players;
    expect(scored).not.toBe(pool);
    expect(leaguePool(pool, { scoringFormat: 'PPR', pointsPerStat: tePremium(0.5) }).players).toBe(scored);
    expect(poolForScoring(scored, { kind: 'per-stat', points: tePremium(0.5), kickersAndDefenses: 'ppr' })).toBe(scored);
    expect(leaguePool(pool, { scoringFormat: 'PPR', pointsPerStat: tePremium(1) }).players).not.toBe(scored);
    // The same points listed in another key order (as a jsonb read model returns them) are the same scoring.
    const reordered = Object.fromEntries(Object.entries(tePremium(0.5)).reverse()) as PointsPerStat;
    expect(leaguePool(pool, { scoringFormat: 'PPR', pointsPerStat: reordered }).players).toBe(scored);
  });

  it("scores a TE's stat line with the premium, in the format the league's ADP uses", () => {
    const scored = leaguePool(pool, {
      scoringFormat: 'Half-PPR',
      pointsPerStat: { ...presetPoints('half'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } },
    });
    const te = scored.byId(kelce?.id ?? '');
    const receptions = kelce?.stats?.receptions ?? 0;
    expect(receptions).toBeGreaterThan(90);
    expect(te?.projection.half).toBeCloseTo((kelce?.projection.half ?? 0) + 0.5 * receptions, 0);
    // The other formats, kickers and defenses are left as the pool has them.
    expect(te?.projection.ppr).toBe(kelce?.projection.ppr);
    const kicker = pool.find((player) => player.position === 'K');
    expect(scored.byId(kicker?.id ?? '')).toBe(kicker);
  });

  it('gives the same values as today when the points per stat are a preset', () => {
    const preset = gradingContext(pool, 'ppr', 12);
    const scored = leaguePool(pool, { scoringFormat: 'PPR', pointsPerStat: presetPoints('ppr') });
    const perStat = gradingContext(scored.players, 'ppr', 12);
    // The pool's projections are rounded to 0.1 as the importer stores them; the stat lines are not.
    pool.forEach((player, i) => expect(perStat.vors[i]).toBeCloseTo(preset.vors[i] ?? 0, 0));
    const before = recommendations({ ...teamMomentInput(team(9), pool, lookup), limit: 5 }).map((r) => r.player.id);
    const after = recommendations({ ...teamMomentInput(team(9, presetPoints('ppr')), pool, lookup), limit: 5 }).map((r) => r.player.id);
    expect(after).toEqual(before);
  });

  it("raises a TE's value, and the recommendation changes with a TE premium", () => {
    const ppr = gradingContext(pool, 'ppr', 12);
    const premium = leaguePool(pool, { scoringFormat: 'PPR', pointsPerStat: tePremium(1) });
    const ctx = gradingContext(premium.players, 'ppr', 12);
    const i = pool.findIndex((player) => player.id === kelce?.id);
    expect(ctx.vors[i]).toBeGreaterThan((ppr.vors[i] ?? 0) + 30);

    // Pick 9 of a 12-team ADP draft: PPR scoring says Julio Jones, a full-point TE premium says Kelce.
    const [pprTop] = recommendations({ ...teamMomentInput(team(9), pool, lookup), limit: 1 });
    const moment = teamMomentInput(team(9, tePremium(1)), pool, lookup);
    expect(moment.pool).toBe(premium.players);
    const [premiumTop] = recommendations({ ...moment, limit: 1 });
    expect(pprTop?.player.id).toBe(julio?.id);
    expect(premiumTop?.player.id).toBe(kelce?.id);
  });

  it("replays a draft's grades in the league's scoring", () => {
    const history = (pointsPerStat?: PointsPerStat) => ({
      settings: team(9, pointsPerStat).settings,
      ownPicks: [{ playerId: kelce?.id ?? '', overallPick: 9 }],
      takenByOthers: othersTook(8),
    });
    const [ppr] = replayDraft(history(), pool, lookup);
    const [premium] = replayDraft(history(tePremium(1)), pool, lookup);
    expect(premium?.player).toBe(leaguePool(pool, history(tePremium(1)).settings).byId(kelce?.id ?? ''));
    expect(premium?.pickGrade.percentage).toBeGreaterThan(ppr?.pickGrade.percentage ?? 100);
  });

  it('keeps a bounded number of scored copies: scorings tried one after another do not pile up', () => {
    const first = poolForScoring(pool, { kind: 'per-stat', points: tePremium(0.25), kickersAndDefenses: 'ppr' });
    for (let i = 1; i <= 40; i++) poolForScoring(pool, { kind: 'per-stat', points: tePremium(0.25 + i / 1000), kickersAndDefenses: 'ppr' });
    // The oldest was dropped: asking again scores afresh (equal values, a new array).
    const again = poolForScoring(pool, { kind: 'per-stat', points: tePremium(0.25), kickersAndDefenses: 'ppr' });
    expect(again).not.toBe(first);
    expect(again.map((p) => p.projection.ppr)).toEqual(first.map((p) => p.projection.ppr));
  });

  it('knows whether a pool has stat lines', () => {
    expect(poolHasStatLines(pool)).toBe(true);
    expect(poolHasStatLines(testPool())).toBe(false);
  });
});

describe('the pool as a superflex league drafts it', () => {
  const source = testPool();
  const qb = [...source].filter((player) => player.position === 'QB').sort((a, b) => a.adp.ppr - b.adp.ppr)[2]!;
  const withSuperflexAdp = source.map((player) => (player === qb ? { ...player, adpSuperflex: 6 } : player));
  const superflex = { ...DEFAULT_ROSTER_SPOTS, SUPERFLEX: 1 };

  it('takes the superflex ADP where the pool has one, in superflex and 2QB leagues only', () => {
    const league = leaguePool(withSuperflexAdp, { scoringFormat: 'PPR', rosterSpots: superflex });
    expect(league.byId(qb.id)?.adp.ppr).toBe(6);
    expect(
      leaguePool(withSuperflexAdp, { scoringFormat: 'PPR', rosterSpots: { ...DEFAULT_ROSTER_SPOTS, QB: 2 } }).byId(qb.id)?.adp.ppr,
    ).toBe(6);
    expect(leaguePool(withSuperflexAdp, { scoringFormat: 'PPR', rosterSpots: DEFAULT_ROSTER_SPOTS }).players).toBe(withSuperflexAdp);
    // A pool without superflex ADP is the pool itself.
    expect(leaguePool(source, { scoringFormat: 'PPR', rosterSpots: superflex }).players).toBe(source);
  });

  it('is one array for a league, whether it is handed the source pool or the league’s own', () => {
    const settings = { scoringFormat: 'PPR' as const, rosterSpots: superflex, pointsPerStat: tePremium(0.5) };
    const once = leaguePool(withSuperflexAdp, settings).players;
    expect(leaguePool(once, settings).players).toBe(once);
    expect(leaguePool(withSuperflexAdp, settings).players).toBe(once);
    const plain = leaguePool(withSuperflexAdp, { scoringFormat: 'PPR', rosterSpots: superflex }).players;
    expect(leaguePool(plain, { scoringFormat: 'PPR', rosterSpots: superflex }).players).toBe(plain);
  });

  it('is what the grading context reads its ADP from', () => {
    const ctxOf = (players: typeof source) => gradingContext(players, 'ppr', 12, superflex);
    const sf = ctxOf(leaguePool(withSuperflexAdp, { scoringFormat: 'PPR', rosterSpots: superflex }).players as typeof source);
    const plain = ctxOf(source);
    expect(sf.adps[sf.poolIndexOf(qb.id)]).toBe(6);
    expect(plain.adps[plain.poolIndexOf(qb.id)]).toBe(qb.adp.ppr);
  });
});
