import { randomUUID } from 'node:crypto';
import { MOCK_DRAFT_MESSAGES, MESSAGES, type MockDraftDto } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { PlayerPool } from '../src/modules/player-pool';
import { CommittedTeamEvents } from '../src/modules/teams/committed/committed-team-events';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { api, expectValidBotRoster, startDraft, streamEvents, teamDetail, waitForDraft, type Detail } from './support/mock-drafts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Mock drafts against ADP bots (in-process timers)', () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  const http = () => api(testApp.app);

  beforeAll(async () => {
    testApp = await startTestApp('mock_drafts');
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('validates the start request with the shared messages', async () => {
    await http().post('/api/mock-drafts').send({ speed: 'instant' }).expect(401);
    const badSpeed = await http().post('/api/mock-drafts').set(bearer(owner.token)).send({ speed: 'warp' }).expect(400);
    expect(badSpeed.body).toMatchObject({
      statusCode: 400,
      message: MOCK_DRAFT_MESSAGES.speed,
      fields: { speed: MOCK_DRAFT_MESSAGES.speed },
    });
    const missing = await http().post('/api/mock-drafts').set(bearer(owner.token)).send({}).expect(400);
    expect(missing.body.fields).toEqual({ speed: MOCK_DRAFT_MESSAGES.speed });
    const position = await http()
      .post('/api/mock-drafts')
      .set(bearer(owner.token))
      .send({ speed: '1s', leagueSize: 10, draftPosition: 11 })
      .expect(400);
    expect(position.body.fields).toEqual({ draftPosition: MESSAGES.draftPosition(10) });
    const copy = await http().post('/api/mock-drafts').set(bearer(owner.token)).send({ speed: '1s', copyPicks: true }).expect(400);
    expect(copy.body.message).toBe(MOCK_DRAFT_MESSAGES.copyNeedsSource);
    const seed = await http().post('/api/mock-drafts').set(bearer(owner.token)).send({ speed: '1s', seed: -1 }).expect(400);
    expect(seed.body.message).toBe(MOCK_DRAFT_MESSAGES.seed);
    const patch = await http().patch(`/api/mock-drafts/${randomUUID()}`).set(bearer(owner.token)).send({}).expect(400);
    expect(patch.body.message).toBe(MOCK_DRAFT_MESSAGES.nothingToChange);
    await http().get('/api/mock-drafts/not-a-uuid').set(bearer(owner.token)).expect(404);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const document = (await http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(Object.keys(document.paths['/api/mock-drafts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/mock-drafts/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(document.paths['/api/mock-drafts/{id}/advance']?.['post']?.tags).toEqual(['mock-drafts']);
  });

  it('runs a full instant mock draft with auto-pick to 12 valid rosters, a saved report card, and ordinary team events', async () => {
    const started = await startDraft(testApp.app, owner, {
      speed: 'instant',
      autoPick: true,
      seed: 20251,
      leagueSize: 12,
      draftPosition: 5,
      scoringFormat: 'PPR',
    });
    expect(started).toMatchObject({
      status: 'running',
      speed: 'instant',
      autoPick: true,
      seed: 20251,
      leagueSize: 12,
      draftPosition: 5,
      rounds: 15,
      totalPicks: 180,
    });
    // Finished first, then its card is saved (see the test below): the state with both.
    const done = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.status === 'finished' && draft.reportCard !== null);
    expect(done).toMatchObject({ picksMade: 180, currentOverallPick: null, userOnTheClock: false });
    expect(done.reportCard).toEqual({ grade: expect.stringMatching(/^[A-DF][+-]?$/), percentage: expect.any(Number) });

    // 12 rosters of 15, no player twice.
    expect(done.teams).toHaveLength(12);
    const all = done.teams.flatMap((team) => team.picks.map((pick) => pick.playerId));
    expect(all).toHaveLength(180);
    expect(new Set(all).size).toBe(180);
    for (const team of done.teams) {
      if (team.isUser) {
        expect(team.slot).toBe(5);
        expect(team.picks).toHaveLength(15);
      } else {
        expectValidBotRoster(team.picks, 15);
      }
      // Each slot picks at its snake positions.
      const expected = Array.from({ length: 15 }, (_, index) =>
        index % 2 === 0 ? index * 12 + team.slot : (index + 1) * 12 - team.slot + 1,
      );
      expect(team.picks.map((pick) => pick.overallPick)).toEqual(expected);
    }

    // The mock team is an ordinary team: full roster, report card grade saved, bots' picks are PlayerTakenByOther.
    const team = await teamDetail(testApp.app, owner, done.teamId);
    expect(team.team).toMatchObject({ isMock: true, playerCount: 15, draftGrade: done.reportCard?.grade });
    expect(team.takenByOthers).toHaveLength(165);
    const events = await streamEvents(testApp.app, done.teamId);
    const botEvents = events.filter((event) => event.type === 'PlayerTakenByOther');
    expect(botEvents).toHaveLength(165);
    for (const event of botEvents) expect(event.metadata.commandId).toMatch(new RegExp(`^mock-${done.id}-bot\\d+-pick\\d+-v\\d+$`));
    expect(
      events
        .filter((event) => event.type === 'PlayerDrafted')
        .every((event) => event.metadata.commandId.startsWith(`mock-${done.id}-autopick`)),
    ).toBe(true);
    expect(events.at(-1)?.type).toBe('ReportCardSaved');

    // Listed apart from the real teams; a finished draft stays (and keeps its report card).
    const teams = (await http().get('/api/teams').set(bearer(owner.token)).expect(200)).body as { id: string }[];
    expect(teams.map((t) => t.id)).not.toContain(done.teamId);
    const list = (await http().get('/api/mock-drafts').set(bearer(owner.token)).expect(200)).body as Detail[];
    expect(list.find((draft) => draft.id === done.id)).toMatchObject({
      status: 'finished',
      reportCard: done.reportCard,
      teamId: done.teamId,
    });
    expect((list.find((draft) => draft.id === done.id) as unknown as { teams?: unknown }).teams).toBeUndefined();

    // The same seed and settings give the same draft, pick for pick.
    const again = await startDraft(testApp.app, owner, {
      speed: 'instant',
      autoPick: true,
      seed: 20251,
      leagueSize: 12,
      draftPosition: 5,
      scoringFormat: 'PPR',
    });
    const replay = await waitForDraft(testApp.app, owner, again.id, (draft) => draft.status === 'finished');
    expect(replay.name).not.toBe(done.name);
    expect(replay.teams.map((t) => t.picks.map((p) => p.playerId))).toEqual(done.teams.map((t) => t.picks.map((p) => p.playerId)));
  }, 120_000);

  it('is finished before its report card is saved: a client that reads it when the card’s event arrives finds it finished', async () => {
    // What each mock team's draft says when its report card is committed: subscribers hear of the
    // events before the runner's command returns, so this is the draft a client reads at that version.
    const statusAtCard = new Map<string, string>();
    const dataSource = testApp.app.get(DataSource);
    testApp.app.get(CommittedTeamEvents).subscribe({
      subscriberName: 'mock draft status at the report card',
      onCommitted: async ({ teamId, events }) => {
        if (!events.some((event) => event.type === 'ReportCardSaved')) return;
        const [row] = (await dataSource.query('SELECT status FROM mock_drafts WHERE team_id = $1', [teamId])) as { status: string }[];
        statusAtCard.set(teamId, row?.status ?? 'missing');
      },
    });
    const started = await startDraft(testApp.app, owner, { speed: 'instant', autoPick: true, seed: 31, leagueSize: 8, draftPosition: 3 });
    const done = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.status === 'finished' && draft.reportCard !== null);
    expect(statusAtCard.get(done.teamId)).toBe('finished');
  }, 60_000);

  it('at instant speed without auto-pick, the bots stop at the user’s turn and continue after the user’s pick', async () => {
    const started = await startDraft(testApp.app, owner, {
      speed: 'instant',
      seed: 7,
      leagueSize: 10,
      draftPosition: 4,
      name: 'Instant practice',
    });
    const waiting = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.userOnTheClock);
    expect(waiting).toMatchObject({ picksMade: 3, currentOverallPick: 4, slotOnTheClock: 4, status: 'running', name: 'Instant practice' });

    const available = testApp.app
      .get(PlayerPool)
      .players.find((player) => !waiting.teams.some((t) => t.picks.some((p) => p.playerId === player.id)));
    const pick = await http()
      .post(`/api/teams/${waiting.teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: waiting.version, commandId: randomUUID(), playerId: available?.id })
      .expect(200);
    expect(pick.body.team.roster.playerIds).toEqual([available?.id]);
    // Next turn of slot 4 in a 10-team snake: pick 17.
    const next = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.userOnTheClock && draft.picksMade === 16);
    expect(next.currentOverallPick).toBe(17);
    expect(next.teams[3]?.picks.map((p) => p.playerId)).toEqual([available?.id]);
  });

  it('at manual speed the bots pick only when asked, and an undo of the user’s pick rewinds the bots’ picks after it', async () => {
    const started = await startDraft(testApp.app, owner, { speed: 'manual', seed: 99, leagueSize: 8, draftPosition: 2 });
    expect(started).toMatchObject({ picksMade: 0, userOnTheClock: false, slotOnTheClock: 1 });
    const one = (await http().post(`/api/mock-drafts/${started.id}/advance`).set(bearer(owner.token)).send({}).expect(200)).body as Detail;
    expect(one).toMatchObject({ picksMade: 1, userOnTheClock: true, currentOverallPick: 2 });
    const refused = await http().post(`/api/mock-drafts/${started.id}/advance`).set(bearer(owner.token)).send({}).expect(409);
    expect(refused.body.message).toBe(MOCK_DRAFT_MESSAGES.yourPick);

    const taken = new Set(one.teams.flatMap((t) => t.picks.map((p) => p.playerId)));
    const mine = testApp.app.get(PlayerPool).players.find((player) => player.position === 'RB' && !taken.has(player.id));
    await http()
      .post(`/api/teams/${one.teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: one.version, commandId: randomUUID(), playerId: mine?.id })
      .expect(200);
    // Manual: nothing moves by itself; the advance request moves the bots to the user's next turn (pick 15 of 8 teams at slot 2).
    const afterPick = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.picksMade === 2);
    expect(afterPick.userOnTheClock).toBe(false);
    const toMyTurn = (
      await http().post(`/api/mock-drafts/${started.id}/advance`).set(bearer(owner.token)).send({ untilMyTurn: true }).expect(200)
    ).body as Detail;
    expect(toMyTurn).toMatchObject({ picksMade: 14, currentOverallPick: 15, userOnTheClock: true });

    // Undo the pick at overall 2: the 12 bot picks recorded after it are undone too, and the user is on the clock at pick 2 again.
    await http()
      .post(`/api/teams/${one.teamId}/undo`)
      .set(bearer(owner.token))
      .send({ expectedVersion: toMyTurn.version, commandId: randomUUID(), playerId: mine?.id })
      .expect(200);
    const rewound = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.picksMade === 1);
    expect(rewound).toMatchObject({ currentOverallPick: 2, userOnTheClock: true });
    expect(rewound.teams[0]?.picks.map((p) => p.playerId)).toEqual(one.teams[0]?.picks.map((p) => p.playerId));
    const events = await streamEvents(testApp.app, one.teamId);
    expect(events.filter((event) => event.type === 'PickUndone')).toHaveLength(13);

    // Drafting again after the rewind: the bots pick anew (new command ids, not swallowed as retries) — and, same seed, the same players.
    await http()
      .post(`/api/teams/${one.teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: rewound.version, commandId: randomUUID(), playerId: mine?.id })
      .expect(200);
    const redone = (
      await http().post(`/api/mock-drafts/${started.id}/advance`).set(bearer(owner.token)).send({ untilMyTurn: true }).expect(200)
    ).body as Detail;
    expect(redone.picksMade).toBe(14);
    expect(redone.teams.map((t) => t.picks.map((p) => p.playerId))).toEqual(toMyTurn.teams.map((t) => t.picks.map((p) => p.playerId)));
  });

  it('pauses, resumes and changes speed; 1 s bots pick one a second', async () => {
    const started = await startDraft(testApp.app, owner, { speed: '1s', seed: 5, leagueSize: 8, draftPosition: 4 });
    const first = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.picksMade >= 1, 5000);
    expect(first.picksMade).toBe(1);
    const paused = (await http().patch(`/api/mock-drafts/${started.id}`).set(bearer(owner.token)).send({ paused: true }).expect(200))
      .body as Detail;
    expect(paused.status).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const still = (await http().get(`/api/mock-drafts/${started.id}`).set(bearer(owner.token)).expect(200)).body as Detail;
    expect(still.picksMade).toBe(paused.picksMade);
    const advancePaused = await http().post(`/api/mock-drafts/${started.id}/advance`).set(bearer(owner.token)).send({}).expect(409);
    expect(advancePaused.body.message).toBe(MOCK_DRAFT_MESSAGES.draftPaused);

    const resumed = (
      await http().patch(`/api/mock-drafts/${started.id}`).set(bearer(owner.token)).send({ paused: false, speed: 'instant' }).expect(200)
    ).body as Detail;
    expect(resumed).toMatchObject({ status: 'running', speed: 'instant' });
    await waitForDraft(testApp.app, owner, started.id, (draft) => draft.userOnTheClock && draft.picksMade === 3, 5000);
    const notManual = await http().post(`/api/mock-drafts/${started.id}/advance`).set(bearer(owner.token)).send({}).expect(409);
    expect(notManual.body.message).toBe(MOCK_DRAFT_MESSAGES.notManual);
  });

  it('starts from a real team’s settings and picks, keeps other users out, and deletes the mock team with the draft', async () => {
    const real = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({ name: 'League of Legends', scoringFormat: 'Half-PPR', leagueSize: 10, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    const realId = real.body.team.team.id as string;
    const [p1, p2, p3] = testApp.app.get(PlayerPool).players.slice(0, 3);
    let version = real.body.version as number;
    for (const [path, player] of [
      ['taken', p1],
      ['taken', p2],
      ['picks', p3],
    ] as const) {
      version = (
        await http()
          .post(`/api/teams/${realId}/${path}`)
          .set(bearer(owner.token))
          .send({ expectedVersion: version, commandId: randomUUID(), playerId: player?.id })
          .expect(200)
      ).body.version;
    }

    const strangerTry = await http()
      .post('/api/mock-drafts')
      .set(bearer(stranger.token))
      .send({ speed: 'manual', sourceTeamId: realId })
      .expect(404);
    expect(strangerTry.body.message).toBe('Team not found');

    const copy = await startDraft(testApp.app, owner, { speed: 'manual', sourceTeamId: realId, copyPicks: true, commandId: randomUUID() });
    expect(copy).toMatchObject({
      name: 'League of Legends mock',
      scoringFormat: 'Half-PPR',
      leagueSize: 10,
      draftPosition: 3,
      picksMade: 3,
      sourceTeamId: realId,
      currentOverallPick: 4,
    });
    expect(copy.teams[0]?.picks.map((p) => p.playerId)).toEqual([p1?.id]);
    expect(copy.teams[2]?.picks.map((p) => p.playerId)).toEqual([p3?.id]);
    const settingsOnly = await startDraft(testApp.app, owner, { speed: 'manual', sourceTeamId: realId, leagueSize: 12 });
    expect(settingsOnly).toMatchObject({
      name: 'League of Legends mock 2',
      scoringFormat: 'Half-PPR',
      leagueSize: 12,
      draftPosition: 3,
      picksMade: 0,
    });

    // A retried start (same commandId) answers with the same draft.
    const commandId = randomUUID();
    const firstTry = await startDraft(testApp.app, owner, { speed: 'manual', commandId });
    const retry = await startDraft(testApp.app, owner, { speed: 'manual', commandId });
    expect(retry.id).toBe(firstTry.id);

    // Owner-only: another user's draft is answered like a missing one.
    await http().get(`/api/mock-drafts/${copy.id}`).set(bearer(stranger.token)).expect(404);
    await http().patch(`/api/mock-drafts/${copy.id}`).set(bearer(stranger.token)).send({ speed: '5s' }).expect(404);
    await http().post(`/api/mock-drafts/${copy.id}/advance`).set(bearer(stranger.token)).send({}).expect(404);
    await http().delete(`/api/mock-drafts/${copy.id}`).set(bearer(stranger.token)).expect(404);
    expect((await http().get('/api/mock-drafts').set(bearer(stranger.token)).expect(200)).body).toEqual([]);

    await http().delete(`/api/mock-drafts/${copy.id}`).set(bearer(owner.token)).expect(204);
    const gone = await http().get(`/api/mock-drafts/${copy.id}`).set(bearer(owner.token)).expect(404);
    expect(gone.body.message).toBe(MOCK_DRAFT_MESSAGES.notFound);
    await http().get(`/api/teams/${copy.teamId}`).set(bearer(owner.token)).expect(404);
    // The source team is untouched.
    expect((await teamDetail(testApp.app, owner, realId)).version).toBe(version);

    // Deleting the mock team through /api/teams takes the mock draft with it.
    const team = await teamDetail(testApp.app, owner, settingsOnly.teamId);
    await http()
      .delete(`/api/teams/${settingsOnly.teamId}`)
      .set(bearer(owner.token))
      .query({ expectedVersion: team.version, commandId: randomUUID() })
      .expect(200);
    // The runner removes the draft's row after the commit, in the background: wait for the row, not
    // for the 404, which the deleted team answers before the row is gone.
    const draftRows = () =>
      testApp.app.get(DataSource).query('SELECT id FROM mock_drafts WHERE id = $1', [settingsOnly.id]) as Promise<unknown[]>;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await draftRows()).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await http().get(`/api/mock-drafts/${settingsOnly.id}`).set(bearer(owner.token)).expect(404);
    expect(await draftRows()).toEqual([]);
  });

  it('after the user’s pick through /api/teams the bots continue, through the committed-event subscribers (no database trigger)', async () => {
    const db = testApp.app.get(DataSource);
    const triggers = (await db.query("SELECT tgname FROM pg_trigger WHERE tgrelid = 'events'::regclass AND NOT tgisinternal")) as {
      tgname: string;
    }[];
    expect(triggers).toEqual([]);

    const started = await startDraft(testApp.app, owner, { speed: 'instant', seed: 9, leagueSize: 8, draftPosition: 2 });
    const waiting = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.userOnTheClock);
    const available = testApp.app
      .get(PlayerPool)
      .players.find((player) => !waiting.teams.some((t) => t.picks.some((p) => p.playerId === player.id)));
    await http()
      .post(`/api/teams/${waiting.teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: waiting.version, commandId: randomUUID(), playerId: available?.id })
      .expect(200);
    // Slot 2's next turn in an 8-team snake is pick 15.
    const next = await waitForDraft(testApp.app, owner, started.id, (draft) => draft.userOnTheClock && draft.picksMade === 14, 10_000);
    expect(next.currentOverallPick).toBe(15);
  });

  it('lists drafts from the read models with the same summary the detail gives, and finds one draft by its mock team', async () => {
    const account = await signUp(testApp.app);
    const finished = await startDraft(testApp.app, account, {
      speed: 'instant',
      autoPick: true,
      seed: 11,
      leagueSize: 8,
      draftPosition: 2,
    });
    const done = await waitForDraft(testApp.app, account, finished.id, (draft) => draft.status === 'finished' && draft.reportCard !== null);
    const waiting = await startDraft(testApp.app, account, { speed: 'instant', seed: 12, leagueSize: 10, draftPosition: 5 });
    const onTheClock = await waitForDraft(testApp.app, account, waiting.id, (draft) => draft.userOnTheClock);
    expect(done.reportCard).not.toBeNull();

    const list = (await http().get('/api/mock-drafts').set(bearer(account.token)).expect(200)).body as MockDraftDto[];
    const { teams: _doneTeams, ...doneSummary } = done;
    // The runner may still stamp the waiting draft's row once after the user came on the clock: its updatedAt can move.
    const { teams: _waitingTeams, ...waitingDetail } = onTheClock;
    const waitingSummary = { ...waitingDetail, updatedAt: expect.any(String) };
    expect(list).toEqual([waitingSummary, doneSummary]);

    const byTeam = await http().get('/api/mock-drafts').query({ teamId: waiting.teamId }).set(bearer(account.token)).expect(200);
    expect(byTeam.body).toEqual(waitingSummary);
    const badId = await http().get('/api/mock-drafts').query({ teamId: 'not-a-uuid' }).set(bearer(account.token)).expect(400);
    expect(badId.body.message).toBe(MOCK_DRAFT_MESSAGES.teamId);
    const noDraft = await http().get('/api/mock-drafts').query({ teamId: randomUUID() }).set(bearer(account.token)).expect(404);
    expect(noDraft.body.message).toBe(MOCK_DRAFT_MESSAGES.notFound);
    await http().get('/api/mock-drafts').query({ teamId: waiting.teamId }).set(bearer(stranger.token)).expect(404);
  });

  it('keeps real team names and mock draft names apart: neither blocks the other, each is unique among its kind', async () => {
    const account = await signUp(testApp.app);
    const createTeam = (name: string) =>
      http()
        .post('/api/teams')
        .set(bearer(account.token))
        .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, commandId: randomUUID() });
    const startMock = (name: string) =>
      http().post('/api/mock-drafts').set(bearer(account.token)).send({ name, speed: 'manual', commandId: randomUUID() });

    await startMock('Sharks').expect(201);
    await createTeam('Sharks').expect(201);
    await createTeam('Jets').expect(201);
    await startMock('jets').expect(201);

    expect((await createTeam('SHARKS').expect(409)).body.message).toBe(MESSAGES.teamNameTaken);
    expect((await startMock('Jets').expect(409)).body.message).toBe(MESSAGES.teamNameTaken);
    // GET /api/teams lists the real teams only.
    const teams = (await http().get('/api/teams').set(bearer(account.token)).expect(200)).body as { name: string }[];
    expect(teams.map((team) => team.name).sort()).toEqual(['Jets', 'Sharks']);
  });

  it('a start that fails after creating its mock team deletes that team, so its name stays free', async () => {
    const account = await signUp(testApp.app);
    const db = testApp.app.get(DataSource);
    await db.query(
      `CREATE FUNCTION fail_mock_draft_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`,
    );
    await db.query(
      `CREATE TRIGGER fail_mock_draft_insert BEFORE INSERT ON mock_drafts FOR EACH ROW WHEN (NEW.user_id = '${account.id}') EXECUTE FUNCTION fail_mock_draft_insert()`,
    );
    try {
      await http()
        .post('/api/mock-drafts')
        .set(bearer(account.token))
        .send({ name: 'Doomed', speed: 'manual', commandId: randomUUID() })
        .expect(500);
    } finally {
      await db.query('DROP TRIGGER fail_mock_draft_insert ON mock_drafts');
      await db.query('DROP FUNCTION fail_mock_draft_insert()');
    }
    expect(await db.query('SELECT id FROM team_list WHERE user_id = $1', [account.id])).toEqual([]);
    const [stream] = (await db.query("SELECT stream_id FROM events WHERE type = 'TeamCreated' AND data->>'userId' = $1", [account.id])) as {
      stream_id: string;
    }[];
    const events = await streamEvents(testApp.app, stream!.stream_id.slice('team-'.length));
    expect(events.map((event) => event.type)).toEqual(['TeamCreated', 'TeamDeleted']);

    const again = await startDraft(testApp.app, account, { name: 'Doomed', speed: 'manual', commandId: randomUUID() });
    expect(again.name).toBe('Doomed');
  });
});
