/**
 * Draft-engine benchmark (issue 9): the real backend (compiled) on a throwaway database of the local
 * PostgreSQL, driven over HTTP like the app's clients.
 *
 *  1. Command latency: one team, DraftPlayer / RecordTakenByOther one after another.
 *  2. Command throughput: many teams, each its own sequence of commands, all at once.
 *  3. 50 concurrent instant mock drafts (12 teams × 15 rounds, auto-pick on) to completion.
 *
 * Usage: npm run bench:engine   (builds the libs and the backend, then runs this with tsx)
 * Env: BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_REDIS_URL to schedule bot picks with BullMQ instead of in-process timers,
 *      BENCH_MOCK_DRAFTS (default 50), BENCH_TEAMS (default 20).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';

// The compiled backend: NestJS needs the decorator metadata tsc emits (tsx/esbuild does not).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createApp } = require('../dist/src/app.factory') as typeof import('../src/app.factory');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadConfig } = require('../dist/src/infra/config/app-config') as typeof import('../src/infra/config/app-config');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PlayerPool } = require('../dist/src/modules/players/player-pool') as typeof import('../src/modules/players/player-pool');

const ADMIN_URL = process.env['BENCH_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env['BENCH_REDIS_URL'];
const MOCK_DRAFTS = Number(process.env['BENCH_MOCK_DRAFTS'] ?? 50);
const TEAMS = Number(process.env['BENCH_TEAMS'] ?? 20);

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

function latencyLine(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return `${label.padEnd(44)} n=${String(sorted.length).padStart(5)}  mean ${mean.toFixed(1).padStart(6)} ms  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)}  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)}  max ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(6)}`;
}

async function main(): Promise<void> {
  const name = `draftmode_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, ...(REDIS_URL ? { REDIS_URL } : {}) });
  const app = await createApp({ ...config, databaseUrl, jwtSecret: randomBytes(32).toString('hex') });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    console.log(`DraftMode engine benchmark — ${name}, bot picks ${REDIS_URL ? 'on BullMQ' : 'on in-process timers'}, node ${process.version}`);
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Manager', email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: 'Touchdown2025' }),
    });
    if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
    const token = ((await signup.json()) as { token: string }).token;
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (response.status === 204 ? undefined : await response.json()) as T;
    };
    const players = app.get(PlayerPool).players;

    const createTeam = async (label: string) =>
      (await call<{ version: number; team: { team: { id: string } } }>('POST', '/api/teams', { name: label, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 6, commandId: randomUUID() }));

    /** A team's draft as commands: the user's picks at slot 6 of 12, everything else taken by others, `count` commands. */
    const runCommands = async (teamId: string, startVersion: number, count: number, offset: number, latencies: number[]) => {
      let version = startVersion;
      for (let i = 0; i < count; i++) {
        const overall = i + 1;
        const round = Math.ceil(overall / 12);
        const own = (round % 2 === 1 ? (round - 1) * 12 + 6 : round * 12 - 6 + 1) === overall;
        const playerId = players[(offset + i) % players.length]?.id;
        const started = performance.now();
        const result = await call<{ version: number }>('POST', `/api/teams/${teamId}/${own ? 'picks' : 'taken'}`, { expectedVersion: version, commandId: randomUUID(), playerId });
        latencies.push(performance.now() - started);
        version = result.version;
      }
    };

    // 1. Latency, one command at a time.
    const single = await createTeam('Latency team');
    const sequential: number[] = [];
    await runCommands(single.team.team.id, single.version, 180, 0, sequential);
    console.log(latencyLine('DraftPlayer/RecordTakenByOther, sequential', sequential));

    // 2. Throughput: TEAMS teams at once, 60 commands each (teams draw from different parts of the pool).
    const teams = await Promise.all(Array.from({ length: TEAMS }, (_, index) => createTeam(`Throughput ${index + 1}`)));
    const concurrent: number[] = [];
    const throughputStart = performance.now();
    await Promise.all(teams.map((team, index) => runCommands(team.team.team.id, team.version, 60, index * 7, concurrent)));
    const throughputMs = performance.now() - throughputStart;
    console.log(latencyLine(`same, ${TEAMS} teams concurrently`, concurrent));
    console.log(`${'command throughput'.padEnd(44)} ${((concurrent.length / throughputMs) * 1000).toFixed(0)} commands/s (${concurrent.length} in ${(throughputMs / 1000).toFixed(2)} s)`);

    // 3. MOCK_DRAFTS instant mock drafts (12 × 15 = 180 picks each) at once, auto-pick on.
    type Draft = { id: string; status: string; picksMade: number; totalPicks: number };
    const mockStart = performance.now();
    const drafts = await Promise.all(
      Array.from({ length: MOCK_DRAFTS }, (_, index) =>
        call<Draft>('POST', '/api/mock-drafts', { name: `Bench mock ${index + 1}`, speed: 'instant', autoPick: true, seed: index + 1, leagueSize: 12, draftPosition: (index % 12) + 1 }),
      ),
    );
    const startedMs = performance.now() - mockStart;
    const finishedAt = new Map<string, number>();
    const deadline = Date.now() + 15 * 60_000;
    while (finishedAt.size < drafts.length) {
      if (Date.now() > deadline) throw new Error(`only ${finishedAt.size} of ${drafts.length} mock drafts finished in 15 minutes`);
      const list = await call<Draft[]>('GET', '/api/mock-drafts');
      for (const draft of list) {
        if (draft.status === 'finished' && !finishedAt.has(draft.id)) {
          if (draft.picksMade !== draft.totalPicks) throw new Error(`mock draft ${draft.id} finished with ${draft.picksMade} of ${draft.totalPicks} picks`);
          finishedAt.set(draft.id, performance.now() - mockStart);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const totalMs = Math.max(...finishedAt.values());
    const picks = drafts.length * 180;
    console.log(`${`${drafts.length} concurrent instant mock drafts (12×15)`.padEnd(44)} all finished in ${(totalMs / 1000).toFixed(2)} s (started in ${(startedMs / 1000).toFixed(2)} s); ${((picks / totalMs) * 1000).toFixed(0)} picks/s over ${picks} picks`);
    console.log(latencyLine('time for one mock draft to finish', [...finishedAt.values()]));
  } finally {
    await app.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
