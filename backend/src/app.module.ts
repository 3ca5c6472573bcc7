import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { TypeOrmModule } from '@nestjs/typeorm';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RuntimeConfig } from './infra/config/app-config';
import { AppConfigModule } from './infra/config/config.module';
import { MigratingDataSource } from './infra/database/migrating-data-source';
import { typeormOptions } from './infra/database/typeorm-options';
import { LoggingModule } from './infra/logging/logging.module';
import { RedisModule } from './infra/redis/redis.module';
import { EventStoreModule } from './infra/event-store/event-store.module';
import { AuthInfraModule } from './infra/auth/auth-infra.module';
import { AuthModule } from './modules/auth/auth.module';
import { EmailTestModule } from './modules/email-test/email-test.module';
import { HealthModule } from './modules/health/health.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { UsersModule } from './modules/users/users.module';
import { PasskeysModule } from './modules/passkeys/passkeys.module';
import { PlayersModule } from './modules/players/players.module';
import { TeamsModule } from './modules/teams/teams.module';
import { ChatModule } from './modules/chat/chat.module';
import { AdminModule } from './modules/admin/admin.module';
import { MockDraftsModule } from './modules/mock-drafts/mock-drafts.module';
import { DraftRoomsModule } from './modules/draft-rooms/draft-rooms.module';

/** Paths the backend answers itself; everything else falls back to the single-page app. */
const SERVER_PATHS = ['/api/{*path}', '/health', '/health/{*path}', '/metrics', '/socket.io/{*path}'];

@Module({})
export class AppModule {
  /** The whole application for a validated config whose databaseUrl is already resolved. */
  static forRoot(config: RuntimeConfig): DynamicModule {
    const frontendDist = config.frontendDist ?? defaultFrontendDist();
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        // Replicas that start together each run the migrations, one at a time (issue 20).
        TypeOrmModule.forRootAsync({
          useFactory: () => typeormOptions(config.databaseUrl),
          dataSourceFactory: async (options) => new MigratingDataSource(options!),
        }),
        RedisModule,
        EventStoreModule,
        AuthInfraModule,
        HealthModule,
        MetricsModule,
        AuthModule,
        UsersModule,
        EmailTestModule,
        PasskeysModule,
        TeamsModule,
        PlayersModule,
        ChatModule,
        AdminModule,
        MockDraftsModule,
        DraftRoomsModule,
        ...(existsSync(join(frontendDist, 'index.html'))
          ? [
              ServeStaticModule.forRoot({
                rootPath: frontendDist,
                exclude: SERVER_PATHS,
                serveStaticOptions: {
                  setHeaders: (response, path) =>
                    response.setHeader(
                      'Cache-Control',
                      path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
                    ),
                },
              }),
            ]
          : []),
      ],
    };
  }
}

/** The frontend's build output beside the backend in this workspace (`<root>/frontend/dist`). */
function defaultFrontendDist(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, '..', 'frontend', 'dist');
}
