import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-user limits on teams (50) and mock drafts (20) enforced in the statement that creates
 * one (backend/src/modules/teams/team-limits.ts holds the same numbers): a count before the
 * command let parallel creates past it. A new row takes a per-user advisory lock until its
 * transaction ends and counts what is committed, so concurrent creates are counted one after the
 * other. Rows that exist (every other command upserts its team's row) only cost the primary-key
 * probe. A projection rebuild replays what was accepted and sets `draftmode.team_limits` off.
 */
export class TeamLimitsTrigger1763771200000 implements MigrationInterface {
  name = 'TeamLimitsTrigger1763771200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION team_list_within_limits() RETURNS trigger
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        existing integer;
        cap integer := CASE WHEN NEW.is_mock THEN 20 ELSE 50 END;
      BEGIN
        IF current_setting('draftmode.team_limits', true) = 'off' THEN RETURN NEW; END IF;
        IF EXISTS (SELECT 1 FROM team_list WHERE id = NEW.id) THEN RETURN NEW; END IF;
        PERFORM pg_advisory_xact_lock(hashtext('team-limits:' || NEW.user_id::text));
        SELECT count(*) INTO existing FROM team_list WHERE user_id = NEW.user_id AND is_mock = NEW.is_mock;
        IF existing >= cap THEN
          RAISE EXCEPTION 'user % has % teams (is_mock %), the most allowed', NEW.user_id, existing, NEW.is_mock
            USING ERRCODE = 'check_violation', CONSTRAINT = CASE WHEN NEW.is_mock THEN 'team_list_mock_limit' ELSE 'team_list_team_limit' END;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER team_list_within_limits BEFORE INSERT ON team_list FOR EACH ROW EXECUTE FUNCTION team_list_within_limits()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER team_list_within_limits ON team_list');
    await queryRunner.query('DROP FUNCTION team_list_within_limits()');
  }
}
