/**
 * Draft-engine benchmark (issues 9 and 15): the real backend (compiled) on a throwaway database of
 * the local PostgreSQL, driven over HTTP and Socket.IO like the app's clients, beside bare
 * baselines measured in the same run on the same PostgreSQL.
 *
 *  1. Bare baseline: BENCH_TEAMS clients each running transactional single-row INSERTs.
 *  2. Command latency: DraftPlayer / RecordTakenByOther one after another over the socket (`team.pick`,
 *     as the draft room sends its picks), three teams' drafts of
 *     170 commands each (510 latencies: a p99 of one draft's 180 would be its second-slowest).
 *  3. Command throughput: BENCH_TEAMS teams, each its own sequence of commands, all at once, over
 *     HTTP, then the same straight into the engine (the CommandBus, no HTTP, no JSON, no auth):
 *     the engine's throughput (170 commands per team), the one the summary line compares with the
 *     bare INSERT loop.
 *  4. Pick-to-watcher latency: 100 drafts × 5 watching sockets, beside each draft's own tab, which
 *     sends the picks (`team.pick`, as the draft room does) and has each answer in its
 *     acknowledgement, every draft picking at once, round after round (three runs of 10 rounds,
 *     the drafts going on); beside a bare Socket.IO echo (same rooms, same rounds: one client
 *     emits, the server sends it to the others in the room) on its own server in this process,
 *     run three times. The ratio compares the median of each side's three p99s, so one stray
 *     pause (a major GC) moves neither side. Then the same echo
 *     with one INSERT per message before it is sent: what writing a pick first costs on its own.
 *  5. 50 concurrent instant mock drafts (12 teams × 15 rounds, auto-pick on) to completion, on users
 *     of 20 drafts each (the per-user limit); the server runs 2 instant drafts at a time, the others wait.
 *  6. `projections:rebuild` (the compiled CLI, a fresh process) of exactly 100,000 events: the
 *     streams written above, copied under new team ids until there are that many.
 *  7. Peak RSS of this process (the backend and the clients).
 *
 * Ends with one summary line (`engine: …`). The bare baselines (1, 4b) and the latency lines are in
 * engine-baselines.ts, the event fill and the rebuild run (6) in engine-rebuild.ts.
 *
 * Usage: npm run bench:engine   (builds the libs and the backend, then runs this with tsx)
 * Env: BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_REDIS_URL to schedule bot picks with BullMQ instead of in-process timers,
 *      BENCH_MOCK_DRAFTS (default 50), BENCH_TEAMS (default 20), BENCH_REBUILD_EVENTS (default 100000).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { SOCKET_PROTOCOL_VERSION, type PickCommandAck } from '@draftmode/domain';
import { ADMIN_URL, admin, percentile } from './bench-support';
import { bareInsertLoop, connected, echoLatencies, latencyLine } from './engine-baselines';
import { fillEvents, runRebuild } from './engine-rebuild';

// The compiled backend: NestJS needs the decorator metadata tsc emits (tsx/esbuild does not).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createApp } = require('../dist/src/app.factory') as typeof import('../src/app.factory');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadConfig } = require('../dist/src/infra/config/app-config') as typeof import('../src/infra/config/app-config');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ExecuteTeamCommand } = require('../dist/src/modules/teams') as typeof import('../src/modules/teams');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CommandBus } = require('@nestjs/cqrs') as typeof import('@nestjs/cqrs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SocketLimits } = require('../dist/src/infra/realtime/socket-limits') as typeof import('../src/infra/realtime/socket-limits');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MAX_MOCK_DRAFTS_PER_USER } = require('../dist/src/modules/teams') as typeof import('../src/modules/teams');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PlayerPool } = require('../dist/src/modules/player-pool/player-pool') as typeof import('../src/modules/player-pool');

const REDIS_URL = process.env['BENCH_REDIS_URL'];
const MOCK_DRAFTS = Number(process.env['BENCH_MOCK_DRAFTS'] ?? 50);
const TEAMS = Number(process.env['BENCH_TEAMS'] ?? 20);
const REBUILD_EVENTS = Number(process.env['BENCH_REBUILD_EVENTS'] ?? 100_000);
/** Commands per team in the latency and engine throughput runs: a 12-team, 15-round draft less its last picks. */
const ENGINE_COMMANDS = 170;
const WATCHED_DRAFTS = 100;
const WATCHERS = 5;
const WATCH_ROUNDS = 10;
/** Runs of the watched drafts (WATCH_ROUNDS rounds each, the drafts going on) and of the bare echo: the summary compares their median p99s. */
const WATCH_RUNS = 3;
const ECHO_RUNS = 3;

