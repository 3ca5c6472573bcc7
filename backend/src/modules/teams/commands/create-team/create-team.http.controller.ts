import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../auth/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.dto-schemas';
import { type CreateTeamBody, createTeamBodySchema } from '../../teams.schemas';
import type { TeamCommandResult } from '../team-command.executor';
import { CreateTeamCommand } from './create-team.command';

@ApiTags('teams')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('teams')
@UseGuards(JwtAuthGuard)
export class CreateTeamController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Create a team (the server derives its id from the command id; expectedVersion is 0)' })
  @ApiBody(openApiBody(createTeamBodySchema))
  @ApiCreatedResponse({ schema: COMMAND_RESULT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion), or the team’s state forbids it' })
  handle(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(formBody(createTeamBodySchema, ['name']))) body: CreateTeamBody): Promise<TeamCommandResult> {
    return this.commandBus.execute(new CreateTeamCommand(user.id, body));
  }
}
