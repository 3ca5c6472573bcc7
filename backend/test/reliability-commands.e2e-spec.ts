import { randomUUID } from 'node:crypto';
import { teamStreamId, type RecordedEvent, type TeamEvent } from '@draftmode/domain';
import { foldTeamEvents } from '@draftmode/draft-core';
import { bundledPlayers } from '@draftmode/players';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { mulberry32 } from '@draftmode/grading';
import { STALE_VERSION_MESSAGE } from '../src/infra/http/api-exception.filter';
import { EventStore } from '../src/infra/event-store/event-store';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/app-config';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';

describe('Draft engine reliability (real PostgreSQL)', () => {
  let testApp: TestApp;
  let owner: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('reliability_commands');
    owner = await signUp(testApp.app);
  });

  // A second application in this process (see the first test). It stays up until the end: passport keeps one
  // 'jwt' strategy per process, the last one registered, so closing it would leave this app checking sessions
  // through a closed connection. Two real processes each have their own.
  let other: INestApplication | undefined;

  afterAll(async () => {
    await other?.close();
    await testApp?.close();
  });

  async function createTeam(name = `Team ${randomUUID().slice(0, 8)}`): Promise<{ id: string; version: number }> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 4, commandId: randomUUID() })
      .expect(201);
    return { id: response.body.team.team.id as string, version: response.body.version as number };
  }

  async function storedEvents(teamId: string): Promise<RecordedEvent[]> {
    return testApp.app.get(EventStore).readStream(teamStreamId(teamId));
  }

  async function countEvents(): Promise<number> {
    const [row] = (await testApp.app.get(DataSource).query('SELECT count(*)::int AS count FROM events')) as { count: number }[];
    return row!.count;
  }

  it('a second process never decides on the state this one cached: a stale expected version is 409 with the current one, the current one succeeds', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: testApp.database.url });
    other = await createApp({ ...config, databaseUrl: testApp.database.url, jwtSecret: TEST_JWT_SECRET });
    await other.init();
    const otherServer = other.getHttpServer();
    const team = await createTeam();
    const pick = (server: Parameters<typeof request>[0], expectedVersion: number, playerId: string) =>
      request(server)
        .post(`/api/teams/${team.id}/taken`)
        .set(bearer(owner.token))
        .send({ expectedVersion, commandId: randomUUID(), playerId });
    // This process caches the team at version 2; the other process moves it to 3.
    const first = await pick(testApp.app.getHttpServer(), team.version, 'josh-allen').expect(200);
    await pick(otherServer, first.body.version, 'lamar-jackson').expect(200);
    // A client that saw version 2 (the version this process cached) is told the stream is at 3, and nothing is written.
    const stale = await pick(testApp.app.getHttpServer(), first.body.version, 'jalen-hurts').expect(409);
    expect(stale.body).toMatchObject({ message: STALE_VERSION_MESSAGE, currentVersion: first.body.version + 1 });
    // The same player another process recorded is refused on the current state, not accepted on the cached one.
    const taken = await pick(testApp.app.getHttpServer(), first.body.version + 1, 'lamar-jackson').expect(409);
    expect(taken.body.currentVersion).toBeUndefined();
    const current = await pick(testApp.app.getHttpServer(), first.body.version + 1, 'jalen-hurts').expect(200);
    expect(current.body.team.takenByOthers.map((row: { playerId: string }) => row.playerId)).toEqual([
      'josh-allen',
      'lamar-jackson',
      'jalen-hurts',
    ]);
    expect((await storedEvents(team.id)).map((event) => event.version)).toEqual([1, 2, 3, 4]);
  });

  it('two clients drafting the same player at once: exactly one event, the other gets 409 with the current version', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const team = await createTeam();
      const send = (path: string) =>
        http()
          .post(`/api/teams/${team.id}/${path}`)
          .set(bearer(owner.token))
          .send({ expectedVersion: 1, commandId: randomUUID(), playerId: 'ja-marr-chase' });
      // Both as the user's own pick, or one device drafting while another records him as taken.
      const [first, second] = await Promise.all(attempt % 2 === 0 ? [send('picks'), send('picks')] : [send('picks'), send('taken')]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body).toEqual({ statusCode: 409, error: 'Conflict', message: STALE_VERSION_MESSAGE, currentVersion: 2 });
      const events = await storedEvents(team.id);
      expect(events.map((event) => event.type)).toEqual(['TeamCreated', expect.stringMatching(/^(PlayerDrafted|PlayerTakenByOther)$/)]);
    }
  });

  it('the same command id sent twice at once: one event, both answered with its result', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const team = await createTeam();
      const body = { expectedVersion: 1, commandId: randomUUID(), playerId: 'bijan-robinson' };
      const [first, second] = await Promise.all(
        [0, 1].map(() => http().post(`/api/teams/${team.id}/picks`).set(bearer(owner.token)).send(body)),
      );
      expect([first!.status, second!.status]).toEqual([200, 200]);
      expect([first!.body.duplicate, second!.body.duplicate].sort()).toEqual([false, true]);
      expect(first!.body.version).toBe(2);
      expect(second!.body.version).toBe(2);
      expect((await storedEvents(team.id)).map((event) => event.metadata.commandId)).toEqual([expect.any(String), body.commandId]);
    }
  });

  it('1,000 random commands from several concurrent clients: read models equal a fold of the stored events, no acknowledged command lost', async () => {
    const playerIds = bundledPlayers()
      .sort((a, b) => a.adp.ppr - b.adp.ppr)
      .slice(0, 50)
      .map((player) => player.id);
    const slots = ['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'def', 'k'];
    const teams = [await createTeam('Chaos A'), await createTeam('Chaos B'), await createTeam('Chaos C')];
    const acknowledged: { teamId: string; commandId: string; version: number; rename: boolean }[] = [];
    const statuses = new Map<number, number>();
    const TOTAL = 1000;
    const CLIENTS = 6;
    let issued = 0;

    // Each client is a device with its own, possibly stale, idea of each team's version.
    const client = async (seed: number) => {
      const random = mulberry32(seed);
      const choose = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const seen = new Map(teams.map((team) => [team.id, team.version]));
      while (issued < TOTAL) {
        issued += 1;
        const team = choose(teams);
        const commandId = randomUUID();
        const base = `/api/teams/${team.id}`;
        const auth = bearer(owner.token);
        const roll = random();
        const playerId = choose(playerIds);
        const slot = choose(slots);
        const percentage = Math.round(random() * 100);
        // A flaky network makes a device send the same command twice now and then; a stale version
        // makes it retry the same command at the version the 409 reported, as the app does.
        let sends = random() < 0.05 ? 2 : 1;
        for (let attempt = 0; attempt < 4 && sends > 0; attempt += 1) {
          const envelope = { expectedVersion: seen.get(team.id)!, commandId };
          const response =
            roll < 0.35
              ? await http()
                  .post(`${base}/picks`)
                  .set(auth)
                  .send({ ...envelope, playerId })
              : roll < 0.65
                ? await http()
                    .post(`${base}/taken`)
                    .set(auth)
                    .send({ ...envelope, playerId })
                : roll < 0.75
                  ? await http()
                      .post(`${base}/undo`)
                      .set(auth)
                      .send({ ...envelope, playerId })
                  : roll < 0.82
                    ? await http()
                        .post(`${base}/roster`)
                        .set(auth)
                        .send({ ...envelope, playerId })
                    : roll < 0.87
                      ? await http().delete(`${base}/roster/${playerId}`).set(auth).send(envelope)
                      : roll < 0.95
                        ? await http()
                            .post(`${base}/swap`)
                            .set(auth)
                            .send({ ...envelope, slot, playerId })
                        : roll < 0.98
                          ? await http()
                              .post(`${base}/report-card`)
                              .set(auth)
                              .send({ ...envelope, grade: 'B', percentage })
                          : await http()
                              .patch(base)
                              .set(auth)
                              .send({ ...envelope, name: `Chaos ${team.id.slice(0, 4)} ${issued}` });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 200) {
            acknowledged.push({ teamId: team.id, commandId, version: response.body.version, rename: roll >= 0.98 });
            seen.set(team.id, Math.max(seen.get(team.id)!, response.body.version));
            sends -= 1;
          } else if (response.status === 409 && typeof response.body.currentVersion === 'number') {
            seen.set(team.id, response.body.currentVersion);
          } else {
            sends = 0;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(20_261_122 + index)));

    expect([...statuses.keys()].every((status) => [200, 400, 409, 422].includes(status))).toBe(true);
    // Enough writes to mean something; how many succeed depends on how the clients interleave.
    expect(statuses.get(200)).toBeGreaterThan(150);
    expect(statuses.get(409)).toBeGreaterThan(0);

    for (const team of teams) {
      const events = await storedEvents(team.id);
      // No acknowledged command lost: each is stored, at the version it was answered with.
      const byCommand = new Map<string, number>();
      for (const event of events)
        byCommand.set(event.metadata.commandId, Math.max(byCommand.get(event.metadata.commandId) ?? 0, event.version));
      for (const ack of acknowledged.filter((entry) => entry.teamId === team.id)) {
        // Only a rename to the name the team already has decides nothing and answers 200 without an event.
        if (ack.rename && !byCommand.has(ack.commandId)) continue;
        expect({ command: ack.commandId, version: byCommand.get(ack.commandId) }).toEqual({ command: ack.commandId, version: ack.version });
      }
      expect(events.map((event) => event.version)).toEqual(events.map((_, index) => index + 1));
      expect(new Set(events.map((event) => event.metadata.commandId)).size).toBe(events.length);

      // The read models are exactly the fold of what is stored.
      const state = foldTeamEvents(events.map((event) => ({ type: event.type, data: event.data }) as TeamEvent));
      const detail = (await http().get(`/api/teams/${team.id}`).set(bearer(owner.token)).expect(200)).body;
      expect(detail.version).toBe(events.at(-1)!.version);
      expect(detail.team.name).toBe(state.name);
      expect(detail.team.playerCount).toBe(state.roster.playerIds.length);
      expect(detail.team.draftGrade).toBe(state.draftGrade);
      expect(detail.roster.playerIds).toEqual(state.roster.playerIds);
      expect(detail.roster.positions).toEqual(state.roster.positions);
      expect(detail.roster.bench).toEqual(state.roster.bench);
      expect(detail.roster.ownPicks).toEqual(state.ownPicks);
      const byPick = (a: { overallPick: number; playerId: string }, b: { overallPick: number; playerId: string }) =>
        a.overallPick - b.overallPick || a.playerId.localeCompare(b.playerId);
      expect(
        detail.takenByOthers
          .map(({ playerId, overallPick }: { playerId: string; overallPick: number }) => ({ playerId, overallPick }))
          .sort(byPick),
      ).toEqual(state.takenByOthers.map(({ playerId, overallPick }) => ({ playerId, overallPick })).sort(byPick));
    }
  }, 180_000);

  it('answers malformed payloads on every team endpoint with a 4xx and a message, never a 500, and stores nothing', async () => {
    const team = await createTeam('Malformed');
    const id = team.id;
    const endpoints: [method: 'post' | 'put' | 'patch' | 'delete', path: string][] = [
      ['post', '/api/teams'],
      ['patch', `/api/teams/${id}`],
      ['delete', `/api/teams/${id}`],
      ['put', `/api/teams/${id}/settings`],
      ['post', `/api/teams/${id}/picks`],
      ['post', `/api/teams/${id}/taken`],
      ['post', `/api/teams/${id}/undo`],
      ['post', `/api/teams/${id}/roster`],
      ['delete', `/api/teams/${id}/roster/ja-marr-chase`],
      ['post', `/api/teams/${id}/swap`],
      ['post', `/api/teams/${id}/report-card`],
      ['post', `/api/teams/${id}/sleeper-link`],
      ['delete', `/api/teams/${id}/sleeper-link`],
      ['put', `/api/teams/${id}/pick-clock`],
    ];
    const bodies: unknown[] = [
      [],
      [1, 2, 3],
      'just a string',
      { expectedVersion: 'one', commandId: 12, playerId: { $gt: '' } },
      { expectedVersion: -1, commandId: randomUUID(), playerId: 'ja-marr-chase' },
      { expectedVersion: 1.5, commandId: randomUUID(), playerId: 'ja-marr-chase' },
      { expectedVersion: 1, commandId: 'not-a-uuid', playerId: 'ja-marr-chase' },
      {
        expectedVersion: 1,
        commandId: randomUUID(),
        playerId: 'x'.repeat(5000),
        name: 'y'.repeat(5000),
        slot: 'goalie',
        grade: '',
        percentage: 'lots',
      },
      {
        expectedVersion: 1,
        commandId: randomUUID(),
        playerId: '',
        scoringFormat: 'Rugby',
        leagueSize: 7,
        draftPosition: 99,
        draftId: 'abc',
        draftSlot: -3,
      },
      { expectedVersion: 1e308, commandId: randomUUID(), playerId: 'ja-marr-chase', name: '', __proto__: { admin: true } },
      { expectedVersion: 1, commandId: randomUUID(), playerId: 'no-such-player', grade: 'A', percentage: 101, rosterSpots: { QB: 'many' } },
    ];
    const before = await countEvents();
    const problems: string[] = [];
    for (const [method, path] of endpoints) {
      // A DELETE reads only the envelope: a body with a valid one is a valid request there.
      const applicable = method === 'delete' ? bodies.filter((body) => !hasValidEnvelope(body)) : bodies;
      for (const body of [...applicable, '{"expectedVersion": 1, "commandId": ']) {
        const call = http()[method](path).set(bearer(owner.token));
        const response =
          typeof body === 'string' && body.startsWith('{')
            ? await call.set('Content-Type', 'application/json').send(body)
            : await call.send(body as object);
        const ok =
          response.status >= 400 && response.status < 500 && typeof response.body.message === 'string' && response.body.message.length > 0;
        if (!ok)
          problems.push(
            `${method.toUpperCase()} ${path} ${JSON.stringify(body).slice(0, 60)} → ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(await countEvents()).toBe(before);
    expect((await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200)).body.version).toBe(1);
  });
});

function hasValidEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { expectedVersion, commandId } = body as { expectedVersion?: unknown; commandId?: unknown };
  return (
    typeof expectedVersion === 'number' &&
    Number.isInteger(expectedVersion) &&
    expectedVersion >= 0 &&
    typeof commandId === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(commandId)
  );
}
