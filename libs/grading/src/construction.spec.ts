import { DEFAULT_ROSTER_SPOTS, type Position } from '@draftmode/domain';
import { constructionRule, constructionViolations } from './construction';
import { SUPERFLEX_SPOTS, TWO_QB_SPOTS, WR_FLEX_SPOTS } from './testing/leagues';

const none: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
const spots = DEFAULT_ROSTER_SPOTS;

describe('constructionRule', () => {
  it('allows a K or DEF only in the last two rounds, and one of each', () => {
    expect(constructionRule('K', none, 13, 15, spots)?.code).toBe('early-kicker-or-defense');
    expect(constructionRule('K', none, 14, 15, spots)).toBeNull();
    expect(constructionRule('DEF', { ...none, DEF: 1 }, 15, 15, spots)?.code).toBe('spare-kicker-or-defense');
  });

  it('refuses a backup QB or TE while the RB/WR core is open, and a third at any time, saying why', () => {
    expect(constructionRule('QB', none, 5, 15, spots)).toBeNull();
    expect(constructionRule('QB', { ...none, QB: 1, RB: 2, WR: 2 }, 7, 15, spots)?.text).toBe(
      'A second QB while your RB/WR starters or first backups are open',
    );
    expect(constructionRule('TE', { QB: 1, RB: 1, WR: 7, TE: 1, K: 0, DEF: 0 }, 11, 15, spots)?.text).toBe(
      'A second TE while your RB/WR starters or first backups are open',
    );
    expect(constructionRule('QB', { QB: 1, RB: 3, WR: 4, TE: 1, K: 0, DEF: 0 }, 10, 15, spots)?.text).toBe(
      'A second QB before round 13: a backup QB or TE waits for the last three rounds',
    );
    expect(constructionRule('QB', { QB: 1, RB: 3, WR: 4, TE: 1, K: 0, DEF: 0 }, 13, 15, spots)).toBeNull();
    expect(constructionRule('QB', { ...none, QB: 2 }, 5, 15, spots)?.text).toBe(
      'A third QB while your RB/WR starters or first backups are open',
    );
    expect(constructionRule('TE', { QB: 1, RB: 5, WR: 4, TE: 2, K: 0, DEF: 0 }, 13, 15, spots)?.text).toBe(
      'A third TE: a bench spot an RB or WR would use better',
    );
  });

  it('refuses RB or WR depth beyond starters, FLEX and two backups while the other position lacks a starter or its first backup', () => {
    const counts = { QB: 1, RB: 2, WR: 5, TE: 1, K: 0, DEF: 0 };
    expect(constructionRule('WR', counts, 9, 15, spots)?.text).toBe('A sixth WR before a first RB backup');
    expect(constructionRule('WR', { ...counts, RB: 1 }, 9, 15, spots)?.text).toBe('A sixth WR before an RB starter');
    expect(constructionRule('RB', { ...counts, RB: 5, WR: 1 }, 9, 15, spots)?.text).toBe('A sixth RB before a WR starter');
    expect(constructionRule('WR', { ...counts, WR: 4 }, 9, 15, spots)).toBeNull();
    expect(constructionRule('WR', { ...counts, RB: 3 }, 9, 15, spots)).toBeNull();
    // A league where RBs cannot play (no RB slot, no FLEX) needs no RB behind its WRs.
    expect(constructionRule('WR', { ...counts, RB: 0, WR: 4 }, 9, 15, { ...spots, RB: 0, FLEX: 0, WR: 2 })).toBeNull();
  });

  it('refuses a bench pick when the picks left only just cover the open starter slots', () => {
    const counts = { QB: 1, RB: 4, WR: 4, TE: 1, K: 0, DEF: 0 };
    // 13 players with K and DEF open and two picks left: both must be K and DEF.
    expect(constructionRule('RB', { ...counts, RB: 6, WR: 5 }, 14, 15, spots)?.code).toBe('starters-left-open');
    expect(constructionRule('RB', counts, 11, 15, spots)).toBeNull();
  });
});

describe('constructionRule in leagues with more flex kinds', () => {
  it('takes a second QB as a starter in a superflex or 2QB league; the third is the backup the rules hold back', () => {
    const early = { ...none, QB: 1, RB: 2, WR: 2 };
    expect(constructionRule('QB', early, 5, 17, SUPERFLEX_SPOTS)).toBeNull();
    expect(constructionRule('QB', early, 5, 15, TWO_QB_SPOTS)).toBeNull();
    expect(constructionRule('QB', { ...early, QB: 2 }, 6, 17, SUPERFLEX_SPOTS)?.text).toBe(
      'A third QB while your RB/WR starters or first backups are open',
    );
    expect(constructionRule('QB', { QB: 3, RB: 5, WR: 5, TE: 1, K: 0, DEF: 0 }, 13, 17, SUPERFLEX_SPOTS)?.text).toBe(
      'A fourth QB: a bench spot an RB or WR would use better',
    );
    expect(constructionRule('QB', { QB: 2, RB: 5, WR: 5, TE: 1, K: 0, DEF: 0 }, 15, 17, SUPERFLEX_SPOTS)).toBeNull();
  });

  it('counts a WR/TE and a WR/RB flex among the RB/WR slots the core fills first, and in the RB/WR depth limits', () => {
    // The default core is RB3, WR3 and 7 of them; with a WR/TE and a WR/RB it is 9.
    const counts = { QB: 1, RB: 4, WR: 4, TE: 1, K: 0, DEF: 0 };
    expect(constructionRule('TE', counts, 13, 15, spots)).toBeNull();
    expect(constructionRule('TE', counts, 10, 17, WR_FLEX_SPOTS)?.code).toBe('qb-or-te-depth');
    // A sixth WR before a first RB backup is refused by default; with two more WR slots the limit is two higher.
    const thin = { QB: 1, RB: 2, WR: 5, TE: 1, K: 0, DEF: 0 };
    expect(constructionRule('WR', thin, 9, 15, spots)?.code).toBe('rb-wr-balance');
    expect(constructionRule('WR', thin, 9, 17, WR_FLEX_SPOTS)).toBeNull();
    expect(constructionRule('WR', { ...thin, WR: 7 }, 9, 17, WR_FLEX_SPOTS)?.text).toBe('An eighth WR before a first RB backup');
    // The superflex is a QB's: it adds no RB/WR depth.
    expect(constructionRule('WR', thin, 9, 17, { ...SUPERFLEX_SPOTS, WR: 2 })?.code).toBe('rb-wr-balance');
  });
});

describe('constructionViolations', () => {
  it('lists each rule a drafted roster broke, by pick', () => {
    const picks = [
      { position: 'QB' as const, round: 1 },
      { position: 'QB' as const, round: 2 },
      { position: 'QB' as const, round: 3 },
      { position: 'K' as const, round: 4 },
    ];
    expect(constructionViolations(picks, 15, spots).map((v) => [v.pickIndex, v.code])).toEqual([
      [1, 'qb-or-te-depth'],
      [2, 'qb-or-te-depth'],
      [3, 'early-kicker-or-defense'],
    ]);
  });
});
