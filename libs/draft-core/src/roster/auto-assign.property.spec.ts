import { MAX_ROSTER_SPOTS, POSITIONS, type Position, type Roster, type RosterSpots } from '@draftmode/domain';
import fc from 'fast-check';
import { DraftRuleError } from '../errors/draft-rule-error';
import { addPlayer, emptyRoster, removePlayer, rosterSlotIds, slotOf } from './roster-players';
import { isEligibleForSlot } from './slot-eligibility';
import { swapIntoSlot } from './swap';

/** Every structural rule a roster must keep, as a list of broken ones (empty when sound). */
function rosterViolations(roster: Roster, positionOf: (id: string) => Position | undefined): string[] {
  const violations: string[] = [];
  const slots = rosterSlotIds(roster);
  const occupants = slots.map((slot) => roster.positions[slot]).filter((id): id is string => id !== null && id !== undefined);
  if (new Set(roster.playerIds).size !== roster.playerIds.length) violations.push('duplicate roster id');
  if (new Set(occupants).size !== occupants.length) violations.push('player in two slots');
  if (new Set(roster.bench).size !== roster.bench.length) violations.push('duplicate bench id');
  for (const slot of slots) {
    const occupant = roster.positions[slot];
    if (occupant === null || occupant === undefined) continue;
    if (!roster.playerIds.includes(occupant)) violations.push(`${slot} holds an off-roster player`);
    const position = positionOf(occupant);
    if (position === undefined || !isEligibleForSlot(position, slot)) violations.push(`${slot} holds a ${position}`);
  }
  for (const id of roster.bench) {
    if (!roster.playerIds.includes(id)) violations.push('bench holds an off-roster player');
    if (slotOf(roster, id) !== null) violations.push('benched player also in a slot');
  }
  return violations;
}

/** Roster spots of any league within the bounds (no bench: it has no slots). */
const leagueSpots: fc.Arbitrary<RosterSpots> = fc.record({
  QB: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.QB }),
  RB: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.RB }),
  WR: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.WR }),
  TE: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.TE }),
  FLEX: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.FLEX }),
  SUPERFLEX: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.SUPERFLEX }),
  WRTE: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.WRTE }),
  WRRB: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.WRRB }),
  DEF: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.DEF }),
  K: fc.integer({ min: 0, max: MAX_ROSTER_SPOTS.K }),
  Bench: fc.constant(0),
});

const step = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      id: fc.integer({ min: 0, max: 24 }),
      position: fc.constantFrom(...POSITIONS),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 24 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      id: fc.integer({ min: 0, max: 24 }),
      // The league's own slots and some it may lack.
      slot: fc.constantFrom(
        'qb',
        'qb1',
        'qb2',
        'rb1',
        'rb2',
        'rb3',
        'wr1',
        'wr2',
        'wr3',
        'te',
        'flex',
        'superflex',
        'wrte',
        'wrrb',
        'def',
        'k',
        'bogus',
      ),
    }),
    weight: 3,
  },
);

describe('roster properties', () => {
  it('adds, removes and swaps never put a player in an ineligible slot, two slots, or off the roster', () => {
    fc.assert(
      fc.property(leagueSpots, fc.array(step, { maxLength: 60 }), (spots, steps) => {
        const positions = new Map<string, Position>();
        const positionOf = (id: string) => positions.get(id);
        let roster = emptyRoster(spots);
        for (const action of steps) {
          const id = `p${action.id}`;
          if (action.kind === 'add') {
            if (!positions.has(id)) positions.set(id, action.position);
            roster = addPlayer(roster, id, positions.get(id) as Position);
          } else if (action.kind === 'remove') {
            roster = removePlayer(roster, id);
          } else {
            try {
              roster = swapIntoSlot(roster, action.slot, id, positionOf).roster;
            } catch (error) {
              if (!(error instanceof DraftRuleError)) throw error;
            }
          }
          expect(rosterViolations(roster, positionOf)).toEqual([]);
        }
      }),
    );
  });

  it('auto-assign fills every slot a position can use before leaving a player unassigned', () => {
    fc.assert(
      fc.property(leagueSpots, fc.array(fc.constantFrom(...POSITIONS), { maxLength: 30 }), (spots, added) => {
        const roster = added.reduce((current, position, index) => addPlayer(current, `p${index}`, position), emptyRoster(spots));
        added.forEach((position, index) => {
          if (slotOf(roster, `p${index}`) === null) {
            const openSlots = rosterSlotIds(roster).filter((slot) => roster.positions[slot] === null && isEligibleForSlot(position, slot));
            expect(openSlots).toEqual([]);
          }
        });
      }),
    );
  });
});
