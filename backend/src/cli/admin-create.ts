import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { ConfigError, loadConfig } from '../infra/config/app-config';
import {
  EmbeddedPostgresError,
  embeddedPostgresInUse,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../infra/database/embedded-postgres';
import { promoteToAdmin } from '../modules/users/commands/promote-to-admin/promote-to-admin';

/**
 * `npm run admin:create -- <email>`: makes an existing account an admin.
 *
 * With DATABASE_URL it connects there. Without it, it opens the embedded PostgreSQL under
 * DATA_DIR itself, which is only safe while the app is stopped: if the app's PostgreSQL is
 * running it says so and exits 1 instead of touching the data directory.
 */
async function main(argv: string[]): Promise<number> {
  const email = argv[0]?.trim();
  if (!email || argv.length > 1) {
    console.error('Usage: npm run admin:create -- <email>');
    return 1;
  }

  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const databaseDir = join(resolve(config.dataDir), 'postgres');
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      console.error(`There is no DraftMode database in ${databaseDir} yet. Start the app once (npm start) and sign up first.`);
      return 1;
    }
    const runningPid = embeddedPostgresInUse(config.dataDir);
    if (runningPid !== undefined) {
      console.error(
        `DraftMode's embedded PostgreSQL is running (pid ${runningPid}, data in ${databaseDir}). ` +
          'Stop the app first (Ctrl+C where npm start runs), then run this again.',
      );
      return 1;
    }
    embedded = await startEmbeddedPostgres(config.dataDir, () => undefined);
    databaseUrl = embedded.url;
  }

  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const outcome = await promoteToAdmin(client, email);
    if (outcome === 'not-found') {
      console.error(`No account uses ${email}. Sign up with that email first, then run this again.`);
      return 1;
    }
    console.log(outcome === 'promoted' ? `${email} is now an admin.` : `${email} is already an admin.`);
    return 0;
  } catch (error) {
    if (isMissingTable(error)) {
      console.error(`No account uses ${email}: this database has no users yet. Start the app once and sign up first.`);
      return 1;
    }
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await embedded?.stop();
  }
}

function isMissingTable(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '42P01';
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof EmbeddedPostgresError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error),
    );
    process.exit(1);
  },
);
