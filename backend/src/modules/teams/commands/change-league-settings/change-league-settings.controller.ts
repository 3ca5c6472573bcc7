import { CommandBus } from '@nestjs/cqrs';
import { Body, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { type LeagueSettingsBody, leagueSettingsBodySchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class ChangeLeagueSettingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id/settings')
  @ApiOperation({ summary: 'Change scoring, league size, draft position, roster spots, draft order and traded picks' })
  @ApiBody(openApiBody(leagueSettingsBodySchema))
  @TeamCommandResponses()
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(leagueSettingsBodySchema)) body: LeagueSettingsBody,
  ): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId: id, userId: user.id, expectedVersion, commandId },
          {
            type: 'ChangeLeagueSettings',
            data: {
              scoringFormat: body.scoringFormat,
              leagueSize: body.leagueSize,
              draftPosition: body.draftPosition,
              ...(body.rosterSpots ? { rosterSpots: body.rosterSpots } : {}),
              ...(body.draftOrder ? { draftOrder: body.draftOrder } : {}),
              ...(body.pointsPerStat !== undefined ? { pointsPerStat: body.pointsPerStat } : {}),
              ...(body.tradedPicks ? { tradedPicks: body.tradedPicks } : {}),
            },
          },
        ),
      ),
    );
  }
}
