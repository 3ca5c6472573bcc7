import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWatchLinks1763770100000 implements MigrationInterface {
  name = 'CreateWatchLinks1763770100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Read-only share links of a team (docs/teams-api.md). Only the SHA-256 of the token is stored; at most
    // one link per team is active (not revoked) at a time.
    await queryRunner.query(`
      CREATE TABLE watch_links (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX watch_links_active_team_key ON watch_links (team_id) WHERE revoked_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE watch_links');
  }
}
