import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, DatabaseError, type ClientConfig, type QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { asQueryFailed, preparedQuery, queryPrepared, type SqlStatement } from '../database/sql-statement';

/**
 * A group is sent as soon as it has this many statements, while the rest of the turn's commands
 * are still being decided, so PostgreSQL works on one group while the app prepares the next.
 */
const GROUP_SIZE = 16;
/** Connections that carry groups, each with its groups in flight at once (pipelined). */
const GROUP_CONNECTIONS = 2;

/** How the group connections name themselves to PostgreSQL (`pg_stat_activity.application_name`). */
export const GROUP_COMMIT_APPLICATION = 'draftmode-group-commit';

/**
 * A connection that failed under a statement, rather than PostgreSQL refusing it: the socket (no
 * error from PostgreSQL), a connection exception (class 08) or the server ending the session
 * (class 57: shutdown, restart, `pg_terminate_backend`).
 */
function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof DatabaseError) || /^(08|57)/.test(error.code ?? '');
}

/**
 * Runs `send` with the connection's socket corked, so the messages of the queries it sends leave in
 * one write: pg writes each protocol message (bind, describe, execute, sync) on its own, a system
 * call each, about 70 for a group of 16. The engine's throughput gained a few percent
 * (`npm run bench:engine`); most of the time a write takes under load is PostgreSQL using the CPU.
 */
