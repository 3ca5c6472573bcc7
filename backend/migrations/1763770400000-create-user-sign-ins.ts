import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUserSignIns1763770400000 implements MigrationInterface {
  name = 'CreateUserSignIns1763770400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per successful sign-in. `users.last_sign_in_at` keeps only the latest, which cannot
    // say who was active on an earlier day; the admin dashboard's "active users" needs the history.
    // Deleting an account deletes its rows with it.
    await queryRunner.query(`
      CREATE TABLE user_sign_ins (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('password', 'passkey')),
        signed_in_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX user_sign_ins_signed_in_at_idx ON user_sign_ins (signed_in_at)');
    await queryRunner.query('CREATE INDEX user_sign_ins_user_id_idx ON user_sign_ins (user_id)');
    // The usage analytics read these tables by day.
    await queryRunner.query('CREATE INDEX users_created_at_idx ON users (created_at)');
    await queryRunner.query('CREATE INDEX events_occurred_at_idx ON events (occurred_at)');
    await queryRunner.query('CREATE INDEX chat_messages_created_at_idx ON chat_messages (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX chat_messages_created_at_idx');
    await queryRunner.query('DROP INDEX events_occurred_at_idx');
    await queryRunner.query('DROP INDEX users_created_at_idx');
    await queryRunner.query('DROP TABLE user_sign_ins');
  }
}
