import { DEFAULT_ROSTER_SPOTS, rosterSlotsFor, type Position, type Roster, type RosterSlot, type RosterSpots } from '@draftmode/domain';
import {
  addPlayer,
  benchPlayers,
  emptyRoster,
  firstFreeSlot,
  fitRosterToSpots,
  placePlayer,
  removePlayer,
  rosterSlotIds,
  slotInsteadOf,
  slotOf,
} from './roster-players';
import { autoAssignOrder, isEligibleForSlot } from './slot-eligibility';

function addAll(roster: Roster, players: [string, Position][]): Roster {
  return players.reduce((current, [id, position]) => addPlayer(current, id, position), roster);
}

const spots = (changes: Partial<RosterSpots>): RosterSpots => ({ ...DEFAULT_ROSTER_SPOTS, ...changes });
const SUPERFLEX_LEAGUE = spots({ QB: 1, SUPERFLEX: 1 });

describe('slot eligibility (docs/draft-rules.md §1)', () => {
  const DEFAULT_SLOTS = rosterSlotsFor(DEFAULT_ROSTER_SPOTS).map((slot) => slot.id);
  const eligibleSlots = (position: Position, slots: readonly RosterSlot[] = DEFAULT_SLOTS): RosterSlot[] =>
    slots.filter((slot) => isEligibleForSlot(position, slot));

  it('lets QB, K and DEF play only their own slot in the default league', () => {
    expect(eligibleSlots('QB')).toEqual(['qb']);
    expect(eligibleSlots('K')).toEqual(['k']);
    expect(eligibleSlots('DEF')).toEqual(['def']);
  });

  it('lets RB, WR and TE play their own slots and FLEX', () => {
    expect(eligibleSlots('RB').sort()).toEqual(['flex', 'rb1', 'rb2']);
    expect(eligibleSlots('WR').sort()).toEqual(['flex', 'wr1', 'wr2']);
    expect(eligibleSlots('TE').sort()).toEqual(['flex', 'te']);
  });

  it('lets FLEX take RB, WR and TE only, SUPERFLEX a QB too, WR/TE and WR/RB their two', () => {
    expect(isEligibleForSlot('RB', 'flex')).toBe(true);
    expect(isEligibleForSlot('TE', 'flex')).toBe(true);
    expect(isEligibleForSlot('QB', 'flex')).toBe(false);
    expect(isEligibleForSlot('K', 'flex')).toBe(false);
    expect(eligibleSlots('QB', ['superflex', 'flex', 'wrte', 'wrrb'])).toEqual(['superflex']);
    expect(eligibleSlots('TE', ['superflex', 'flex', 'wrte', 'wrrb'])).toEqual(['superflex', 'flex', 'wrte']);
    expect(eligibleSlots('RB', ['superflex', 'flex', 'wrte', 'wrrb'])).toEqual(['superflex', 'flex', 'wrrb']);
    expect(eligibleSlots('DEF', ['superflex', 'flex', 'wrte', 'wrrb'])).toEqual([]);
  });

  it('knows no slot outside the slot names', () => {
    expect(isEligibleForSlot('WR', 'wr')).toBe(false);
    expect(isEligibleForSlot('WR', 'wr9')).toBe(true);
    expect(isEligibleForSlot('QB', 'constructor')).toBe(false);
  });

  it('orders auto-assign by own position, then the narrowest flex', () => {
    const slots = rosterSlotsFor(spots({ FLEX: 1, SUPERFLEX: 1, WRTE: 1, WRRB: 1 })).map((slot) => slot.id);
    expect(autoAssignOrder(slots, 'WR')).toEqual(['wr1', 'wr2', 'wrte', 'wrrb', 'flex', 'superflex']);
    expect(autoAssignOrder(slots, 'TE')).toEqual(['te', 'wrte', 'flex', 'superflex']);
    expect(autoAssignOrder(slots, 'RB')).toEqual(['rb1', 'rb2', 'wrrb', 'flex', 'superflex']);
    expect(autoAssignOrder(slots, 'QB')).toEqual(['qb', 'superflex']);
    expect(autoAssignOrder(slots, 'K')).toEqual(['k']);
  });
});

