import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The league's per-stat scoring and traded picks in the team list (issue 34): null for the preset
 * scoring and no trades, as every team listed before has. Rebuildable from `events` like the rest
 * of the table.
 */
export class TeamListLeagueRules1763771600000 implements MigrationInterface {
  name = 'TeamListLeagueRules1763771600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE team_list ADD COLUMN points_per_stat jsonb, ADD COLUMN traded_picks jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE team_list DROP COLUMN points_per_stat, DROP COLUMN traded_picks');
  }
}
