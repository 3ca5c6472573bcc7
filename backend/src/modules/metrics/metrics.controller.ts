import { Controller, Get, Header, Headers, Inject, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { MetricsRegistry } from './metrics.registry';

/**
 * Prometheus scrapes here with `Authorization: Bearer <METRICS_TOKEN>`. The metrics describe the
 * deployment (routes, timings, memory), so without METRICS_TOKEN they are not served at all.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  scrape(@Headers('authorization') authorization: string | undefined): Promise<string> {
    if (!this.config.metricsToken) throw new NotFoundException('Metrics are off: set METRICS_TOKEN to serve them.');
    if (!sameSecret(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '', this.config.metricsToken)) {
      throw new UnauthorizedException('Metrics need the METRICS_TOKEN bearer token.');
    }
    return this.metrics.registry.metrics();
  }
}

/** Compares in constant time (over digests, so the lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
