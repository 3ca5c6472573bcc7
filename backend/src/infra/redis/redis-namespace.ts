import type { RuntimeConfig } from '../config/app-config';

/**
 * The prefix for this deployment's Redis keys (login counters, the email queue). It is named after
 * the database, so instances sharing a database share counters and jobs, while deployments or test
 * runs that share one Redis but not a database never see each other's keys.
 */
export function redisNamespace(config: Pick<RuntimeConfig, 'databaseUrl'>): string {
  const database = decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1)) || 'postgres';
  return `draftmode:${database}`;
}
