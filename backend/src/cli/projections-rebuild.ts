import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../infra/config/app-config';
import {
  EmbeddedPostgresError,
  embeddedPostgresInUse,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../infra/database/embedded-postgres';
import { MigratingDataSource } from '../infra/database/migrating-data-source';
import { typeormOptions } from '../infra/database/typeorm-options';
import { EventStore } from '../infra/event-store/event-store';
import { GroupCommit } from '../infra/event-store/group-commit';
import { PlayerPool, PlayerPoolFileError } from '../modules/player-pool';
import { rebuildTeamProjections, TeamProjections } from '../modules/teams';

/**
 * `npm run projections:rebuild`: empties the team read models and replays every event.
 *
 * With DATABASE_URL it connects there (safe while the app runs). Without it, it opens the embedded
 * PostgreSQL under DATA_DIR, which only works while the app is stopped.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  // Before the database: a pool file that cannot be used stops here with one line naming it.
  const players = new PlayerPool(config);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const databaseDir = join(resolve(config.dataDir), 'postgres');
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      console.error(`There is no DraftMode database in ${databaseDir} yet. Start the app once (npm start) first.`);
      return 1;
    }
    const runningPid = embeddedPostgresInUse(config.dataDir);
    if (runningPid !== undefined) {
      console.error(
        `DraftMode's embedded PostgreSQL is running (pid ${runningPid}, data in ${databaseDir}). Stop the app first, or set DATABASE_URL.`,
      );
      return 1;
    }
    embedded = await startEmbeddedPostgres(config.dataDir, () => undefined);
    databaseUrl = embedded.url;
  }
  // Beside running replicas, the migrations wait for theirs rather than race them.
  const dataSource = await new MigratingDataSource({ ...typeormOptions(databaseUrl), entities: [] }).initialize();
  try {
    const store = new EventStore(dataSource, new GroupCommit(dataSource));
    const started = Date.now();
    const replayed = await rebuildTeamProjections(dataSource, new TeamProjections(store, players));
    console.log(`Rebuilt the team read models from ${replayed} events in ${Date.now() - started} ms.`);
    return 0;
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof PlayerPoolFileError || error instanceof EmbeddedPostgresError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error),
    );
    process.exit(1);
  },
);
