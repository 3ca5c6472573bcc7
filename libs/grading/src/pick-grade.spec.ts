import fc from 'fast-check';
import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import { valueBoard, type DraftMomentInput } from './draft-model';
import { RULE_PENALTY } from './draft-model/player-value';
import { letterFor } from './letter';
import { gradePick, gradePickAt, ordinal, percentageForLoss, pickPercentage } from './pick-grade';
import { mulberry32 } from './prng';
import { simulateDraft } from './simulate';
import { testPool } from './testing/test-pool';

const pool = testPool();
const byName = (name: string): Player => pool.find((p) => p.name === name)!;

/** The moment slot 5 of a 12-team ADP draft is on the clock at `overallPick`. */
function adpDraftMoment(overallPick: number, slot = 5): DraftMomentInput {
  const draft = simulateDraft({ pool, format: 'ppr', leagueSize: 12, rosterSpots: DEFAULT_ROSTER_SPOTS });
  const before = draft.picks.filter((p) => p.overallPick < overallPick);
  return {
    pool,
    format: 'ppr',
    leagueSize: 12,
    draftPosition: slot,
    roster: before.filter((p) => p.slot === slot).map((p) => p.player),
    takenIds: before.map((p) => p.player.id),
    currentOverallPick: overallPick,
    othersPicks: before.filter((p) => p.slot !== slot).map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
  };
}

describe('percentageForLoss', () => {
  it('is 96 (A) for the best pick, and each stake given up halves the distance to 50', () => {
    expect(percentageForLoss(0, 30)).toBe(96);
    expect(letterFor(percentageForLoss(0, 30))).toBe('A');
    expect(percentageForLoss(10, 30)).toBeLessThan(percentageForLoss(5, 30));
    expect(letterFor(percentageForLoss(30, 30))).toBe('C');
    expect(letterFor(percentageForLoss(60, 30))).toBe('D-');
    // The same points weigh more where less is at stake.
    expect(percentageForLoss(10, 10)).toBeLessThan(percentageForLoss(10, 100));
    expect(percentageForLoss(Infinity, 30)).toBe(50);
    expect(letterFor(percentageForLoss(1000, 200))).toBe('F');
  });

  it('is monotone in the points given up at any stake', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), fc.integer({ min: 10, max: 400 }), (a, b, stake) => {
        if (a <= b) expect(percentageForLoss(a, stake)).toBeGreaterThanOrEqual(percentageForLoss(b, stake));
      }),
    );
  });
});

describe('one unit on every number', () => {
  it('every "passes on" figure is the difference of the two values shown, the parts add up to the value, and better values grade no lower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 170 }), fc.integer({ min: 1, max: 12 }), (overallPick, slot) => {
        const moment = valueBoard(adpDraftMoment(overallPick, slot)).moment();
        const grades = moment.board.slice(0, 40).map((v) => ({ v, grade: gradePickAt(moment, v.player) }));
        const best = grades[0]!;
        for (const { grade } of grades) {
          const c = grade.components;
          expect(c.gain + c.market - c.byePenalty).toBe(c.value);
          const passes = grade.reasons.find((r) => r.startsWith('Passes on '));
          if (passes) {
            expect(c.best).not.toBeNull();
            expect(passes).toBe(`Passes on ${c.best!.name} (${c.best!.value - c.value} more points of value for your roster)`);
            expect(c.best!.value).toBe(best.grade.components.value);
          }
          expect(c.loss).toBe(c.best ? Math.max(0, c.best.value - c.value) : 0);
        }
        // Among picks that keep the rules, the board's order is the grades' order; a soft rule's break
        // (a backup QB or TE a round early) grades as the value it gives up plus one stake.
        const keeping = grades.filter(({ v }) => !v.rule);
        for (let i = 1; i < keeping.length; i++) expect(keeping[i]!.grade.percentage).toBeLessThanOrEqual(keeping[i - 1]!.grade.percentage);
        for (const { v, grade } of grades.filter(({ v }) => v.rule?.soft))
          expect(grade.percentage).toBe(
            percentageForLoss(Math.max(0, Math.round(best.v.value) - Math.round(v.value)) + moment.stake, moment.stake),
          );
      }),
      { numRuns: 25 },
    );
  });

  it('a pick a round of picks down the board grades about C; the top pick A', () => {
    const moment = valueBoard(adpDraftMoment(30)).moment();
    const legal = moment.board.filter((v) => !v.rule);
    expect(gradePickAt(moment, legal[0]!.player).letter).toBe('A');
    expect(moment.stake).toBe(Math.max(10, Math.round(legal[0]!.score - legal[11]!.score)));
    expect(['C+', 'C', 'C-']).toContain(gradePickAt(moment, legal[11]!.player).letter);
  });
});

