import { Body, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../auth/request-schemas';
import { COMMAND_RESULT_SCHEMA } from '../../team.dto-schemas';
import { type LeagueSettingsBody, leagueSettingsBodySchema } from '../../teams.schemas';
import type { TeamCommandResult } from '../team-command.handler';
import { ChangeLeagueSettingsCommand } from './change-league-settings.command';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class ChangeLeagueSettingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id/settings')
  @ApiOperation({ summary: 'Change scoring, league size, draft position and roster spots' })
  @ApiBody(openApiBody(leagueSettingsBodySchema))
  @ApiOkResponse({ schema: COMMAND_RESULT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion), or the team’s state forbids it' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body(new ZodValidationPipe(leagueSettingsBodySchema)) body: LeagueSettingsBody): Promise<TeamCommandResult> {
    const { expectedVersion, commandId } = body;
    return this.commandBus.execute(new ChangeLeagueSettingsCommand({ teamId: id, userId: user.id, expectedVersion, commandId }, body));
  }
}
