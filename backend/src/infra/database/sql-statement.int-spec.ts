import { DataSource, QueryFailedError } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { queryPrepared } from './sql-statement';
import { typeormOptions } from './typeorm-options';

describe('queryPrepared (PostgreSQL)', () => {
  let database: TestDatabase;
  let source: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('prepared');
    source = new DataSource({ ...typeormOptions(database.url), entities: [], migrations: [], extra: { max: 1 } });
    await source.initialize();
    await source.query('CREATE TABLE prepared_rows (id integer PRIMARY KEY, label text NOT NULL)');
  });

  afterAll(async () => {
    await source?.destroy();
    await database?.drop();
  });

  it('parses a statement once per connection and answers its rows', async () => {
    const insert = { sql: 'INSERT INTO prepared_rows (id, label) VALUES ($1, $2) RETURNING id, label', params: [1, 'one'] };
    await expect(queryPrepared(source.manager, insert)).resolves.toEqual([{ id: 1, label: 'one' }]);
    await expect(queryPrepared(source.manager, { ...insert, params: [2, 'two'] })).resolves.toEqual([{ id: 2, label: 'two' }]);
    // One connection in the pool: both ran on it, as one prepared statement.
    const prepared = await queryPrepared<{ statement: string }>(source.manager, {
      sql: 'SELECT statement FROM pg_prepared_statements WHERE statement LIKE $1',
      params: ['INSERT INTO prepared_rows%'],
    });
    expect(prepared).toHaveLength(1);
  });

  it('runs in the caller’s transaction and fails as manager.query does', async () => {
    await expect(
      source.transaction(async (manager) => {
        await queryPrepared(manager, { sql: 'INSERT INTO prepared_rows (id, label) VALUES ($1, $2)', params: [3, 'three'] });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect(
      queryPrepared(source.manager, { sql: 'SELECT count(*)::int AS n FROM prepared_rows WHERE id = $1', params: [3] }),
    ).resolves.toEqual([{ n: 0 }]);

    const duplicate = queryPrepared(source.manager, { sql: 'INSERT INTO prepared_rows (id, label) VALUES ($1, $2)', params: [1, 'again'] });
    await expect(duplicate).rejects.toBeInstanceOf(QueryFailedError);
    await expect(duplicate).rejects.toMatchObject({ driverError: { code: '23505', constraint: 'prepared_rows_pkey' } });
  });
});
