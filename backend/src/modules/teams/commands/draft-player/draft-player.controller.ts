import { CommandBus } from '@nestjs/cqrs';
import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { pickCommandOf } from '@draftmode/draft-core';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { type PlayerBody, playerBodySchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class DraftPlayerController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/picks')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the user’s own pick (the slot is auto-assigned)' })
  @ApiBody(openApiBody(playerBodySchema))
  @TeamCommandResponses()
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(playerBodySchema)) body: PlayerBody,
  ): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand({ teamId: id, userId: user.id, expectedVersion, commandId }, pickCommandOf('draftPlayer', body.playerId)),
      ),
    );
  }
}
