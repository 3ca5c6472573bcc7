import { createHash } from 'node:crypto';
import { DatabaseError, type PoolClient, type QueryResult } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** One data-modifying SQL statement (INSERT, UPDATE or DELETE, no trailing semicolon) with its `$n` parameters. */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/**
 * Runs several data-modifying statements as one: each becomes a CTE of a single statement, its
 * parameters renumbered. One round trip, and atomic without a transaction around it. The
 * statements see the same snapshot and none sees another's writes, so no two may touch the same row.
 *
 * @param main the statement whose rows the combined statement returns (after the CTEs); `SELECT 1` when omitted.
 * @param leading CTEs (already numbered from `$1`) that the statements may refer to by name, e.g. `appended`.
 */
export function combineStatements(
  statements: readonly SqlStatement[],
  leading: { ctes: string; params: unknown[] } | null = null,
  main = 'SELECT 1',
): SqlStatement {
  const params: unknown[] = [...(leading?.params ?? [])];
  const ctes = statements.map((statement, index) => {
    const offset = params.length;
    params.push(...statement.params);
    return `s${index} AS (${statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  const all = [...(leading ? [leading.ctes] : []), ...ctes];
  return { sql: all.length > 0 ? `WITH ${all.join(',\n')}\n${main}` : main, params };
}

/** The statement as a named pg query: the name is the text's hash, so one text is one prepared statement on every connection. */
export function preparedQuery(statement: SqlStatement): { name: string; text: string; values: unknown[] } {
  return {
    name: `dm_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 24)}`,
    text: statement.sql,
    values: statement.params,
  };
}

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. For what every team command or request runs: the append
 * with its projections (docs/adr/0002-draft-engine.md), a stream's head, the session check. On the
 * append alone this took the engine from about 2,000 to 2,800 commands/s (`npm run bench:engine`).
 * The name is the text's hash, so one text is one statement on every connection. In the caller's
 * transaction when `manager` has one; a failing statement throws TypeORM's QueryFailedError, as
 * `manager.query` does.
 */
export async function queryPrepared<Row>(manager: EntityManager, statement: SqlStatement): Promise<Row[]> {
  const query = preparedQuery(statement);
  const runner = manager.queryRunner;
  try {
    const result: QueryResult =
      runner && !runner.isReleased
        ? await ((await runner.connect()) as PoolClient).query(query)
        : await (manager.connection.driver as PostgresDriver).master.query(query);
    return result.rows as Row[];
  } catch (error) {
    throw asQueryFailed(error, statement);
  }
}

/** PostgreSQL's refusal of `statement` as TypeORM's QueryFailedError, as `manager.query` reports it; any other error as it is. */
export function asQueryFailed(error: unknown, statement: SqlStatement): unknown {
  return error instanceof DatabaseError ? new QueryFailedError(statement.sql, statement.params, error) : error;
}
