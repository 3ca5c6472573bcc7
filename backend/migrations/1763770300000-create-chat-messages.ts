import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChatMessages1763770300000 implements MigrationInterface {
  name = 'CreateChatMessages1763770300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The AI chat's history (docs/adr/0007-chat-answers.md), one conversation per user. `focus` is 'all' or the team id
    // the message was asked about; `engine` and the token counts feed the admin's usage analytics.
    // Deleting the account deletes the history with it.
    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('user', 'ai')),
        content text NOT NULL,
        focus text NOT NULL,
        engine text NOT NULL CHECK (engine IN ('openai', 'builtin')),
        prompt_tokens integer,
        completion_tokens integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX chat_messages_user_created_idx ON chat_messages (user_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat_messages');
  }
}
