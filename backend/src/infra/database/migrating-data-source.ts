import { Logger } from '@nestjs/common';
import { DataSource, type Migration } from 'typeorm';

/** The advisory lock every process of a deployment takes around the migrations (the same key in all of them). */
const LOCK = "hashtext('draftmode.migrations')";

/**
 * A DataSource whose migrations (`migrationsRun` at start-up, or `runMigrations`) run under a
 * PostgreSQL advisory lock, so that any number of replicas starting together on one database run
 * each migration once (issue 20): the first to take the lock migrates; the others wait for it and
 * then find nothing left to run. The lock is held on a connection of its own and ends with it, so
 * a process that dies mid-migration cannot leave it taken.
 */
export class MigratingDataSource extends DataSource {
  private readonly migrationLogger = new Logger('Migrations');

  override async runMigrations(options?: Parameters<DataSource['runMigrations']>[0]): Promise<Migration[]> {
    const lock = this.createQueryRunner();
    try {
      const [{ locked }] = (await lock.query(`SELECT pg_try_advisory_lock(${LOCK}) AS locked`)) as [{ locked: boolean }];
      if (!locked) {
        this.migrationLogger.log('Another process is running the migrations; waiting for it to finish');
        await lock.query(`SELECT pg_advisory_lock(${LOCK})`);
      }
      try {
        const applied = await super.runMigrations(options);
        if (applied.length > 0)
          this.migrationLogger.log(`Applied ${applied.length} migration(s): ${applied.map((migration) => migration.name).join(', ')}`);
        return applied;
      } finally {
        await lock.query(`SELECT pg_advisory_unlock(${LOCK})`);
      }
    } finally {
      await lock.release();
    }
  }
}
