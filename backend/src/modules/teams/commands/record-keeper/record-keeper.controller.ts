import { CommandBus } from '@nestjs/cqrs';
import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';
import { playerBodySchema } from '../../teams.schemas';
import { commandResult, ExecuteTeamCommand, type TeamCommandResult } from '../team-command.handler';

const whole = (name: string) => z.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`);

/** POST /api/teams/:id/keepers: the command envelope, the kept player, the draft slot of the team keeping him and the round he costs. */
const recordKeeperBodySchema = playerBodySchema.extend({ draftSlot: whole('draftSlot'), round: whole('round') });
type RecordKeeperBody = z.output<typeof recordKeeperBodySchema>;

@TeamsApiController()
export class RecordKeeperController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/keepers')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Record a keeper before the draft: the player a team (by draft slot; the team’s own slot keeps him on this roster) keeps, at its pick of the round he costs',
  })
  @ApiBody(openApiBody(recordKeeperBodySchema))
  @TeamCommandResponses()
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(recordKeeperBodySchema)) body: RecordKeeperBody,
  ): Promise<TeamCommandResult> {
    const { expectedVersion, commandId, playerId, draftSlot, round } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId: id, userId: user.id, expectedVersion, commandId },
          { type: 'RecordKeeper', data: { playerId, draftSlot, round } },
        ),
      ),
    );
  }
}
