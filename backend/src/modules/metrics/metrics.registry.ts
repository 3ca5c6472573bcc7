import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** One Prometheus registry per app instance, with Node's default metrics and HTTP timings. */
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
