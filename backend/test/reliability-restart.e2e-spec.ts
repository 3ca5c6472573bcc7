import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, teamStreamId, type TeamEvent } from '@draftmode/domain';
import { foldTeamEvents } from '@draftmode/draft-core';
import { bundledPlayers } from '@draftmode/players';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { until } from './support/sockets';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TEST_JWT_SECRET } from './support/test-app';

// The built server, as `npm start` runs it (the test target builds it first), so it can be killed.
const main = join(__dirname, '..', 'dist', 'src', 'main.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the backend killed with SIGKILL mid-draft', () => {
  let database: TestDatabase;
  let dataDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  let socket: Socket | undefined;
  let output = '';

  async function start(): Promise<void> {
    const started = spawn(process.execPath, [main], {
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '/tmp',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
      },
    });
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server = started;
    const mark = output.length;
    const deadline = Date.now() + 60_000;
    while (!output.slice(mark).includes('DraftMode is running')) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}:\n${output.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.slice(-2000)}`);
      await sleep(50);
    }
  }

  function kill(): Promise<void> {
    const running = server!;
    return new Promise((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase('reliability_restart');
    dataDir = mkdtempSync(join(tmpdir(), 'draftmode-restart-'));
    port = await freePort();
  });

  afterAll(async () => {
    socket?.disconnect();
    if (server && server.exitCode === null && server.signalCode === null) await kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged command; retried commands land once; clients resync', async () => {
    await start();
    const url = `http://127.0.0.1:${port}`;
    const signup = await request(url)
      .post('/api/auth/signup')
      .send({ name: 'Kill Test', email: uniqueEmail('kill'), password: TEST_PASSWORD })
      .expect(201);
    const token = signup.body.token as string;
    const created = await request(url)
      .post('/api/teams')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Survivor', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 6, commandId: randomUUID() })
      .expect(201);
    const teamId = created.body.team.team.id as string;

    // A socket that rejoins with its last version whenever it reconnects, like the app's.
    let seenVersion = 0;
    const versions: number[] = [];
    let joins = 0;
    socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnectionDelay: 100, reconnectionDelayMax: 300 });
    socket.on('connect', () => {
      void (
        socket!
          .timeout(5000)
          .emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId, lastVersion: seenVersion }) as Promise<{
          version?: number;
        }>
      ).then(
        () => (joins += 1),
        () => undefined,
      );
    });
    socket.on(SOCKET_EVENTS.teamEvent, (message: { version: number }) => {
      // A gap (a broadcast that raced the catch-up after a reconnect): ask for what is missing.
      if (message.version > seenVersion + 1)
        void socket!
          .timeout(5000)
          .emitWithAck(SOCKET_EVENTS.teamResync, { teamId, lastVersion: seenVersion })
          .catch(() => undefined);
      if (message.version !== seenVersion + 1) return;
      seenVersion = message.version;
      versions.push(message.version);
    });
    await until(() => joins === 1, 10_000);

    // Three devices draft through the whole board: each command is retried with the same command id
    // until the server answers it, at the version a 409 reports, through the kill and the restart.
    const players = bundledPlayers()
      .sort((a, b) => a.adp.ppr - b.adp.ppr)
      .slice(0, 90)
      .map((player) => player.id);
    let next = 0;
    let version = created.body.version as number;
    const acknowledged = new Map<string, number>();
    let refusedConnections = 0;
    const device = async () => {
      while (next < players.length) {
        const playerId = players[next++]!;
        const commandId = randomUUID();
        const path = next % 8 === 0 ? 'picks' : 'taken';
        for (;;) {
          let response: request.Response;
          try {
            response = await request(url)
              .post(`/api/teams/${teamId}/${path}`)
              .set('Authorization', `Bearer ${token}`)
              .send({ expectedVersion: version, commandId, playerId });
          } catch {
            // Killed mid-request, or not back yet: unacknowledged, so it is sent again.
            refusedConnections += 1;
            await sleep(50);
            continue;
          }
          if (response.status === 200) {
            acknowledged.set(commandId, response.body.version as number);
            version = Math.max(version, response.body.version as number);
            break;
          }
          if (response.status === 409 && typeof response.body.currentVersion === 'number') {
            version = Math.max(version, response.body.currentVersion as number);
            continue;
          }
          // The roster is full: that pick is refused for good, which is an answer too.
          expect({ status: response.status, message: response.body.message }).toEqual({
            status: 409,
            message: expect.stringMatching(/roster/i),
          });
          break;
        }
      }
    };
    const devices = Promise.all([device(), device(), device()]);

    await until(() => acknowledged.size >= 30, 30_000);
    await kill();
    const acknowledgedAtKill = acknowledged.size;
    await sleep(300);
    await start();
    await devices;

    expect(acknowledgedAtKill).toBeGreaterThanOrEqual(30);
    expect(refusedConnections).toBeGreaterThan(0);

    // Nothing lost, nothing twice: every acknowledged command is stored once, at the version it was answered with.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const rows = (
        await db.query('SELECT version, type, data, command_id FROM events WHERE stream_id = $1 ORDER BY version', [teamStreamId(teamId)])
      ).rows as {
        version: number;
        type: TeamEvent['type'];
        data: TeamEvent['data'];
        command_id: string;
      }[];
      expect(rows.map((row) => row.version)).toEqual(rows.map((_, index) => index + 1));
      expect(new Set(rows.map((row) => row.command_id)).size).toBe(rows.length);
      const stored = new Map(rows.map((row) => [row.command_id, row.version]));
      for (const [commandId, answered] of acknowledged)
        expect({ commandId, version: stored.get(commandId) }).toEqual({ commandId, version: answered });
      // Every player was dealt with exactly once: taken, drafted, or refused for a full roster.
      const state = foldTeamEvents(rows.map((row) => ({ type: row.type, data: row.data }) as TeamEvent));
      const dealt = [...state.roster.playerIds, ...state.takenByOthers.map((pick) => pick.playerId)];
      expect(new Set(dealt).size).toBe(dealt.length);

      // The read models after the restart are the fold of the stored events.
      const detail = (await request(url).get(`/api/teams/${teamId}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
      expect(detail.version).toBe(rows.at(-1)!.version);
      expect(detail.roster.playerIds).toEqual(state.roster.playerIds);
      expect(detail.roster.ownPicks).toEqual(state.ownPicks);
      expect(detail.takenByOthers.map((pick: { playerId: string }) => pick.playerId).sort()).toEqual(
        state.takenByOthers.map((pick) => pick.playerId).sort(),
      );

      // The socket reconnected to the new process and caught up on everything, in order.
      await until(() => joins >= 2 && seenVersion === detail.version, 15_000);
      expect(versions).toEqual(rows.map((row) => row.version));
    } finally {
      await db.end();
    }
  });
});
