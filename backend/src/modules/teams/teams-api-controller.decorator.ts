import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../../infra/auth/guards';

/** A controller under /api/teams: signed-in users only, documented under the "teams" tag. */
export function TeamsApiController(): ClassDecorator {
  return applyDecorators(
    ApiTags('teams'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' }),
    Controller('teams'),
    UseGuards(JwtAuthGuard),
  );
}
