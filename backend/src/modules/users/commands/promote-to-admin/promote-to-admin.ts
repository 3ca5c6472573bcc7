/** The part of a pg client this needs (a pool or a single client). */
export interface SqlClient {
  query(sql: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type PromoteOutcome = 'promoted' | 'already-admin' | 'not-found';

/**
 * Makes an existing account an admin. The role is read from the database on every request, so
 * the change applies to the user's current session without signing them out.
 */
export async function promoteToAdmin(client: SqlClient, email: string): Promise<PromoteOutcome> {
  const normalized = email.trim().toLowerCase();
  const { rows } = await client.query('SELECT role FROM users WHERE email = $1', [normalized]);
  const existing = rows[0] as { role: string } | undefined;
  if (!existing) return 'not-found';
  if (existing.role === 'admin') return 'already-admin';
  await client.query("UPDATE users SET role = 'admin' WHERE email = $1", [normalized]);
  return 'promoted';
}
