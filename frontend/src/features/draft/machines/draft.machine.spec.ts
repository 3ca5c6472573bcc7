import { DEFAULT_ROSTER_SPOTS, presetPoints, type Position, type TeamCommandResult, type TeamDetailDto } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { createActor, fromPromise, waitFor } from 'xstate';
import * as draftCore from '@draftmode/draft-core';
import { ApiError } from '@/lib/api-client';
import { applyCommand, draftMachine, teamStateOf, type DraftNotice, type SendCommandInput } from './draft.machine';

// The rules as the machine runs them, counted (see 'runs the rules once per tap').
jest.mock('@draftmode/draft-core', () => {
  const actual = jest.requireActual<typeof import('@draftmode/draft-core')>('@draftmode/draft-core');
  return { ...actual, decide: jest.fn(actual.decide) };
});
const decide = draftCore.decide as jest.MockedFunction<typeof draftCore.decide>;

const POSITIONS: Record<string, Position> = {
  'josh-allen': 'QB',
  'bijan-robinson': 'RB',
  'ja-marr-chase': 'WR',
  'justin-jefferson': 'WR',
  'ceedee-lamb': 'WR',
  'travis-kelce': 'TE',
};
const positionOf = (id: string) => POSITIONS[id];
const now = () => '2025-09-01T00:00:00.000Z';

function emptyTeam(version = 1): TeamDetailDto {
  return {
    team: {
      id: 't1',
      userId: 'u1',
      name: 'Gridiron',
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 3,
      rosterSpots: DEFAULT_ROSTER_SPOTS,
      draftGrade: null,
      playerCount: 0,
      isMock: false,
      version,
      createdAt: '2025-08-30T00:00:00.000Z',
    },
    roster: {
      playerIds: [],
      positions: { qb: null, rb1: null, rb2: null, wr1: null, wr2: null, te: null, flex: null, def: null, k: null },
      bench: [],
      ownPicks: [],
    },
    takenByOthers: [],
    liveGrade: null,
    version,
  };
}

function detailOf(state: TeamState, version: number): TeamDetailDto {
  const base = emptyTeam(version);
  return {
    ...base,
    team: {
      ...base.team,
      playerCount: state.roster.playerIds.length,
      settings: undefined,
      ...state.settings,
      version,
    } as TeamDetailDto['team'],
    roster: { ...state.roster, ownPicks: state.ownPicks },
    takenByOthers: state.takenByOthers.map((pick) => ({ ...pick, position: positionOf(pick.playerId) ?? null, adp: null })),
    version,
  };
}

/**
 * A server that keeps the team with the same rules and answers like the API: a stale
 * expectedVersion is a 409, a broken rule a 400. Each answer waits until the test releases it.
 */
class FakeServer {
  state: TeamState = teamStateOf(emptyTeam());
  version = 1;
  sent: SendCommandInput[] = [];
  loads = 0;
  private waiting: (() => void)[] = [];
  failNextWith: Error | null = null;

  detail(): TeamDetailDto {
    return detailOf(this.state, this.version);
  }

  /** Another device changes the team. */
  changeElsewhere(command: SendCommandInput['command']): void {
    this.state = applyCommand(this.state, command, { positionOf, now });
    this.version += 1;
  }

  async send(input: SendCommandInput): Promise<TeamCommandResult> {
    this.sent.push(input);
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failNextWith) {
      const error = this.failNextWith;
      this.failNextWith = null;
      throw error;
    }
    if (input.expectedVersion !== this.version) {
      throw new ApiError({ statusCode: 409, error: 'Conflict', message: 'The team changed', currentVersion: this.version });
    }
    this.state = applyCommand(this.state, input.command, { positionOf, now });
    this.version += 1;
    return { version: this.version, duplicate: false, team: this.detail() };
  }

  async load(): Promise<TeamDetailDto> {
    this.loads += 1;
    return this.detail();
  }

  /** Lets the oldest waiting answer through. */
  release(): void {
    const next = this.waiting.shift();
    if (!next) throw new Error('no command is waiting for an answer');
    next();
  }

  get pending(): number {
    return this.waiting.length;
  }
}

