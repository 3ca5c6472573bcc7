import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763769600000 implements MigrationInterface {
  name = 'CreateUsers1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        token_version integer NOT NULL DEFAULT 0,
        has_configured_league boolean NOT NULL DEFAULT false,
        has_completed_tour boolean NOT NULL DEFAULT false,
        theme text NOT NULL DEFAULT 'dark' CHECK (theme IN ('light', 'dark', 'system')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE users');
  }
}
