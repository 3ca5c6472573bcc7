import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig, type AppConfig } from './infra/config/app-config';
import { readOrCreateSecret } from './infra/config/local-secret';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './infra/database/embedded-postgres';
import { PlayerPoolFileError, loadPlayerPool } from './modules/players/player-pool';
import { describeSeededAccounts, SeedDemoAccountsHandler, type SeededAccount } from './modules/users/commands/seed-demo-accounts/seed-demo-accounts.handler';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
    // Checked before the database starts: a pool file that cannot be used stops the start with one
    // line naming it (the PlayerPool provider reads the same file again when the app is built).
    loadPlayerPool(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof PlayerPoolFileError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const say = (message: string) => console.log(JSON.stringify({ level: 'info', time: Date.now(), msg: message }));
  // Last line of defence (issue 13): a promise rejected with no handler is a bug to fix where it
  // starts, but it must not end a process that still serves every other request.
  process.on('unhandledRejection', (reason: unknown) => {
    const detail = reason instanceof Error ? (reason.stack ?? `${reason.name}: ${reason.message}`) : String(reason);
    console.error(JSON.stringify({ level: 'error', time: Date.now(), msg: `Unhandled promise rejection (a bug; the process keeps running): ${detail}` }));
  });
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, say);
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`Received ${signal}, shutting down`);
    await app?.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  let seeded: SeededAccount[] = [];
  try {
    const jwtSecret = config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret');
    app = await createApp({ ...config, databaseUrl, jwtSecret });
    // A fresh local install gets accounts to try it with; their passwords are printed this once.
    if (embedded) seeded = await app.get(SeedDemoAccountsHandler).execute();
    await app.listen(config.port, config.host);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  say(`DraftMode is running at http://localhost:${port}`);
  if (seeded.length > 0) console.log(describeSeededAccounts(seeded));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
