import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { JwtAuthGuard } from '../../infra/auth/guards';
import { COMMAND_RESULT_SCHEMA } from './team.response-schemas';

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

/** The answers every team command documents: the command's result, a bad body, a stale version or a refusal, and a team that is not the user's. */
export function TeamCommandResponses(): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({ schema: COMMAND_RESULT_SCHEMA }),
    ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' }),
    ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion), or the team’s state forbids it' }),
    ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' }),
  );
}
