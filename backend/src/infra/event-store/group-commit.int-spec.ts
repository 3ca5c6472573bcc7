import { DataSource, QueryFailedError } from 'typeorm';
import { waitFor } from '../../../test/support/sockets';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { typeormOptions } from '../database/typeorm-options';
import { GROUP_COMMIT_APPLICATION, GroupCommit } from './group-commit';

const insert = (id: number, label: string) => ({
  sql: 'INSERT INTO grouped_rows (id, label) VALUES ($1::int, $2) RETURNING id, label, txid_current()::text AS tx',
  params: [id, label],
});

type Row = { id: number; label: string; tx: string };

describe('GroupCommit (PostgreSQL)', () => {
  let database: TestDatabase;
  let source: DataSource;
  let groupCommit: GroupCommit;

  beforeAll(async () => {
    database = await createTestDatabase('group_commit');
    source = await new DataSource({ ...typeormOptions(database.url), entities: [], migrations: [], extra: { max: 2 } }).initialize();
    await source.query('CREATE TABLE grouped_rows (id integer PRIMARY KEY, label text NOT NULL)');
    groupCommit = new GroupCommit(source);
  });

  afterAll(async () => {
    await groupCommit?.onModuleDestroy();
    await source?.destroy();
    await database?.drop();
  });

  const rows = async () => (await source.query('SELECT id, label FROM grouped_rows ORDER BY id')) as { id: number; label: string }[];

  beforeEach(async () => {
    await source.query('TRUNCATE grouped_rows');
  });

  it('commits the statements that arrive together in one transaction, each caller getting its own rows', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => groupCommit.run<Row>(insert(id, `row ${id}`))));

    expect(results.map(([row]) => ({ id: row?.id, label: row?.label }))).toEqual([1, 2, 3, 4, 5].map((id) => ({ id, label: `row ${id}` })));
    expect(new Set(results.map(([row]) => row?.tx)).size).toBe(1);
    expect(await rows()).toHaveLength(5);
  });

  it('runs a statement that arrives alone in a transaction of its own', async () => {
    const [first] = await groupCommit.run<Row>(insert(1, 'one'));
    const [second] = await groupCommit.run<Row>(insert(2, 'two'));

    expect(first?.tx).not.toBe(second?.tx);
    expect(await rows()).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
  });

  it('answers a failing statement with its own error and still commits the others of its group, each once', async () => {
    await groupCommit.run(insert(3, 'already there'));

    const outcomes = await Promise.allSettled(
      [insert(1, 'one'), insert(3, 'again'), insert(2, 'two'), insert(4, 'four')].map((statement) => groupCommit.run<Row>(statement)),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const failure = (outcomes[1] as PromiseRejectedResult).reason as QueryFailedError;
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(failure.driverError).toMatchObject({ code: '23505', constraint: 'grouped_rows_pkey' });
    expect(await rows()).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
      { id: 3, label: 'already there' },
      { id: 4, label: 'four' },
    ]);
  });

  it('keeps two statements of one group that conflict with each other apart: the first wins, the second fails', async () => {
    const outcomes = await Promise.allSettled([groupCommit.run<Row>(insert(7, 'first')), groupCommit.run<Row>(insert(7, 'second'))]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    expect(await rows()).toEqual([{ id: 7, label: 'first' }]);
  });

  it('goes on when PostgreSQL ends its connections: a statement on a dead one runs on the pool, the next group opens new ones', async () => {
    await Promise.all([1, 2].map((id) => groupCommit.run<Row>(insert(id, `row ${id}`))));
    const ended = (await source.query('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1', [
      GROUP_COMMIT_APPLICATION,
    ])) as { ended: boolean }[];
    expect(ended.length).toBeGreaterThan(0);

    await expect(groupCommit.run<Row>(insert(3, 'alone'))).resolves.toMatchObject([{ id: 3, label: 'alone' }]);
    // Ended while a statement runs on it: the statement was rolled back with its session and runs again on the pool.
    // Slow enough for a busy machine to see it running. If it first went to the other ended connection, it already runs on the pool, and ending the group connections leaves it be.
    const slow = groupCommit.run<Row>({
      sql: "INSERT INTO grouped_rows (id, label) SELECT $1::int, 'slow' FROM pg_sleep(3) RETURNING id, label",
      params: [7],
    });
    await waitFor(
      'the slow statement to run',
      async () =>
        (
          (await source.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE '%pg_sleep(3)%'",
          )) as { n: number }[]
        )[0]?.n === 1,
    );
    await source.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [GROUP_COMMIT_APPLICATION]);
    await expect(slow).resolves.toMatchObject([{ id: 7, label: 'slow' }]);
    const grouped = await Promise.all([4, 5, 6].map((id) => groupCommit.run<Row>(insert(id, `row ${id}`))));
    expect(new Set(grouped.map(([row]) => row?.tx)).size).toBe(1);
    expect((await rows()).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('groups again after a failed group: prepared statements and the connections stay usable', async () => {
    await Promise.allSettled([insert(1, 'one'), insert(1, 'dup')].map((statement) => groupCommit.run(statement)));
    const results = await Promise.all([2, 3, 4].map((id) => groupCommit.run<Row>(insert(id, `row ${id}`))));

    expect(new Set(results.map(([row]) => row?.tx)).size).toBe(1);
    expect((await rows()).map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});