describe('emptyRoster', () => {
  it("has no players and the default league's nine starting slots empty", () => {
    const roster = emptyRoster();
    expect(roster.playerIds).toEqual([]);
    expect(roster.bench).toEqual([]);
    expect(Object.values(roster.positions).every((occupant) => occupant === null)).toBe(true);
    expect(rosterSlotIds(roster)).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'def', 'k']);
  });

  it('has the slots of the league it is given', () => {
    expect(rosterSlotIds(emptyRoster(spots({ QB: 2, WR: 3, SUPERFLEX: 1 })))).toEqual([
      'qb1',
      'qb2',
      'rb1',
      'rb2',
      'wr1',
      'wr2',
      'wr3',
      'te',
      'flex',
      'superflex',
      'def',
      'k',
    ]);
  });

  it('returns a fresh roster each time', () => {
    expect(emptyRoster()).not.toBe(emptyRoster());
    expect(emptyRoster().positions).not.toBe(emptyRoster().positions);
  });
});

describe('addPlayer auto-assigns the first free slot (docs/draft-rules.md §1)', () => {
  it('puts a QB in qb', () => {
    expect(addPlayer(emptyRoster(), 'q1', 'QB').positions.qb).toBe('q1');
  });

  it('puts RBs in rb1, rb2, then flex, and a fourth RB on the bench', () => {
    const roster = addAll(emptyRoster(), [
      ['r1', 'RB'],
      ['r2', 'RB'],
      ['r3', 'RB'],
      ['r4', 'RB'],
    ]);
    expect([roster.positions.rb1, roster.positions.rb2, roster.positions.flex]).toEqual(['r1', 'r2', 'r3']);
    expect(slotOf(roster, 'r4')).toBeNull();
    expect(roster.playerIds).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(benchPlayers(roster)).toEqual(['r4']);
  });

  it('puts WRs in wr1, wr2, then flex: the default league has no wr3', () => {
    const roster = addAll(emptyRoster(), [
      ['w1', 'WR'],
      ['w2', 'WR'],
      ['w3', 'WR'],
      ['w4', 'WR'],
    ]);
    expect([roster.positions.wr1, roster.positions.wr2, roster.positions.flex]).toEqual(['w1', 'w2', 'w3']);
    expect(roster.positions).not.toHaveProperty('wr3');
    expect(benchPlayers(roster)).toEqual(['w4']);
  });

  it('puts WRs in wr1, wr2, wr3, then flex in a league with three WR spots', () => {
    const roster = addAll(emptyRoster(spots({ WR: 3 })), [
      ['w1', 'WR'],
      ['w2', 'WR'],
      ['w3', 'WR'],
      ['w4', 'WR'],
      ['w5', 'WR'],
    ]);
    expect([roster.positions.wr1, roster.positions.wr2, roster.positions.wr3, roster.positions.flex]).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(benchPlayers(roster)).toEqual(['w5']);
  });

  it('puts a second QB in SUPERFLEX, and RBs there only after FLEX', () => {
    const roster = addAll(emptyRoster(SUPERFLEX_LEAGUE), [
      ['q1', 'QB'],
      ['q2', 'QB'],
      ['q3', 'QB'],
      ['r1', 'RB'],
      ['r2', 'RB'],
      ['r3', 'RB'],
      ['r4', 'RB'],
    ]);
    expect(roster.positions.qb).toBe('q1');
    expect(roster.positions.superflex).toBe('q2');
    expect(roster.positions.flex).toBe('r3');
    expect(benchPlayers(roster)).toEqual(['q3', 'r4']);
  });

  it('fills SUPERFLEX with a skill player once FLEX is taken', () => {
    const roster = addAll(emptyRoster(SUPERFLEX_LEAGUE), [
      ['w1', 'WR'],
      ['w2', 'WR'],
      ['w3', 'WR'],
      ['w4', 'WR'],
      ['q1', 'QB'],
      ['q2', 'QB'],
    ]);
    expect([roster.positions.flex, roster.positions.superflex, roster.positions.qb]).toEqual(['w3', 'w4', 'q1']);
    expect(benchPlayers(roster)).toEqual(['q2']);
  });

  it('puts QBs in qb1 and qb2 in a two-QB league', () => {
    const roster = addAll(emptyRoster(spots({ QB: 2 })), [
      ['q1', 'QB'],
      ['q2', 'QB'],
      ['q3', 'QB'],
    ]);
    expect([roster.positions.qb1, roster.positions.qb2]).toEqual(['q1', 'q2']);
    expect(roster.positions).not.toHaveProperty('qb');
    expect(benchPlayers(roster)).toEqual(['q3']);
  });

  it('takes the narrowest flex first: WR/TE before FLEX for a TE, WR/RB before FLEX for an RB', () => {
    const roster = addAll(emptyRoster(spots({ WRTE: 1, WRRB: 1 })), [
      ['t1', 'TE'],
      ['t2', 'TE'],
      ['t3', 'TE'],
      ['r1', 'RB'],
      ['r2', 'RB'],
      ['r3', 'RB'],
      ['w1', 'WR'],
      ['w2', 'WR'],
      ['w3', 'WR'],
    ]);
    expect(roster.positions.wrte).toBe('t2');
    expect(roster.positions.flex).toBe('t3');
    expect(roster.positions.wrrb).toBe('r3');
    expect(benchPlayers(roster)).toEqual(['w3']);
  });

  it('puts a TE in te, then flex', () => {
    const roster = addAll(emptyRoster(), [
      ['t1', 'TE'],
      ['t2', 'TE'],
    ]);
    expect(roster.positions.te).toBe('t1');
    expect(roster.positions.flex).toBe('t2');
  });

  it('does not send a TE to flex when flex is already taken', () => {
    const roster = addAll(emptyRoster(), [
      ['r1', 'RB'],
      ['r2', 'RB'],
      ['r3', 'RB'],
      ['t1', 'TE'],
      ['t2', 'TE'],
    ]);
    expect(roster.positions.flex).toBe('r3');
    expect(slotOf(roster, 't2')).toBeNull();
  });

  it('puts DEF in def and K in k, and a second of either on the bench', () => {
    const roster = addAll(emptyRoster(), [
      ['d1', 'DEF'],
      ['k1', 'K'],
      ['d2', 'DEF'],
      ['k2', 'K'],
    ]);
    expect(roster.positions.def).toBe('d1');
    expect(roster.positions.k).toBe('k1');
    expect(benchPlayers(roster)).toEqual(['d2', 'k2']);
  });

  it('leaves a player unassigned when his only slot is full', () => {
    const roster = addAll(emptyRoster(), [
      ['q1', 'QB'],
      ['q2', 'QB'],
    ]);
    expect(roster.playerIds).toContain('q2');
    expect(slotOf(roster, 'q2')).toBeNull();
    expect(roster.bench).toEqual([]);
    expect(benchPlayers(roster)).toEqual(['q2']);
  });

  it('ignores a player already on the roster and never mutates its input', () => {
    const before = addPlayer(emptyRoster(), 'r1', 'RB');
    const snapshot = structuredClone(before);
    expect(addPlayer(before, 'r1', 'RB')).toBe(before);
    addPlayer(before, 'r2', 'RB');
    expect(before).toEqual(snapshot);
  });

  it('reports the slot a player would take', () => {
    expect(firstFreeSlot(emptyRoster(), 'WR')).toBe('wr1');
    const full = addAll(emptyRoster(), [['k1', 'K']]);
    expect(firstFreeSlot(full, 'K')).toBeNull();
  });
});

