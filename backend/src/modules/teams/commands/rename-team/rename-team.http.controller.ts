import { Body, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../auth/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.dto-schemas';
import { type RenameTeamBody, renameTeamBodySchema } from '../../teams.schemas';
import type { TeamCommandResult } from '../team-command.handler';
import { RenameTeamCommand } from './rename-team.command';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class RenameTeamController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a team' })
  @ApiBody(openApiBody(renameTeamBodySchema))
  @ApiOkResponse({ schema: COMMAND_RESULT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion), or the team’s state forbids it' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body(new ZodValidationPipe(formBody(renameTeamBodySchema, ['name']))) body: RenameTeamBody): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return this.commandBus.execute(new RenameTeamCommand({ teamId: id, userId: user.id, expectedVersion, commandId }, body));
  }
}
