import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DropTeamTurnTrigger1763770800000 implements MigrationInterface {
  name = 'DropTeamTurnTrigger1763770800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The bots now continue through the committed-event subscribers (docs/adr/0006-committed-event-subscribers.md),
    // like every other reaction to a commit; the trigger and its NOTIFY channel are gone.
    await queryRunner.query('DROP TRIGGER IF EXISTS events_notify_team_turn ON events');
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_team_turn_event()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
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
}
