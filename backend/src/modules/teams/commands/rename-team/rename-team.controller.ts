import { Body, Param, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.response-schemas';
import { type RenameTeamBody, renameTeamBodySchema } from '../../teams.schemas';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class RenameTeamController {
  constructor(private readonly commands: TeamCommandHandler) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a team' })
  @ApiBody(openApiBody(renameTeamBodySchema))
  @ApiOkResponse({ schema: COMMAND_RESULT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion), or the team’s state forbids it' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body(new ZodValidationPipe(formBody(renameTeamBodySchema, ['name']))) body: RenameTeamBody): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return commandResult(await this.commands.execute({ teamId: id, userId: user.id, expectedVersion, commandId }, { type: 'RenameTeam', data: { name: body.name } }));
  }
}
