import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig, type AppConfig } from './infra/config/app-config';
import { readOrCreateSecret } from './infra/config/local-secret';
import { resolveCredentialsKey } from './infra/crypto/credentials-key';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './infra/database/embedded-postgres';
import { announce, createLogger } from './infra/logging/create-logger';
import { PlayerPoolFileError, loadPlayerPool } from './modules/player-pool';
import { CommandBus } from '@nestjs/cqrs';
import { describeSeededAccounts } from './modules/users/commands/seed-demo-accounts/seed-demo-accounts.handler';
import { SeedDemoAccountsCommand, type SeededAccount } from './modules/users/commands/seed-demo-accounts/seed-demo-accounts.command';
import { describeStartupFailure } from './startup-failure';

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

  const logger = createLogger(config);
  // Last line of defence (issue 13): a promise rejected with no handler is a bug to fix where it
  // starts, but it must not end a process that still serves every other request.
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, 'Unhandled promise rejection (a bug; the process keeps running)');
  });
  let embedded: EmbeddedDatabase | undefined;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}, shutting down`);
    await app?.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGHUP', () => void shutdown('SIGHUP'));

  let seeded: SeededAccount[] = [];
  try {
    if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, (message) => logger.info(message));
    const databaseUrl = config.databaseUrl ?? embedded!.url;
    const jwtSecret = config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret');
    const credentialsKey = resolveCredentialsKey(config);
    app = await createApp({ ...config, databaseUrl, jwtSecret, credentialsKey });
    // Command handlers register when the application bootstraps, so it is initialised first.
    await app.init();
    // A fresh local install gets accounts to try it with; their passwords are printed this once.
    if (embedded) seeded = await app.get(CommandBus).execute(new SeedDemoAccountsCommand());
    await app.listen(config.port, config.host);
  } catch (error) {
    logger.debug({ err: error }, 'Start-up failed');
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    console.error(describeStartupFailure(error, config));
    process.exit(1);
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Last, where a person looks: the accounts of a first start, then the address.
  if (seeded.length > 0) process.stdout.write(`${describeSeededAccounts(seeded)}\n`);
  announce(logger, `DraftMode is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(`DraftMode could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
