import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { createLogger } from './create-logger';
import { QuietBootLogger } from './quiet-boot-logger';
import { redactParams, redactQuery, redactUrl } from './redact-url';

/** Logs through pino (see create-logger.ts), one line per event, with a request id on every request's lines. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // nestjs-pino's default ('*') is the old path syntax Nest 11 warns about at every start.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            logger: createLogger(config),
            genReqId: (req, res) => {
              const incoming = req.headers['x-request-id'];
              const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            // Watch and reset tokens and Yahoo's OAuth code and state are secrets carried in URLs (the path, the query, the Referer).
            serializers: {
              req: (req: {
                url?: string;
                query?: Record<string, unknown>;
                params?: Record<string, unknown>;
                headers?: Record<string, unknown>;
              }) => {
                if (typeof req.url === 'string') req.url = redactUrl(req.url);
                if (typeof req.headers?.['referer'] === 'string')
                  req.headers = { ...req.headers, referer: redactUrl(req.headers['referer']) };
                if (req.query) req.query = redactQuery(req.query);
                if (req.params) req.params = redactParams(req.params);
                return req;
              },
            },
            autoLogging: { ignore: (req) => req.url === '/health/live' || req.url === '/metrics' },
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
      ],
      providers: [QuietBootLogger],
      exports: [QuietBootLogger],
    };
  }
}
