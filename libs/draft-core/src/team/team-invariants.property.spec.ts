import {
  DEFAULT_ROSTER_SPOTS,
  LEAGUE_SIZES,
  POSITIONS,
  rosterSlotsFor,
  type Position,
  type RosterSpots,
  type TeamEvent,
} from '@draftmode/domain';
import fc from 'fast-check';
import { DraftRuleError } from '../errors/draft-rule-error';
import { ownerOfPick, pickOwnershipOf, userPickNumbers } from '../draft/snake';
import { rosterLimit, rosterSize } from '../roster/completeness';
import { rosterSlotIds, slotOf } from '../roster/roster-players';
import { isEligibleForSlot } from '../roster/slot-eligibility';
import { decide, type DecideContext } from './decide';
import { evolve, foldTeamEvents } from './evolve';
import type { TeamCommand } from './team-commands';
import { initialTeamState, type TeamState } from './team-state';

// A pool of 30 players cycling through the positions, plus ids the pool does not know.
const POOL = new Map<string, Position>(
  Array.from({ length: 30 }, (_, index) => [`p${index}`, POSITIONS[index % POSITIONS.length] as Position]),
);
const context: DecideContext = { now: '2026-09-01T18:00:00.000Z', positionOf: (id) => POOL.get(id), existingTeamNames: ['Taken Name'] };

const playerId = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 29 }).map((index) => `p${index}`), weight: 9 },
  { arbitrary: fc.constant('ghost'), weight: 1 },
);
const rosterSpots: fc.Arbitrary<RosterSpots> = fc.record({
  QB: fc.integer({ min: 0, max: 2 }),
  RB: fc.integer({ min: 0, max: 3 }),
  WR: fc.integer({ min: 0, max: 3 }),
  TE: fc.integer({ min: 0, max: 2 }),
  FLEX: fc.integer({ min: 0, max: 1 }),
  SUPERFLEX: fc.integer({ min: 0, max: 1 }),
  WRTE: fc.integer({ min: 0, max: 1 }),
  WRRB: fc.integer({ min: 0, max: 1 }),
  DEF: fc.integer({ min: 0, max: 1 }),
  K: fc.integer({ min: 0, max: 1 }),
  Bench: fc.integer({ min: 0, max: 6 }),
});
const leagueSize = fc.constantFrom(...LEAGUE_SIZES);
/** Slots some league has, so also slots the team's league may lack (wr3 with two WR spots, qb with two QBs). */
const anySlot = fc.constantFrom(
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
  'te1',
  'flex',
  'superflex',
  'wrte',
  'wrrb',
  'def',
  'k',
);

const command: fc.Arbitrary<TeamCommand> = fc.oneof(
  { arbitrary: playerId.map((id): TeamCommand => ({ type: 'DraftPlayer', data: { playerId: id } })), weight: 6 },
  { arbitrary: playerId.map((id): TeamCommand => ({ type: 'RecordTakenByOther', data: { playerId: id } })), weight: 6 },
  { arbitrary: playerId.map((id): TeamCommand => ({ type: 'AddPlayerToRoster', data: { playerId: id } })), weight: 3 },
  { arbitrary: playerId.map((id): TeamCommand => ({ type: 'UndoPick', data: { playerId: id } })), weight: 2 },
  {
    arbitrary: fc
      .record({ playerId, draftSlot: fc.integer({ min: 0, max: 13 }), round: fc.integer({ min: 0, max: 16 }) })
      .map((data): TeamCommand => ({ type: 'RecordKeeper', data })),
    weight: 2,
  },
  { arbitrary: playerId.map((id): TeamCommand => ({ type: 'RemovePlayerFromRoster', data: { playerId: id } })), weight: 2 },
  {
    arbitrary: fc.record({ slot: anySlot, playerId }).map((data): TeamCommand => ({ type: 'SwapSlots', data })),
    weight: 5,
  },
  {
    arbitrary: fc
      .record({
        scoringFormat: fc.constantFrom('PPR', 'Half-PPR', 'Standard' as const),
        leagueSize,
        draftPosition: fc.integer({ min: 0, max: 17 }),
        rosterSpots,
        draftOrder: fc.constantFrom('snake', 'third-round-reversal', 'linear' as const),
        // Trades of early picks, some to slots or of picks the league does not have.
        tradedPicks: fc.array(fc.record({ pick: fc.integer({ min: 0, max: 40 }), slot: fc.integer({ min: 0, max: 13 }) }), {
          maxLength: 4,
        }),
      })
      .map((data): TeamCommand => ({ type: 'ChangeLeagueSettings', data })),
    weight: 1,
  },
  {
    // A draft room's picks at its own numbers, some taken, not the team's, or outside the draft.
    arbitrary: fc
      .array(fc.record({ playerId, own: fc.boolean(), overallPick: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }) }), {
        minLength: 1,
        maxLength: 3,
      })
      .map((picks): TeamCommand => ({ type: 'RecordPicks', data: { picks } })),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom('New Name', 'Taken Name', '').map((name): TeamCommand => ({ type: 'RenameTeam', data: { name } })),
    weight: 1,
  },
  { arbitrary: fc.constant<TeamCommand>({ type: 'SaveReportCard', data: { grade: 'B', percentage: 84, gradeBreakdown: [] } }), weight: 1 },
  { arbitrary: fc.constant<TeamCommand>({ type: 'LinkSleeperDraft', data: { draftId: 'd-1', draftSlot: 2 } }), weight: 1 },
  { arbitrary: fc.constant<TeamCommand>({ type: 'UnlinkSleeperDraft', data: {} }), weight: 1 },
);

