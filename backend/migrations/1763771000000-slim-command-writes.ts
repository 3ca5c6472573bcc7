import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SlimCommandWrites1763771000000 implements MigrationInterface {
  name = 'SlimCommandWrites1763771000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every command writes these rows, so each index and check on them is paid per pick
    // (docs/adr/0002-draft-engine.md, "What a command writes").
    // One checkpoint per team stream instead of one per read model: the read models of a stream
    // always move together (one statement per command, one per stream in a replay), so the five rows
    // held the same version. A stream keeps the lowest of them.
    await queryRunner.query(`
      CREATE TABLE team_read_model_checkpoints (
        stream_id text PRIMARY KEY,
        version integer NOT NULL,
        position bigint NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO team_read_model_checkpoints (stream_id, version, position)
      SELECT stream_id, min(version), min(position) FROM projection_checkpoints GROUP BY stream_id`);
    await queryRunner.query('DROP TABLE projection_checkpoints');
    // No query looks events up by command id (a retry is found through stream_commands).
    await queryRunner.query('DROP INDEX events_command_id_idx');
    // stream_commands rows are written in the append's own statement, beside the events they name,
    // and erased with them (EventStore.eraseStreams): the foreign key only added a lookup and a row
    // lock on the new event to every command.
    await queryRunner.query('ALTER TABLE stream_commands DROP CONSTRAINT stream_commands_stream_id_from_version_fkey');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE stream_commands ADD CONSTRAINT stream_commands_stream_id_from_version_fkey FOREIGN KEY (stream_id, from_version) REFERENCES events (stream_id, version) ON DELETE CASCADE',
    );
    await queryRunner.query('CREATE INDEX events_command_id_idx ON events (command_id)');
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        projection text NOT NULL,
        stream_id text NOT NULL,
        version integer NOT NULL,
        position bigint NOT NULL,
        PRIMARY KEY (projection, stream_id)
      )`);
    await queryRunner.query(`
      INSERT INTO projection_checkpoints (projection, stream_id, version, position)
      SELECT name, c.stream_id, c.version, c.position
        FROM team_read_model_checkpoints c, unnest(ARRAY['team-list', 'roster', 'taken-by-others', 'live-grade', 'draft-history']) AS name`);
    await queryRunner.query('DROP TABLE team_read_model_checkpoints');
  }
}
