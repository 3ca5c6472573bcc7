import fc from 'fast-check';
import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import { constructionViolations } from './construction';
import { valueBoard, type DraftMomentInput } from './draft-model';
import { gradePickAt } from './pick-grade';
import { adpSpread } from './projection';
import { gaussian, mulberry32 } from './prng';
import { recommendations, recommendationsAt } from './recommendations';
import { simulateDraft, type DraftTurn } from './simulate';
import { roundOfPick } from '@draftmode/draft-core';
import { testPool } from './testing/test-pool';

const pool = testPool();
const base = { pool, format: 'ppr' as const, leagueSize: 12, draftPosition: 5, roster: [] };

/** A 12-team draft of ADP bots with noisy boards (seeded), one slot optionally picking with `choose`. */
function noisyDraft(seed: number, chooser?: { slot: number; choose: (turn: DraftTurn) => Player | null }) {
  const rng = mulberry32(seed);
  const noise = new Map(pool.map((p) => [p.id, Array.from({ length: 12 }, () => gaussian(rng))]));
  return simulateDraft({
    pool,
    format: 'ppr',
    leagueSize: 12,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    keyFor: (s, p) => p.adp.ppr + (noise.get(p.id)?.[s - 1] ?? 0) * adpSpread(p.adp.ppr),
    ...(chooser ? { chooserSlot: chooser.slot, choose: chooser.choose } : {}),
  });
}

/** A moment of a noisy 12-team ADP draft: slot `slot` on the clock at `overallPick`. */
function noisyMoment(seed: number, slot: number, overallPick: number): DraftMomentInput {
  const draft = noisyDraft(seed);
  const before = draft.picks.filter((p) => p.overallPick < overallPick);
  return {
    ...base,
    draftPosition: slot,
    roster: before.filter((p) => p.slot === slot).map((p) => p.player),
    takenIds: before.map((p) => p.player.id),
    currentOverallPick: overallPick,
    othersPicks: before.filter((p) => p.slot !== slot).map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
  };
}

/** Slot `slot`'s picks in a noisy ADP draft where that slot takes the top recommendation. */
function followed(seed: number, slot: number) {
  const draft = noisyDraft(seed, {
    slot,
    choose: (turn) =>
      recommendations({
        ...base,
        draftPosition: slot,
        roster: turn.roster,
        takenIds: turn.takenIds,
        currentOverallPick: turn.overallPick,
        othersPicks: turn.picks.filter((p) => p.slot !== slot).map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
        limit: 1,
      })[0]?.player ?? null,
  });
  return draft.picks.filter((p) => p.slot === slot);
}

