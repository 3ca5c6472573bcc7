import fc from 'fast-check';
import type { Player } from '@draftmode/domain';
import { gradePick, ordinal, type PickGradeInput } from './pick-grade';
import { makePlayer, testPool } from './testing/test-pool';

const pool = testPool();
const base = { format: 'ppr' as const, leagueSize: 12, pool };
const at = (adp: number, pos: Player['position'], extra: Partial<Player> = {}): Player =>
  makePlayer({ id: `x-${pos}-${adp}-${JSON.stringify(extra)}`, position: pos, adp: { ppr: adp, half: adp, std: adp }, projection: { ppr: 0, half: 0, std: 0 }, ...extra });
const grade = (player: Player, overallPick: number, roster: Player[] = [], extra: Partial<PickGradeInput> = {}) =>
  gradePick({ ...base, player, overallPick, roster, available: pool.filter((p) => !roster.includes(p)), ...extra });

describe('gradePick', () => {
  it('returns a letter, a 0–100 percentage, four components and 1–3 reasons', () => {
    const g = grade(pool[0]!, 1);
    expect(g.percentage).toBeGreaterThanOrEqual(0);
    expect(g.percentage).toBeLessThanOrEqual(100);
    expect(Object.keys(g.components).sort()).toEqual(['need', 'risk', 'value', 'vor']);
    expect(g.reasons.length).toBeGreaterThanOrEqual(1);
    expect(g.reasons.length).toBeLessThanOrEqual(3);
  });

  it('value beats reach: going 14 picks after ADP vs 12 before', () => {
    const wr = at(20, 'WR');
    const value = grade(wr, 34);
    const reach = grade(wr, 8);
    expect(value.reasons).toContain('Value: went 14 picks after ADP');
    expect(reach.reasons).toContain('Reach: went 12 picks before ADP');
    expect(value.percentage).toBeGreaterThan(reach.percentage);
    expect(value.components.value).toBeGreaterThan(50);
    expect(reach.components.value).toBeLessThan(50);
  });

  it('a K before the last two rounds is a reach with a reason; in round 15 it is not', () => {
    const k = at(150, 'K');
    const early = grade(k, 110); // round 10 of 15
    const late = grade(k, 170); // round 15
    expect(early.reasons).toContain('Reach: K before round 14');
    expect(late.reasons.join()).not.toContain('Reach: K');
    expect(early.components.risk).toBeGreaterThan(0);
    expect(late.percentage).toBeGreaterThan(early.percentage);
  });

  it('need vs stacking: filling an open RB slot beats a 3rd QB at the same ADP', () => {
    const roster = [at(30, 'QB'), at(60, 'QB'), at(10, 'WR'), at(40, 'WR')];
    const rb = grade(at(70, 'RB'), 70, roster);
    const qb = grade(at(70, 'QB'), 70, roster);
    expect(rb.reasons).toContain('Fills your open RB1 slot');
    expect(qb.reasons).toContain('Stacks a 3rd QB');
    expect(rb.components.need).toBe(100);
    expect(qb.components.need).toBeLessThan(20);
    expect(rb.percentage).toBeGreaterThan(qb.percentage);
  });

  it('RB2 and FLEX slots are named as they fill', () => {
    expect(grade(at(40, 'RB'), 40, [at(5, 'RB')]).reasons).toContain('Fills your open RB2 slot');
    expect(grade(at(40, 'RB'), 40, [at(5, 'RB'), at(15, 'RB')]).reasons).toContain('Fills your open FLEX slot');
  });

  it('injury and RB age are risks', () => {
    const healthy = grade(at(30, 'RB'), 30);
    const hurt = grade(at(30, 'RB', { isInjured: true }), 30);
    const old = grade(at(30, 'RB', { age: 30 }), 30);
    const oldWr = grade(at(30, 'WR', { age: 30 }), 30);
    expect(hurt.reasons).toContain('Risk: listed as injured');
    expect(old.reasons).toContain('Risk: RB aged 30');
    expect(oldWr.components.risk).toBe(0);
    expect(hurt.percentage).toBeLessThan(healthy.percentage);
    expect(old.percentage).toBeLessThan(healthy.percentage);
  });

  it('a handcuff taken early is a risk, late it is not', () => {
    const cuff = at(120, 'RB', { handcuffOf: 'someone', isHandcuff: true });
    expect(grade(cuff, 40).reasons.join()).toContain('handcuff taken early');
    expect(grade(cuff, 130).components.risk).toBe(0);
  });

  it('flags a bye week stacked with existing starters', () => {
    const roster = [at(5, 'RB', { byeWeek: 7 }), at(12, 'WR', { byeWeek: 7 })];
    const g = grade(at(25, 'WR', { byeWeek: 7 }), 25, roster);
    expect(g.reasons).toContain('Bye week 7 shared with 2 starters');
    expect(g.components.risk).toBeGreaterThan(0);
    expect(grade(at(25, 'WR', { byeWeek: 9 }), 25, roster).components.risk).toBe(0);
  });

  it('passing on a much better player costs VOR points', () => {
    const bad = grade(at(200, 'WR', { projection: { ppr: 60, half: 60, std: 60 } }), 2);
    expect(bad.components.vor).toBeLessThan(20);
    expect(bad.reasons.some((r) => r.startsWith('Passes on'))).toBe(true);
    expect(bad.letter).toBe('F');
  });

  it('ordinal suffixes', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });

  it('property: taking the same player later than his ADP never grades lower', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: pool.length - 1 }),
        fc.subarray(pool.slice(0, 150), { maxLength: 12 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 16 }),
        (i, roster, after, more, injured, bye) => {
          const p = pool[i]!;
          const player = { ...p, isInjured: injured, byeWeek: bye, age: 24 + (i % 10) };
          if (roster.some((r) => r.id === p.id)) return;
          const first = Math.min(180, Math.max(1, Math.round(p.adp.ppr) + after));
          const second = Math.min(180, first + more);
          const available = pool.filter((x) => !roster.includes(x));
          const g1 = gradePick({ ...base, player, overallPick: first, roster, available });
          const g2 = gradePick({ ...base, player, overallPick: second, roster, available });
          expect(g2.percentage).toBeGreaterThanOrEqual(g1.percentage);
        },
      ),
      { numRuns: 150 },
    );
  });
});
