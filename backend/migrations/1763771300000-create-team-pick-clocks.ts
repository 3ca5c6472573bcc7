import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pick clock read model (issue 36): a row per team that has a clock, written by the
 * pick-clock projector from `PickClockSet` and the picks that restart it. Rebuildable from `events`.
 */
export class CreateTeamPickClocks1763771300000 implements MigrationInterface {
  name = 'CreateTeamPickClocks1763771300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE team_pick_clocks (
        team_id uuid PRIMARY KEY,
        seconds_per_pick integer NOT NULL,
        started_at timestamptz NOT NULL,
        paused_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE team_pick_clocks');
  }
}
