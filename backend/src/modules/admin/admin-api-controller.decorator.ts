import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard, JwtAuthGuard } from '../../infra/auth/guards';

/** A controller under /api/admin: admins only (401 without a valid token, 403 for everyone else). */
export function AdminApiController(): ClassDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' }),
    ApiForbiddenResponse({ description: 'Only admins can do that.' }),
    Controller('admin'),
    UseGuards(JwtAuthGuard, AdminGuard),
  );
}
