import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A team's link to an ESPN league (issue 35): the league, the season, the user's team in it, and,
 * for a private league, the user's `espn_s2` and `SWID` cookies sealed with AES-256-GCM under
 * CREDENTIALS_KEY (`iv ‖ tag ‖ ciphertext`, never in clear).
 *
 * The link is a row here rather than an event in the team's stream: events are kept for ever and
 * replayed into every projection, and the cookies must be erasable on unlink, and the link without
 * them says nothing the picks it records do not. One row holds both, so unlinking erases the cookies
 * in the same statement. The row goes with the account (ON DELETE CASCADE) and with the team
 * (EraseEspnLinkWhenTeamDeleted).
 */
export class CreateEspnLinks1763771700000 implements MigrationInterface {
  name = 'CreateEspnLinks1763771700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE espn_links (
        team_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        league_id text NOT NULL,
        season integer NOT NULL,
        league_name text,
        espn_team_id integer,
        espn_team_name text,
        credentials bytea,
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX espn_links_user_id_idx ON espn_links (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE espn_links');
  }
}
