import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SleeperSyncBackoff1763770700000 implements MigrationInterface {
  name = 'SleeperSyncBackoff1763770700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A failing Sleeper sync backs off (next_poll_at doubles with each failure in a row) and stops
    // after too many (stopped_at; a new link starts it again), instead of polling forever.
    await queryRunner.query(`
      ALTER TABLE sleeper_sync
        ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN next_poll_at timestamptz,
        ADD COLUMN stopped_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sleeper_sync DROP COLUMN consecutive_failures, DROP COLUMN next_poll_at, DROP COLUMN stopped_at');
  }
}
