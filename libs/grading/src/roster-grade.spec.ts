import fc from 'fast-check';
import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import { gradingContext, rosterScore } from './context';
import { bestLineup } from './lineup';
import { adpSpread } from './projection';
import { gaussian, mulberry32 } from './prng';
import { recommendations } from './recommendations';
import {
  byeConflicts,
  gradeRoster,
  liveDraftGrade,
  liveGradeBasisText,
  ratioToPercentage,
  reportCard,
  reportCardBasisText,
} from './roster-grade';
import { simulateDraft } from './simulate';
import { makePlayer, testPool } from './testing/test-pool';

const pool = testPool();
const spots = DEFAULT_ROSTER_SPOTS;

function draftWith(leagueSize: number, slot: number, seed: number, choose: 'top' | 'reverse'): Player[] {
  const rng = mulberry32(seed);
  const noise = new Map(pool.map((p) => [p.id, Array.from({ length: leagueSize }, () => gaussian(rng))]));
  const draft = simulateDraft({
    pool,
    format: 'ppr',
    leagueSize,
    rosterSpots: spots,
    keyFor: (s, p) => p.adp.ppr + (noise.get(p.id)?.[s - 1] ?? 0) * adpSpread(p.adp.ppr),
    chooserSlot: slot,
    choose: (turn) =>
      choose === 'top'
        ? (recommendations({
            pool,
            takenIds: turn.takenIds,
            roster: turn.roster,
            format: 'ppr',
            leagueSize,
            draftPosition: slot,
            currentOverallPick: turn.overallPick,
            limit: 1,
          })[0]?.player ?? null)
        : (turn.available[turn.available.length - 1] ?? null),
  });
  return draft.rosters[slot - 1] ?? [];
}

describe('gradeRoster', () => {
  it("grades the league benchmark a B (85): the ADP-bot rosters average a ratio of 1 when full, and the slot's own benchmark after one pick", () => {
    const ctx = gradingContext(pool, 'ppr', 12, spots);
    const full = ctx
      .benchmarkRosters()
      .map((roster, i) => gradeRoster({ roster, pool, format: 'ppr', leagueSize: 12, draftPosition: i + 1 }));
    const meanScore = full.reduce((s, g) => s + g.score, 0) / full.length;
    expect(full[0]!.benchmarkScore).toBeCloseTo(meanScore, 0);
    expect(full.every((g) => g.benchmarkScore === full[0]!.benchmarkScore)).toBe(true);
    expect(ratioToPercentage(1)).toBeCloseTo(85, 0);
    const first = gradeRoster({ roster: ctx.benchmarkRosters()[2]!.slice(0, 1), pool, format: 'ppr', leagueSize: 12, draftPosition: 3 });
    expect(first.ratio).toBeCloseTo(1, 1);
    expect(full[2]!.positions.map((p) => p.position)).toEqual(['QB', 'RB', 'WR', 'TE', 'K', 'DEF']);
  });

  it('reports QB/RB/WR/TE starters sharing a bye week; a kicker or defense clashes with nobody', () => {
    const roster = [
      makePlayer({ id: 'q', position: 'QB', byeWeek: 9 }),
      makePlayer({ id: 'r1', position: 'RB', byeWeek: 9 }),
      makePlayer({ id: 'r2', position: 'RB', byeWeek: 9 }),
      makePlayer({ id: 'w1', position: 'WR', byeWeek: 5 }),
      makePlayer({ id: 'w2', position: 'WR', byeWeek: 5 }),
      makePlayer({ id: 't', position: 'TE', byeWeek: 11 }),
      makePlayer({ id: 'k', position: 'K', byeWeek: 11 }),
      makePlayer({ id: 'd', position: 'DEF', byeWeek: 9 }),
    ];
    const conflicts = byeConflicts(bestLineup(roster, (p) => p.projection.ppr, spots));
    expect(conflicts.map((c) => [c.byeWeek, c.players.map((p) => p.id)])).toEqual([
      [9, ['q', 'r1', 'r2']],
      [5, ['w1', 'w2']],
    ]);
  });

  it('property: always taking the top recommendation grades at least B', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 10, 12), fc.integer({ min: 1, max: 12 }), fc.integer(), (leagueSize, s, seed) => {
        const slot = ((s - 1) % leagueSize) + 1;
        const roster = draftWith(leagueSize, slot, seed, 'top');
        const g = gradeRoster({ roster, pool, format: 'ppr', leagueSize, draftPosition: slot });
        expect(g.percentage).toBeGreaterThanOrEqual(83);
      }),
      { numRuns: 25 },
    );
  });

  it('property: a roster drafted in reverse ADP order grades F', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 10, 12), fc.integer({ min: 1, max: 12 }), fc.integer(), (leagueSize, s, seed) => {
        const slot = ((s - 1) % leagueSize) + 1;
        const roster = draftWith(leagueSize, slot, seed, 'reverse');
        expect(gradeRoster({ roster, pool, format: 'ppr', leagueSize, draftPosition: slot }).letter).toBe('F');
      }),
      { numRuns: 15 },
    );
  });
});

