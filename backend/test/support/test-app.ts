import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/infra/config/app-config';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The secret test apps sign tokens with, so tests can forge tokens with it or without it. */
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/** The key test apps encrypt stored credentials with (32 bytes, base64). */
const TEST_CREDENTIALS_KEY = Buffer.alloc(32, 'draftmode-test-credentials-key!!').toString('base64');

export interface TestApp {
  app: INestApplication;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on a fresh database, configured from `env` like production would be. */
export async function startTestApp(label: string, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase(label);
  // Every test signs up from 127.0.0.1: the per-IP budget for account emails is tested on its own.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ACCOUNT_EMAILS_PER_IP_PER_HOUR: '100000',
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    ...env,
    DATABASE_URL: database.url,
  });
  const app = await createApp({ ...config, databaseUrl: database.url, jwtSecret: TEST_JWT_SECRET });
  await app.init();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
