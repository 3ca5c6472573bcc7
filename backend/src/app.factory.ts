import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { AppModule } from './app.module';
import type { RuntimeConfig } from './infra/config/app-config';
import { ApiExceptionFilter } from './infra/http/api-exception.filter';
import { malformedBodyHandler } from './infra/http/malformed-body.handler';
import { QuietBootLogger } from './infra/logging/quiet-boot-logger';
import { RedisIoAdapter } from './modules/teams';

/** Builds the configured Nest application (not yet listening); shared by main.ts and the tests. */
export async function createApp(config: RuntimeConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(QuietBootLogger));
  // X-Forwarded-For names the client only when the request came from the configured proxy;
  // otherwise anyone could pick a fresh address for every guess at a password.
  app.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Only the app's own images: a remote image is a request to whatever site user text names.
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Like frame-ancestors 'none': no page may frame the app (clickjacking). nginx sends the same.
      frameguard: { action: 'deny' },
    }),
  );
  // Parsers registered here (not by Nest at init) so the handler after them sees their errors.
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  app.use(malformedBodyHandler);
  // Answers about accounts and sessions (tokens, user records, reset outcomes) are never stored by
  // a browser or a proxy cache.
  app.use(
    ['/api/auth', '/api/users/me', '/api/email-test'],
    (_request: unknown, response: { setHeader(name: string, value: string): void }, next: () => void) => {
      response.setHeader('Cache-Control', 'no-store');
      next();
    },
  );
  app.setGlobalPrefix('api', { exclude: ['health', 'health/{*path}', 'metrics'] });
  app.useGlobalFilters(new ApiExceptionFilter());
  // Socket.IO: over Redis pub/sub when REDIS_URL is set (several processes serve one draft), else in memory.
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }

  const openApi = new DocumentBuilder()
    .setTitle('DraftMode API')
    .setDescription('Teams, the draft engine, grades, chat and accounts. Errors are { statusCode, error, message, fields? }.')
    .setVersion('2.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  return app;
}
