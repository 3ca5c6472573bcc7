import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePasskeys1763769800000 implements MigrationInterface {
  name = 'CreatePasskeys1763769800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
        backed_up boolean NOT NULL DEFAULT false,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX passkeys_user_id_idx ON passkeys (user_id)');
    // Used only when Redis is not configured; rows are deleted when answered and refused once expired.
    await queryRunner.query(`
      CREATE TABLE webauthn_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        email text CHECK (email = lower(email)),
        purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
        challenge text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (user_id IS NOT NULL OR email IS NOT NULL),
        UNIQUE (purpose, challenge)
      )`);
    await queryRunner.query('CREATE INDEX webauthn_challenges_expires_at_idx ON webauthn_challenges (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE webauthn_challenges');
    await queryRunner.query('DROP TABLE passkeys');
  }
}
