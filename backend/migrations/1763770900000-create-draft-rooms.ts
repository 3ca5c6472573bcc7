import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDraftRooms1763770900000 implements MigrationInterface {
  name = 'CreateDraftRooms1763770900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What the draft room keeps per team beside the team's event stream: the user's queue of
    // starred players, in his order, and when the report card was first shown (once per team, on
    // every device).
    await queryRunner.query(`
      CREATE TABLE draft_rooms (
        team_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        queue jsonb NOT NULL DEFAULT '[]',
        report_card_seen_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE draft_rooms');
  }
}
