import { CommandBus } from '@nestjs/cqrs';
import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { type SwapBody, swapBodySchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class SwapSlotsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/swap')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move a rostered player into a slot (the previous occupant swaps places or goes to the bench)' })
  @ApiBody(openApiBody(swapBodySchema))
  @TeamCommandResponses()
  @ApiUnprocessableEntityResponse({ description: 'The player’s position cannot play that slot' })
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(swapBodySchema)) body: SwapBody,
  ): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId: id, userId: user.id, expectedVersion, commandId },
          { type: 'SwapSlots', data: { slot: body.slot, playerId: body.playerId } },
        ),
      ),
    );
  }
}
