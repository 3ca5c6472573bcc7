import fc from 'fast-check';
import { DEFAULT_ROSTER_SPOTS, FLEX_ELIGIBLE, type FlexKind, type Player, type Position, type RosterSpots } from '@draftmode/domain';
import { bestLineup, openStarterSlots, positionCounts, slotFillFor, starterSlotCount, startableSlots } from './lineup';
import { SUPERFLEX_SPOTS, TWO_QB_SPOTS, WR_FLEX_SPOTS } from './testing/leagues';
import { makePlayer } from './testing/test-pool';

const none: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
let nextId = 0;
const player = (position: Position, points: number): Player =>
  makePlayer({ id: `${position}-${nextId++}`, position, projection: { ppr: points, half: points, std: points } });
const pts = (p: Player): number => p.projection.ppr;
const lineupOf = (players: Player[], spots: RosterSpots) =>
  bestLineup(players, pts, spots).starters.map((s) => `${s.slot} ${s.player.position} ${s.points}`);

describe('bestLineup', () => {
  it('starts a second QB in the SUPERFLEX, after the positions and the FLEX, with the roster panel’s labels', () => {
    const roster = [
      player('QB', 300),
      player('QB', 250),
      player('RB', 200),
      player('RB', 180),
      player('RB', 120),
      player('WR', 190),
      player('WR', 170),
      player('WR', 160),
      player('WR', 110),
      player('TE', 130),
      player('K', 100),
      player('DEF', 90),
    ];
    expect(lineupOf(roster, SUPERFLEX_SPOTS)).toEqual([
      'QB QB 300',
      'RB1 RB 200',
      'RB2 RB 180',
      'WR1 WR 190',
      'WR2 WR 170',
      'WR3 WR 160',
      'TE TE 130',
      'FLEX RB 120',
      'SUPERFLEX QB 250',
      'DEF DEF 90',
      'K K 100',
    ]);
    expect(bestLineup(roster, pts, SUPERFLEX_SPOTS).bench.map(pts)).toEqual([110]);
  });

  it('fills flex kinds from the narrowest: WR/TE, WR/RB, then FLEX; numbers a kind with several slots, and always RB and WR', () => {
    const roster = [
      player('RB', 200),
      player('WR', 190),
      player('WR', 150),
      player('TE', 140),
      player('TE', 120),
      player('RB', 100),
      player('RB', 90),
    ];
    expect(lineupOf(roster, { ...WR_FLEX_SPOTS, RB: 1, WR: 1, QB: 0, K: 0, DEF: 0 })).toEqual([
      'RB1 RB 200',
      'WR1 WR 190',
      'TE TE 140',
      'WR/TE WR 150',
      'WR/RB RB 100',
      'FLEX TE 120',
    ]);
    expect(lineupOf([player('QB', 300), player('QB', 200)], TWO_QB_SPOTS)).toEqual(['QB1 QB 300', 'QB2 QB 200']);
    expect(lineupOf([player('RB', 100), player('RB', 90), player('WR', 80)], { ...DEFAULT_ROSTER_SPOTS, RB: 1, WR: 0, FLEX: 2 })).toEqual([
      'RB1 RB 100',
      'FLEX1 RB 90',
      'FLEX2 WR 80',
    ]);
  });
});

describe('slotFillFor', () => {
  it('in a superflex league, a second QB fills the SUPERFLEX, and so does an RB past the FLEX while no QB or RB is there', () => {
    expect(slotFillFor('QB', none, SUPERFLEX_SPOTS)).toEqual({ kind: 'starter', slot: 'QB' });
    expect(slotFillFor('QB', { ...none, QB: 1 }, SUPERFLEX_SPOTS)).toEqual({ kind: 'flex', slot: 'SUPERFLEX' });
    expect(slotFillFor('QB', { ...none, QB: 2 }, SUPERFLEX_SPOTS)).toEqual({ kind: 'bench', nth: 3 });
    expect(slotFillFor('RB', { ...none, RB: 2 }, SUPERFLEX_SPOTS)).toEqual({ kind: 'flex', slot: 'FLEX' });
    expect(slotFillFor('RB', { ...none, RB: 3 }, SUPERFLEX_SPOTS)).toEqual({ kind: 'flex', slot: 'SUPERFLEX' });
    expect(slotFillFor('RB', { ...none, QB: 2, RB: 3 }, SUPERFLEX_SPOTS)).toEqual({ kind: 'bench', nth: 4 });
    // The superflex is the second QB's, even with an RB there by count.
    expect(slotFillFor('QB', { ...none, QB: 1, RB: 4 }, SUPERFLEX_SPOTS)).toEqual({ kind: 'flex', slot: 'SUPERFLEX' });
    expect(slotFillFor('QB', { ...none, QB: 2 }, { ...SUPERFLEX_SPOTS, SUPERFLEX: 2 })).toEqual({ kind: 'flex', slot: 'SUPERFLEX2' });
  });

  it('labels as the roster panel does: QB2 in a 2QB league, RB1 in a one-RB league, WR/TE, FLEX2', () => {
    expect(slotFillFor('QB', { ...none, QB: 1 }, TWO_QB_SPOTS)).toEqual({ kind: 'starter', slot: 'QB2' });
    expect(slotFillFor('RB', none, { ...DEFAULT_ROSTER_SPOTS, RB: 1 })).toEqual({ kind: 'starter', slot: 'RB1' });
    expect(slotFillFor('TE', { ...none, TE: 1 }, WR_FLEX_SPOTS)).toEqual({ kind: 'flex', slot: 'WR/TE' });
    // A TE takes the WR/TE even when a WR sits there by count: the WR moves on to the WR/RB.
    expect(slotFillFor('TE', { ...none, TE: 1, WR: 3 }, WR_FLEX_SPOTS)).toEqual({ kind: 'flex', slot: 'WR/RB' });
    expect(slotFillFor('RB', { ...none, RB: 3 }, { ...DEFAULT_ROSTER_SPOTS, FLEX: 2 })).toEqual({ kind: 'flex', slot: 'FLEX2' });
    expect(slotFillFor('QB', { ...none, QB: 1 }, DEFAULT_ROSTER_SPOTS)).toEqual({ kind: 'bench', nth: 2 });
  });

  it('counts every flex kind among the open starter slots', () => {
    expect(starterSlotCount(SUPERFLEX_SPOTS)).toBe(11);
    expect(starterSlotCount(WR_FLEX_SPOTS)).toBe(11);
    expect(openStarterSlots(none, SUPERFLEX_SPOTS)).toBe(11);
    expect(openStarterSlots({ ...none, QB: 2, RB: 3 }, SUPERFLEX_SPOTS)).toBe(11 - 5);
    expect(openStarterSlots({ ...none, QB: 3 }, SUPERFLEX_SPOTS)).toBe(11 - 2);
    expect(startableSlots('QB', SUPERFLEX_SPOTS)).toBe(2);
    expect(startableSlots('WR', WR_FLEX_SPOTS)).toBe(5);
    expect(startableSlots('TE', WR_FLEX_SPOTS)).toBe(3);
  });
});