describe('rosterScore', () => {
  it('gives a roster whose RBs, WRs and TEs fill the FLEX no stand-in there: a second TE on the bench never lowers its score', () => {
    const ctx = gradingContext(pool, 'ppr', 12, spots);
    for (const roster of ctx.benchmarkRosters()) {
      const taken = new Set(
        ctx
          .benchmarkRosters()
          .flat()
          .map((p) => p.id),
      );
      const before = rosterScore(roster, ctx);
      for (const p of pool.filter((q) => !taken.has(q.id) && ['RB', 'WR', 'TE', 'QB'].includes(q.position)).slice(0, 40)) {
        expect(rosterScore([...roster, p], ctx)).toBeGreaterThanOrEqual(before - 1e-9);
      }
    }
  });
});

describe('liveDraftGrade', () => {
  const input = { pool, format: 'ppr' as const, leagueSize: 12, draftPosition: 1 };

  it('is absent for an empty roster, live while filling, final when full', () => {
    expect(liveDraftGrade({ ...input, roster: [], pickPercentages: [] })).toBeNull();
    const full = gradingContext(pool, 'ppr', 12, spots).benchmarkRosters()[0]!;
    const partial = liveDraftGrade({ ...input, roster: full.slice(0, 3), pickPercentages: [90, 85, 88] });
    expect(partial?.isFinal).toBe(false);
    expect(partial?.percentage).toBeGreaterThan(80);
    const done = liveDraftGrade({ ...input, roster: full, pickPercentages: full.map(() => 85) });
    expect(done?.isFinal).toBe(true);
  });

  it('says what it weighs: the picks and the roster against an ADP drafter from the same slot', () => {
    const full = gradingContext(pool, 'ppr', 12, spots).benchmarkRosters()[0]!;
    const partial = liveDraftGrade({ ...input, roster: full.slice(0, 3), pickPercentages: [90, 85, 88] })!;
    expect(partial.basis).toMatchObject({ pickMean: 88, pickWeight: 40, benchmarkPicks: 3, draftPosition: 1 });
    // Slot 1's benchmark roster is about what the grade compares with.
    const vs = partial.basis.rosterVsBenchmark;
    expect(Math.abs(vs)).toBeLessThanOrEqual(5);
    expect(liveGradeBasisText(partial.basis)).toBe(
      `Your picks average 88% and count 40%; your roster projects ${vs === 0 ? 'level with' : `${Math.abs(vs)}% ${vs > 0 ? 'above' : 'below'}`} what an ADP drafter has after 3 picks from slot 1 (60%).`,
    );
    const done = liveDraftGrade({ ...input, roster: full, pickPercentages: full.map(() => 85) })!;
    expect(liveGradeBasisText(done.basis)).toMatch(
      /^Your roster projects .* after 15 picks from slot 1: the grade is the roster's alone\.$/,
    );
    // Both halves give the grade, within rounding.
    expect(Math.abs(partial.percentage - (0.4 * 88 + 0.6 * partial.basis.rosterPercentage))).toBeLessThanOrEqual(1);
  });

  it('better pick grades raise the live grade', () => {
    const roster = pool.slice(0, 2);
    const good = liveDraftGrade({ ...input, roster, pickPercentages: [98, 97] })!;
    const bad = liveDraftGrade({ ...input, roster, pickPercentages: [40, 50] })!;
    expect(good.percentage).toBeGreaterThan(bad.percentage);
  });
});

