/**
 * Abuse benchmark (issue 38): can one user, or someone without an account, slow the server for
 * everyone? The built backend runs in its own process (as `npm start` runs it) on a throwaway
 * database of the local PostgreSQL. A victim, in a worker thread of its own so the attackers'
 * client work does not delay its clock, reads `GET /health/live` and `GET /api/teams/:id` one
 * after the other, first alone (baseline), then while the attacks run at once:
 *
 *  - chat: 10 messages of 2,000 characters of name-like words ("aa aa …", "Aa Aa …", "Abcdefghi Jklmnopqr …")
 *  - a signed-in socket sending 2,000 `team.join` with lastVersion 0 for a team of ~300 events
 *  - a socket without an account sending 2,000 `team.join` with a watch token
 *  - a raw WebSocket that sends 60 such joins and never reads what it is sent
 *  - 150 sockets opened at once for one account
 *  - 40 team creates at once on an account with 40 teams, and 10 instant 16-team mock drafts with auto-pick
 *
 * It prints the victim's latencies (baseline and under attack), the server's RSS (before, peak,
 * after), what the attackers got (refusals, disconnections, teams), and a last line
 * `abuse: worst victim latency N ms (bar 250), RSS +N MB (bar 100) -> PASS|FAIL`. Figures on a
 * busy two-core machine vary from run to run; the functional limits are asserted in
 * backend/test/security-load-limits.e2e-spec.ts.
 *
 * Usage: npm run bench:abuse   (builds the libs and the backend, then runs this with tsx)
 * Env: BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_ATTACKS (default chat,joins,watch,raw,sockets,creates,mocks) to run only some of them.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect as tcpConnect, createServer, type Socket as TcpSocket } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PROTOCOL_VERSION } from '@draftmode/domain';
import { ADMIN_URL, admin, percentile } from './bench-support';

const MAIN = join(__dirname, '..', 'dist', 'src', 'main.js');
const BAR_LATENCY_MS = 250;
const BAR_RSS_MB = 100;
/** How long the victim goes on measuring once the attacks have been sent and answered. */
const TAIL_MS = 8000;
const METRICS_TOKEN = randomBytes(16).toString('hex');
/** Which attacks to run (comma-separated), all by default: chat, joins, watch, raw, sockets, creates, mocks. */
const ATTACKS = new Set((process.env['BENCH_ATTACKS'] ?? 'chat,joins,watch,raw,sockets,creates,mocks').split(','));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

function latencyLine(label: string, samples: number[]): string {
  return `${label.padEnd(40)} n=${String(samples.length).padStart(5)}  p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(samples, 99).toFixed(1).padStart(6)}  max ${Math.max(
    ...samples,
  )
    .toFixed(1)
    .padStart(6)}`;
}