async function start(server = new FakeServer(), loadTeam?: () => Promise<TeamDetailDto>) {
  const notices: DraftNotice[] = [];
  let ids = 0;
  const machine = draftMachine.provide({
    actors: {
      loadTeam: fromPromise(() => (loadTeam ? loadTeam() : server.load())),
      sendCommand: fromPromise(({ input }: { input: SendCommandInput }) => server.send(input)),
    },
    actions: {
      notify: (_, notice) => notices.push(notice),
    },
  });
  const actor = createActor(machine, { input: { teamId: 't1', positionOf, now, newCommandId: () => `cmd-${++ids}` } });
  actor.start();
  if (!loadTeam) await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, server, notices };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('teamStateOf', () => {
  it("keeps the league's points per stat, so the screen grades in its scoring", () => {
    const pointsPerStat = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };
    const detail = emptyTeam();
    expect(teamStateOf({ ...detail, team: { ...detail.team, pointsPerStat } }).settings.pointsPerStat).toEqual(pointsPerStat);
    expect(teamStateOf(detail).settings).not.toHaveProperty('pointsPerStat');
  });
});

describe('draft machine: loading', () => {
  it('loads the team and shows it', async () => {
    const { actor, server } = await start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { selection: 'browsing', sync: 'idle' } });
    expect(snapshot.context.view?.name).toBe('Gridiron');
    expect(server.loads).toBe(1);
  });

  it('says why loading failed and loads again on retry', async () => {
    let attempts = 0;
    const server = new FakeServer();
    const { actor } = await start(server, async () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError({ statusCode: 404, error: 'Not Found', message: 'Team not found' });
      return server.detail();
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('Team not found');
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });
});

describe('draft machine: grading and drafting a pick', () => {
  it('opens the grader, then shows the confirmed pick at once and sends it with the version it saw', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.select', playerId: 'josh-allen' });
    expect(actor.getSnapshot().matches({ ready: { selection: 'grading' } })).toBe(true);
    expect(actor.getSnapshot().context.selectedPlayerId).toBe('josh-allen');

    actor.send({ type: 'pick.confirm' });
    const optimistic = actor.getSnapshot();
    expect(optimistic.matches({ ready: { selection: 'browsing', sync: 'submitting' } })).toBe(true);
    expect(optimistic.context.view?.roster.positions.qb).toBe('josh-allen');
    // Draft slot 3: the team's first pick is pick 3 (docs/draft-rules.md §3).
    expect(optimistic.context.view?.ownPicks).toEqual([{ playerId: 'josh-allen', overallPick: 3, slot: 'qb' }]);
    expect(optimistic.context.server?.roster.playerIds).toEqual([]);
    expect(server.sent).toEqual([
      {
        teamId: 't1',
        expectedVersion: 1,
        base: optimistic.context.server,
        command: { type: 'draftPlayer', playerId: 'josh-allen' },
        commandId: 'cmd-1',
      },
    ]);

    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    const settled = actor.getSnapshot().context;
    expect(settled.server?.version).toBe(2);
    expect(settled.queue).toEqual([]);
    expect(settled.view?.roster.playerIds).toEqual(['josh-allen']);
  });

  it('applies the answer and the same version from the socket once, keeping the view the screen already shows', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.select', playerId: 'josh-allen' });
    actor.send({ type: 'pick.confirm' });
    const optimisticView = actor.getSnapshot().context.view;
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    const settled = actor.getSnapshot().context;
    // The server confirmed what the screen showed: same objects, nothing to re-render.
    expect(settled.view).toBe(optimisticView);
    // The socket's copy of the same version changes nothing.
    actor.send({ type: 'server.snapshot', team: server.detail() });
    expect(actor.getSnapshot().context.server).toBe(settled.server);
    expect(actor.getSnapshot().context.view).toBe(optimisticView);
  });

  it("'Taken by another team' from the grader records him and closes the grader", async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.select', playerId: 'travis-kelce' });
    actor.send({ type: 'pick.takenByOther', playerId: 'travis-kelce' });
    expect(actor.getSnapshot().matches({ ready: { selection: 'browsing' } })).toBe(true);
    expect(actor.getSnapshot().context.selectedPlayerId).toBeNull();
    expect(server.sent[0]?.command).toEqual({ type: 'recordTakenByOther', playerId: 'travis-kelce' });
  });

  it('cancelling the grader sends nothing', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.select', playerId: 'josh-allen' });
    actor.send({ type: 'pick.cancel' });
    expect(actor.getSnapshot().matches({ ready: { selection: 'browsing', sync: 'idle' } })).toBe(true);
    expect(server.sent).toEqual([]);
  });

  it('refuses a pick the rules forbid without calling the server, and says why', async () => {
    const { actor, server, notices } = await start();
    actor.send({ type: 'pick.takenByOther', playerId: 'ja-marr-chase' });
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    actor.send({ type: 'pick.select', playerId: 'ja-marr-chase' });
    actor.send({ type: 'pick.confirm' });
    expect(server.sent).toHaveLength(1);
    expect(notices).toEqual([{ kind: 'error', title: 'Not allowed', message: expect.stringMatching(/another team/i) }]);
    expect(actor.getSnapshot().matches({ ready: { selection: 'browsing' } })).toBe(true);
  });
});

