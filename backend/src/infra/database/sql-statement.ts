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
export function combineStatements(statements: readonly SqlStatement[], leading: { ctes: string; params: unknown[] } | null = null, main = 'SELECT 1'): SqlStatement {
  const params: unknown[] = [...(leading?.params ?? [])];
  const ctes = statements.map((statement, index) => {
    const offset = params.length;
    params.push(...statement.params);
    return `s${index} AS (${statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  const all = [...(leading ? [leading.ctes] : []), ...ctes];
  return { sql: all.length > 0 ? `WITH ${all.join(',\n')}\n${main}` : main, params };
}