/** The victim: reads the two endpoints one after the other until told to stop, in a thread of its own; each sample with the time it started. */
const VICTIM = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, token, teamId } = workerData;
let running = true;
parentPort.on('message', () => (running = false));
(async () => {
  const samples = [];
  while (running) {
    for (const [key, path, headers] of [['live', '/health/live', {}], ['team', '/api/teams/' + teamId, { authorization: 'Bearer ' + token }]]) {
      const at = Date.now();
      const started = performance.now();
      let ok = false;
      try {
        const response = await fetch(base + path, { headers });
        await response.arrayBuffer();
        ok = response.ok;
      } catch {}
      samples.push({ at, key, ms: performance.now() - started, ok });
    }
  }
  parentPort.postMessage(samples);
})();
`;

type VictimSample = { at: number; key: 'live' | 'team'; ms: number; ok: boolean };

/** Starts the victim; `stop` ends it and answers every sample it took. */
function startVictim(base: string, token: string, teamId: string): { stop(): Promise<VictimSample[]> } {
  const worker = new Worker(VICTIM, { eval: true, workerData: { base, token, teamId } });
  const result = new Promise<VictimSample[]>((resolve) => worker.once('message', resolve));
  return {
    async stop() {
      worker.postMessage('stop');
      const samples = await result;
      await worker.terminate();
      return samples;
    },
  };
}

function between(samples: VictimSample[], from: number, to: number, key: VictimSample['key']): number[] {
  return samples.filter((sample) => sample.at >= from && sample.at < to && sample.key === key).map((sample) => sample.ms);
}

/** A WebSocket client on a raw TCP connection that sends Socket.IO packets and never reads a byte. */
function rawNonReader(port: number, packets: string[]): TcpSocket {
  const socket = tcpConnect(port, '127.0.0.1');
  socket.pause();
  const frame = (text: string) => {
    const payload = Buffer.from(text, 'utf8');
    const mask = randomBytes(4);
    const header =
      payload.length < 126
        ? Buffer.from([0x81, 0x80 | payload.length])
        : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
    const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
    return Buffer.concat([header, mask, masked]);
  };
  socket.on('connect', () => {
    socket.write(
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    // Frames sent with the upgrade request itself are lost; events sent before the namespace let the socket in would only close the connection.
    setTimeout(() => socket.write(frame('40')), 300);
    setTimeout(() => {
      for (const packet of packets) socket.write(frame(packet));
    }, 800);
  });
  socket.on('error', () => undefined);
  return socket;
}

async function main(): Promise<void> {
  const name = `draftmode_abuse_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      ACCOUNT_EMAILS_PER_IP_PER_HOUR: '100000',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const sockets: Socket[] = [];
  const raw: TcpSocket[] = [];
  try {
    for (let started = Date.now(); ;) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-2000)}`);
      if (Date.now() - started > 120_000) throw new Error(`the server did not start:\n${output.slice(-2000)}`);
      const live = await fetch(`${base}/health/live`).catch(() => null);
      if (live?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `DraftMode abuse benchmark — ${name}, node ${process.version}, load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );

    const call = async <T>(method: string, path: string, body: unknown, token: string): Promise<{ status: number; body: T }> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    };
    const signUp = async (): Promise<string> => {
      const response = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Manager',
          email: `abuse-${randomBytes(4).toString('hex')}@example.com`,
          password: 'Touchdown2025',
        }),
      });
      if (!response.ok) throw new Error(`signup: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    };
    const createTeam = async (token: string, label: string) => {
      const created = await call<{ version: number; team: { team: { id: string } } }>(
        'POST',
        '/api/teams',
        { name: label, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 6, commandId: randomUUID() },
        token,
      );
      if (created.status !== 201) throw new Error(`create team: ${created.status} ${JSON.stringify(created.body)}`);
      return { id: created.body.team.team.id, version: created.body.version };
    };
    const players = (
      await call<{ players: { id: string }[] }>('GET', '/api/players?limit=300&sort=adp', undefined, await signUp())
    ).body.players.map((player) => player.id);

    // The victim: a team with a few picks.
    const victim = await signUp();
    const victimTeam = await createTeam(victim, 'Victim');
    let version = victimTeam.version;
    for (const playerId of players.slice(0, 5))
      version = (
        await call<{ version: number }>(
          'POST',
          `/api/teams/${victimTeam.id}/picks`,
          { playerId, expectedVersion: version, commandId: randomUUID() },
          victim,
        )
      ).body.version;

    // The attacker: a team with ~300 events (players taken by others and own picks), report cards and a watch link.
    const attacker = await signUp();
    const big = await createTeam(attacker, 'Big');
    version = big.version;
    for (const [index, playerId] of players.slice(0, 280).entries()) {
      const path = index % 20 === 0 ? 'picks' : 'taken';
      const answer = await call<{ version: number }>(
        'POST',
        `/api/teams/${big.id}/${path}`,
        { playerId, expectedVersion: version, commandId: randomUUID() },
        attacker,
      );
      if (answer.status === 200) version = answer.body.version;
    }
    for (let i = 0; i < 20; i++) {
      const answer = await call<{ version: number }>(
        'POST',
        `/api/teams/${big.id}/report-card`,
        { grade: 'B', percentage: 80, gradeBreakdown: [], expectedVersion: version, commandId: randomUUID() },
        attacker,
      );
      if (answer.status === 200) version = answer.body.version;
    }
    const link = (await call<{ token: string }>('POST', `/api/teams/${big.id}/watch-link`, undefined, attacker)).body.token;
    // An admin reads the server's socket count (System Health) at the end: a connection that never reads cannot say itself whether it was dropped.
    const admin = await signUp();
    const database = new Client({ connectionString: url.toString() });
    await database.connect();
    await database.query("UPDATE users SET role = 'admin' WHERE id = (SELECT id FROM users ORDER BY created_at DESC LIMIT 1)");
    await database.end();
    const serverSockets = async () =>
      (await call<{ sockets: { thisProcess: number } }>('GET', '/api/admin/system-health', undefined, admin)).body.sockets.thisProcess;
    const creator = await signUp();
    for (let i = 0; i < 40; i++) await createTeam(creator, `Team ${i}`);
    console.log(`set up: attacker's team at version ${version}, a creator with 40 teams`);

    // A running server has answered chat questions before: the first one compiles the draft model's code (a few hundred ms once).
    await call('POST', '/api/chat/messages', { content: 'Who should I pick next?', focus: victimTeam.id }, victim);
    const victimClient = startVictim(base, victim, victimTeam.id);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Its first requests warm up its connection and the server's routes.
    await sleep(2000);
    const baselineFrom = Date.now();
    await sleep(3000);
    const attackFrom = Date.now();
    const rssBefore = rssMb(server.pid!);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid!))), 100);

    const outcome = {
      chatAccepted: 0,
      chatRefused: 0,
      authJoinsRefused: 0,
      authDisconnected: false,
      anonJoinsRefused: 0,
      anonDisconnected: false,
      socketsOpened: 0,
      socketsRefused: 0,
      socketsConnected: 0,
      teamsCreated: 0,
      teamsRefused: 0,
      mockDrafts: 0,
    };
    const flood = (socket: Socket, body: Record<string, unknown>, onRefused: () => void) =>
      new Promise<void>((resolve) => {
        socket.on('disconnect', () => resolve());
        for (let i = 0; i < 2000; i++) socket.emit('team.join', body, (ack: { error?: string }) => ack.error && onRefused());
        setTimeout(resolve, 15_000);
      });
    const attacks = async () => {
      const chatText = ['aa '.repeat(700), 'Aa '.repeat(700), 'Abcdefghi Jklmnopqr '.repeat(100)].map((text) => text.slice(0, 2000));
      const chat = Promise.all(
        Array.from({ length: ATTACKS.has('chat') ? 10 : 0 }, async (_, i) => {
          const answer = await call('POST', '/api/chat/messages', { content: chatText[i % chatText.length], focus: 'all' }, attacker);
          if (answer.status === 202) outcome.chatAccepted++;
          else outcome.chatRefused++;
        }),
      );
      const signedIn = io(base, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: attacker },
        reconnection: false,
        forceNew: true,
      });
      const anonymous = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(signedIn, anonymous);
      await Promise.all([signedIn, anonymous].map((socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve()))));
      const floods = Promise.all([
        !ATTACKS.has('joins')
          ? null
          : flood(signedIn, { protocol: SOCKET_PROTOCOL_VERSION, teamId: big.id, lastVersion: 0 }, () => outcome.authJoinsRefused++).then(
              () => (outcome.authDisconnected = !signedIn.connected),
            ),
        !ATTACKS.has('watch')
          ? null
          : flood(
              anonymous,
              { protocol: SOCKET_PROTOCOL_VERSION, watchToken: link, lastVersion: 0 },
              () => outcome.anonJoinsRefused++,
            ).then(() => (outcome.anonDisconnected = !anonymous.connected)),
      ]);
      // Without an account (through the watch link): the attacker's own sockets are about to hit their cap.
      if (ATTACKS.has('raw'))
        raw.push(
          rawNonReader(
            port,
            Array.from(
              { length: 60 },
              (_, i) => `42${i}${JSON.stringify(['team.join', { protocol: SOCKET_PROTOCOL_VERSION, watchToken: link, lastVersion: 0 }])}`,
            ),
          ),
        );
      const many = Promise.all(
        Array.from({ length: ATTACKS.has('sockets') ? 150 : 0 }, async () => {
          const socket = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: attacker },
            reconnection: false,
            forceNew: true,
          });
          sockets.push(socket);
          await new Promise<void>((resolve) => {
            socket.once('connect', () => (outcome.socketsOpened++, resolve()));
            socket.once('connect_error', () => (outcome.socketsRefused++, resolve()));
          });
        }),
      );
      const creates = Promise.all(
        Array.from({ length: ATTACKS.has('creates') ? 40 : 0 }, async (_, i) => {
          const answer = await call(
            'POST',
            '/api/teams',
            { name: `Rush ${i}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 6, commandId: randomUUID() },
            creator,
          );
          if (answer.status === 201) outcome.teamsCreated++;
          else outcome.teamsRefused++;
        }),
      );
      const mocks = Promise.all(
        Array.from({ length: ATTACKS.has('mocks') ? 10 : 0 }, async (_, i) => {
          const answer = await call(
            'POST',
            '/api/mock-drafts',
            { name: `Abuse mock ${i}`, speed: 'instant', autoPick: true, leagueSize: 16, draftPosition: (i % 16) + 1 },
            attacker,
          );
          if (answer.status === 201) outcome.mockDrafts++;
        }),
      );
      await Promise.all([chat, floods, many, creates, mocks]);
      outcome.socketsConnected = sockets.filter((socket) => socket.connected).length;
      // Until the mock drafts have finished (or 60 s): the victim keeps measuring meanwhile.
      for (let waited = 0; waited < 60_000; waited += 500) {
        const list = (await call<{ status: string }[]>('GET', '/api/mock-drafts', undefined, attacker)).body;
        if (list.every((draft) => draft.status === 'finished')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    await attacks();
    // Chat replies and joins refused are still being worked through: the victim goes on measuring.
    await sleep(TAIL_MS);
    const attackTo = Date.now();
    const samples = await victimClient.stop();
    const baseline = { live: between(samples, baselineFrom, attackFrom, 'live'), team: between(samples, baselineFrom, attackFrom, 'team') };
    const attacked = { live: between(samples, attackFrom, attackTo, 'live'), team: between(samples, attackFrom, attackTo, 'team') };
    const failures = samples.filter((sample) => sample.at >= baselineFrom && !sample.ok).length;
    clearInterval(sampler);
    const rssAfter = rssMb(server.pid!);
    // The attackers' Socket.IO clients close; what the server still holds then is the never-reading connection, unless it was dropped.
    for (const socket of sockets) socket.close();
    await sleep(1000);
    const leftOnServer = await serverSockets();
    const rawClosed = raw.length === 0 ? null : leftOnServer === 0;

    console.log(latencyLine('baseline GET /health/live', baseline.live));
    console.log(latencyLine('baseline GET /api/teams/:id', baseline.team));
    console.log(latencyLine('under attack GET /health/live', attacked.live));
    console.log(latencyLine('under attack GET /api/teams/:id', attacked.team));
    console.log(`victim failures: ${failures}`);
    console.log(`server RSS: before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB, after ${rssAfter.toFixed(0)} MB`);
    console.log(
      `attackers: chat ${outcome.chatAccepted} accepted / ${outcome.chatRefused} refused; signed-in flood ${outcome.authJoinsRefused} joins refused, disconnected ${outcome.authDisconnected}; ` +
        `anonymous flood ${outcome.anonJoinsRefused} refused, disconnected ${outcome.anonDisconnected}; non-reader dropped by the server ${rawClosed} (${leftOnServer} sockets left on the server); ` +
        `sockets ${outcome.socketsOpened} opened / ${outcome.socketsRefused} refused (${outcome.socketsConnected} of the attacker's still connected); creates ${outcome.teamsCreated} made / ${outcome.teamsRefused} refused (had 40); instant mock drafts ${outcome.mockDrafts}`,
    );
    const slowest = samples
      .filter((sample) => sample.at >= attackFrom && sample.at < attackTo)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    console.log(
      `slowest victim requests: ${slowest.map((sample) => `${sample.key} ${sample.ms.toFixed(0)} ms at +${((sample.at - attackFrom) / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((response) =>
      response.text(),
    );
    const gcMax = /nodejs_gc_duration_seconds_sum\{kind="major"\} ([\d.e-]+)/.exec(metrics)?.[1];
    console.log(
      `server: event loop lag max ${(Number(/nodejs_eventloop_lag_max_seconds ([\d.e-]+)/.exec(metrics)?.[1]) * 1000).toFixed(0)} ms since start, major GC ${(Number(gcMax) * 1000).toFixed(0)} ms in all`,
    );
    const worst = Math.max(...attacked.live, ...attacked.team);
    const growth = rssPeak - rssBefore;
    const pass = worst < BAR_LATENCY_MS && growth < BAR_RSS_MB && failures === 0;
    console.log(
      `abuse: worst victim latency ${worst.toFixed(0)} ms (bar ${BAR_LATENCY_MS}), RSS +${growth.toFixed(0)} MB (bar ${BAR_RSS_MB}) -> ${pass ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.close();
    for (const socket of raw) socket.destroy();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