describe('draft machine: one-tap records and undo', () => {
  it('runs the rules once per tap, allowed or refused', async () => {
    const { actor, server, notices } = await start();
    decide.mockClear();
    actor.send({ type: 'pick.takenByOther', playerId: 'ja-marr-chase' });
    expect(decide).toHaveBeenCalledTimes(1);
    expect(server.sent).toHaveLength(1);

    decide.mockClear();
    actor.send({ type: 'pick.takenByOther', playerId: 'ja-marr-chase' });
    expect(decide).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([{ kind: 'error', title: 'Not allowed', message: expect.stringMatching(/taken/i) }]);
  });

  it('queues fast taps, shows them all at once and sends them one at a time in order', async () => {
    const { actor, server } = await start();
    for (const playerId of ['ja-marr-chase', 'bijan-robinson', 'justin-jefferson']) actor.send({ type: 'pick.takenByOther', playerId });
    expect(actor.getSnapshot().context.view?.takenByOthers.map((pick) => [pick.playerId, pick.overallPick])).toEqual([
      ['ja-marr-chase', 1],
      ['bijan-robinson', 2],
      // Pick 3 is the team's own (draft slot 3).
      ['justin-jefferson', 4],
    ]);
    expect(server.sent).toHaveLength(1);
    for (let expected = 1; expected <= 3; expected++) {
      expect(server.sent[expected - 1]?.expectedVersion).toBe(expected);
      server.release();
      await flush();
    }
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    expect(server.state.takenByOthers.map((pick) => pick.playerId)).toEqual(['ja-marr-chase', 'bijan-robinson', 'justin-jefferson']);
    expect(actor.getSnapshot().context.server?.version).toBe(4);
  });

  it('undoes a player taken by another team, returning him to the pool', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.takenByOther', playerId: 'ceedee-lamb' });
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    actor.send({ type: 'pick.undo', playerId: 'ceedee-lamb' });
    expect(actor.getSnapshot().context.view?.takenByOthers).toEqual([]);
    expect(server.sent[1]?.command).toEqual({ type: 'undoPick', playerId: 'ceedee-lamb' });
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    expect(server.state.takenByOthers).toEqual([]);
  });
});