describe('gradePickAt', () => {
  it('grades the best pick on the board A and says so', () => {
    const moment = valueBoard(adpDraftMoment(1, 1)).moment();
    const best = moment.board[0]!.player;
    const grade = gradePickAt(moment, best);
    expect(grade).toMatchObject({ letter: 'A', percentage: 96 });
    expect(grade.reasons).toContain('Best pick on the board for your roster');
    expect(grade.components.loss).toBe(0);
  });

  it('names the better player a pick passes on', () => {
    const moment = valueBoard(adpDraftMoment(1, 1)).moment();
    const best = moment.board[0]!.player;
    const grade = gradePickAt(moment, byName('Aaron Rodgers'));
    expect(grade.percentage).toBeLessThan(83);
    expect(grade.reasons.join(' ')).toContain(`Passes on ${best.name}`);
  });

  it('marks a K or DEF down before the last two rounds, and never calls one in them a reach', () => {
    const early = gradePickAt(valueBoard(adpDraftMoment(5 * 12 + 5)).moment(), byName(pool.find((p) => p.position === 'K')!.name));
    expect(early.letter).toBe('F');
    expect(early.reasons[0]).toBe('K before round 14: wait for the last two rounds');
    const input = adpDraftMoment(13 * 12 + 5);
    const moment = valueBoard(input).moment();
    const kicker = moment.board.find((v) => v.player.position === 'K')!.player;
    const late = gradePickAt(moment, kicker);
    expect(late.reasons.some((r) => r.startsWith('Reach'))).toBe(false);
    expect(late.reasons.join(' ')).not.toContain('before round');
  });

  it('grades a backup QB or TE a round early a C at best, not an F: waiting is better, but it is no blunder', () => {
    // Slot 5 in round 12 of 15 (pick 140) with a QB, a TE and a full RB/WR core: the backups' last
    // three rounds are 13–15. The board is what the ADP has left.
    const byAdp = [...pool].sort((x, y) => x.adp.ppr - y.adp.ppr);
    const take = (position: string, n: number) => byAdp.filter((p) => p.position === position).slice(0, n);
    const roster = [...take('QB', 1), ...take('RB', 4), ...take('WR', 5), ...take('TE', 1)];
    const others = byAdp.filter((p) => !roster.includes(p) && p.position !== 'QB' && p.position !== 'TE').slice(0, 128);
    const moment = valueBoard({
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 5,
      roster,
      takenIds: [...roster, ...others].map((p) => p.id),
      currentOverallPick: 140,
    }).moment();
    const early = moment.board.filter((v) => v.rule?.soft);
    expect(early.length).toBeGreaterThan(0);
    expect(moment.board[0]!.rule).toBeNull();
    for (const v of early) {
      const grade = gradePickAt(moment, v.player);
      expect(grade.reasons[0]).toMatch(/before round 13: a backup QB or TE waits for the last three rounds$/);
      expect(grade.percentage).toBeLessThanOrEqual(percentageForLoss(moment.stake, moment.stake));
      expect(grade.percentage).toBeGreaterThan(percentageForLoss(RULE_PENALTY, moment.stake));
    }
    expect(percentageForLoss(moment.stake, moment.stake)).toBe(73);
  });

  it('marks down a third QB while RB/WR starters are open', () => {
    const qbs = pool.filter((p) => p.position === 'QB').slice(0, 3);
    const input: DraftMomentInput = {
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 5,
      roster: qbs.slice(0, 2),
      takenIds: qbs.slice(0, 2).map((p) => p.id),
      currentOverallPick: 29,
    };
    const grade = gradePick({ ...input, player: qbs[2]! });
    expect(grade.letter).toBe('F');
    expect(grade.reasons[0]).toBe('A third QB while your RB/WR starters or first backups are open');
    // The figures say the rule apart from the points: the rule's penalty is not a number of points.
    expect(grade.components.breaksRule).toBe(true);
    expect(grade.components.loss).toBeLessThan(500);
  });

  it('grades an already drafted player F and says why', () => {
    const input = adpDraftMoment(30);
    const gone = pool.find((p) => (input.takenIds as string[]).includes(p.id))!;
    const grade = gradePickAt(valueBoard(input).moment(), gone);
    expect(grade.letter).toBe('F');
    expect(grade.reasons).toEqual([`${gone.name} is already drafted`]);
  });

  it('gradePick grades a player as if he were still on the board', () => {
    const input = adpDraftMoment(30);
    const player = valueBoard(input).moment().board[2]!.player;
    expect(gradePick({ ...input, player })).toEqual(gradePickAt(valueBoard(input).moment(), player));
  });

  it('gradePick, which values only the players that may be the best, grades every player as the whole board does', () => {
    for (const overallPick of [1, 14, 30, 57, 88, 101, 150, 173]) {
      const input = adpDraftMoment(overallPick);
      const moment = valueBoard(input).moment();
      for (const { player } of moment.board) expect(gradePick({ ...input, player })).toEqual(gradePickAt(moment, player));
    }
  });

  it('pickPercentage, which leaves out the chances and reasons, is the percentage of gradePick for every player, and for one already taken', () => {
    for (const overallPick of [1, 14, 30, 57, 88, 101, 150, 173]) {
      const input = adpDraftMoment(overallPick);
      for (const { player } of valueBoard(input).moment().board)
        expect(pickPercentage({ ...input, player })).toBe(gradePick({ ...input, player }).percentage);
    }
    const input = adpDraftMoment(40);
    const [gone] = input.roster;
    expect(pickPercentage({ ...input, player: gone! })).toBe(gradePick({ ...input, player: gone! }).percentage);
  });

  it('pickPercentage agrees with the whole board on any draft: picks far from ADP, any slot, injured players, a player another team took', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 1, max: 12 }), fc.integer(), (overallPick, slot, seed) => {
        const rng = mulberry32(seed);
        // A draft that strays from ADP by up to 40 picks, some players hurt.
        const noisy = pool.map((player) => ({ ...player, isInjured: rng() < 0.1 }));
        const order = noisy.map((player) => ({ player, at: player.adp.ppr + 40 * rng() })).sort((a, b) => a.at - b.at);
        const before = order.slice(0, overallPick - 1).map(({ player }) => player);
        const input: DraftMomentInput = {
          pool: noisy,
          format: 'ppr',
          leagueSize: 12,
          draftPosition: slot,
          roster: before.filter((_, index) => index % 12 === slot - 1),
          takenIds: before.map((player) => player.id),
          currentOverallPick: overallPick,
          othersPicks: before
            .filter((_, index) => index % 12 !== slot - 1)
            .map((player, index) => ({ position: player.position, overallPick: index + 1 })),
        };
        const candidates = [...Array.from({ length: 6 }, () => noisy[Math.floor(rng() * noisy.length)] as Player), ...before.slice(-2)];
        for (const player of candidates) expect(pickPercentage({ ...input, player })).toBe(gradePick({ ...input, player }).percentage);
      }),
      { numRuns: 40 },
    );
  });
});

