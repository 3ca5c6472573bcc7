import { CommandBus } from '@nestjs/cqrs';
import { Body, Param, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { type RenameTeamBody, renameTeamBodySchema } from '../../teams.schemas';
import { commandResult, type TeamCommandResult, ExecuteTeamCommand } from '../team-command.handler';
import { TeamCommandResponses, TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class RenameTeamController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a team' })
  @ApiBody(openApiBody(renameTeamBodySchema))
  @TeamCommandResponses()
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(formBody(renameTeamBodySchema, ['name']))) body: RenameTeamBody,
  ): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId: id, userId: user.id, expectedVersion, commandId },
          { type: 'RenameTeam', data: { name: body.name } },
        ),
      ),
    );
  }
}
