import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Yahoo (issue 35, item 1): a user's connected Yahoo account, the sign-ins under way, and teams
 * linked to a Yahoo league.
 *
 * - `yahoo_accounts`: the OAuth 2.0 access and refresh tokens, sealed together with AES-256-GCM
 *   under CREDENTIALS_KEY (`iv ‖ tag ‖ ciphertext`, never in clear), and when the access token
 *   expires. One row per user, so disconnecting erases the tokens in one statement.
 * - `yahoo_authorizations`: a sign-in started by POST /api/yahoo/connect: the `state` sent to
 *   Yahoo (identifies the user, single use, ten minutes) and the PKCE verifier, which never leaves
 *   the server. In Postgres so that any replica can take Yahoo's callback.
 * - `yahoo_links`: a team's Yahoo league and the user's team in it (no credentials: those are the
 *   account's). The draft's progress is the generic draft sync's.
 *
 * Every row goes with the account (ON DELETE CASCADE); a team's link goes with the team
 * (EraseYahooLinkWhenTeamDeleted).
 */
export class CreateYahooAccounts1763771800000 implements MigrationInterface {
  name = 'CreateYahooAccounts1763771800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE yahoo_accounts (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        tokens bytea NOT NULL,
        access_expires_at timestamptz NOT NULL,
        connected_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE yahoo_authorizations (
        state text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_verifier bytea NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX yahoo_authorizations_expires_at_idx ON yahoo_authorizations (expires_at)');
    await queryRunner.query(`
      CREATE TABLE yahoo_links (
        team_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        league_key text NOT NULL,
        league_name text,
        season text,
        yahoo_team_key text,
        yahoo_team_name text,
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX yahoo_links_user_id_idx ON yahoo_links (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE yahoo_links');
    await queryRunner.query('DROP TABLE yahoo_authorizations');
    await queryRunner.query('DROP TABLE yahoo_accounts');
  }
}