describe('ordinal', () => {
  it('writes 1st, 2nd, 3rd, 4th, 11th, 22nd', () => {
    expect([1, 2, 3, 4, 11, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
  });
});

describe("a roster's last pick", () => {
  it('has no ADP term: each player is worth what he adds, so the pick follows gain, not a slide past ADP', () => {
    const draft = simulateDraft({ pool, format: 'ppr', leagueSize: 12, rosterSpots: DEFAULT_ROSTER_SPOTS });
    const rounds = draft.rosters[0]!.length;
    const lastOwn = draft.picks.filter((p) => p.slot === 5).at(-1)!.overallPick;
    const moment = valueBoard(adpDraftMoment(lastOwn)).moment();
    expect(moment.input.roster).toHaveLength(rounds - 1);
    for (const candidate of moment.board) {
      expect(candidate.market).toBe(0);
      expect(candidate.value).toBeCloseTo(candidate.gain - candidate.byePenalty, 9);
    }
    // The picks within the rules, best first by what each adds (less a shared bye).
    const values = moment.board.filter((candidate) => !candidate.rule).map((candidate) => candidate.value);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

describe('a handcuff', () => {
  // The test pool links no handcuffs: make the latest-ADP RB the handcuff of an early starter.
  const starter = pool.find((p) => p.name === 'Ezekiel Elliott')!;
  const backup = pool.filter((p) => p.position === 'RB').at(-1)!;
  const handcuff: Player = { ...backup, handcuffOf: starter.id, isHandcuff: true };
  const linked = pool.map((p) => (p.id === backup.id ? handcuff : p));
  // Another starting RB the market takes near the starter.
  const other = pool.find((p) => p.name === 'Alvin Kamara')!;
  const momentWith = (rb: Player) =>
    valueBoard({
      pool: linked,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 5,
      roster: [rb],
      // Late in a draft, every other player but the kickers and defenses gone.
      takenIds: linked.filter((p) => !['K', 'DEF'].includes(p.position) && p.id !== handcuff.id).map((p) => p.id),
      currentOverallPick: 140,
    }).moment();

  it('is worth more to the roster that owns his starter, and the grade says why', () => {
    const withStarter = momentWith(starter);
    const withOther = momentWith(other);
    expect(withStarter.byId.get(handcuff.id)!.gain).toBeGreaterThan(withOther.byId.get(handcuff.id)!.gain + 5);
    const says = (moment: typeof withStarter) => gradePickAt(moment, handcuff).reasons;
    expect(says(withStarter)).toContain(`Handcuffs your ${starter.name}: his role is yours if he misses games`);
    expect(says(withOther).join()).not.toContain('Handcuffs your');
  });
});

describe('a player on the injury report', () => {
  // The same pick with one player listed differently: the board values him by the games he is expected to play.
  const listedAs = (listing: Partial<Player>) => {
    const target = pool.find((p) => p.position === 'WR' && p.adp.ppr > 20)!;
    const listed = pool.map((p) =>
      p === target ? { ...p, isInjured: listing.injuryStatus !== 'suspended' && listing.injuryStatus !== undefined, ...listing } : p,
    );
    const moment = valueBoard({ ...adpDraftMoment(20), pool: listed }).moment();
    const player = listed.find((p) => p.id === target.id)!;
    return { gain: moment.byId.get(target.id)!.gain, reasons: gradePickAt(moment, player).reasons };
  };

  it('is worth the games he is expected to play: less on injured reserve than questionable', () => {
    const healthy = listedAs({});
    const questionable = listedAs({ injuryStatus: 'questionable' });
    const ir = listedAs({ injuryStatus: 'ir' });
    expect(questionable.gain).toBeCloseTo(healthy.gain * (1 - 0.3 / 17), 6);
    expect(ir.gain).toBeCloseTo(healthy.gain * (1 - 6 / 17), 6);
    expect(ir.reasons).toContain('Risk: on injured reserve, expected to miss about 6 games');
    expect(questionable.reasons).toContain('Risk: questionable, expected to miss about part of a game');
    expect(listedAs({ injuryStatus: 'suspended' }).reasons).toContain('Risk: suspended, expected to miss about 2 games');
    expect(healthy.reasons.join()).not.toContain('Risk: ');
  });
});
