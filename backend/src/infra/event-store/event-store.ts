import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventMetadata, RecordedEvent, TeamEvent } from '@draftmode/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { combineStatements, queryPrepared, type SqlStatement } from '../database/sql-statement';
import { ConcurrencyError } from './errors';
import { GroupCommit } from './group-commit';

/** What one accepted command wrote: versions `fromVersion..toVersion` at `positions` (same order). */
export interface AppendResult {
  fromVersion: number;
  toVersion: number;
  positions: number[];
  /** True when the command id had already been accepted: nothing was written, this is the first result. */
  duplicate: boolean;
}

export interface EventStoreOptions {
  /**
   * Run inside the caller's transaction, so a projection updated with the same manager commits or
   * rolls back together with the events. The append then works inside a savepoint, which keeps the
   * caller's transaction usable after a conflict. The caller's transaction must be READ COMMITTED
   * (PostgreSQL's default) for a conflict to report the winner's version.
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
   * Appends `events` to `streamId` if the stream is at `expectedVersion` (0 for a new stream); they
   * get versions `expectedVersion + 1…`. A command id the stream already accepted returns that first
   * result with `duplicate: true` and writes nothing, even when the stream has moved on since.
   *
   * @throws ConcurrencyError when the stream is at another version, with the current one.
   */
  async append(
    streamId: string,
    expectedVersion: number,
    events: readonly TeamEvent[],
    metadata: EventMetadata,
    options: EventStoreOptions = {},
  ): Promise<AppendResult> {
    if (!streamId) throw new Error('An event stream id is required');
    if (!Number.isInteger(expectedVersion) || expectedVersion < 0) throw new Error(`Invalid expected version ${expectedVersion}`);
    if (events.length === 0) throw new Error('An append needs at least one event');
    if (!metadata.commandId) throw new Error('An append needs a command id');

    const manager = options.manager ?? this.dataSource.manager;
    try {
      // A new transaction, or a savepoint inside the caller's.
      return await manager.transaction((tx) => this.appendInTransaction(tx, streamId, expectedVersion, events, metadata));
    } catch (error) {
      if (!(error instanceof ConcurrencyError) && !isAppendConflict(error)) throw error;
      // Rolled back; a fresh statement sees what the winner committed. The winner may be an earlier
      // attempt of this very command, which makes this a retry rather than a conflict.
      const first = await this.findCommand(manager, streamId, metadata.commandId);
      if (first) return { ...first, duplicate: true };
      throw new ConcurrencyError(streamId, expectedVersion, await this.currentVersion(streamId, { manager }));
    }
  }

  /**
   * Where a stream stands, read before deciding: its last version, and
   * the versions written by `commandId` if the stream already accepted it (a retry). One statement.
   */
  async head(manager: EntityManager, streamId: string, commandId: string): Promise<{ version: number; command: { fromVersion: number; toVersion: number } | null }> {
    const [row] = await queryPrepared<{ version: number; from_version: number | null; to_version: number | null }>(manager, {
      sql: `SELECT (SELECT coalesce(max(version), 0)::int FROM events WHERE stream_id = $1) AS version, c.from_version, c.to_version
         FROM (SELECT 1) AS one LEFT JOIN stream_commands c ON c.stream_id = $1 AND c.command_id = $2`,
      params: [streamId, commandId],
    });
    const command = row?.from_version != null && row.to_version != null ? { fromVersion: row.from_version, toVersion: row.to_version } : null;
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
    const storedMetadata = { userId: metadata.userId, commandId: metadata.commandId, correlationId: metadata.correlationId, causationId: metadata.causationId };
    const params: unknown[] = [streamId, JSON.stringify(storedMetadata), metadata.commandId, expectedVersion + 1, expectedVersion + events.length];
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
    const statement = combineStatements(guarded, leading, `SELECT position, version, occurred_at FROM appended${options.guard ? `, s${alongside.length}` : ''}`);
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

  private async appendInTransaction(
    tx: EntityManager,
    streamId: string,
    expectedVersion: number,
    events: readonly TeamEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    // Idempotency comes before the version check: a retry carries the version it saw the first
    // time, which is stale once its first attempt succeeded.
    const first = await this.findCommand(tx, streamId, metadata.commandId);
    if (first) return { ...first, duplicate: true };

    const current = await this.currentVersion(streamId, { manager: tx });
    if (current !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion, current);

    // A concurrent append that read the same version fails here on UNIQUE (stream_id, version).
    const storedMetadata = JSON.stringify({
      userId: metadata.userId,
      commandId: metadata.commandId,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
    });
    const params: unknown[] = [streamId, storedMetadata, metadata.commandId];
    const values = events.map((event, index) => {
      params.push(expectedVersion + index + 1, event.type, JSON.stringify(event.data));
      const at = params.length;
      return `($1, $${at - 2}, $${at - 1}, $${at}::jsonb, $2::jsonb, $3)`;
    });
    const inserted = (await tx.query(
      `INSERT INTO events (stream_id, version, type, data, metadata, command_id)
       VALUES ${values.join(', ')} RETURNING position, version`,
      params,
    )) as { position: string; version: number }[];

    const fromVersion = expectedVersion + 1;
    const toVersion = expectedVersion + events.length;
    await tx.query('INSERT INTO stream_commands (stream_id, command_id, from_version, to_version) VALUES ($1, $2, $3, $4)', [
      streamId,
      metadata.commandId,
      fromVersion,
      toVersion,
    ]);
    const positions = inserted.sort((a, b) => a.version - b.version).map((row) => Number(row.position));
    return { fromVersion, toVersion, positions, duplicate: false };
  }

  private async findCommand(
    manager: EntityManager,
    streamId: string,
    commandId: string,
  ): Promise<Omit<AppendResult, 'duplicate'> | null> {
    const [row] = (await manager.query(
      `SELECT c.from_version, c.to_version, array_agg(e.position ORDER BY e.version) AS positions
         FROM stream_commands c
         JOIN events e ON e.stream_id = c.stream_id AND e.version BETWEEN c.from_version AND c.to_version
        WHERE c.stream_id = $1 AND c.command_id = $2
        GROUP BY c.from_version, c.to_version`,
      [streamId, commandId],
    )) as { from_version: number; to_version: number; positions: string[] }[];
    if (!row) return null;
    return { fromVersion: row.from_version, toVersion: row.to_version, positions: row.positions.map(Number) };
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