/** Every invariant of docs/draft-rules.md §5 and of the roster structure, as a list of broken ones. */
function violations(state: TeamState): string[] {
  const { roster } = state;
  const found: string[] = [];
  const takenIds = state.takenByOthers.map((pick) => pick.playerId);
  const everyListed = [...roster.playerIds, ...takenIds];
  if (new Set(everyListed).size !== everyListed.length) found.push('a player is listed twice across roster and taken-by-others');
  if (roster.playerIds.length > rosterLimit(roster, state.settings.rosterSpots)) found.push('roster over its size');
  const slots = rosterSlotIds(roster);
  if (
    slots.join() !==
    rosterSlotsFor(state.settings.rosterSpots)
      .map((slot) => slot.id)
      .join()
  )
    found.push("the slots are not the league's");
  const occupants = slots.map((slot) => roster.positions[slot]).filter((id): id is string => id !== null && id !== undefined);
  if (new Set(occupants).size !== occupants.length) found.push('a player in two slots');
  for (const slot of slots) {
    const occupant = roster.positions[slot];
    if (occupant === null || occupant === undefined) continue;
    if (!roster.playerIds.includes(occupant)) found.push(`${slot} holds an off-roster player`);
    const position = POOL.get(occupant);
    if (position === undefined || !isEligibleForSlot(position, slot)) found.push(`${slot} holds a ${position ?? 'unknown'}`);
  }
  if (new Set(roster.bench).size !== roster.bench.length) found.push('bench lists a player twice');
  for (const id of roster.bench) {
    if (!roster.playerIds.includes(id)) found.push('bench holds an off-roster player');
    if (slotOf(roster, id) !== null) found.push('a benched player is also in a slot');
  }
  for (const pick of state.ownPicks) if (!roster.playerIds.includes(pick.playerId)) found.push('an own pick is off the roster');
  for (const id of roster.playerIds) if (!POOL.has(id)) found.push('an unknown player is on the roster');
  return found;
}

function startingState(spots: RosterSpots): TeamState {
  const create: TeamCommand = {
    type: 'CreateTeam',
    data: { teamId: 't-1', userId: 'u-1', name: 'Prop Team', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 5, rosterSpots: spots },
  };
  return foldTeamEvents(decide(create, initialTeamState, context));
}

