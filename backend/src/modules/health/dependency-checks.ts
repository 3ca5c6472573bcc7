import { Inject, Injectable } from '@nestjs/common';
import type { DependencyStatusDto } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';

const CHECK_TIMEOUT_MS = 2000;

/** Pings each dependency the backend needs to serve requests and measures how long it took. */
@Injectable()
export class DependencyChecks {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
  ) {}

  async checkAll(): Promise<Record<string, DependencyStatusDto>> {
    const checks: Record<string, Promise<DependencyStatusDto>> = { database: measure(() => this.dataSource.query('SELECT 1')) };
    if (this.redis) {
      const redis = this.redis;
      checks['redis'] = measure(() => redis.ping());
    }
    const names = Object.keys(checks);
    const results = await Promise.all(Object.values(checks));
    return Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  }
}

async function measure(ping: () => Promise<unknown>): Promise<DependencyStatusDto> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: elapsed(started) };
  } catch (error) {
    return { status: 'down', latencyMs: elapsed(started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
