import { Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApiController } from '../../admin-api-controller.decorator';
import type { SystemHealthDto } from '@draftmode/domain';
import { SystemHealthQuery } from './system-health.query';

@AdminApiController()
export class SystemHealthController {
  constructor(private readonly health: SystemHealthQuery) {}

  @Get('system-health')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Database, Redis, queues, sockets, event store and process figures, right now (admin)' })
  @ApiOkResponse({ description: '{ checkedAt, database, redis, queues, sockets, eventStore, process }' })
  handle(): Promise<SystemHealthDto> {
    return this.health.execute();
  }
}