describe('team stream properties', () => {
  it('every sequence of accepted commands, folded with evolve, keeps every invariant', () => {
    const spots = fc.oneof(
      fc.constant(DEFAULT_ROSTER_SPOTS),
      rosterSpots.filter((s) => Object.values(s).some((n) => n > 0)),
    );
    fc.assert(
      fc.property(spots, fc.array(command, { maxLength: 80 }), (initialSpots, commands) => {
        let state = startingState(initialSpots);
        for (const next of commands) {
          let events: TeamEvent[] = [];
          try {
            events = decide(next, state, context);
          } catch (error) {
            if (!(error instanceof DraftRuleError)) throw error;
            continue;
          }
          state = foldTeamEvents(events, state);
          expect(violations(state)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every accepted event changes the state as decided (nothing is silently dropped by evolve)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        let state = startingState(DEFAULT_ROSTER_SPOTS);
        for (const next of commands) {
          let events: TeamEvent[];
          try {
            events = decide(next, state, context);
          } catch {
            continue;
          }
          for (const event of events) {
            const after = evolve(state, event);
            expect(after).not.toBe(state);
            state = after;
          }
        }
      }),
    );
  });

  it('no command changes the number of another pick, and no two picks share a number', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 80 }), (commands) => {
        let state = startingState(DEFAULT_ROSTER_SPOTS);
        for (const next of commands) {
          let after: TeamState;
          try {
            after = foldTeamEvents(decide(next, state, context), state);
          } catch {
            continue;
          }
          const numbers = (s: TeamState) => new Map([...s.ownPicks, ...s.takenByOthers].map((pick) => [pick.playerId, pick.overallPick]));
          const before = numbers(state);
          const now = numbers(after);
          // A new draft position moves the own picks to the new slots; nothing else renumbers.
          if (next.type !== 'ChangeLeagueSettings') {
            for (const [id, overallPick] of now) if (before.has(id)) expect(overallPick).toBe(before.get(id));
          }
          expect(new Set(now.values()).size).toBe(now.size);
          state = after;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('own picks take the team’s open slots, the others the lowest open picks that are not the team’s (keepers aside)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 80 }), (commands) => {
        let state = startingState(DEFAULT_ROSTER_SPOTS);
        for (const next of commands) {
          let events: TeamEvent[];
          try {
            events = decide(next, state, context);
          } catch {
            continue;
          }
          const { leagueSize, draftPosition, rosterSpots } = state.settings;
          const ownership = pickOwnershipOf(state.settings);
          if (next.type === 'RecordPicks') {
            // A room's number is where the pick goes: an open pick, the team's exactly when the pick is.
            next.data.picks.forEach((pick, index) => {
              const event = events[index] as Extract<TeamEvent, { type: 'PlayerDrafted' | 'PlayerTakenByOther' }>;
              if (pick.overallPick === undefined) return;
              expect(event.data.overallPick).toBe(pick.overallPick);
              expect(ownerOfPick(pick.overallPick, leagueSize, ownership) === draftPosition).toBe(pick.own);
            });
            state = foldTeamEvents(events, state);
            continue;
          }
          const slots = userPickNumbers(leagueSize, draftPosition, rosterSize(rosterSpots), ownership);
          const filled = new Set([...state.ownPicks, ...state.takenByOthers].map((pick) => pick.overallPick));
          // A keeper takes the pick his round costs, not the lowest open one.
          for (const event of events.filter((e) => !('keeper' in e.data))) {
            if (event.type === 'PlayerTakenByOther') {
              const lowest = Array.from({ length: event.data.overallPick }, (_, i) => i + 1).find(
                (n) => !slots.includes(n) && !filled.has(n),
              );
              expect(event.data.overallPick).toBe(lowest);
            }
            if (event.type === 'PlayerDrafted') {
              const open = slots.find((n) => !filled.has(n));
              if (open !== undefined) expect(event.data.overallPick).toBe(open);
              else expect(event.data.overallPick).toBeGreaterThan(Math.max(...slots, ...filled));
            }
          }
          state = foldTeamEvents(events, state);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('evolve never throws, whatever events arrive and in whatever order', () => {
    const slot = anySlot;
    const event: fc.Arbitrary<TeamEvent> = fc.oneof(
      fc
        .record({ playerId, slot: fc.option(slot), overallPick: fc.nat(), at: fc.constant('t') })
        .map((data): TeamEvent => ({ type: 'PlayerDrafted', data })),
      fc.record({ playerId, overallPick: fc.nat(), at: fc.constant('t') }).map((data): TeamEvent => ({ type: 'PlayerTakenByOther', data })),
      fc
        .record({ playerId, pick: fc.constantFrom('own' as const, 'other' as const), overallPick: fc.option(fc.nat(), { nil: undefined }) })
        .map((data): TeamEvent => ({ type: 'PickUndone', data })),
      fc.record({ playerId, slot: fc.option(slot) }).map((data): TeamEvent => ({ type: 'PlayerAddedToRoster', data })),
      fc
        .record({ playerId, overallPick: fc.option(fc.nat(), { nil: undefined }) })
        .map((data): TeamEvent => ({ type: 'PlayerRemovedFromRoster', data })),
      fc
        .record({ slot, playerId, from: fc.oneof(slot, fc.constant('bench' as const)), displaced: fc.option(playerId) })
        .map((data): TeamEvent => ({ type: 'SlotsSwapped', data })),
      fc.constant<TeamEvent>({ type: 'TeamDeleted', data: { deletedAt: 't' } }),
      fc.constant<TeamEvent>({ type: 'SleeperDraftUnlinked', data: {} }),
      // Settings decide would refuse (any league size, draft position and spots): picks are then left as numbered.
      fc
        .record({
          scoringFormat: fc.constant('PPR' as const),
          leagueSize: fc.integer({ min: -2, max: 40 }),
          draftPosition: fc.integer({ min: -2, max: 40 }),
          rosterSpots,
        })
        .map((data): TeamEvent => ({
          type: 'LeagueSettingsChanged',
          data: data as Extract<TeamEvent, { type: 'LeagueSettingsChanged' }>['data'],
        })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const state = startingState(DEFAULT_ROSTER_SPOTS);
        expect(() => foldTeamEvents(events, state)).not.toThrow();
        expect(() => foldTeamEvents(events)).not.toThrow();
      }),
    );
  });
});