describe('placePlayer (replaying a recorded slot)', () => {
  it('uses the recorded slot when free', () => {
    expect(placePlayer(emptyRoster(), 'r1', 'flex').positions.flex).toBe('r1');
  });

  it('leaves the player unassigned when the recorded slot is taken or null', () => {
    const roster = placePlayer(placePlayer(emptyRoster(), 'r1', 'rb1'), 'r2', 'rb1');
    expect(roster.positions.rb1).toBe('r1');
    expect(slotOf(roster, 'r2')).toBeNull();
    expect(slotOf(placePlayer(emptyRoster(), 'x', null), 'x')).toBeNull();
  });

  it('places a player recorded in a slot the league lacks (wr3 with two WR spots) by the auto-assign rule', () => {
    const twoWrs = addAll(emptyRoster(), [
      ['w1', 'WR'],
      ['w2', 'WR'],
    ]);
    const roster = placePlayer(twoWrs, 'w3', 'wr3');
    expect(roster.positions.flex).toBe('w3');
    expect(roster.playerIds).toEqual(['w1', 'w2', 'w3']);
    // With FLEX taken too he is kept, on the bench.
    const full = placePlayer(roster, 'w4', 'wr3');
    expect(slotOf(full, 'w4')).toBeNull();
    expect(benchPlayers(full)).toEqual(['w4']);
  });

  it('places a player from a dropped flex slot only where every position of that flex may play', () => {
    const noFlex = emptyRoster(spots({ FLEX: 0, WRTE: 1, SUPERFLEX: 1 }));
    expect(slotInsteadOf(noFlex, 'flex')).toBe('superflex');
    expect(slotInsteadOf(emptyRoster(spots({ SUPERFLEX: 1 })), 'wrte')).toBe('flex');
    expect(slotInsteadOf(emptyRoster(spots({ FLEX: 0 })), 'flex')).toBeNull();
    expect(slotInsteadOf(emptyRoster(), 'bogus')).toBeNull();
  });
});

