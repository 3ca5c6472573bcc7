import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventMetadata, RecordedEvent, TeamEvent } from '@draftmode/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { combineStatements, queryPrepared, type SqlStatement } from '../database/sql-statement';
import { GroupCommit } from './group-commit';

interface EventStoreOptions {
  /**
   * Run inside the caller's transaction, so what the caller writes with the same manager commits or
   * rolls back together with the events. A refused append fails the caller's transaction.
   */
  manager?: EntityManager;
}

/** Unique violations that mean "someone else appended first" rather than a bug. */
const CONFLICT_CONSTRAINTS = new Set(['events_stream_id_version_key', 'stream_commands_pkey']);
const MAX_READ_ALL = 10_000;

interface AppendedRow {
  position: string;
  version: number;
  occurred_at: Date;
}

interface EventRow {
  position: string;
  stream_id: string;
  version: number;
  type: TeamEvent['type'];
  data: TeamEvent['data'];
  metadata: EventMetadata;
  occurred_at: Date;
}

/**
 * The event store on PostgreSQL (docs/adr/0002-draft-engine.md): append-only streams with
 * optimistic concurrency on `UNIQUE (stream_id, version)` and idempotent command ids.
 *
 * Global positions are a bigserial: a rolled-back append leaves a gap, and a position is taken at
 * insert, not at commit, so a lower position can become visible after a higher one. Readers of
 * {@link EventStore.readAll} must not assume contiguity; per stream, versions are gap-free.
 */
