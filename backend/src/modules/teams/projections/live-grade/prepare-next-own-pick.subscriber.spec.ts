import type { RecordedEvent, TeamDetailDto } from '@draftmode/domain';
import { initialTeamState, type TeamState } from '@draftmode/draft-core';
import type { PlayerPool } from '../../../player-pool';
import { CommittedTeamEvents, type CommittedTeamCommand } from '../../committed/committed-team-events';
import { PREPARE_AFTER_MS, PrepareNextOwnPick } from './prepare-next-own-pick.subscriber';

/** The subscriber's queue and wait, on fake timers; the real path (a command on the CommandBus) is in its int-spec. */
describe('PrepareNextOwnPick', () => {
  let committed: CommittedTeamEvents;
  let subscriber: PrepareNextOwnPick;
  let prepared: { state: TeamState; at: number }[];
  let start: number;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    start = performance.now();
    committed = new CommittedTeamEvents();
    subscriber = new PrepareNextOwnPick(committed, { players: [], get: () => undefined } as unknown as PlayerPool);
    subscriber.onModuleInit();
    prepared = [];
    jest.spyOn(subscriber, 'prepare').mockImplementation((state) => {
      prepared.push({ state, at: performance.now() - start });
    });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const stateOf = (name: string): TeamState => ({ ...initialTeamState, exists: true, name });

  function commit(teamId: string, state: TeamState, eventTypes: string[], team: TeamDetailDto | null = {} as TeamDetailDto) {
    const events = eventTypes.map((type, index) => ({ type, version: index + 1 }) as unknown as RecordedEvent);
    const command: CommittedTeamCommand = { teamId, userId: 'u1', events, state, change: null, team };
    return committed.publish(command);
  }

  it('prepares the team after a pick once the wait is over, not before', async () => {
    const state = stateOf('after pick');
    await commit('t1', state, ['PlayerDrafted']);

    jest.advanceTimersByTime(PREPARE_AFTER_MS - 1);
    expect(prepared).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prepared.map((entry) => entry.state)).toEqual([state]);
  });

  it('prepares after a new team, new settings or an undone pick too', async () => {
    await commit('t1', stateOf('created'), ['TeamCreated']);
    await commit('t2', stateOf('settings'), ['LeagueSettingsChanged']);
    await commit('t3', stateOf('undone'), ['PickUndone']);
    jest.advanceTimersByTime(PREPARE_AFTER_MS);
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();

    expect(prepared.map((entry) => entry.state.name)).toEqual(['created', 'settings', 'undone']);
  });

  it('prepares nothing after events that leave the next own pick as it was, or for a deleted team', async () => {
    await commit('t1', stateOf('taken'), ['PlayerTakenByOther', 'TeamRenamed']);
    await commit('t2', stateOf('deleted'), ['PlayerDrafted', 'TeamDeleted'], null);
    jest.advanceTimersByTime(10 * PREPARE_AFTER_MS);

    expect(prepared).toEqual([]);
  });

  it('prepares only the latest state of a burst of commands, a wait after the last of them', async () => {
    await commit('t1', stateOf('first'), ['PlayerDrafted']);
    jest.advanceTimersByTime(PREPARE_AFTER_MS - 5);
    await commit('t1', stateOf('second'), ['PlayerDrafted']);
    jest.advanceTimersByTime(PREPARE_AFTER_MS - 5);
    await commit('t1', stateOf('third'), ['PickUndone']);
    jest.advanceTimersByTime(10 * PREPARE_AFTER_MS);

    expect(prepared.map((entry) => entry.state.name)).toEqual(['third']);
    expect(prepared[0]!.at).toBe(3 * PREPARE_AFTER_MS - 10);
  });

  it('prepares one team per turn, oldest first, and goes on past a failure', async () => {
    const warn = jest.spyOn(subscriber['logger'], 'warn').mockImplementation(() => undefined);
    jest.mocked(subscriber.prepare).mockImplementationOnce(() => {
      throw new Error('no pool');
    });
    await commit('t1', stateOf('one'), ['PlayerDrafted']);
    await commit('t2', stateOf('two'), ['PlayerDrafted']);
    jest.advanceTimersByTime(PREPARE_AFTER_MS);
    expect(prepared).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('team t1: no pool'));

    // The second team was due meanwhile: it comes in the next turn of the event loop.
    jest.runOnlyPendingTimers();
    expect(prepared.map((entry) => entry.state.name)).toEqual(['two']);
  });
});
