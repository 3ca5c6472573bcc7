import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import type { Server } from 'socket.io';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../../../infra/redis/redis.module';
import { RedisAvailability } from '../../../../infra/redis/redis-availability';
import { redisNamespace } from '../../../../infra/redis/redis-namespace';
import { EMAIL_QUEUE } from '../../../email';
import { MOCK_DRAFT_QUEUE } from '../../../mock-drafts';
import { DependencyChecks } from '../../../health';
import { TEAM_PROJECTORS, DRAFT_SYNC_QUEUE, TeamRealtimeGateway } from '../../../teams';
import type { QueueHealthDto, SystemHealthDto } from '@draftmode/domain';

/** The BullMQ queues this backend runs: email, the mock-draft bots' turns and the Sleeper poller. */
const KNOWN_QUEUES = [EMAIL_QUEUE, MOCK_DRAFT_QUEUE, DRAFT_SYNC_QUEUE] as const;
const RECENT_FAILURES = 5;
const CLUSTER_SOCKETS_TIMEOUT_MS = 2000;

/**
 * A snapshot of the running system for the admin dashboard. Each queue is read through a
 * second BullMQ Queue handle on the same Redis prefix (reading counts needs no worker), and the
 * socket count through the teams gateway's Socket.IO server, looked up without importing its module.
 */
@Injectable()
export class SystemHealthQuery implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(SystemHealthQuery.name);
  private readonly queues = new Map<string, Queue>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dependencies: DependencyChecks,
    private readonly moduleRef: ModuleRef,
    private readonly availability: RedisAvailability,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    const prefix = `${redisNamespace(this.config)}:bull`;
    for (const name of KNOWN_QUEUES) {
      const queue = new Queue(name, { connection: this.redis, prefix });
      // While Redis is down every reconnection attempt is an error; RedisAvailability reports the outage once.
      queue.on('error', (error) => this.availability.isUp && this.logger.warn(`Queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
  }

  async execute(): Promise<SystemHealthDto> {
    const [checks, queues, sockets, eventStore] = await Promise.all([
      this.dependencies.checkAll(),
      this.queueHealth(),
      this.socketCounts(),
      this.eventStoreHealth(),
    ]);
    const memory = process.memoryUsage();
    return {
      checkedAt: new Date().toISOString(),
      database: checks['database']!,
      redis: checks['redis'] ?? { status: 'not-configured' },
      queues,
      sockets,
      eventStore,
      process: {
        pid: process.pid,
        nodeVersion: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
      },
    };
  }

  private async queueHealth(): Promise<SystemHealthDto['queues']> {
    if (this.queues.size === 0) return { mode: 'in-process', description: 'in-process (no Redis)' };
    const queues = await Promise.all(
      [...this.queues].map(async ([name, queue]): Promise<QueueHealthDto> => {
        const [counts, failures] = await Promise.all([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children'),
          queue.getFailed(0, RECENT_FAILURES - 1),
        ]);
        return {
          name,
          waiting: (counts['waiting'] ?? 0) + (counts['prioritized'] ?? 0) + (counts['waiting-children'] ?? 0),
          active: counts['active'] ?? 0,
          delayed: counts['delayed'] ?? 0,
          failed: counts['failed'] ?? 0,
          recentFailures: failures.map((job) => ({
            id: String(job.id),
            name: job.name,
            reason: job.failedReason,
            attempts: job.attemptsMade,
            failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          })),
        };
      }),
    );
    return { mode: 'bullmq', queues };
  }

  private async socketCounts(): Promise<SystemHealthDto['sockets']> {
    const server = this.socketServer();
    if (!server) return { thisProcess: 0, allProcesses: null };
    const thisProcess = server.engine?.clientsCount ?? server.of('/').sockets.size;
    // Through the Redis adapter this asks every backend process; one that does not answer in time
    // leaves the cluster-wide figure unknown rather than wrong.
    let timer: NodeJS.Timeout | undefined;
    try {
      const sockets = await Promise.race([
        server.fetchSockets(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), CLUSTER_SOCKETS_TIMEOUT_MS);
        }),
      ]);
      return { thisProcess, allProcesses: sockets.length };
    } catch {
      return { thisProcess, allProcesses: null };
    } finally {
      clearTimeout(timer);
    }
  }

  private socketServer(): Server | undefined {
    try {
      return this.moduleRef.get(TeamRealtimeGateway, { strict: false }).server;
    } catch {
      return undefined;
    }
  }

  private async eventStoreHealth(): Promise<SystemHealthDto['eventStore']> {
    const names = TEAM_PROJECTORS.map((projector) => projector.name);
    // The read models of a stream move together past one checkpoint (docs/adr/0002-draft-engine.md):
    // each shows the same lag, the events of team streams past their checkpoint.
    const [head, [checkpoints]] = await Promise.all([
      this.dataSource.query('SELECT COALESCE(max(position), 0)::text AS head FROM events') as Promise<{ head: string }[]>,
      this.dataSource.query(
        `WITH heads AS (
           SELECT stream_id, max(version) AS version FROM events WHERE stream_id LIKE 'team-%' GROUP BY stream_id
         )
         SELECT COALESCE((SELECT max(position) FROM team_read_model_checkpoints), 0)::text AS checkpoint_position,
                COALESCE((SELECT sum(h.version - COALESCE(c.version, 0))
                            FROM heads h
                            LEFT JOIN team_read_model_checkpoints c ON c.stream_id = h.stream_id
                           WHERE h.version > COALESCE(c.version, 0)), 0)::text AS lag_events`,
      ) as Promise<{ checkpoint_position: string; lag_events: string }[]>,
    ]);
    const headPosition = Number(head[0]?.head ?? 0);
    return {
      headPosition,
      projections: names.map((name) => ({
        name,
        checkpointPosition: Number(checkpoints?.checkpoint_position ?? 0),
        lagEvents: Number(checkpoints?.lag_events ?? 0),
        lagPositions: Math.max(0, headPosition - Number(checkpoints?.checkpoint_position ?? 0)),
      })),
    };
  }
}
