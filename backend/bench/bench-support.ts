import { Client } from 'pg';

/** The machine's PostgreSQL as its admin user: where a benchmark creates and drops its own database. */
export const ADMIN_URL = process.env['BENCH_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement as the admin user (create or drop a benchmark's database). */
export async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The p-th percentile (nearest rank) of the samples, in any order; NaN without samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