describe('recommendations', () => {
  it('lists available players best first, skipping taken ones', () => {
    const takenIds = pool.slice(0, 4).map((p) => p.id);
    const recs = recommendations({ ...base, takenIds, currentOverallPick: 5, limit: 8 });
    expect(recs).toHaveLength(8);
    expect(recs.some((r) => takenIds.includes(r.player.id))).toBe(false);
    for (let i = 1; i < recs.length; i++) expect(recs[i]!.score).toBeLessThanOrEqual(recs[i - 1]!.score);
  });

  it('on the clock, the chance looks ahead to the following pick; at the turn, past it', () => {
    const onClock = recommendations({ ...base, takenIds: pool.slice(0, 4).map((p) => p.id), currentOverallPick: 5, limit: 3 });
    expect(onClock[0]!.nextPick).toBe(20);
    // Slot 12 picks 12 and 13 back to back: the chance is for pick 36.
    const turn = recommendations({
      ...base,
      draftPosition: 12,
      takenIds: pool.slice(0, 11).map((p) => p.id),
      currentOverallPick: 12,
      limit: 3,
    });
    expect(turn[0]!.nextPick).toBe(36);
    expect(turn.some((r) => r.chanceAvailableAtNextPick < 1)).toBe(true);
  });

  it('between picks, the chance is lower for earlier-ADP players', () => {
    const recs = recommendations({ ...base, takenIds: pool.slice(0, 5).map((p) => p.id), currentOverallPick: 6, limit: 30 });
    expect(recs[0]!.nextPick).toBe(20);
    const byAdp = [...recs].sort((a, b) => a.player.adp.ppr - b.player.adp.ppr);
    expect(byAdp[0]!.chanceAvailableAtNextPick).toBeLessThan(byAdp[byAdp.length - 1]!.chanceAvailableAtNextPick);
  });

  it('does not recommend K or DEF before the last two rounds', () => {
    const recs = recommendations({ ...base, takenIds: pool.slice(0, 100).map((p) => p.id), currentOverallPick: 101, limit: 20 });
    expect(recs.some((r) => r.player.position === 'K' || r.player.position === 'DEF')).toBe(false);
  });

  it('property: the recommendation order is the grader’s order, and the top one grades best and at least B', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 170 }),
        (seed, slot, pick) => {
          const moment = valueBoard(noisyMoment(seed, slot, pick)).moment();
          const recs = recommendationsAt(moment, 10);
          const grades = recs.map((r) => gradePickAt(moment, r.player).percentage);
          for (let i = 1; i < grades.length; i++) expect(grades[i]!).toBeLessThanOrEqual(grades[i - 1]!);
          expect(recs.map((r) => r.grade.percentage)).toEqual(grades);
          const best = Math.max(...moment.board.map((v) => gradePickAt(moment, v.player).percentage));
          expect(grades[0]).toBe(best);
          expect(grades[0]!).toBeGreaterThanOrEqual(83);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('property: following the top recommendation drafts a roster within the construction rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 12 }), (seed, slot) => {
        const mine = followed(seed, slot);
        expect(mine).toHaveLength(15);
        expect(
          constructionViolations(
            mine.map((p) => ({ position: p.player.position, round: roundOfPick(p.overallPick, 12) })),
            15,
            DEFAULT_ROSTER_SPOTS,
          ),
        ).toEqual([]);
        const counts = (pos: Player['position']) => mine.filter((p) => p.player.position === pos).length;
        expect([counts('QB'), counts('TE'), counts('K'), counts('DEF')].every((n) => n >= 1 && n <= 2)).toBe(true);
        expect(counts('RB') + counts('WR')).toBeGreaterThanOrEqual(8);
      }),
      { numRuns: 6 },
    );
  });
});

describe('following the recommendations through whole drafts', () => {
  it('takes a backup QB or TE before round 13 in at most 2 of 10 drafts from slots 1, 6 and 12', () => {
    const counts: number[] = [];
    for (const slot of [1, 6, 12]) {
      const early = Array.from({ length: 10 }, (_, seed) => followed(1000 + seed, slot)).filter((picks) =>
        (['QB', 'TE'] as const).some((position) => {
          const rounds = picks.filter((p) => p.player.position === position).map((p) => roundOfPick(p.overallPick, 12));
          return rounds.length >= 2 && (rounds[1] as number) < 13;
        }),
      );
      counts.push(early.length);
    }
    // Drafts per slot (1, 6, 12) with an early backup: at most 2 of 10 each.
    expect(counts).toEqual(counts.map((drafts) => Math.min(drafts, 2)));
  });
});

describe('the lineup thresholds a context keeps per roster', () => {
  it('value a roster as a fresh context does, after other rosters were valued', () => {
    const moments = [noisyMoment(7, 3, 40), noisyMoment(8, 3, 40), noisyMoment(9, 5, 66)];
    for (const moment of moments) valueBoard(moment).moment();
    const again = valueBoard(moments[0]!).moment();
    // A copy of the pool has its own context, with no thresholds kept.
    const fresh = valueBoard({ ...moments[0]!, pool: [...pool] }).moment();
    expect(again.board.map((v) => [v.player.id, v.gain])).toEqual(fresh.board.map((v) => [v.player.id, v.gain]));
  });
});
