import { CommandBus } from '@nestjs/cqrs';
import { Body, ConflictException, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { MESSAGES } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { OneAtATime } from '../../../../infra/concurrency/one-at-a-time';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.response-schemas';
import { type CreateTeamBody, createTeamBodySchema } from '../../teams.schemas';
import { TeamsApiController } from '../../teams-api-controller.decorator';
import { MAX_TEAMS_PER_USER, teamLimitReached } from '../../team-limits';
import { commandResult, teamIdForCreate, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';

@TeamsApiController()
export class CreateTeamController {
  /** One create per user at a time: the limit's count waits on a per-user lock in the database, holding a pool connection. */
  private readonly perUser = new OneAtATime();

  constructor(
    private readonly commandBus: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

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
    // A retried create of a team that exists is answered by the command handler as before, at the limit too.
    const [{ teams, exists }] = (await this.dataSource.query(
      'SELECT count(*) FILTER (WHERE NOT is_mock)::int AS teams, bool_or(id = $2) AS exists FROM team_list WHERE user_id = $1',
      [userId, teamId],
    )) as [{ teams: number; exists: boolean | null }];
    if (!exists && teams >= MAX_TEAMS_PER_USER) throw new ConflictException(MESSAGES.tooManyTeams(MAX_TEAMS_PER_USER));
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
              },
            },
          ),
        ),
      );
    } catch (error) {
      // Creates in parallel all passed the count above: the create's own statement counted again.
      throw teamLimitReached(error) ?? error;
    }
  }
}
