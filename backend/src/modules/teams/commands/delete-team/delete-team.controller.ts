import { CommandBus } from '@nestjs/cqrs';
import { Body, Delete, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { deleteEnvelopeSchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class DeleteTeamController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a team (expectedVersion and commandId in the query string or the body)' })
  @ApiQuery({ name: 'expectedVersion', type: Number, required: false, description: 'Or in the JSON body' })
  @ApiQuery({ name: 'commandId', type: String, required: false, description: 'UUID; or in the JSON body' })
  @TeamCommandResponses()
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
    return commandResult(
      await this.commandBus.execute(new ExecuteTeamCommand({ teamId: id, userId: user.id, ...envelope }, { type: 'DeleteTeam', data: {} })),
    );
  }
}
