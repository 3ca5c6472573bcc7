import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTeamReadModels1763770000000 implements MigrationInterface {
  name = 'CreateTeamReadModels1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Read models of the team streams (docs/adr/0002-draft-engine.md). Every row can be rebuilt from `events`; none is
    // a source of truth. `projection_checkpoints` holds, per read model and stream, the last applied
    // stream version and global position: a projector ignores events at or below it, so applying
    // the same events twice changes nothing.
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        projection text NOT NULL,
        stream_id text NOT NULL,
        version integer NOT NULL,
        position bigint NOT NULL,
        PRIMARY KEY (projection, stream_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE team_list (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        scoring_format text NOT NULL,
        league_size integer NOT NULL,
        draft_position integer NOT NULL,
        roster_spots jsonb NOT NULL,
        draft_grade text,
        player_count integer NOT NULL DEFAULT 0,
        is_mock boolean NOT NULL DEFAULT false,
        version integer NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX team_list_user_id_idx ON team_list (user_id, created_at)');
    // Settles two concurrent creates or renames to the same name: the second projection update
    // fails inside its command's transaction, which rolls its events back too.
    await queryRunner.query('CREATE UNIQUE INDEX team_list_user_name_key ON team_list (user_id, lower(name))');
    await queryRunner.query(`
      CREATE TABLE team_rosters (
        team_id uuid PRIMARY KEY,
        positions jsonb NOT NULL,
        bench jsonb NOT NULL,
        player_ids jsonb NOT NULL,
        own_picks jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE team_taken_by_others (
        team_id uuid NOT NULL,
        player_id text NOT NULL,
        overall_pick integer NOT NULL,
        position text,
        adp real,
        PRIMARY KEY (team_id, player_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE team_live_grades (
        team_id uuid PRIMARY KEY,
        letter text NOT NULL,
        percentage real NOT NULL,
        is_final boolean NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE draft_history (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        team_id uuid NOT NULL,
        stream_version integer NOT NULL,
        draft_data jsonb NOT NULL,
        completed_at timestamptz NOT NULL,
        draft_duration integer,
        ai_recommendations_used integer NOT NULL DEFAULT 0,
        UNIQUE (team_id, stream_version)
      )`);
    await queryRunner.query('CREATE INDEX draft_history_user_id_idx ON draft_history (user_id, completed_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'draft_history',
      'team_live_grades',
      'team_taken_by_others',
      'team_rosters',
      'team_list',
      'projection_checkpoints',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
