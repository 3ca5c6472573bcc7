import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The league's draft order in the team list (issue 34): null for a snake, as every team created
 * before drafts had an order is. Rebuildable from `events` like the rest of the table.
 */
export class TeamListDraftOrder1763771400000 implements MigrationInterface {
  name = 'TeamListDraftOrder1763771400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE team_list ADD COLUMN draft_order text CHECK (draft_order IN ('third-round-reversal', 'linear'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE team_list DROP COLUMN draft_order');
  }
}
