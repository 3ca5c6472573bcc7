import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { MigratingDataSource } from './migrating-data-source';
import { typeormOptions } from './typeorm-options';

const migrationFiles = readdirSync(join(__dirname, '..', '..', '..', 'migrations')).filter((name) => name.endsWith('.ts'));

describe('MigratingDataSource (PostgreSQL)', () => {
  let database: TestDatabase;
  const sources: MigratingDataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('migration_lock');
  });

  afterAll(async () => {
    await Promise.all(sources.filter((source) => source.isInitialized).map((source) => source.destroy()));
    await database?.drop();
  });

  it('runs each migration once when several processes start together on an empty database', async () => {
    // Replicas starting at the same moment: without the lock they race and one fails on a table the other just made.
    for (let i = 0; i < 4; i++) sources.push(new MigratingDataSource({ ...typeormOptions(database.url), entities: [], extra: { max: 3 } }));
    const started = await Promise.allSettled(sources.map((source) => source.initialize()));
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
      'started',
    ]);

    const rows = (await sources[0]!.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
    expect(rows).toHaveLength(migrationFiles.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(migrationFiles.length);
    // Once started, nothing is left to run, and the lock is free again.
    await expect(sources[1]!.runMigrations()).resolves.toEqual([]);
    const [{ free }] = (await sources[2]!.query("SELECT pg_try_advisory_lock(hashtext('draftmode.migrations')) AS free")) as [
      { free: boolean },
    ];
    expect(free).toBe(true);
  });
});
