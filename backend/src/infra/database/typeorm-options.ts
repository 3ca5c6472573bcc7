import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/**
 * TypeORM options shared by the app and the migration CLI. The schema is owned by the migrations in
 * `backend/migrations`; `synchronize` stays off so production never changes tables by itself.
 */
export function typeormOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [join(__dirname, '..', '..', '**', '*.entity.{js,ts}')],
    migrations: [join(__dirname, '..', '..', '..', 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
