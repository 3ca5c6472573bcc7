import type { Position, Roster } from '@draftmode/domain';
import { DraftRuleError } from '../errors/draft-rule-error';
import { addPlayer, benchPlayers, emptyRoster, slotOf } from './roster-players';
import { applySwap, eligibleForSlot, swapIntoSlot } from './swap';

const POSITIONS: Record<string, Position> = {
  q1: 'QB',
  q2: 'QB',
  r1: 'RB',
  r2: 'RB',
  r3: 'RB',
  r4: 'RB',
  w1: 'WR',
  w2: 'WR',
  w3: 'WR',
  w4: 'WR',
  t1: 'TE',
  t2: 'TE',
};
const positionOf = (id: string): Position | undefined => POSITIONS[id];

function rosterOf(...ids: string[]): Roster {
  return ids.reduce((roster, id) => addPlayer(roster, id, POSITIONS[id] ?? 'QB'), emptyRoster());
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof DraftRuleError) return error.code;
    throw error;
  }
  return undefined;
}

describe('eligibleForSlot (the swap list)', () => {
  it('lists rostered players who fit the slot, without its occupant', () => {
    const roster = rosterOf('r1', 'r2', 'r3', 'r4', 'w1', 'q1');
    expect(eligibleForSlot(roster, 'rb1', positionOf)).toEqual(['r2', 'r3', 'r4']);
    expect(eligibleForSlot(roster, 'flex', positionOf)).toEqual(['r1', 'r2', 'r4', 'w1']);
  });

  it('is empty when nobody else fits (No eligible players available to swap)', () => {
    expect(eligibleForSlot(rosterOf('q1', 'r1'), 'qb', positionOf)).toEqual([]);
  });

  it('leaves out players whose position is unknown', () => {
    const roster = addPlayer(rosterOf('r1'), 'mystery', 'RB');
    expect(eligibleForSlot(roster, 'rb1', positionOf)).toEqual([]);
  });
});

describe('swapIntoSlot (docs/draft-rules.md §1, swap)', () => {
  it('moves a bench player into an empty slot', () => {
    const roster = rosterOf('q1', 'q2');
    const emptied = { ...roster, positions: { ...roster.positions, qb: null } };
    const result = swapIntoSlot(emptied, 'qb', 'q2', positionOf);
    expect(result.roster.positions.qb).toBe('q2');
    expect(result).toMatchObject({ from: 'bench', displaced: null, benched: null });
  });

  it('swaps a bench player with the occupant, who goes to the bench', () => {
    const result = swapIntoSlot(rosterOf('r1', 'r2', 'r3', 'r4'), 'rb1', 'r4', positionOf);
    expect(result.roster.positions.rb1).toBe('r4');
    expect(result.roster.bench).toEqual(['r1']);
    expect(benchPlayers(result.roster)).toEqual(['r1']);
    expect(result).toMatchObject({ from: 'bench', displaced: 'r1', benched: null });
  });

  it('trades two slotted players when each can play the other slot', () => {
    const result = swapIntoSlot(rosterOf('r1', 'r2', 'r3'), 'rb1', 'r3', positionOf);
    expect(result.roster.positions.rb1).toBe('r3');
    expect(result.roster.positions.flex).toBe('r1');
    expect(result).toMatchObject({ from: 'flex', displaced: 'r1', benched: null });
  });

  it('benches the occupant when he cannot play the chosen player’s old slot', () => {
    // w3 sits in flex; moving r1 from rb1 to flex leaves rb1, which a WR cannot play.
    const roster = rosterOf('r1', 'r2', 'w1', 'w2', 'w3');
    const result = swapIntoSlot(roster, 'flex', 'r1', positionOf);
    expect(result.roster.positions.flex).toBe('r1');
    expect(result.roster.positions.rb1).toBeNull();
    expect(result.roster.bench).toEqual(['w3']);
    expect(result).toMatchObject({ from: 'rb1', displaced: null, benched: 'w3' });
  });

  it('refuses a slot the league does not have, naming the slots it has', () => {
    const roster = rosterOf('w1', 'w2', 'w3', 'w4');
    expect(codeOf(() => swapIntoSlot(roster, 'wr3', 'w4', positionOf))).toBe('unknown-slot');
    expect(() => swapIntoSlot(roster, 'wr3', 'w4', positionOf)).toThrow(
      "This league's roster has no wr3 slot (its slots: qb, rb1, rb2, wr1, wr2, te, flex, def, k)",
    );
    expect(eligibleForSlot(roster, 'wr3', positionOf)).toEqual([]);
    // A stored swap into such a slot changes nothing on replay.
    expect(applySwap(roster, { slot: 'wr3', playerId: 'w4', from: 'bench', displaced: null })).toBe(roster);
  });

  it('moves a slotted player into an empty slot and frees his old one', () => {
    const result = swapIntoSlot(rosterOf('r1'), 'flex', 'r1', positionOf);
    expect(result.roster.positions.flex).toBe('r1');
    expect(result.roster.positions.rb1).toBeNull();
    expect(result).toMatchObject({ from: 'rb1', displaced: null, benched: null });
  });

  it('takes a benched player off the explicit bench list when he starts', () => {
    const once = swapIntoSlot(rosterOf('r1', 'r2', 'r3', 'r4'), 'rb1', 'r4', positionOf).roster;
    const twice = swapIntoSlot(once, 'rb1', 'r1', positionOf).roster;
    expect(twice.positions.rb1).toBe('r1');
    expect(twice.bench).toEqual(['r4']);
  });

  it('refuses an ineligible position, an off-roster player, an unknown one, and a no-op', () => {
    const roster = addPlayer(rosterOf('q1', 'w1'), 'mystery', 'RB');
    expect(() => swapIntoSlot(roster, 'qb', 'w1', positionOf)).toThrow('A WR cannot play the qb slot');
    expect(codeOf(() => swapIntoSlot(roster, 'qb', 'q2', positionOf))).toBe('not-on-roster');
    expect(codeOf(() => swapIntoSlot(roster, 'rb2', 'mystery', positionOf))).toBe('unknown-player');
    expect(codeOf(() => swapIntoSlot(roster, 'qb', 'q1', positionOf))).toBe('already-in-slot');
  });

  it('never mutates its input', () => {
    const roster = rosterOf('r1', 'r2', 'r3', 'r4');
    const snapshot = structuredClone(roster);
    swapIntoSlot(roster, 'rb1', 'r4', positionOf);
    expect(roster).toEqual(snapshot);
  });
});

describe('applySwap (replaying SlotsSwapped)', () => {
  it('reproduces what swapIntoSlot decided', () => {
    const roster = rosterOf('r1', 'r2', 'w1', 'w2', 'w3', 'w4');
    const result = swapIntoSlot(roster, 'flex', 'r1', positionOf);
    expect(applySwap(roster, { slot: 'flex', playerId: 'r1', from: result.from, displaced: result.displaced })).toEqual(result.roster);
  });

  it('uses where the player really is, so nobody ends up in two places', () => {
    const roster = rosterOf('r1', 'r2', 'r3');
    const after = applySwap(roster, { slot: 'rb1', playerId: 'r3', from: 'bench', displaced: 'r1' });
    expect(after.positions.flex).toBe('r1');
    expect(slotOf(after, 'r3')).toBe('rb1');
  });

  it('ignores a player not on the roster', () => {
    const roster = rosterOf('r1');
    expect(applySwap(roster, { slot: 'rb1', playerId: 'ghost', from: 'bench', displaced: 'r1' })).toBe(roster);
  });
});
