import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The machine's PostgreSQL, where each test file gets a database of its own. */
const ADMIN_URL = process.env['TEST_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the machine's PostgreSQL as the admin user (create, drop or alter a test database). */
export async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a unique name; `drop` removes it again. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `draftmode_test_${label.replace(/[^a-z0-9]/g, '_')}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
