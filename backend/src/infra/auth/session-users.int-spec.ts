import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { typeormOptions } from '../database/typeorm-options';
import { SessionUsers } from './session-users';

describe('SessionUsers (PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sessionUsers: SessionUsers;

  beforeAll(async () => {
    database = await createTestDatabase('session_users');
    dataSource = await new DataSource({ ...typeormOptions(database.url), entities: [], extra: { max: 4 } }).initialize();
    sessionUsers = new SessionUsers(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  async function createUser(role: 'user' | 'admin' = 'user'): Promise<string> {
    const [row] = (await dataSource.query(
      `INSERT INTO users (name, email, password_hash, role) VALUES ('Session', $1, 'x', $2) RETURNING id`,
      [`session-${randomUUID()}@example.com`, role],
    )) as { id: string }[];
    return (row as { id: string }).id;
  }

  /** Counts the statements sent to PostgreSQL while `run` runs. */
  async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const pool = (dataSource.driver as PostgresDriver).master as { query: (...args: unknown[]) => Promise<unknown> };
    const spy = jest.spyOn(pool, 'query');
    try {
      const result = await run();
      return { result, statements: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  }

  it('answers checks that arrive together with one statement, each with its own user', async () => {
    const [a, b, admin] = [await createUser(), await createUser(), await createUser('admin')];
    const unknown = randomUUID();
    const { result, statements } = await statementsDuring(() =>
      Promise.all([a, b, admin, unknown, a.toUpperCase()].map((id) => sessionUsers.find(id))),
    );

    expect(result).toEqual([
      { id: a, role: 'user', tokenVersion: 0 },
      { id: b, role: 'user', tokenVersion: 0 },
      { id: admin, role: 'admin', tokenVersion: 0 },
      null,
      { id: a, role: 'user', tokenVersion: 0 },
    ]);
    expect(statements).toBe(1);
  });

  it('reads the row as it stands at each check: a sign-out is seen by the next one', async () => {
    const id = await createUser();
    expect(await sessionUsers.find(id)).toMatchObject({ tokenVersion: 0 });
    await dataSource.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [id]);
    expect(await sessionUsers.find(id)).toMatchObject({ tokenVersion: 1 });
  });

  it('refuses a malformed id without asking the database', async () => {
    const { result, statements } = await statementsDuring(() => sessionUsers.find('not-a-uuid'));
    expect(result).toBeNull();
    expect(statements).toBe(0);
  });

  it('fails every check of a batch when the database cannot answer, and the next batch works again', async () => {
    const id = await createUser();
    const pool = (dataSource.driver as PostgresDriver).master as { query: (...args: unknown[]) => Promise<unknown> };
    const spy = jest.spyOn(pool, 'query').mockRejectedValueOnce(new Error('connection terminated'));
    try {
      const checks = await Promise.allSettled([sessionUsers.find(id), sessionUsers.find(randomUUID())]);
      expect(checks.map((check) => check.status)).toEqual(['rejected', 'rejected']);
    } finally {
      spy.mockRestore();
    }
    expect(await sessionUsers.find(id)).toMatchObject({ id });
  });
});
