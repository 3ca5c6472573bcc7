import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GenericDraftSync1763771750000 implements MigrationInterface {
  name = 'GenericDraftSync1763771750000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One progress table for every draft room the sync follows (issue 35: Sleeper, ESPN, Yahoo are
    // adapters behind one poller). A team has at most one row per platform. The Sleeper rows keep
    // their cursor and counters; their unmatched picks take the shared shape. The draft slot was
    // only there to reset the cursor on a relink, which a link now always does.
    await queryRunner.query('ALTER TABLE sleeper_sync RENAME TO draft_sync');
    await queryRunner.query('ALTER INDEX sleeper_sync_user_id_idx RENAME TO draft_sync_user_id_idx');
    await queryRunner.query(`
      ALTER TABLE draft_sync
        ADD COLUMN platform text NOT NULL DEFAULT 'sleeper' CHECK (platform IN ('sleeper', 'espn', 'yahoo')),
        ADD COLUMN reconnect boolean NOT NULL DEFAULT false,
        -- Bumped by every (re)link: a poll that began before it writes nothing and does not stop the new schedule.
        ADD COLUMN link_generation integer NOT NULL DEFAULT 0,
        -- Names the poll holding the lease, so only that poll releases it.
        ADD COLUMN poll_lease_id uuid,
        DROP COLUMN draft_slot`);
    await queryRunner.query('ALTER TABLE draft_sync ALTER COLUMN platform DROP DEFAULT');
    await queryRunner.query('ALTER TABLE draft_sync RENAME COLUMN draft_id TO draft_key');
    await queryRunner.query('ALTER TABLE draft_sync ALTER COLUMN draft_key DROP NOT NULL');
    await queryRunner.query('ALTER TABLE draft_sync DROP CONSTRAINT sleeper_sync_pkey');
    await queryRunner.query('ALTER TABLE draft_sync ADD PRIMARY KEY (team_id, platform)');
    await queryRunner.query(`
      UPDATE draft_sync SET unmatched = (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'pickNo', u -> 'pickNo', 'round', u -> 'round', 'platformPlayerId', u -> 'sleeperPlayerId',
          'name', u -> 'name', 'position', u -> 'position', 'team', u -> 'team', 'reason', u -> 'reason')), '[]'::jsonb)
        FROM jsonb_array_elements(unmatched) u)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM draft_sync WHERE platform <> 'sleeper'");
    await queryRunner.query('ALTER TABLE draft_sync DROP CONSTRAINT draft_sync_pkey');
    await queryRunner.query('ALTER TABLE draft_sync ADD CONSTRAINT sleeper_sync_pkey PRIMARY KEY (team_id)');
    await queryRunner.query(`
      UPDATE draft_sync SET unmatched = (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'pickNo', u -> 'pickNo', 'round', u -> 'round', 'draftSlot', NULL, 'sleeperPlayerId', u -> 'platformPlayerId',
          'name', u -> 'name', 'position', u -> 'position', 'team', u -> 'team', 'reason', u -> 'reason')), '[]'::jsonb)
        FROM jsonb_array_elements(unmatched) u)`);
    await queryRunner.query("UPDATE draft_sync SET draft_key = '' WHERE draft_key IS NULL");
    await queryRunner.query('ALTER TABLE draft_sync ALTER COLUMN draft_key SET NOT NULL');
    await queryRunner.query('ALTER TABLE draft_sync RENAME COLUMN draft_key TO draft_id');
    await queryRunner.query(
      'ALTER TABLE draft_sync DROP COLUMN platform, DROP COLUMN reconnect, DROP COLUMN link_generation, DROP COLUMN poll_lease_id, ADD COLUMN draft_slot integer',
    );
    await queryRunner.query('ALTER INDEX draft_sync_user_id_idx RENAME TO sleeper_sync_user_id_idx');
    await queryRunner.query('ALTER TABLE draft_sync RENAME TO sleeper_sync');
  }
}