describe("fitRosterToSpots (the league's settings change)", () => {
  const roster = addAll(emptyRoster(spots({ WR: 3 })), [
    ['q1', 'QB'],
    ['w1', 'WR'],
    ['w2', 'WR'],
    ['w3', 'WR'],
    ['r1', 'RB'],
  ]);

  it('keeps every player in a slot the league still has', () => {
    const fitted = fitRosterToSpots(roster, spots({ WR: 3, K: 0 }));
    expect(rosterSlotIds(fitted)).not.toContain('k');
    expect([fitted.positions.wr1, fitted.positions.wr2, fitted.positions.wr3, fitted.positions.rb1]).toEqual(['w1', 'w2', 'w3', 'r1']);
  });

  it('moves the WR3 to FLEX when the league drops to two WR spots, and to the bench with FLEX taken', () => {
    const fitted = fitRosterToSpots(roster, DEFAULT_ROSTER_SPOTS);
    expect(fitted.positions).not.toHaveProperty('wr3');
    expect(fitted.positions.flex).toBe('w3');
    expect(fitted.playerIds).toEqual(roster.playerIds);

    const flexTaken = addAll(roster, [
      ['r2', 'RB'],
      ['r3', 'RB'],
    ]);
    expect(flexTaken.positions.flex).toBe('r3');
    const benched = fitRosterToSpots(flexTaken, DEFAULT_ROSTER_SPOTS);
    expect(slotOf(benched, 'w3')).toBeNull();
    expect(benchPlayers(benched)).toEqual(['w3']);
  });

  it('renames qb to qb1 when the league takes a second QB', () => {
    const fitted = fitRosterToSpots(roster, spots({ QB: 2, WR: 3 }));
    expect(fitted.positions.qb1).toBe('q1');
    expect(fitted.positions.qb2).toBeNull();
  });

  it('returns the same roster when its slots already fit', () => {
    expect(fitRosterToSpots(roster, spots({ WR: 3 }))).toBe(roster);
  });
});

describe('removePlayer', () => {
  it('clears his slot and takes him off the roster', () => {
    const roster = removePlayer(
      addAll(emptyRoster(), [
        ['r1', 'RB'],
        ['r2', 'RB'],
      ]),
      'r1',
    );
    expect(roster.positions.rb1).toBeNull();
    expect(roster.positions.rb2).toBe('r2');
    expect(roster.playerIds).toEqual(['r2']);
  });

  it('takes him off the explicit bench list', () => {
    const roster: Roster = {
      ...addAll(emptyRoster(), [
        ['q1', 'QB'],
        ['q2', 'QB'],
      ]),
      bench: ['q2'],
    };
    const after = removePlayer(roster, 'q2');
    expect(after.bench).toEqual([]);
    expect(after.playerIds).toEqual(['q1']);
  });

  it('frees the slot for the next player of that position', () => {
    const roster = addPlayer(removePlayer(addPlayer(emptyRoster(), 'q1', 'QB'), 'q1'), 'q2', 'QB');
    expect(roster.positions.qb).toBe('q2');
  });

  it('changes nothing visible for a player not on the roster', () => {
    const roster = addPlayer(emptyRoster(), 'q1', 'QB');
    expect(removePlayer(roster, 'nobody')).toEqual(roster);
  });
});

describe('benchPlayers', () => {
  it('lists unassigned and explicitly benched players once each, in roster order', () => {
    const base = addAll(emptyRoster(), [
      ['q1', 'QB'],
      ['q2', 'QB'],
      ['k1', 'K'],
      ['k2', 'K'],
    ]);
    expect(benchPlayers({ ...base, bench: ['k2', 'q2'] })).toEqual(['q2', 'k2']);
  });
});
