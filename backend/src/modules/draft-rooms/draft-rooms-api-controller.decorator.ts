import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../../infra/auth/guards';

/**
 * A controller under /api/draft-rooms/:teamId, the draft room's queue and report-card state of one
 * of the user's teams: signed-in users only, documented under the "draft-rooms" tag.
 */
export function DraftRoomsApiController(): ClassDecorator {
  return applyDecorators(
    ApiTags('draft-rooms'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' }),
    ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' }),
    Controller('draft-rooms'),
    UseGuards(JwtAuthGuard),
  );
}
