// Starts the built backend for the Playwright run on E2E_PORT with a fresh database
// E2E_DATABASE on the machine's PostgreSQL, and drops that database when it is stopped.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.E2E_DATABASE;
const port = process.env.E2E_PORT;
if (!database || !/^[a-z0-9_]+$/.test(database) || !port) {
  console.error('start-e2e-server: set E2E_DATABASE (lowercase letters, digits, _) and E2E_PORT.');
  process.exit(1);
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

const main = fileURLToPath(new URL('../../backend/dist/src/main.js', import.meta.url));
const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    // Every browser test signs up from 127.0.0.1: the per-IP budget for account emails is tested in backend/test.
    ACCOUNT_EMAILS_PER_IP_PER_HOUR: '100000',
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl.toString(),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(error.message));
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));
