import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, type TeamEventMessage } from '@draftmode/domain';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { ComposeInterpolationError, dockerComposeAvailable, dockerComposeConfig, root, serviceEnvironment } from './compose';
import { startNginx, type Nginx } from './nginx';
import { call, freePort, startBackend, waitFor, type Backend } from './processes';

/**
 * Issue 20: the compose deployment's pieces, run here without Docker. Two backends start at the
 * same moment with the environment docker-compose.yml gives its replicas (production settings, one
 * fresh database of this machine's PostgreSQL, its Redis), and Debian's nginx runs the
 * repository's nginx.conf with the upstream rendered from the template the frontend image renders.
 * Everything a user does goes through nginx; the backends' own ports are only read for what they
 * logged.
 */
const adminUrl = process.env['DEPLOY_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisHost = { host: '127.0.0.1', port: 6379 };
const frontendDist = join(root, 'frontend', 'dist');
const migrationCount = readdirSync(join(root, 'backend', 'migrations')).filter((name) => name.endsWith('.ts')).length;

/** What .env holds in this test: every setting .env.example names (SMTP_URL left empty: the outbox). */
function dotEnv(appUrl: string): Record<string, string> {
  return { POSTGRES_PASSWORD: randomBytes(12).toString('hex'), JWT_SECRET: randomBytes(32).toString('hex'), APP_URL: appUrl, SMTP_URL: '' };
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Removes the backends' keys (queues, rate limits) from the shared Redis: only their namespace, named after the database. */
function clearRedisNamespace(database: string): void {
  const args = ['-h', redisHost.host, '-p', String(redisHost.port)];
  const keys =
    spawnSync('redis-cli', [...args, '--scan', '--pattern', `draftmode:${database}:*`], { encoding: 'utf8' })
      .stdout?.split('\n')
      .filter(Boolean) ?? [];
  for (let i = 0; i < keys.length; i += 200) spawnSync('redis-cli', [...args, 'DEL', ...keys.slice(i, i + 200)]);
}

/** A watcher of a team through a watch link, which rejoins with its last version whenever it reconnects (as the app's watch page does). */
class Watcher {
  readonly socket: Socket;
  readonly versions: number[] = [];
  version = 0;
  joins = 0;
  disconnects = 0;

  constructor(
    url: string,
    from: string,
    private readonly watchToken: string,
  ) {
    // engine.io-client hands localAddress to its WebSocket in Node (its typings leave it out).
    const options = {
      path: '/socket.io',
      transports: ['websocket'],
      localAddress: from,
      reconnectionDelay: 300,
      reconnectionDelayMax: 1000,
      forceNew: true,
    };
    this.socket = io(url, options);
    this.socket.on('connect', () => void this.join().catch(() => undefined));
    this.socket.on('disconnect', () => (this.disconnects += 1));
    this.socket.on(SOCKET_EVENTS.teamEvent, (message: TeamEventMessage) => this.receive(message));
  }

  private async join(): Promise<void> {
    const ack = (await this.socket.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, {
      protocol: SOCKET_PROTOCOL_VERSION,
      watchToken: this.watchToken,
      lastVersion: this.version,
    })) as { version?: number; error?: string };
    if (ack.error) throw new Error(ack.error);
    if (ack.version !== undefined) this.version = Math.max(this.version, ack.version);
    this.joins += 1;
  }

  private receive(message: TeamEventMessage): void {
    if (message.version <= this.version) return;
    if (message.version > this.version + 1) {
      void this.socket
        .timeout(5000)
        .emitWithAck(SOCKET_EVENTS.teamResync, { teamId: message.teamId, lastVersion: this.version })
        .catch(() => undefined);
      return;
    }
    this.version = message.version;
    this.versions.push(message.version);
  }
}

describe('two backend replicas behind nginx, as docker-compose.yml runs them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'draftmode-deploy-'));
  const database = `draftmode_deploy_${randomBytes(4).toString('hex')}`;
  const backends: Backend[] = [];
  let nginx: Nginx | undefined;
  let env: Record<string, string>;
  let watcher: Watcher | undefined;

  function databaseUrl(): string {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  }

  /** The environment compose hands a replica, with the hosts of compose's network swapped for this machine's. */
  function replicaEnvironment(port: number, dotenv: Record<string, string>): Record<string, string> {
    const environment = serviceEnvironment('backend', dotenv);
    expect(new URL(environment['DATABASE_URL']!).host).toBe('postgres:5432');
    expect(environment['REDIS_URL']).toBe('redis://redis:6379');
    expect(environment['PORT']).toBe('3000');
    return {
      ...environment,
      DATABASE_URL: databaseUrl(),
      REDIS_URL: `redis://${redisHost.host}:${redisHost.port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The backend image has no frontend (nginx serves it): an empty folder, as in the image.
      FRONTEND_DIST: join(dir, 'no-frontend'),
    };
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    env = dotEnv(`http://127.0.0.1:${nginxPort}`);
    // Started in the same tick, as compose starts its replicas: both run the migrations at once.
    backends.push(startBackend('A', portA, replicaEnvironment(portA, env)), startBackend('B', portB, replicaEnvironment(portB, env)));
    await Promise.all(backends.map((backend) => backend.ready));
    nginx = await startNginx({ dir, port: nginxPort, upstreams: backends.map((backend) => `127.0.0.1:${backend.port}`), frontendDist });
  });

  afterAll(async () => {
    watcher?.socket.disconnect();
    await nginx?.stop();
    await Promise.all(backends.map((backend) => backend.stop()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    clearRedisNamespace(database);
    rmSync(dir, { recursive: true, force: true });
  });

  it('both replicas started together, and the migrations ran once', async () => {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    const rows = (await client.query<{ name: string; count: number }>('SELECT name, count(*)::int AS count FROM migrations GROUP BY name'))
      .rows;
    await client.end();
    expect(rows).toHaveLength(migrationCount);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    // One replica applied them; the other waited for its lock and found nothing left to run.
    expect(backends.filter((backend) => backend.output().includes('Applied ')).map((backend) => backend.name)).toHaveLength(1);
  });

  it('refuses to start without each required setting, in compose and in the replica itself', async () => {
    for (const name of ['JWT_SECRET', 'POSTGRES_PASSWORD', 'APP_URL', 'SMTP_URL']) {
      const { [name]: _left, ...without } = env;
      expect(() => serviceEnvironment('backend', without)).toThrow(
        new RegExp(`required variable ${name} is missing a value: Set ${name} in \\.env`),
      );
      if (name !== 'SMTP_URL') expect(() => serviceEnvironment('backend', { ...env, [name]: '' })).toThrow(ComposeInterpolationError);
    }
    // SMTP_URL may be set empty: emails then stay in the outbox.
    expect(serviceEnvironment('backend', env)['SMTP_URL']).toBe('');

    // A replica started without the secret (compose bypassed) stops with one line naming it.
    const port = await freePort();
    const { JWT_SECRET: _secret, ...noSecret } = replicaEnvironment(port, env);
    const refused = startBackend('no-secret', port, noSecret);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Invalid configuration: JWT_SECRET is required in production');

    // `docker compose config` itself, where the docker client has its compose plugin.
    if (dockerComposeAvailable()) {
      const envFile = join(dir, 'compose.env');
      writeFileSync(
        envFile,
        Object.entries(env)
          .map(([name, value]) => `${name}=${value}`)
          .join('\n'),
      );
      expect(dockerComposeConfig(envFile)).toEqual({ status: 0, output: '' });
      writeFileSync(
        envFile,
        Object.entries(env)
          .filter(([name]) => name !== 'JWT_SECRET')
          .map(([name, value]) => `${name}=${value}`)
          .join('\n'),
      );
      const missing = dockerComposeConfig(envFile);
      expect(missing.status).not.toBe(0);
      expect(missing.output).toContain('JWT_SECRET');
    } else {
      console.log(
        'docker compose is not available here (no docker client, or one without its compose plugin): `docker compose config` was not run',
      );
    }
  });

  it('serves the frontend with the security headers the backend sets', async () => {
    const fromBackend = await call(`http://127.0.0.1:${backends[0]!.port}`, { path: '/health/live' });
    const notSecurity = new Set([
      'content-type',
      'content-length',
      'etag',
      'date',
      'connection',
      'keep-alive',
      'x-request-id',
      'vary',
      'cache-control',
      'last-modified',
      'accept-ranges',
      'server',
      'transfer-encoding',
      'expires',
    ]);
    const securityNames = Object.keys(fromBackend.headers)
      .filter((name) => !notSecurity.has(name))
      .sort();
    expect(securityNames).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options', 'strict-transport-security']),
    );
    const security = (headers: Reply['headers']) => Object.fromEntries(securityNames.map((name) => [name, headers[name]]));

    const asset = readdirSync(join(frontendDist, 'assets')).find((name) => name.endsWith('.js'))!;
    for (const path of ['/', '/draft', `/assets/${asset}`, '/health/live']) {
      const response = await call(nginx!.url, { path });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      // Header by header, so a change to helmet's settings without infra/nginx/security-headers.conf shows here.
      expect({ path, headers: security(response.headers) }).toEqual({ path, headers: security(fromBackend.headers) });
    }
    expect((await call(nginx!.url, { path: '/draft' })).body).toContain('<div id="root">');
    expect((await call(nginx!.url, { path: `/assets/${asset}` })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a watcher on one replica sees each pick recorded through the other, and catches up through nginx when its replica stops', async () => {
    // The replica that answered: the last upstream address nginx tried.
    const upstreamOf = (line: string) => line.split('|')[1]!.split(', ').at(-1)!;
    const portOf = (from: string) => {
      const line = nginx!
        .accessLog()
        .filter((entry) => entry.startsWith(`${from}|`))
        .at(-1);
      return line ? Number(upstreamOf(line).split(':')[1]) : undefined;
    };
    // ip_hash keys on the first three parts of the client's address: find a client address for each replica.
    const sources = new Map<number, string>();
    for (let third = 1; third <= 64 && sources.size < 2; third++) {
      const from = `127.0.${third}.1`;
      expect((await call(nginx!.url, { path: '/health/live', from })).status).toBe(200);
      // nginx writes its log line after the answer has gone out: wait for it.
      await waitFor(() => portOf(from) !== undefined, `nginx to log the request from ${from}`, 10_000);
      const port = portOf(from)!;
      if (!sources.has(port)) sources.set(port, from);
    }
    const [watched, other] = backends;
    expect([...sources.keys()].sort()).toEqual([watched!.port, other!.port].sort());
    const watcherFrom = sources.get(watched!.port)!;
    const ownerFrom = sources.get(other!.port)!;

    const signup = await call(nginx!.url, {
      path: '/api/auth/signup',
      from: ownerFrom,
      body: { name: 'Deploy Tester', email: `deploy-${randomUUID().slice(0, 8)}@example.com`, password: 'Touchdown2025' },
    });
    expect(signup.status).toBe(201);
    const token = signup.json<{ token: string }>().token;
    const created = await call(nginx!.url, {
      path: '/api/teams',
      from: ownerFrom,
      token,
      body: { name: 'Behind nginx', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, commandId: randomUUID() },
    });
    expect(created.status).toBe(201);
    const teamId = created.json<{ team: { team: { id: string } } }>().team.team.id;
    let version = created.json<{ version: number }>().version;
    const link = await call(nginx!.url, { path: `/api/teams/${teamId}/watch-link`, from: ownerFrom, token, body: {} });
    expect(link.status).toBeLessThan(300);

    watcher = new Watcher(nginx!.url, watcherFrom, link.json<{ token: string }>().token);
    await waitFor(() => watcher!.joins === 1, 'the watcher to join');
    const players = ['ja-marr-chase', 'bijan-robinson', 'saquon-barkley', 'justin-jefferson', 'ceedee-lamb', 'josh-allen', 'travis-kelce'];
    const pick = async () => {
      const response = await call(nginx!.url, {
        path: `/api/teams/${teamId}/picks`,
        from: ownerFrom,
        token,
        body: { expectedVersion: version, commandId: randomUUID(), playerId: players[version - 1] },
      });
      expect({ status: response.status, body: response.status === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
      version = response.json<{ version: number }>().version;
    };
    for (let i = 0; i < 3; i++) {
      await pick();
      await waitFor(() => watcher!.version === version, `pick ${i + 1} to reach the watcher`, 10_000);
    }

    // The watcher's replica stops (docker stop sends SIGTERM); picks go on through the other.
    await watched!.stop();
    await waitFor(() => watcher!.disconnects >= 1, 'the watcher to lose its replica', 10_000);
    await pick();
    await pick();
    await waitFor(() => watcher!.joins >= 2 && watcher!.version === version, 'the watcher to reconnect through nginx and catch up', 30_000);
    await pick();
    await waitFor(() => watcher!.version === version, 'the pick after the reconnect to reach the watcher', 10_000);
    expect(watcher.versions).toEqual(Array.from({ length: version }, (_, i) => i + 1));

    // nginx's log says where each request went: the watcher's first socket to the stopped replica,
    // its second to the one left, and every pick to that one.
    watcher.socket.disconnect();
    const sockets = () => nginx!.accessLog().filter((line) => line.startsWith(`${watcherFrom}|`) && line.includes('transport=websocket'));
    await waitFor(() => sockets().length >= 2, 'nginx to log both watcher sockets', 10_000);
    expect(upstreamOf(sockets()[0]!)).toBe(`127.0.0.1:${watched!.port}`);
    expect(upstreamOf(sockets().at(-1)!)).toBe(`127.0.0.1:${other!.port}`);
    const picks = () => nginx!.accessLog().filter((line) => line.includes(`/api/teams/${teamId}/picks`));
    await waitFor(() => picks().length === 6, 'nginx to log the six picks', 10_000);
    // Any pick that another replica answered, with every upstream nginx tried and nginx's error log to say why.
    const elsewhere = picks().filter((line) => upstreamOf(line) !== `127.0.0.1:${other!.port}`);
    expect({ elsewhere, errorLog: elsewhere.length > 0 ? nginx!.errorLog() : '' }).toEqual({ elsewhere: [], errorLog: '' });
    expect(other!.process.exitCode).toBeNull();
  });
});

type Reply = Awaited<ReturnType<typeof call>>;
