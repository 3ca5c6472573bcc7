import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionStandsFunction1763771100000 implements MigrationInterface {
  name = 'SessionStandsFunction1763771100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A pick over a live connection checks its session in the statement that writes it
    // (SessionUsers.pending, docs/adr/0002-draft-engine.md "The session of a pick"): the statement
    // fails, writing nothing, unless the user's token version is still the session's.
    await queryRunner.query(`
      CREATE FUNCTION session_stands(p_user_id uuid, p_token_version integer) RETURNS boolean
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_user_id AND token_version = p_token_version) THEN
          RAISE EXCEPTION 'session ended' USING ERRCODE = 'invalid_authorization_specification';
        END IF;
        RETURN true;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION session_stands(uuid, integer)');
  }
}
