import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../../infra/auth/guards';

/** A controller under /api/mock-drafts: signed-in users only, documented under the "mock-drafts" tag. */
export function MockDraftsApiController(): ClassDecorator {
  return applyDecorators(
    ApiTags('mock-drafts'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' }),
    Controller('mock-drafts'),
    UseGuards(JwtAuthGuard),
  );
}