async function main(): Promise<void> {
  const name = `draftmode_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ACCOUNT_EMAILS_PER_IP_PER_HOUR: '100000',
    DATABASE_URL: databaseUrl,
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  const app = await createApp({ ...config, databaseUrl, jwtSecret: randomBytes(32).toString('hex') });
  // The bench plays a hundred drafts' traffic on a few accounts from one address, as fast as the server answers: past the socket limits a user has.
  const unlimited = { burst: 1e9, perSecond: 1e9 };
  app.get(SocketLimits).configure({
    socketsPerUser: 1e6,
    socketsPerAddress: 1e6,
    events: { perSocket: unlimited, perClient: unlimited },
    joins: { perSocket: unlimited, perClient: unlimited },
  });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  let closed = false;
  try {
    console.log(
      `DraftMode engine benchmark — ${name}, bot picks ${REDIS_URL ? 'on BullMQ' : 'on in-process timers'}, node ${process.version}, load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    let firstUserId: string | undefined;
    const signUp = async (): Promise<string> => {
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Manager',
          email: `bench-${randomBytes(4).toString('hex')}@example.com`,
          password: 'Touchdown2025',
        }),
      });
      if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
      const session = (await signup.json()) as { token: string; user: { id: string } };
      firstUserId ??= session.user.id;
      return session.token;
    };
    const token = await signUp();
    const call = async <T>(method: string, path: string, body?: unknown, as = token): Promise<T> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (response.status === 204 ? undefined : await response.json()) as T;
    };
    const players = app.get(PlayerPool).players;

    const createTeam = async (label: string, as = token) =>
      await call<{ version: number; team: { team: { id: string } } }>(
        'POST',
        '/api/teams',
        { name: label, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 6, commandId: randomUUID() },
        as,
      );

    /** Whether the `index`-th pick of a team at slot 6 of 12 is its own (else a player taken by another team). */
    const isOwnPick = (index: number) => {
      const overall = index + 1;
      const round = Math.ceil(overall / 12);
      return (round % 2 === 1 ? (round - 1) * 12 + 6 : round * 12 - 6 + 1) === overall;
    };
    const pickPath = (teamId: string, index: number) => `/api/teams/${teamId}/${isOwnPick(index) ? 'picks' : 'taken'}`;

    /** The `index`-th pick of a team as the draft room sends it: over its live connection (`team.pick`); the version after it. */
    const sendPick = async (
      socket: ClientSocket,
      teamId: string,
      index: number,
      expectedVersion: number,
      playerId: string,
    ): Promise<number> => {
      const type = isOwnPick(index) ? 'draftPlayer' : 'recordTakenByOther';
      const ack = (await socket.emitWithAck('team.pick', {
        type,
        teamId,
        playerId,
        expectedVersion,
        commandId: randomUUID(),
      })) as PickCommandAck;
      if ('error' in ack) throw new Error(`team.pick ${type}: ${ack.error.message}`);
      return 'change' in ack ? ack.change.version : ack.result.version;
    };
    const ownerSocket = async (as: string): Promise<ClientSocket> => {
      const socket = connect(base, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { token: as } });
      await connected(socket);
      return socket;
    };

    /** A team's draft as commands over HTTP, everything else taken by others, `count` commands. */
    const runCommands = async (teamId: string, startVersion: number, count: number, offset: number, latencies: number[]) => {
      let version = startVersion;
      for (let i = 0; i < count; i++) {
        const playerId = players[(offset + i) % players.length]?.id;
        const started = performance.now();
        const result = await call<{ version: number }>('POST', pickPath(teamId, i), {
          expectedVersion: version,
          commandId: randomUUID(),
          playerId,
        });
        latencies.push(performance.now() - started);
        version = result.version;
      }
    };

    // 1. The bare baseline, at the concurrency of the throughput run.
    const bareRate = await bareInsertLoop(databaseUrl, TEAMS, 5000);
    console.log(`${`bare transactional INSERT, ${TEAMS} clients`.padEnd(44)} ${bareRate.toFixed(0)} inserts/s`);

    // 2. Latency, one command at a time, over the socket as the draft room sends them.
    const sequential: number[] = [];
    const latencySocket = await ownerSocket(token);
    try {
      for (let index = 0; index < 3; index++) {
        const single = await createTeam(`Latency team ${index + 1}`);
        let version = single.version;
        for (let i = 0; i < ENGINE_COMMANDS; i++) {
          const started = performance.now();
          version = await sendPick(latencySocket, single.team.team.id, i, version, players[(index * 5 + i) % players.length]?.id as string);
          sequential.push(performance.now() - started);
        }
      }
    } finally {
      latencySocket.disconnect();
    }
    console.log(latencyLine('DraftPlayer/RecordTakenByOther over the socket, sequential', sequential));

    // 3. Throughput: TEAMS teams at once, 60 commands each (teams draw from different parts of the pool).
    const teams = await Promise.all(Array.from({ length: TEAMS }, (_, index) => createTeam(`Throughput ${index + 1}`)));
    const concurrent: number[] = [];
    const throughputStart = performance.now();
    await Promise.all(teams.map((team, index) => runCommands(team.team.team.id, team.version, 60, index * 7, concurrent)));
    const throughputMs = performance.now() - throughputStart;
    const commandRate = (concurrent.length / throughputMs) * 1000;
    console.log(latencyLine(`same, ${TEAMS} teams concurrently`, concurrent));
    console.log(
      `${'command throughput over HTTP'.padEnd(44)} ${commandRate.toFixed(0)} commands/s (${concurrent.length} in ${(throughputMs / 1000).toFixed(2)} s), ${(commandRate / bareRate).toFixed(2)}× bare insert`,
    );

    // 3b. The same load straight into the engine, in this process.
    const engine = app.get(CommandBus);
    const userId = firstUserId as string;
    const engineTeams = await Promise.all(Array.from({ length: TEAMS }, (_, index) => createTeam(`Engine ${index + 1}`)));
    const engineLatencies: number[] = [];
    const engineStart = performance.now();
    await Promise.all(
      engineTeams.map(async (team, index) => {
        let version = team.version;
        for (let i = 0; i < ENGINE_COMMANDS; i++) {
          const playerId = players[(index * 7 + i) % players.length]?.id as string;
          const own = isOwnPick(i);
          const started = performance.now();
          const outcome = await engine.execute(
            new ExecuteTeamCommand(
              { teamId: team.team.team.id, userId, expectedVersion: version, commandId: randomUUID() },
              own ? { type: 'DraftPlayer', data: { playerId } } : { type: 'RecordTakenByOther', data: { playerId } },
            ),
          );
          engineLatencies.push(performance.now() - started);
          version = outcome.version;
        }
      }),
    );
    const engineMs = performance.now() - engineStart;
    const engineRate = (engineLatencies.length / engineMs) * 1000;
    console.log(latencyLine(`same onto the CommandBus, ${TEAMS} teams`, engineLatencies));
    console.log(
      `${'engine command throughput'.padEnd(44)} ${engineRate.toFixed(0)} commands/s (${engineLatencies.length} in ${(engineMs / 1000).toFixed(2)} s), ${(engineRate / bareRate).toFixed(2)}× bare insert`,
    );

    // 4. Pick-to-watcher latency: WATCHED_DRAFTS teams × WATCHERS sockets beside the draft's own tab; each round every team picks once, at once.
    // A user has at most 50 teams: the watched drafts belong to users of 25 each.
    const owners = await Promise.all(Array.from({ length: Math.ceil(WATCHED_DRAFTS / 25) }, () => signUp()));
    const ownerOf = (index: number) => owners[Math.floor(index / 25)] as string;
    const watched = await Promise.all(
      Array.from({ length: WATCHED_DRAFTS }, (_, index) => createTeam(`Watched ${index + 1}`, ownerOf(index))),
    );
    const watchers: ClientSocket[] = [];
    /** Each draft's own tab: in the room too, it sends the picks and has each answer in its acknowledgement (the room's event skips it). */
    const pickers: ClientSocket[] = [];
    /** Each run's latencies: the runs continue the same drafts, rounds after rounds. */
    const watcherRuns: number[][] = [];
    let watcherLatencies: number[] = [];
    const sentAt = new Map<string, number>();
    try {
      for (const [index, team] of watched.entries()) {
        const teamId = team.team.team.id;
        const [picker, ...sockets] = Array.from({ length: WATCHERS + 1 }, () =>
          connect(base, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { token: ownerOf(index) } }),
        ) as [ClientSocket, ...ClientSocket[]];
        await Promise.all([picker, ...sockets].map(connected));
        for (const socket of [picker, ...sockets]) {
          const ack = (await socket.emitWithAck('team.join', { protocol: SOCKET_PROTOCOL_VERSION, teamId })) as {
            version?: number;
            error?: string;
          };
          if (ack.error) throw new Error(`team.join: ${ack.error}`);
        }
        pickers.push(picker);
        for (const socket of sockets) {
          socket.on('team.event', (message: { teamId: string; version: number }) => {
            const sent = sentAt.get(`${message.teamId}@${message.version}`);
            if (sent !== undefined) watcherLatencies.push(performance.now() - sent);
          });
        }
        watchers.push(...sockets);
      }
      const versions = watched.map((team) => team.version);
      for (let round = 0; round < WATCH_ROUNDS * WATCH_RUNS; round++) {
        if (round % WATCH_ROUNDS === 0) watcherRuns.push((watcherLatencies = []));
        const expected = watcherLatencies.length + WATCHED_DRAFTS * WATCHERS;
        await Promise.all(
          watched.map(async (team, index) => {
            const teamId = team.team.team.id;
            const version = versions[index] as number;
            sentAt.set(`${teamId}@${version + 1}`, performance.now());
            versions[index] = await sendPick(
              pickers[index] as ClientSocket,
              teamId,
              round,
              version,
              players[(index * 3 + round) % players.length]?.id as string,
            );
          }),
        );
        const deadline = Date.now() + 30_000;
        while (watcherLatencies.length < expected) {
          if (Date.now() > deadline)
            throw new Error(`round ${round}: ${expected - watcherLatencies.length} watcher messages missing after 30 s`);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    } finally {
      for (const socket of [...pickers, ...watchers]) socket.disconnect();
    }
    for (const [index, latencies] of watcherRuns.entries())
      console.log(latencyLine(`pick → ${WATCHED_DRAFTS} drafts × ${WATCHERS} watchers (${index + 1}/${WATCH_RUNS})`, latencies));
    const watcherP99 = percentile(
      watcherRuns.map((latencies) => percentile(latencies, 99)),
      50,
    );
    const echoP99s: number[] = [];
    for (let run = 1; run <= ECHO_RUNS; run++) {
      const echo = await echoLatencies(WATCHED_DRAFTS, WATCHERS, WATCH_ROUNDS);
      console.log(latencyLine(`bare Socket.IO echo, same rooms and rounds (${run}/${ECHO_RUNS})`, echo));
      echoP99s.push(percentile(echo, 99));
    }
    const echoP99 = percentile(echoP99s, 50);
    const echoWrite = await echoLatencies(WATCHED_DRAFTS, WATCHERS, WATCH_ROUNDS, databaseUrl);
    console.log(latencyLine('same echo, one INSERT per message first', echoWrite));
    console.log(`${'the INSERT alone'.padEnd(44)} p99 ${(percentile(echoWrite, 99) / echoP99).toFixed(1)}× echo`);

    // 5. MOCK_DRAFTS instant mock drafts (12 × 15 = 180 picks each) at once, auto-pick on.
    type Draft = { id: string; status: string; picksMade: number; totalPicks: number };
    // A user keeps at most MAX_MOCK_DRAFTS_PER_USER mock drafts: the drafts belong to users of that many each.
    const mockOwners = await Promise.all(Array.from({ length: Math.ceil(MOCK_DRAFTS / MAX_MOCK_DRAFTS_PER_USER) }, () => signUp()));
    const mockStart = performance.now();
    const drafts = await Promise.all(
      Array.from({ length: MOCK_DRAFTS }, (_, index) =>
        call<Draft>(
          'POST',
          '/api/mock-drafts',
          {
            name: `Bench mock ${index + 1}`,
            speed: 'instant',
            autoPick: true,
            seed: index + 1,
            leagueSize: 12,
            draftPosition: (index % 12) + 1,
          },
          mockOwners[Math.floor(index / MAX_MOCK_DRAFTS_PER_USER)],
        ),
      ),
    );
    const startedMs = performance.now() - mockStart;
    const finishedAt = new Map<string, number>();
    const deadline = Date.now() + 15 * 60_000;
    while (finishedAt.size < drafts.length) {
      if (Date.now() > deadline) throw new Error(`only ${finishedAt.size} of ${drafts.length} mock drafts finished in 15 minutes`);
      const list = (await Promise.all(mockOwners.map((owner) => call<Draft[]>('GET', '/api/mock-drafts', undefined, owner)))).flat();
      for (const draft of list) {
        if (draft.status === 'finished' && !finishedAt.has(draft.id)) {
          if (draft.picksMade !== draft.totalPicks)
            throw new Error(`mock draft ${draft.id} finished with ${draft.picksMade} of ${draft.totalPicks} picks`);
          finishedAt.set(draft.id, performance.now() - mockStart);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const totalMs = Math.max(...finishedAt.values());
    const picks = drafts.length * 180;
    const pickRate = (picks / totalMs) * 1000;
    console.log(
      `${`${drafts.length} concurrent instant mock drafts (12×15)`.padEnd(44)} all finished in ${(totalMs / 1000).toFixed(2)} s (started in ${(startedMs / 1000).toFixed(2)} s); ${pickRate.toFixed(0)} picks/s over ${picks} picks`,
    );
    console.log(latencyLine('time for one mock draft to finish', [...finishedAt.values()]));
    const rssMb = process.resourceUsage().maxRSS / 1024;
    await app.close();
    closed = true;

    // 6. The rebuild CLI, a fresh process, on REBUILD_EVENTS events.
    const events = await fillEvents(databaseUrl, REBUILD_EVENTS);
    const { seconds: rebuildSeconds, stdout } = await runRebuild(databaseUrl);
    console.log(`${`projections:rebuild of ${events} events`.padEnd(44)} ${rebuildSeconds.toFixed(2)} s (${stdout.trim()})`);

    const sequentialP99 = percentile(sequential, 99);
    console.log(
      `load average after the run ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `engine: commands ${engineRate.toFixed(0)}/s (${(engineRate / bareRate).toFixed(2)}× bare insert), sequential p99 ${sequentialP99.toFixed(1)} ms, ` +
        `watcher p99 ${watcherP99.toFixed(1)} ms (${(watcherP99 / echoP99).toFixed(1)}× echo), rebuild 100k ${rebuildSeconds.toFixed(1)} s, ` +
        `mock drafts ${pickRate.toFixed(0)} picks/s, rss ${rssMb.toFixed(0)} MB`,
    );
  } finally {
    if (!closed) await app.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
