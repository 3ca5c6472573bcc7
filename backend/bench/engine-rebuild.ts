/**
 * The engine benchmark's step 6 (engine.bench.ts): the event store filled to a given size, then
 * the compiled `projections:rebuild` CLI run on it in a fresh process.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Client } from 'pg';

/** 6. Copies the team streams under new team ids (and suffixed names, unique per user) until the events table holds exactly `target` events. */
export async function fillEvents(databaseUrl: string, target: number): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () => Number(((await client.query('SELECT count(*) AS n FROM events')).rows[0] as { n: string }).n);
    const { max } = (await client.query("SELECT max(position) AS max FROM events WHERE stream_id LIKE 'team-%'")).rows[0] as {
      max: string;
    };
    for (let copy = 1; (await count()) < target; copy++) {
      const missing = target - (await count());
      await client.query(
        `INSERT INTO events (stream_id, version, type, data, metadata, command_id, occurred_at)
         SELECT 'team-' || c.id, e.version, e.type,
                CASE WHEN e.type IN ('TeamCreated', 'TeamRenamed')
                     THEN e.data || jsonb_build_object('name', (e.data->>'name') || ' #' || $1::text) || CASE WHEN e.type = 'TeamCreated' THEN jsonb_build_object('teamId', c.id::text) ELSE '{}'::jsonb END
                     ELSE e.data END,
                e.metadata, e.command_id, e.occurred_at
           FROM events e CROSS JOIN LATERAL (SELECT md5(e.stream_id || '#' || $1::text)::uuid AS id) c
          WHERE e.stream_id LIKE 'team-%' AND e.position <= $2
          ORDER BY e.position LIMIT $3`,
        [copy, max, missing],
      );
    }
    return await count();
  } finally {
    await client.end();
  }
}

/** Runs the compiled rebuild CLI (`projections:rebuild`) on the database in a fresh process: its wall time in seconds and its output. */
export async function runRebuild(databaseUrl: string): Promise<{ seconds: number; stdout: string }> {
  const rebuildStart = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, '..', 'dist', 'src', 'cli', 'projections-rebuild.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  });
  return { seconds: (performance.now() - rebuildStart) / 1000, stdout };
}