describe('the final live grade is the report card grade', () => {
  it('property: on a full roster the live grade equals the report card, whatever the pick grades', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 10, 12),
        fc.integer({ min: 1, max: 12 }),
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 15, maxLength: 15 }),
        (leagueSize, s, seed, pickPercentages) => {
          const slot = ((s - 1) % leagueSize) + 1;
          const roster = draftWith(leagueSize, slot, seed, 'top');
          const input = { roster, pool, format: 'ppr' as const, leagueSize, draftPosition: slot };
          const live = liveDraftGrade({ ...input, pickPercentages })!;
          const card = reportCard(input);
          expect(live.isFinal).toBe(true);
          expect({ letter: live.letter, percentage: live.percentage }).toEqual({ letter: card.letter, percentage: card.percentage });
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('reportCard', () => {
  it('says what its grade compares against: the league’s average roster drafted by ADP', () => {
    const roster = gradingContext(pool, 'ppr', 12, spots).benchmarkRosters()[3]!;
    const card = reportCard({ roster, pool, format: 'ppr', leagueSize: 12, draftPosition: 4 });
    const percent = Math.round((card.score / card.benchmarkScore - 1) * 100);
    expect(reportCardBasisText(card)).toBe(
      `Your roster projects ${percent === 0 ? 'level with' : `${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'}`} the league's average roster drafted by ADP (${Math.round(card.score).toLocaleString('en-US')} against ${Math.round(card.benchmarkScore).toLocaleString('en-US')} expected lineup points).`,
    );
    expect(reportCardBasisText({ score: 1712, benchmarkScore: 1615, ratio: 1712 / 1615 })).toBe(
      "Your roster projects 6% above the league's average roster drafted by ADP (1,712 against 1,615 expected lineup points).",
    );
    expect(reportCardBasisText({ score: 1500, benchmarkScore: 1500, ratio: 1 })).toMatch(/^Your roster projects level with/);
  });

  it('calls a third QB what he is, not depth', () => {
    const ctx = gradingContext(pool, 'ppr', 12, spots);
    const roster = [...ctx.benchmarkRosters()[0]!];
    const extraQbs = pool
      .filter((p) => p.position === 'QB' && !roster.includes(p))
      .slice(0, 3 - roster.filter((p) => p.position === 'QB').length);
    const withQbs = [...roster.slice(0, 15 - extraQbs.length), ...extraQbs];
    const card = reportCard({ roster: withQbs, pool, format: 'ppr', leagueSize: 12, draftPosition: 1 });
    const benchQbs = card.players.filter((p) => p.player.position === 'QB' && p.slot === 'BENCH');
    expect(benchQbs.length).toBeGreaterThanOrEqual(1);
    for (const row of benchQbs) expect(row.advice).not.toMatch(/^Strong depth/);
    expect(benchQbs.some((row) => /^3rd QB: rarely plays/.test(row.advice))).toBe(true);
  });

  it('lists each player in the slot the roster gives him when it is passed in', () => {
    const roster = gradingContext(pool, 'ppr', 12, spots).benchmarkRosters()[3]!;
    const wideReceivers = roster.filter((p) => p.position === 'WR');
    // The roster plays its last wide receiver at WR3 even where the best lineup would bench him.
    const slots = new Map(roster.map((p): [string, string] => [p.id, 'BENCH']));
    slots.set(wideReceivers.at(-1)!.id, 'WR3');
    const card = reportCard({ roster, pool, format: 'ppr', leagueSize: 12, draftPosition: 4, slots });
    expect(card.players.find((row) => row.player.id === wideReceivers.at(-1)!.id)?.slot).toBe('WR3');
    expect(card.players.filter((row) => row.slot !== 'BENCH')).toHaveLength(1);
  });

  it('grades every player with one line of advice', () => {
    const roster = gradingContext(pool, 'ppr', 12, spots).benchmarkRosters()[6]!;
    const hurt = roster.map((p, i) => (i === 0 ? { ...p, isInjured: true } : p));
    const card = reportCard({
      roster: hurt,
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 7,
      picks: [{ playerId: hurt[1]!.id, percentage: 91 }],
    });
    expect(card.players).toHaveLength(roster.length);
    expect(card.players[1]!.letter).toBe('A-');
    expect(card.players[0]!.advice).toMatch(/^Injured/);
    for (const p of card.players) {
      expect(p.advice.length).toBeGreaterThan(10);
      expect(p.percentage).toBeGreaterThanOrEqual(0);
    }
    expect(card.players.filter((p) => p.slot !== 'BENCH')).toHaveLength(9);
  });
});
