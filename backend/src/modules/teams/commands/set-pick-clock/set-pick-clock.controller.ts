import { CommandBus } from '@nestjs/cqrs';
import { Body, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { pickClockSettingsSchema } from '@draftmode/domain';
import type { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';
import { envelopeSchema } from '../../teams.schemas';
import { commandResult, ExecuteTeamCommand, type TeamCommandResult } from '../team-command.handler';

/** PUT /api/teams/:id/pick-clock: the command envelope plus the clock's seconds per pick (null: off) and whether it is paused. */
const setPickClockBodySchema = envelopeSchema.and(pickClockSettingsSchema);
type SetPickClockBody = z.output<typeof setPickClockBodySchema>;

@TeamsApiController()
export class SetPickClockController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id/pick-clock')
  @ApiOperation({
    summary: 'Set the league’s pick clock: seconds per pick (null turns it off), paused or running; each pick recorded restarts it',
  })
  @ApiBody(openApiBody(setPickClockBodySchema))
  @TeamCommandResponses()
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(setPickClockBodySchema)) body: SetPickClockBody,
  ): Promise<TeamCommandResult> {
    const { expectedVersion, commandId, secondsPerPick, paused } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId: id, userId: user.id, expectedVersion, commandId },
          { type: 'SetPickClock', data: { secondsPerPick, paused } },
        ),
      ),
    );
  }
}
