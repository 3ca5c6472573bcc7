import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsRegistry } from './metrics.registry';

/** Times every HTTP request by its route pattern (never the raw URL, to keep label cardinality low). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsRegistry) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const stop = this.metrics.httpRequestDuration.startTimer();
    response.on('finish', () => {
      const routePath = (request.route as { path?: string } | undefined)?.path;
      const route = routePath ? `${request.baseUrl}${routePath}` : request.path.startsWith('/api') ? 'unmatched' : 'static';
      stop({ method: request.method, route, status: String(response.statusCode) });
    });
    next();
  }
}
