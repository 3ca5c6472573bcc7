import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../auth/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.dto-schemas';
import { type CreateTeamBody, createTeamBodySchema } from '../../teams.schemas';
import type { TeamCommandResult } from '../team-command.handler';
import { CreateTeamCommand } from './create-team.command';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
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
