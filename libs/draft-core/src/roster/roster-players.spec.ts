import { ROSTER_SLOTS, type Position, type Roster, type RosterSlot } from '@draftmode/domain';
import { addPlayer, benchPlayers, emptyRoster, firstFreeSlot, placePlayer, removePlayer, slotOf } from './roster-players';
import { AUTO_ASSIGN_ORDER, isEligibleForSlot } from './slot-eligibility';

function addAll(roster: Roster, players: [string, Position][]): Roster {
  return players.reduce((current, [id, position]) => addPlayer(current, id, position), roster);
}

describe('slot eligibility (docs/draft-rules.md §1)', () => {
  const eligibleSlots = (position: Position): RosterSlot[] => ROSTER_SLOTS.filter((slot) => isEligibleForSlot(position, slot));

  it('lets QB, K and DEF play only their own slot', () => {
    expect(eligibleSlots('QB')).toEqual(['qb']);
    expect(eligibleSlots('K')).toEqual(['k']);
    expect(eligibleSlots('DEF')).toEqual(['def']);
  });

  it('lets RB, WR and TE play their own slots and FLEX', () => {
    expect(eligibleSlots('RB').sort()).toEqual(['flex', 'rb1', 'rb2']);
    expect(eligibleSlots('WR').sort()).toEqual(['flex', 'wr1', 'wr2', 'wr3']);
    expect(eligibleSlots('TE').sort()).toEqual(['flex', 'te']);
  });

  it('lets FLEX take RB, WR and TE only', () => {
    expect(isEligibleForSlot('RB', 'flex')).toBe(true);
    expect(isEligibleForSlot('TE', 'flex')).toBe(true);
    expect(isEligibleForSlot('QB', 'flex')).toBe(false);
    expect(isEligibleForSlot('K', 'flex')).toBe(false);
  });

  it('only ever auto-assigns into eligible slots', () => {
    for (const [position, slots] of Object.entries(AUTO_ASSIGN_ORDER)) {
      for (const slot of slots) expect(isEligibleForSlot(position as Position, slot)).toBe(true);
    }
  });
});

describe('emptyRoster', () => {
  it('has no players and every slot empty', () => {
    const roster = emptyRoster();
    expect(roster.playerIds).toEqual([]);
    expect(roster.bench).toEqual([]);
    expect(Object.values(roster.positions).every((occupant) => occupant === null)).toBe(true);
    expect(Object.keys(roster.positions)).toHaveLength(10);
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

  it('puts WRs in wr1, wr2, wr3, then flex', () => {
    const roster = addAll(emptyRoster(), [
      ['w1', 'WR'],
      ['w2', 'WR'],
      ['w3', 'WR'],
      ['w4', 'WR'],
      ['w5', 'WR'],
    ]);
    expect([roster.positions.wr1, roster.positions.wr2, roster.positions.wr3, roster.positions.flex]).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(benchPlayers(roster)).toEqual(['w5']);
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