function inOneWrite<T>(client: Client, send: () => T): T {
  const { stream } = client.connection;
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

interface Pending {
  statement: SqlStatement;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

interface GroupConnection {
  client: Client;
  /** Groups written and not yet answered. */
  inFlight: number;
}

/**
 * Group commit for the appends of team commands (docs/adr/0002-draft-engine.md, "Group commit").
 * Each append is one statement, atomic on its own. The ones that arrive in the same turn of the
 * event loop (a live draft's picks from many sockets, concurrent commands) are sent together: one
 * transaction — BEGIN, each statement as a prepared statement, COMMIT — written at once to a
 * pipelined connection, so a group costs one round trip and one commit instead of one each.
 *
 * A group commits whole or not at all. If any of its statements fails (a lost race on the unique
 * indexes, a constraint, the connection), nothing of it was written and its statements run again
 * alone, in the order they arrived, as they would have without grouping: each caller gets its own
 * result or error. A statement that arrives alone runs alone, at once, on the same connections: an
 * append's prepared statement is parsed and planned on these two rather than on every connection
 * of the app's pool.
 */
@Injectable()
export class GroupCommit implements OnModuleDestroy {
  private readonly logger = new Logger(GroupCommit.name);
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly connections: GroupConnection[] = [];
  private opening: Promise<GroupConnection> | null = null;
  private closed = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs one data-modifying statement, atomic on its own, possibly in one transaction with others; its rows. */
  run<Row>(statement: SqlStatement): Promise<Row[]> {
    return new Promise<Row[]>((resolve, reject) => {
      this.queue.push({ statement, resolve: resolve as (rows: unknown[]) => void, reject });
      if (this.queue.length >= GROUP_SIZE) return void this.commit(this.queue.splice(0));
      if (this.scheduled) return;
      this.scheduled = true;
      // After the I/O callbacks of this turn, so statements from different sockets and requests join one group.
      setImmediate(() => {
        this.scheduled = false;
        if (this.queue.length > 0) void this.commit(this.queue.splice(0));
      });
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const open = this.connections.splice(0);
    await Promise.all(open.map(({ client }) => client.end().catch(() => undefined)));
  }

  private async commit(group: Pending[]): Promise<void> {
    if (group.length === 1) return this.single(group[0] as Pending);
    const rows = await this.together(group.map((pending) => pending.statement));
    if (rows) {
      group.forEach((pending, index) => pending.resolve(rows[index] as unknown[]));
      return;
    }
    // In the order they arrived, as if they had never been grouped.
    for (const pending of group) await this.alone(pending);
  }

  /** A statement that arrived alone: on its own (its implicit transaction) on a group connection, else on the app's pool. */
  private async single(pending: Pending): Promise<void> {
    let connection: GroupConnection;
    try {
      connection = this.idleConnection() ?? (await this.openConnection());
    } catch {
      return this.alone(pending);
    }
    connection.inFlight++;
    let rows: unknown[];
    try {
      rows = (await inOneWrite(connection.client, () => connection.client.query(preparedQuery(pending.statement)))).rows;
    } catch (error) {
      // PostgreSQL's refusal is the caller's answer; a connection that failed under it is not: the pool runs it again.
      if (isConnectionFailure(error)) return this.alone(pending);
      return pending.reject(asQueryFailed(error, pending.statement));
    } finally {
      connection.inFlight--;
    }
    pending.resolve(rows);
  }

  /**
   * A statement on the app's pool: again after its group failed, or when its connection failed
   * under it. Such a statement may have committed before the connection went: an append then fails
   * on its unique indexes, which the command handler answers as the retry of its command id it is.
   */
  private async alone({ statement, resolve, reject }: Pending): Promise<void> {
    try {
      resolve(await queryPrepared(this.dataSource.manager, statement));
    } catch (error) {
      reject(error);
    }
  }

  /** The statements in one transaction on a pipelined connection; each one's rows, or null when the group did not commit. */
  private async together(statements: readonly SqlStatement[]): Promise<unknown[][] | null> {
    let connection: GroupConnection;
    try {
      // An open connection is used at once, so the group is written before this turn goes on.
      connection = this.idleConnection() ?? (await this.openConnection());
    } catch (error) {
      this.logger.debug(`No connection for a group of ${statements.length}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    const { client } = connection;
    connection.inFlight++;
    try {
      // Pipelined: all of these are written before the first answer comes back.
      const sent = inOneWrite(client, () => [
        client.query('BEGIN'),
        ...statements.map((statement) => client.query(preparedQuery(statement))),
        client.query('COMMIT'),
      ]);
      const settled = await Promise.allSettled(sent);
      const committed = settled.at(-1);
      // A statement failed (PostgreSQL rolled the transaction back: COMMIT answers ROLLBACK) or the connection did.
      if (
        settled.some((outcome) => outcome.status === 'rejected') ||
        committed?.status !== 'fulfilled' ||
        (committed.value as QueryResult).command !== 'COMMIT'
      )
        return null;
      return settled.slice(1, -1).map((outcome) => (outcome as PromiseFulfilledResult<QueryResult>).value.rows);
    } finally {
      connection.inFlight--;
    }
  }

  /** The open connection with the fewest groups in flight, unless another may still be opened and every open one is busy. */
  private idleConnection(): GroupConnection | null {
    const least = this.connections.reduce<GroupConnection | null>(
      (best, connection) => (!best || connection.inFlight < best.inFlight ? connection : best),
      null,
    );
    if (least && (least.inFlight === 0 || this.connections.length >= GROUP_CONNECTIONS)) return least;
    if (least && this.opening) return least;
    return null;
  }

  /** A new pipelined connection with the app's connection settings; dropped when it fails, so the next group opens another. */
  private openConnection(): Promise<GroupConnection> {
    this.opening ??= (async () => {
      const appPool = (this.dataSource.driver as PostgresDriver).master as { options: ClientConfig };
      const client = new Client({ ...appPool.options, application_name: GROUP_COMMIT_APPLICATION, pipeline: true } as ClientConfig);
      const connection: GroupConnection = { client, inFlight: 0 };
      const drop = () => {
        const index = this.connections.indexOf(connection);
        if (index >= 0) this.connections.splice(index, 1);
      };
      client.on('error', (error) => {
        this.logger.warn(`A group-commit connection failed: ${error.message}`);
        drop();
        void client.end().catch(() => undefined);
      });
      client.on('end', drop);
      try {
        await client.connect();
      } catch (error) {
        client.removeAllListeners('end');
        throw error;
      }
      if (this.closed) {
        await client.end();
        throw new Error('The app is closing');
      }
      this.connections.push(connection);
      return connection;
    })().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }
}
