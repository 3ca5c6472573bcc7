import { CommandBus } from '@nestjs/cqrs';
import { BadRequestException, Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { PlayerPool } from '../../../player-pool';
import { type ReportCardBody, reportCardBodySchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class SaveReportCardController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly pool: PlayerPool,
  ) {}

  @Post(':id/report-card')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save the report card: sets the team’s draft grade and records a draft-history entry' })
  @ApiBody(openApiBody(reportCardBodySchema))
  @TeamCommandResponses()
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(reportCardBodySchema)) body: ReportCardBody,
  ): Promise<TeamCommandResult> {
    const unknown = body.gradeBreakdown.filter((row) => !this.pool.get(row.playerId)).map((row) => row.playerId);
    if (unknown.length > 0) {
      const message = `gradeBreakdown names players that are not in the pool: ${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ' …' : ''}`;
      throw new BadRequestException({ message, fields: { gradeBreakdown: message } });
    }
    const { expectedVersion, commandId } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId: id, userId: user.id, expectedVersion, commandId },
          { type: 'SaveReportCard', data: { grade: body.grade, percentage: body.percentage, gradeBreakdown: body.gradeBreakdown } },
        ),
      ),
    );
  }
}
