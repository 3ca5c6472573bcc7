import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1763769700000 implements MigrationInterface {
  name = 'CreateAuthTables1763769700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Only the SHA-256 of a reset token is stored; the token itself lives in the email alone.
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id)');
    // Where mail goes when no SMTP server is configured (shown on /email-test).
    await queryRunner.query(`
      CREATE TABLE email_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "to" text NOT NULL,
        subject text NOT NULL,
        template text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX email_outbox_created_at_idx ON email_outbox (created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE email_outbox');
    await queryRunner.query('DROP TABLE password_reset_tokens');
  }
}
