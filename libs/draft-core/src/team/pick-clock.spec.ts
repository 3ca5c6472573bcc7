import { DEFAULT_ROSTER_SPOTS, PICK_CLOCK_MESSAGES, type Position, type TeamEvent } from '@draftmode/domain';
import { DraftRuleError } from '../errors/draft-rule-error';
import { decide, type DecideContext } from './decide';
import { foldTeamEvents } from './evolve';
import { pickClockRemainingMs, restartPickClock, setPickClock } from './pick-clock';
import type { TeamCommand } from './team-commands';
import type { TeamState } from './team-state';

const T0 = Date.parse('2026-09-01T18:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const POOL: Record<string, Position> = { q1: 'QB', r1: 'RB' };
const contextAt = (seconds: number): DecideContext => ({ now: at(seconds), positionOf: (id) => POOL[id] });

const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 't-1',
    userId: 'u-1',
    name: 'Clockwatchers',
    scoringFormat: 'PPR',
    leagueSize: 12,
    draftPosition: 1,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    isMock: false,
    createdAt: at(0),
  },
};

/** Decides each command at its second and folds its events, as the command handler does. */
function run(steps: [number, TeamCommand][], state: TeamState = foldTeamEvents([created])): { state: TeamState; events: TeamEvent[] } {
  const events: TeamEvent[] = [];
  for (const [second, command] of steps) {
    const decided = decide(command, state, contextAt(second));
    events.push(...decided);
    state = foldTeamEvents(decided, state);
  }
  return { state, events };
}

const clock = (secondsPerPick: number | null, paused = false): TeamCommand => ({ type: 'SetPickClock', data: { secondsPerPick, paused } });

describe('pick clock: decide', () => {
  it('starts a clock that runs from the command', () => {
    const { state, events } = run([[0, clock(90)]]);
    expect(events).toEqual([{ type: 'PickClockSet', data: { secondsPerPick: 90, paused: false, at: at(0) } }]);
    expect(state.pickClock).toEqual({ secondsPerPick: 90, startedAt: at(0), pausedAt: null });
  });

  it('changes nothing when the settings are the same, and a clock that is off is never paused', () => {
    expect(
      run([
        [0, clock(90)],
        [5, clock(90)],
      ]).events,
    ).toHaveLength(1);
    expect(run([[0, clock(null)]]).events).toEqual([]);
    expect(run([[0, clock(null, true)]]).events).toEqual([]);
    expect(
      run([
        [0, clock(60, true)],
        [3, clock(60, true)],
      ]).events,
    ).toHaveLength(1);
  });

  it('a Sleeper link brings the draft’s timer in the same command', () => {
    const link = (pickClock: { secondsPerPick: number; paused: boolean } | null): TeamCommand => ({
      type: 'LinkSleeperDraft',
      data: { draftId: '123', draftSlot: null, pickClock },
    });
    expect(run([[0, link({ secondsPerPick: 90, paused: true })]]).events).toEqual([
      { type: 'SleeperDraftLinked', data: { draftId: '123', draftSlot: null } },
      { type: 'PickClockSet', data: { secondsPerPick: 90, paused: true, at: at(0) } },
    ]);
    expect(run([[0, link(null)]]).events).toHaveLength(1);
    expect(
      run([
        [0, clock(90, true)],
        [1, link({ secondsPerPick: 90, paused: true })],
      ]).events,
    ).toHaveLength(2);
  });

  it.each([4, 86_401, 1.5, Number.NaN])('refuses %p seconds per pick with the shared message', (seconds) => {
    let error: unknown;
    try {
      run([[0, clock(seconds)]]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DraftRuleError);
    expect(error).toMatchObject({ code: 'invalid-pick-clock', message: PICK_CLOCK_MESSAGES.secondsPerPick });
  });
});

describe('pick clock: evolve', () => {
  it('gives every recorded or undone pick its full time', () => {
    const { state } = run([
      [0, clock(60)],
      [20, { type: 'RecordTakenByOther', data: { playerId: 'r1' } }],
    ]);
    expect(state.pickClock).toEqual({ secondsPerPick: 60, startedAt: at(20), pausedAt: null });
    const undone = run([[45, { type: 'UndoPick', data: { playerId: 'r1' } }]], state).state;
    expect(undone.pickClock?.startedAt).toBe(at(45));
    const drafted = run([[50, { type: 'DraftPlayer', data: { playerId: 'q1' } }]], undone).state;
    expect(drafted.pickClock?.startedAt).toBe(at(50));
  });

  it('keeps the time used across a pause, and a pick while paused starts paused with its full time', () => {
    const { state } = run([
      [0, clock(60)],
      [10, clock(60, true)],
      [100, clock(60)],
    ]);
    // Ten seconds used before the pause, none while paused.
    expect(pickClockRemainingMs(state.pickClock!, Date.parse(at(100)))).toBe(50_000);
    const paused = run(
      [
        [110, clock(60, true)],
        [200, { type: 'RecordTakenByOther', data: { playerId: 'r1' } }],
      ],
      state,
    ).state;
    expect(paused.pickClock).toEqual({ secondsPerPick: 60, startedAt: at(200), pausedAt: at(200) });
    expect(pickClockRemainingMs(paused.pickClock!, Date.parse(at(900)))).toBe(60_000);
  });

  it('changing the seconds keeps the time the pick has used; turning it off forgets the clock', () => {
    const { state } = run([
      [0, clock(60)],
      [15, clock(120)],
    ]);
    expect(pickClockRemainingMs(state.pickClock!, Date.parse(at(15)))).toBe(105_000);
    expect(run([[20, clock(null)]], state).state.pickClock).toBeNull();
  });

  it('leaves a team without a clock as it was (same value) and ignores an undo recorded before clocks', () => {
    expect(restartPickClock(null, at(1))).toBeNull();
    const running = { secondsPerPick: 30, startedAt: at(0), pausedAt: null };
    expect(restartPickClock(running, undefined)).toBe(running);
    expect(setPickClock(running, { secondsPerPick: 30, paused: true, at: at(5) })).toEqual({ ...running, pausedAt: at(5) });
  });
});

describe('pickClockRemainingMs', () => {
  const running = { secondsPerPick: 90, startedAt: at(0), pausedAt: null };

  it('counts down from the start, below zero once over time', () => {
    expect(pickClockRemainingMs(running, Date.parse(at(0)))).toBe(90_000);
    expect(pickClockRemainingMs(running, Date.parse(at(30.5)))).toBe(59_500);
    expect(pickClockRemainingMs(running, Date.parse(at(100)))).toBe(-10_000);
  });

  it('stands still while paused, whatever the time now', () => {
    const paused = { ...running, pausedAt: at(40) };
    expect(pickClockRemainingMs(paused, Date.parse(at(41)))).toBe(50_000);
    expect(pickClockRemainingMs(paused, Date.parse(at(4000)))).toBe(50_000);
  });

  it('never counts more than the full time when the screen’s clock is behind the server’s', () => {
    expect(pickClockRemainingMs(running, Date.parse(at(-3)))).toBe(90_000);
  });
});
