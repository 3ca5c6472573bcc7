import { CommandBus } from '@nestjs/cqrs';
import { Body, Delete, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { COMMAND_RESULT_SCHEMA } from '../../team.response-schemas';
import { TeamsApiController } from '../../teams-api-controller.decorator';
import { deleteEnvelopeSchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';

@TeamsApiController()
export class UnlinkSleeperDraftController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id/sleeper-link')
  @ApiOperation({
    summary: 'Unlink the team from its Sleeper draft and stop polling it (expectedVersion and commandId in the query string or the body)',
  })
  @ApiQuery({
    name: 'expectedVersion',
    type: Number,
    required: false,
    description: 'Or in the JSON body',
  })
  @ApiQuery({
    name: 'commandId',
    type: String,
    required: false,
    description: 'UUID; or in the JSON body',
  })
  @ApiOkResponse({ schema: COMMAND_RESULT_SCHEMA })
  @ApiBadRequestResponse({
    description: 'Invalid request, with the form’s message and fields',
  })
  @ApiConflictResponse({
    description: 'Stale expectedVersion (with currentVersion), or the team is not linked to a Sleeper draft',
  })
  @ApiNotFoundResponse({
    description: 'Team not found (also for another user’s team)',
  })
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Body() body: unknown,
  ): Promise<TeamCommandResult> {
    const envelope = new ZodValidationPipe(deleteEnvelopeSchema).transform({
      ...query,
      ...(typeof body === 'object' && body !== null ? body : {}),
    });
    // The polls stop once the unlink is committed (FollowSleeperLinks).
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand({ teamId: id, userId: user.id, ...envelope }, { type: 'UnlinkSleeperDraft', data: {} }),
      ),
    );
  }
}
