import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MockTeamNamesAndPausedReason1763770600000 implements MigrationInterface {
  name = 'MockTeamNamesAndPausedReason1763770600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One name per user among their real teams, and separately among their mock teams: a hidden
    // mock team (GET /api/teams does not list it) must not block a real team's name, nor the reverse.
    await queryRunner.query('DROP INDEX team_list_user_name_key');
    await queryRunner.query('CREATE UNIQUE INDEX team_list_user_name_key ON team_list (user_id, lower(name)) WHERE NOT is_mock');
    await queryRunner.query('CREATE UNIQUE INDEX team_list_user_mock_name_key ON team_list (user_id, lower(name)) WHERE is_mock');
    // Why the runner paused a draft it could not move on (null when the user paused it or it runs).
    await queryRunner.query('ALTER TABLE mock_drafts ADD COLUMN paused_reason text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE mock_drafts DROP COLUMN paused_reason');
    await queryRunner.query('DROP INDEX team_list_user_mock_name_key');
    await queryRunner.query('DROP INDEX team_list_user_name_key');
    await queryRunner.query('CREATE UNIQUE INDEX team_list_user_name_key ON team_list (user_id, lower(name))');
  }
}
