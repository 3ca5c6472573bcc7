import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool, type PoolConfig, type QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { preparedQuery, queryPrepared, type SqlStatement } from '../database/sql-statement';

/** At most this many statements share one transaction. */
const MAX_GROUP = 64;
/** Connections that carry groups; each has its groups' statements in flight at once (pipelined). */
const GROUP_CONNECTIONS = 2;

interface Pending {
  statement: SqlStatement;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

/**
 * Group commit for the appends of team commands (docs/adr/0002-draft-engine.md, "Group commit").
 * Each append is one statement, atomic on its own. The ones that arrive in the same turn of the
 * event loop (a live draft's picks from many sockets, concurrent commands) are sent together: one
 * transaction — BEGIN, each statement as a prepared statement, COMMIT — written at once to a
 * pipelined connection, so a group costs one round trip and one commit instead of one each.
 *
 * A group commits whole or not at all. If any of its statements fails (a lost race on the unique
 * indexes, a constraint, the connection), nothing of it was written and each statement runs again
 * alone, as it would have without grouping; its caller gets its own result or error. A statement
 * that arrives alone runs alone, at once, on the app's pool. So callers see exactly the results of
 * running their statements one by one, in less time.
 */
@Injectable()
export class GroupCommit implements OnModuleDestroy {
  private readonly logger = new Logger(GroupCommit.name);
  private queue: Pending[] = [];
  private scheduled = false;
  private pool: Pool | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs one data-modifying statement, atomic on its own, possibly in a transaction with others; its rows. */
  run<Row>(statement: SqlStatement): Promise<Row[]> {
    return new Promise<Row[]>((resolve, reject) => {
      this.queue.push({ statement, resolve: resolve as (rows: unknown[]) => void, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the I/O callbacks of this turn, so statements from different sockets and requests join one group.
      setImmediate(() => this.flush());
    });
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0) void this.commit(this.queue.splice(0, MAX_GROUP));
  }

  private async commit(group: Pending[]): Promise<void> {
    const rows = group.length > 1 ? await this.together(group.map((pending) => pending.statement)) : null;
    if (rows) {
      group.forEach((pending, index) => pending.resolve(rows[index] as unknown[]));
      return;
    }
    // In the order they arrived, as if they had never been grouped.
    for (const pending of group) await this.alone(pending);
  }

  private async alone({ statement, resolve, reject }: Pending): Promise<void> {
    try {
      resolve(await queryPrepared(this.dataSource.manager, statement));
    } catch (error) {
      reject(error);
    }
  }

  /** The statements in one transaction on a pipelined connection; each one's rows, or null when the group did not commit. */
  private async together(statements: readonly SqlStatement[]): Promise<unknown[][] | null> {
    let client;
    try {
      client = await this.groupPool().connect();
    } catch (error) {
      this.logger.debug(`No connection for a group of ${statements.length}: ${String(error)}`);
      return null;
    }
    let broken = false;
    try {
      // Pipelined: every query below is written before the first answer comes back.
      const begin = client.query('BEGIN');
      const results = statements.map((statement) => client.query(preparedQuery(statement)));
      const commit = client.query('COMMIT');
      const settled = await Promise.allSettled([begin, ...results, commit]);
      const failed = settled.find((outcome) => outcome.status === 'rejected');
      const committed = settled.at(-1);
      if (failed || committed?.status !== 'fulfilled' || (committed.value as QueryResult).command !== 'COMMIT') {
        // A statement failed (the transaction was rolled back) or the connection did; the statements run again alone.
        if (failed?.status === 'rejected' && !(failed.reason as { code?: string }).code) broken = true;
        return null;
      }
      return settled.slice(1, -1).map((outcome) => (outcome as PromiseFulfilledResult<QueryResult>).value.rows);
    } finally {
      client.release(broken);
    }
  }

  /** The pipelined connections: the app's connection settings, in pipeline mode. */
  private groupPool(): Pool {
    if (this.pool) return this.pool;
    const appPool = (this.dataSource.driver as PostgresDriver).master as { options: PoolConfig };
    const pool = new Pool({ ...appPool.options, max: GROUP_CONNECTIONS, pipeline: true } as PoolConfig);
    // An idle connection that fails (the database restarting) is dropped by the pool; the next group opens another.
    pool.on('error', (error) => this.logger.warn(`A group-commit connection failed: ${error.message}`));
    this.pool = pool;
    return pool;
  }
}
