import { CommandBus } from '@nestjs/cqrs';
import { Body, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { OneAtATime } from '../../../../infra/concurrency/one-at-a-time';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.response-schemas';
import { type CreateTeamBody, createTeamBodySchema } from '../../teams.schemas';
import { TeamsApiController } from '../../teams-api-controller.decorator';
import { teamLimitReached } from '../../team-limits';
import { commandResult, teamIdForCreate, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';

@TeamsApiController()
export class CreateTeamController {
  /** One create per user at a time: the limit's count in the create's statement waits on a per-user lock in the database, holding a pool connection. */
  private readonly perUser = new OneAtATime();

  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Create a team (the server derives its id from the command id; expectedVersion is 0)' })
  @ApiBody(openApiBody(createTeamBodySchema))
  @ApiCreatedResponse({ schema: COMMAND_RESULT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion), or the team’s state forbids it' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(formBody(createTeamBodySchema, ['name']))) body: CreateTeamBody,
  ): Promise<TeamCommandResult> {
    return this.perUser.run(user.id, () => this.create(user.id, body));
  }

  private async create(userId: string, body: CreateTeamBody): Promise<TeamCommandResult> {
    const teamId = teamIdForCreate(userId, body.commandId);
    const { name, scoringFormat, leagueSize, draftPosition } = body;
    try {
      return commandResult(
        await this.commandBus.execute(
          new ExecuteTeamCommand(
            { teamId, userId, expectedVersion: 0, commandId: body.commandId },
            {
              type: 'CreateTeam',
              data: {
                teamId,
                userId,
                name,
                scoringFormat,
                leagueSize,
                draftPosition,
                ...(body.rosterSpots ? { rosterSpots: body.rosterSpots } : {}),
                ...(body.draftOrder ? { draftOrder: body.draftOrder } : {}),
                ...(body.pointsPerStat ? { pointsPerStat: body.pointsPerStat } : {}),
                ...(body.tradedPicks ? { tradedPicks: body.tradedPicks } : {}),
              },
            },
          ),
        ),
      );
    } catch (error) {
      // The user's teams are counted by the create's own statement (migration 1763771200000), under
      // a per-user lock, so parallel creates cannot pass it together; a retried create of a team
      // that exists is answered by the command handler before any statement, at the limit too.
      throw teamLimitReached(error) ?? error;
    }
  }
}
