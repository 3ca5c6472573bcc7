import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { AdminApiController } from '../../admin-api-controller.decorator';
import type { UsageAnalyticsDto } from '@draftmode/domain';
import { UsageAnalyticsQuery } from './usage-analytics.query';
import { MAX_RANGE_DAYS, usageRangeSchema, type UsageRange } from './usage-analytics.schemas';

@AdminApiController()
export class UsageAnalyticsController {
  constructor(private readonly analytics: UsageAnalyticsQuery) {}

  @Get('analytics')
  @ApiOperation({ summary: 'Sign-ups, active users, teams, picks, chat messages and AI tokens per UTC day (admin)' })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD (UTC), included; default 29 days before to' })
  @ApiQuery({
    name: 'to',
    required: false,
    description: `YYYY-MM-DD (UTC), included; default today; at most ${MAX_RANGE_DAYS} days in all`,
  })
  @ApiOkResponse({
    description: '{ from, to, days: [{ date, signUps, activeUsers, teamsCreated, picksRecorded, chatMessages, aiTokens }], totals }',
  })
  handle(@Query(new ZodValidationPipe(usageRangeSchema())) range: UsageRange): Promise<UsageAnalyticsDto> {
    return this.analytics.execute(range);
  }
}
