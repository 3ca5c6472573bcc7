import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DependencyStatusDto } from '@draftmode/domain';
import { DependencyChecks } from './dependency-checks';

interface ReadinessBody {
  status: 'ok' | 'error';
  uptimeSeconds: number;
  checks: Record<string, DependencyStatusDto>;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dependencies: DependencyChecks) {}

  @Get('live')
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness: the process is up and its event loop answers' })
  @ApiOkResponse({ description: '{ status: "ok" }' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(['ready', ''])
  @ApiOperation({ summary: 'Readiness: every dependency (database, Redis when configured) answers' })
  @ApiOkResponse({ description: 'All dependencies are up' })
  @ApiServiceUnavailableResponse({ description: 'At least one dependency is down' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessBody> {
    const checks = await this.dependencies.checkAll();
    const allUp = Object.values(checks).every((check) => check.status === 'up');
    response.status(allUp ? 200 : 503);
    return { status: allUp ? 'ok' : 'error', uptimeSeconds: Math.round(process.uptime()), checks };
  }
}