describe('draft machine: conflicts and failures', () => {
  it('on a 409 resyncs, retries the same command at the new version and keeps the open grader', async () => {
    const { actor, server } = await start();
    server.changeElsewhere({ type: 'recordTakenByOther', playerId: 'ja-marr-chase' });
    actor.send({ type: 'pick.takenByOther', playerId: 'bijan-robinson' });
    actor.send({ type: 'pick.select', playerId: 'josh-allen' });
    server.release();
    await waitFor(actor, () => server.pending === 1);

    expect(server.loads).toBe(2);
    expect(server.sent.map((input) => [input.commandId, input.expectedVersion])).toEqual([
      ['cmd-1', 1],
      ['cmd-1', 2],
    ]);
    expect(actor.getSnapshot().context.selectedPlayerId).toBe('josh-allen');
    expect(actor.getSnapshot().matches({ ready: { selection: 'grading' } })).toBe(true);

    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    expect(actor.getSnapshot().context.view?.takenByOthers.map((pick) => pick.playerId)).toEqual(['ja-marr-chase', 'bijan-robinson']);
  });

  it('drops a conflicting command the other screen already made, and says so', async () => {
    const { actor, server, notices } = await start();
    server.changeElsewhere({ type: 'recordTakenByOther', playerId: 'ja-marr-chase' });
    actor.send({ type: 'pick.takenByOther', playerId: 'ja-marr-chase' });
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }) && snapshot.context.queue.length === 0);
    expect(server.sent).toHaveLength(1);
    expect(notices).toEqual([expect.objectContaining({ kind: 'info', title: 'Updated from another screen' })]);
    expect(actor.getSnapshot().context.view?.takenByOthers.map((pick) => pick.playerId)).toEqual(['ja-marr-chase']);
  });

  it('on any other failure rolls the screen back to the server and shows the message', async () => {
    const { actor, server, notices } = await start();
    server.failNextWith = new ApiError({
      statusCode: 0,
      error: 'Network Error',
      message: 'Cannot reach DraftMode. Check your connection and try again.',
    });
    actor.send({ type: 'pick.takenByOther', playerId: 'ja-marr-chase' });
    actor.send({ type: 'pick.takenByOther', playerId: 'bijan-robinson' });
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    expect(actor.getSnapshot().context.view?.takenByOthers).toEqual([]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(notices).toEqual([
      { kind: 'error', title: 'Not saved', message: 'Cannot reach DraftMode. Check your connection and try again.' },
    ]);
  });
});

describe('draft machine: events from the server', () => {
  it('applies a newer snapshot from another screen, ignores an older one, and keeps pending taps on top', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.takenByOther', playerId: 'bijan-robinson' });
    server.changeElsewhere({ type: 'draftPlayer', playerId: 'josh-allen' });
    actor.send({ type: 'server.snapshot', team: server.detail() });
    expect(actor.getSnapshot().context.server?.version).toBe(2);
    expect(actor.getSnapshot().context.view?.roster.playerIds).toEqual(['josh-allen']);
    expect(actor.getSnapshot().context.view?.takenByOthers.map((pick) => pick.playerId)).toEqual(['bijan-robinson']);

    actor.send({ type: 'server.snapshot', team: emptyTeam(1) });
    expect(actor.getSnapshot().context.server?.version).toBe(2);
  });

  it('does not double a command whose own event came back over the socket before the answer', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'pick.takenByOther', playerId: 'ja-marr-chase' });
    // The server commits; its broadcast reaches the cache before the HTTP answer.
    const echoed = detailOf(applyCommand(server.state, { type: 'recordTakenByOther', playerId: 'ja-marr-chase' }, { positionOf, now }), 2);
    actor.send({ type: 'server.snapshot', team: echoed });
    expect(actor.getSnapshot().context.view?.takenByOthers).toHaveLength(1);
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    expect(actor.getSnapshot().context.view?.takenByOthers).toHaveLength(1);
  });

  it('saves the report card and league settings through the same queue', async () => {
    const { actor, server } = await start();
    actor.send({ type: 'settings.change', settings: { scoringFormat: 'Half-PPR', leagueSize: 10, draftPosition: 4 } });
    expect(actor.getSnapshot().context.view?.settings.leagueSize).toBe(10);
    actor.send({ type: 'reportCard.save', card: { grade: 'B+', percentage: 88, gradeBreakdown: [] } });
    server.release();
    await flush();
    server.release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { sync: 'idle' } }));
    expect(server.sent.map((input) => input.command.type)).toEqual(['changeLeagueSettings', 'saveReportCard']);
    expect(server.state.draftGrade).toBe('B+');
  });
});
