import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSleeperSync1763770200000 implements MigrationInterface {
  name = 'CreateSleeperSync1763770200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Progress of the Sleeper live sync of one team (docs/teams-api.md, "Sleeper live sync"). Whether a team is linked is in its
    // event stream (SleeperDraftLinked / SleeperDraftUnlinked); this row only records what polling
    // Sleeper found: where it got to, what it could not match and the last failure. Losing the
    // cursor is harmless, since every pick is recorded under a command id derived from its pick
    // number. The row goes with the account (ON DELETE CASCADE), like the rest of its draft data.
    await queryRunner.query(`
      CREATE TABLE sleeper_sync (
        team_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        draft_id text NOT NULL,
        draft_slot integer,
        draft_status text,
        last_polled_at timestamptz,
        last_pick_no integer NOT NULL DEFAULT 0,
        picks_recorded integer NOT NULL DEFAULT 0,
        unmatched jsonb NOT NULL DEFAULT '[]'::jsonb,
        last_error text,
        last_error_at timestamptz,
        -- Held by the process polling this team right now, so two processes never poll it at once.
        poll_lease_until timestamptz,
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX sleeper_sync_user_id_idx ON sleeper_sync (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sleeper_sync');
  }
}
