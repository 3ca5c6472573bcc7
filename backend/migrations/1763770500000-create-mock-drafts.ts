import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMockDrafts1763770500000 implements MigrationInterface {
  name = 'CreateMockDrafts1763770500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Mock drafts against ADP bots (issue 9). The draft itself is the mock team's event stream; this
    // row holds what the stream does not: the bots' seed, the speed, and where the bot scheduler
    // stands. `rewound_through` is the stream version up to which the user's undos were handled.
    // An account's deletion takes its mock drafts with it.
    await queryRunner.query(`
      CREATE TABLE mock_drafts (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        team_id uuid NOT NULL UNIQUE,
        source_team_id uuid,
        start_command_id text NOT NULL,
        seed bigint NOT NULL CHECK (seed >= 0 AND seed <= 4294967295),
        speed text NOT NULL CHECK (speed IN ('instant', '1s', '5s', 'manual')),
        auto_pick boolean NOT NULL DEFAULT false,
        status text NOT NULL CHECK (status IN ('running', 'paused', 'finished')),
        next_overall_pick integer NOT NULL DEFAULT 1,
        total_picks integer NOT NULL CHECK (total_picks > 0),
        rewound_through integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT mock_drafts_user_command_key UNIQUE (user_id, start_command_id)
      )`);
    await queryRunner.query("CREATE INDEX mock_drafts_running_idx ON mock_drafts (status) WHERE status = 'running'");
    // The bots continue after the user's own pick or undo however it reached the stream (HTTP, chat,
    // another backend process): the commit of such an event notifies every listening process.
    // NOTIFY is delivered only on commit, and only for the three event types the scheduler needs.
    await queryRunner.query(`
      CREATE FUNCTION notify_team_turn_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('draftmode_team_turn', NEW.stream_id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER events_notify_team_turn AFTER INSERT ON events
      FOR EACH ROW WHEN (NEW.type IN ('PlayerDrafted', 'PickUndone', 'TeamDeleted'))
      EXECUTE FUNCTION notify_team_turn_event()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER events_notify_team_turn ON events');
    await queryRunner.query('DROP FUNCTION notify_team_turn_event()');
    await queryRunner.query('DROP TABLE mock_drafts');
  }
}
