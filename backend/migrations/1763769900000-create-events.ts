import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEvents1763769900000 implements MigrationInterface {
  name = 'CreateEvents1763769900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The event store (docs/adr/0002-draft-engine.md). `position` is the global order; a bigserial can leave gaps when a
    // transaction rolls back, and positions are taken at insert rather than at commit, so readers
    // must not assume contiguity. UNIQUE (stream_id, version) is what settles concurrent appends.
    await queryRunner.query(`
      CREATE TABLE events (
        position bigserial PRIMARY KEY,
        stream_id text NOT NULL CHECK (stream_id <> ''),
        version integer NOT NULL CHECK (version > 0),
        type text NOT NULL CHECK (type <> ''),
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        command_id text NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_id_version_key UNIQUE (stream_id, version)
      )`);
    // Tracing: which events a command produced (metadata.commandId holds the same value).
    await queryRunner.query('CREATE INDEX events_command_id_idx ON events (command_id)');
    // One row per command a stream has accepted, written in the append's transaction: a retried
    // command id finds its first result here, and the primary key refuses a second acceptance
    // even when two retries race with different expected versions.
    await queryRunner.query(`
      CREATE TABLE stream_commands (
        stream_id text NOT NULL,
        command_id text NOT NULL,
        from_version integer NOT NULL,
        to_version integer NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, command_id),
        FOREIGN KEY (stream_id, from_version) REFERENCES events (stream_id, version) ON DELETE CASCADE,
        CHECK (from_version > 0 AND to_version >= from_version)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE stream_commands');
    await queryRunner.query('DROP TABLE events');
  }
}