@Injectable()
export class EventStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly groupCommit: GroupCommit,
  ) {}

  /**
   * Where a stream stands, read before deciding: its last version, and
   * the versions written by `commandId` if the stream already accepted it (a retry). One statement.
   */
  async head(
    manager: EntityManager,
    streamId: string,
    commandId: string,
  ): Promise<{ version: number; command: { fromVersion: number; toVersion: number } | null }> {
    const [row] = await queryPrepared<{ version: number; from_version: number | null; to_version: number | null }>(manager, {
      sql: `SELECT (SELECT coalesce(max(version), 0)::int FROM events WHERE stream_id = $1) AS version, c.from_version, c.to_version
         FROM (SELECT 1) AS one LEFT JOIN stream_commands c ON c.stream_id = $1 AND c.command_id = $2`,
      params: [streamId, commandId],
    });
    const command =
      row?.from_version != null && row.to_version != null ? { fromVersion: row.from_version, toVersion: row.to_version } : null;
    return { version: row?.version ?? 0, command };
  }

  /**
   * Appends after the caller checked {@link head} (the command id is new and the stream is at
   * `expectedVersion`): one statement writes the events, the command id and the `alongside`
   * statements (a projection's updates), which may read the new rows from the CTE `appended`
   * (position, version). One round trip, atomic on its own: if another append won since the head was
   * read, the unique indexes refuse the whole statement ({@link isAppendConflict}) and nothing is
   * written. With the caller's `manager` it runs in the caller's transaction instead. A `guard` (a
   * SELECT of one row that raises unless the append may be written, e.g. `SessionUsers.pending`) is
   * part of the same statement: when it raises, nothing is written.
   */
  async appendChecked(
    streamId: string,
    expectedVersion: number,
    events: readonly TeamEvent[],
    metadata: EventMetadata,
    alongside: readonly SqlStatement[] = [],
    options: EventStoreOptions & { guard?: SqlStatement } = {},
  ): Promise<RecordedEvent[]> {
    if (events.length === 0) throw new Error('An append needs at least one event');
    const storedMetadata = {
      userId: metadata.userId,
      commandId: metadata.commandId,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
    };
    const params: unknown[] = [
      streamId,
      JSON.stringify(storedMetadata),
      metadata.commandId,
      expectedVersion + 1,
      expectedVersion + events.length,
    ];
    const values = events.map((event, index) => {
      params.push(expectedVersion + index + 1, event.type, JSON.stringify(event.data));
      const at = params.length;
      return `($1, $${at - 2}::int, $${at - 1}, $${at}::jsonb, $2::jsonb, $3)`;
    });
    const leading = {
      ctes: `appended AS (INSERT INTO events (stream_id, version, type, data, metadata, command_id) VALUES ${values.join(', ')} RETURNING position, version, occurred_at),
       command AS (INSERT INTO stream_commands (stream_id, command_id, from_version, to_version) VALUES ($1, $3, $4, $5))`,
      params,
    };
    // A guard is a one-row SELECT that fails unless the append may be written: joined to the rows returned, so it runs.
    const guarded = options.guard ? [...alongside, options.guard] : alongside;
    const statement = combineStatements(
      guarded,
      leading,
      `SELECT position, version, occurred_at FROM appended${options.guard ? `, s${alongside.length}` : ''}`,
    );
    // In the caller's transaction when it has one; else committed with the appends that arrive together (GroupCommit).
    const rows = options.manager?.queryRunner
      ? await queryPrepared<AppendedRow>(options.manager, statement)
      : await this.groupCommit.run<AppendedRow>(statement);
    const byVersion = new Map(rows.map((row) => [row.version, row]));
    return events.map((event, index) => {
      const version = expectedVersion + index + 1;
      const row = byVersion.get(version);
      if (!row) throw new Error(`The append of ${streamId} returned no row for version ${version}`);
      return {
        position: Number(row.position),
        streamId,
        version,
        type: event.type,
        data: event.data,
        metadata: storedMetadata,
        occurredAt: row.occurred_at.toISOString(),
      } as RecordedEvent;
    });
  }

  /** The stream's events from `fromVersion` (inclusive, default 1) in version order. */
  async readStream(streamId: string, fromVersion = 1, options: EventStoreOptions = {}): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await (options.manager ?? this.dataSource.manager).query(
      `SELECT position, stream_id, version, type, data, metadata, occurred_at
         FROM events WHERE stream_id = $1 AND version >= $2 ORDER BY version`,
      [streamId, fromVersion],
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * Up to `limit` events of all streams from `fromPosition` (inclusive) in global order. Positions
   * can have gaps; continue from the last returned position + 1, never from `fromPosition + limit`.
   */
  async readAll(fromPosition = 1, limit = 1000, options: EventStoreOptions = {}): Promise<RecordedEvent[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_READ_ALL) throw new Error(`readAll limit must be 1..${MAX_READ_ALL}`);
    const rows: EventRow[] = await (options.manager ?? this.dataSource.manager).query(
      `SELECT position, stream_id, version, type, data, metadata, occurred_at
         FROM events WHERE position >= $1 ORDER BY position LIMIT $2`,
      [fromPosition, limit],
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * Erases streams for good (a deleted account's personal data is removed, not marked): their
   * events and accepted command ids, in the caller's transaction. The only deletion the store allows.
   */
  async eraseStreams(streamIds: readonly string[], options: EventStoreOptions = {}): Promise<void> {
    if (streamIds.length === 0) return;
    const manager = options.manager ?? this.dataSource.manager;
    await manager.query('DELETE FROM stream_commands WHERE stream_id = ANY($1::text[])', [streamIds]);
    await manager.query('DELETE FROM events WHERE stream_id = ANY($1::text[])', [streamIds]);
  }

  /** The stream's last version; 0 when it has no events. */
  async currentVersion(streamId: string, options: EventStoreOptions = {}): Promise<number> {
    const [row] = (await (options.manager ?? this.dataSource.manager).query(
      'SELECT coalesce(max(version), 0)::int AS version FROM events WHERE stream_id = $1',
      [streamId],
    )) as { version: number }[];
    return row?.version ?? 0;
  }
}

/** A unique violation on the events' version or the stream's command ids: another append won. */
export function isAppendConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint !== undefined && CONFLICT_CONSTRAINTS.has(constraint);
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    occurredAt: row.occurred_at.toISOString(),
  } as RecordedEvent;
}