const KIND_OF_LABEL: Record<string, Position | FlexKind> = { 'WR/TE': 'WRTE', 'WR/RB': 'WRRB' };
const kindOf = (slot: string): Position | FlexKind => {
  const bare = slot.replace(/\d+$/, '');
  return KIND_OF_LABEL[bare] ?? (bare as Position | FlexKind);
};
const eligibleFor = (kind: Position | FlexKind): readonly Position[] =>
  kind in FLEX_ELIGIBLE ? FLEX_ELIGIBLE[kind as FlexKind] : [kind as Position];

describe('bestLineup, property', () => {
  const positions: Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
  const rosterArb = fc.array(fc.record({ position: fc.constantFrom(...positions), points: fc.integer({ min: 0, max: 400 }) }), {
    maxLength: 18,
  });

  /** Every slot filled and no eligible player benched while one is empty; the slot counts by position counts agree where slots nest. */
  function checkLineup(rows: ReadonlyArray<{ position: Position; points: number }>, spots: RosterSpots): void {
    const roster = rows.map((r) => player(r.position, r.points));
    const lineup = bestLineup(roster, pts, spots);
    const filled = new Map<Position | FlexKind, number>();
    for (const s of lineup.starters) {
      const kind = kindOf(s.slot);
      expect(eligibleFor(kind)).toContain(s.player.position);
      filled.set(kind, (filled.get(kind) ?? 0) + 1);
    }
    for (const [kind, n] of filled) expect(n).toBeLessThanOrEqual(spots[kind]);
    for (const benched of lineup.bench) {
      for (const kind of [...positions, ...(Object.keys(FLEX_ELIGIBLE) as FlexKind[])]) {
        if (eligibleFor(kind).includes(benched.position)) expect(filled.get(kind) ?? 0).toBe(spots[kind]);
      }
    }
    expect(lineup.starters.length + lineup.bench.length).toBe(roster.length);
    // By counts, the same number of slots is open (with both WR/TE and WR/RB, greedy may leave one
    // open that counts would fill: the approximation `bestLineup` documents).
    if (spots.WRTE === 0 || spots.WRRB === 0)
      expect(openStarterSlots(positionCounts(roster), spots)).toBe(starterSlotCount(spots) - lineup.starters.length);
  }

  it('in a superflex league never leaves a slot empty while an eligible player sits on the bench, and starts only eligible players', () => {
    fc.assert(
      fc.property(rosterArb, fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 2 }), (rows, superflex, flex) =>
        checkLineup(rows, { ...SUPERFLEX_SPOTS, SUPERFLEX: superflex, FLEX: flex }),
      ),
    );
  });

  it('does the same in any league within the roster bounds, every flex kind included', () => {
    const spotsArb = fc.record({
      QB: fc.integer({ min: 0, max: 2 }),
      RB: fc.integer({ min: 0, max: 3 }),
      WR: fc.integer({ min: 0, max: 3 }),
      TE: fc.integer({ min: 0, max: 2 }),
      FLEX: fc.integer({ min: 0, max: 2 }),
      SUPERFLEX: fc.integer({ min: 0, max: 2 }),
      WRTE: fc.integer({ min: 0, max: 2 }),
      WRRB: fc.integer({ min: 0, max: 2 }),
      DEF: fc.integer({ min: 0, max: 1 }),
      K: fc.integer({ min: 0, max: 1 }),
      Bench: fc.constant(6),
    });
    fc.assert(fc.property(rosterArb, spotsArb, (rows, spots) => checkLineup(rows, spots)));
  });
});
