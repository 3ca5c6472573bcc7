import { Queue } from 'bullmq';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT, type RedisClient } from '../src/infra/redis/redis.module';
import { bearer, signUp, signUpAdmin, type TestAccount } from './support/accounts';
import { clearRedisKeys } from './support/redis-server';
import { connected, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';
import { createTeam } from './support/teams';

const PROJECTIONS = ['team-list', 'roster', 'taken-by-others', 'live-grade', 'draft-history', 'pick-clock'];

describe('admin API: system health', () => {
  let testApp: TestApp;
  let admin: TestAccount;
  let member: TestAccount;
  let baseUrl: string;
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('admin_health');
    baseUrl = await urlOf(testApp.app);
    admin = await signUpAdmin(testApp.app);
    member = await signUp(testApp.app, { name: 'Morgan Member' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('system health', () => {
    const health = () => http().get('/api/admin/system-health').set(bearer(admin.token)).expect(200);

    it('reports the database, Redis, queues, process and no sockets', async () => {
      const response = await health();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatchObject({
        database: { status: 'up', latencyMs: expect.any(Number) },
        redis: { status: 'not-configured' },
        queues: { mode: 'in-process', description: 'in-process (no Redis)' },
        sockets: { thisProcess: 0, allProcesses: 0 },
        process: { pid: process.pid, uptimeSeconds: expect.any(Number), rssBytes: expect.any(Number), heapUsedBytes: expect.any(Number) },
      });
      expect(response.body.process.rssBytes).toBeGreaterThan(0);
      expect(Date.parse(response.body.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('counts open socket connections', async () => {
      const sockets: Socket[] = [];
      try {
        for (const token of [admin.token, undefined]) {
          const socket = io(baseUrl, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: token ? { token } : {},
            reconnection: false,
            forceNew: true,
          });
          sockets.push(socket);
          await connected(socket);
        }
        expect((await health()).body.sockets).toEqual({ thisProcess: 2, allProcesses: 2 });
      } finally {
        for (const socket of sockets) socket.disconnect();
      }
    });

    it('reports the event-store head and no projection lag after commands, and the lag of an unprojected event', async () => {
      const team = await createTeam(testApp.app, member, 'Lag Test');
      const before = (await health()).body.eventStore;
      const [{ head }] = await db().query('SELECT max(position)::int AS head FROM events');
      expect(before.headPosition).toBe(head);
      expect(before.projections).toEqual(PROJECTIONS.map((name) => ({ name, checkpointPosition: head, lagEvents: 0, lagPositions: 0 })));

      // An event appended behind the projections' back (as a crashed projector would leave it).
      await db().query(
        `INSERT INTO events (stream_id, version, type, data, metadata, command_id)
         VALUES ($1, 2, 'TeamRenamed', '{"name":"Lagging"}', $2, 'manual')`,
        [`team-${team}`, JSON.stringify({ userId: member.id, commandId: 'manual', correlationId: 'manual', causationId: null })],
      );
      const after = (await health()).body.eventStore;
      expect(after.headPosition).toBe(head + 1);
      expect(after.projections).toEqual(PROJECTIONS.map((name) => ({ name, checkpointPosition: head, lagEvents: 1, lagPositions: 1 })));
      await db().query("DELETE FROM events WHERE command_id = 'manual'");
    });
  });
});

describe('admin system health with Redis', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379';
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp('admin_redis', { REDIS_URL });
    admin = await signUpAdmin(testApp.app);
  });

  afterAll(async () => {
    await clearRedisKeys(testApp.app, testApp.database.url);
    await testApp.close();
  });

  it('reports Redis latency and every queue: the email queue’s waiting, delayed and failed jobs, the mock-draft and draft-sync queues', async () => {
    const prefix = `draftmode:${new URL(testApp.database.url).pathname.slice(1)}:bull`;
    const queue = new Queue('email', { connection: testApp.app.get<RedisClient>(REDIS_CLIENT), prefix });
    try {
      // A job the worker cannot deliver (no recipient, subject or body) fails on its only attempt.
      await queue.add('broken', {}, { attempts: 1 });
      await queue.add('later', { to: 'later@example.com' }, { delay: 60 * 60 * 1000 });
      const deadline = Date.now() + 10_000;
      let body;
      do {
        body = (await request(testApp.app.getHttpServer()).get('/api/admin/system-health').set(bearer(admin.token)).expect(200)).body;
        if (body.queues.queues?.[0]?.failed === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (Date.now() < deadline);

      expect(body.redis).toEqual({ status: 'up', latencyMs: expect.any(Number) });
      const idle = (name: string) => ({ name, waiting: 0, active: 0, delayed: 0, failed: 0, recentFailures: [] });
      expect(body.queues).toEqual({
        mode: 'bullmq',
        queues: [
          {
            name: 'email',
            waiting: 0,
            active: 0,
            delayed: 1,
            failed: 1,
            recentFailures: [
              {
                id: expect.any(String),
                name: 'broken',
                reason: expect.any(String),
                attempts: 1,
                failedAt: expect.stringMatching(/^\d{4}-/),
              },
            ],
          },
          // The mock-draft bots' queue and the Sleeper poller's, idle with no draft running or linked.
          idle('mock-draft-bots'),
          idle('draft-sync'),
        ],
      });
      expect(body.queues.queues[0].recentFailures[0].reason).not.toBe('');
    } finally {
      await queue.close();
    }
  });
});
