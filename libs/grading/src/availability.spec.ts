import { DEFAULT_ROSTER_SPOTS, type Position } from '@draftmode/domain';
import { chanceHorizon, countsBySlot, survivalToPick, type PositionCounts } from './availability';
import { adpOf, adpSpread } from './projection';
import { SUPERFLEX_SPOTS, TWO_QB_SPOTS } from './testing/leagues';
import { testPool } from './testing/test-pool';

const pool = [...testPool()].sort((a, b) => adpOf(a, 'ppr') - adpOf(b, 'ppr'));
const adps = pool.map((p) => adpOf(p, 'ppr'));
const spreads = adps.map((adp, i) => adpSpread(adp, pool[i]!.adpStdDev));
const base = { adps, spreads, leagueSize: 12, rounds: 15, rosterSpots: DEFAULT_ROSTER_SPOTS };

describe('chanceHorizon', () => {
  it('looks ahead to the next pick, past it on the clock, and past both at the turn', () => {
    expect(chanceHorizon(12, 5, 10, 15)).toEqual({ fromPick: 10, toPick: 20 });
    expect(chanceHorizon(12, 5, 5, 15)).toEqual({ fromPick: 6, toPick: 20 });
    expect(chanceHorizon(12, 12, 12, 15)).toEqual({ fromPick: 14, toPick: 36 });
    expect(chanceHorizon(12, 5, 173, 15)).toBeNull();
  });

  it('looks ahead to the next pick the team owns after trades', () => {
    // Slot 5 (picks 5, 20, 29, 44, …) traded pick 20 away and got pick 25.
    const ownership = {
      tradedPicks: [
        { pick: 20, slot: 9 },
        { pick: 25, slot: 5 },
      ],
    };
    expect(chanceHorizon(12, 5, 10, 15, ownership)).toEqual({ fromPick: 10, toPick: 25 });
    expect(chanceHorizon(12, 5, 25, 15, ownership)).toEqual({ fromPick: 26, toPick: 29 });
  });
});

describe('survivalToPick', () => {
  it('takes as many players in expectation as there are picks in between', () => {
    const survival = survivalToPick({ ...base, board: pool, fromPick: 6, toPick: 20, teamCounts: new Map() });
    const gone = survival.reduce((sum, s) => sum + (1 - s), 0);
    expect(gone).toBeCloseTo(14, 1);
    expect(survival[0]!).toBeLessThan(survival[40]!);
  });

  it('knows the needs of the teams picking in between: a QB lasts longer when they all have one', () => {
    const board = pool.slice(20);
    // A QB the market takes just after these picks: whether he lasts depends on who needs one.
    const qb = board.findIndex((p) => p.position === 'QB' && adpOf(p, 'ppr') >= 72);
    const withQbs = new Map<number, PositionCounts>();
    for (let slot = 1; slot <= 12; slot++) withQbs.set(slot, { QB: 1, RB: 2, WR: 2, TE: 1, K: 0, DEF: 0 });
    const input = { ...base, board, adps: adps.slice(20), spreads: spreads.slice(20), fromPick: 61, toPick: 72 };
    const needy = survivalToPick({ ...input, teamCounts: new Map() });
    const settled = survivalToPick({ ...input, teamCounts: withQbs });
    expect(settled[qb]!).toBeGreaterThan(needy[qb]!);
  });

  it('gives the same chances whatever it worked out before: a team fit kept from one draft never stands in for another’s', () => {
    const late = { ...base, board: pool.slice(150), adps: adps.slice(150), spreads: spreads.slice(150), fromPick: 157, toPick: 172 };
    const teams = (counts: PositionCounts) => new Map(Array.from({ length: 12 }, (_, i) => [i + 1, counts] as const));
    const withKickers = teams({ QB: 1, RB: 4, WR: 5, TE: 1, K: 1, DEF: 0 });
    const withoutKickers = teams({ QB: 1, RB: 4, WR: 5, TE: 1, K: 0, DEF: 0 });
    const kicker = late.board.findIndex((p) => p.position === 'K');
    const kickersTaken = survivalToPick({ ...late, teamCounts: withKickers });
    const kickersWanted = survivalToPick({ ...late, teamCounts: withoutKickers });
    // Teams still needing a kicker take him sooner.
    expect(kickersWanted[kicker]!).toBeLessThan(kickersTaken[kicker]!);
    // Roster settings equal in value but a new object start with nothing kept: the same chances.
    expect(survivalToPick({ ...late, rosterSpots: { ...DEFAULT_ROSTER_SPOTS }, teamCounts: withoutKickers })).toEqual(kickersWanted);
  });

  it('in a superflex or 2QB league, where every team with one QB needs a second, a mid-round QB is clearly less likely to last', () => {
    // Round 6 of a 12-team draft; every team has a QB, two RBs and two WRs. The board is the
    // same 1-QB ADP in each league: only the teams' needs, from the league's slots, differ.
    const board = pool.slice(60);
    const input = { ...base, board, adps: adps.slice(60), spreads: spreads.slice(60), fromPick: 61, toPick: 72, rounds: 17 };
    const teamCounts = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, { QB: 1, RB: 2, WR: 2, TE: 0, K: 0, DEF: 0 }] as const));
    const oneQb = survivalToPick({ ...input, rosterSpots: { ...SUPERFLEX_SPOTS, SUPERFLEX: 0, Bench: 7 }, teamCounts });
    const superflex = survivalToPick({ ...input, rosterSpots: SUPERFLEX_SPOTS, teamCounts });
    const twoQb = survivalToPick({ ...input, rosterSpots: { ...TWO_QB_SPOTS, Bench: 8 }, teamCounts });
    const qbs = board.flatMap((p, i) => (p.position === 'QB' && adpOf(p, 'ppr') < 90 ? [i] : []));
    expect(qbs.length).toBeGreaterThanOrEqual(2);
    for (const i of qbs) {
      expect(superflex[i]!).toBeLessThan(oneQb[i]!);
      expect(twoQb[i]!).toBeLessThan(oneQb[i]!);
    }
    // The QB the market takes within these picks (Drew Brees, ADP 71): nearly sure to last in a 1-QB
    // league, where nobody needs a second QB yet, and more likely gone than not where everyone does.
    const midRound = qbs[0]!;
    expect(adpOf(board[midRound]!, 'ppr')).toBeLessThan(72);
    expect(oneQb[midRound]!).toBeGreaterThan(0.9);
    expect(superflex[midRound]!).toBeLessThan(0.5);
    expect(twoQb[midRound]!).toBeLessThan(0.5);
    // Still one player per pick in expectation.
    expect(superflex.reduce((sum, x) => sum + (1 - x), 0)).toBeCloseTo(11, 1);
  });

  it('counts each team’s picks by its draft slot', () => {
    const picks: Array<{ position: Position; overallPick: number }> = [
      { position: 'QB', overallPick: 1 },
      { position: 'RB', overallPick: 24 },
      { position: 'WR', overallPick: 12 },
    ];
    const counts = countsBySlot(picks, 12);
    expect(counts.get(1)).toEqual({ QB: 1, RB: 1, WR: 0, TE: 0, K: 0, DEF: 0 });
    expect(counts.get(12)).toEqual({ QB: 0, RB: 0, WR: 1, TE: 0, K: 0, DEF: 0 });
  });

  it('counts a traded pick for the team that made it', () => {
    const counts = countsBySlot([{ position: 'QB', overallPick: 1 }], 12, { tradedPicks: [{ pick: 1, slot: 7 }] });
    expect(counts.get(1)).toBeUndefined();
    expect(counts.get(7)).toEqual({ QB: 1, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 });
  });
});
