import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { HISTORY_SCHEMA } from '../../team.response-schemas';
import { TeamReadModels, type DraftHistoryEntryDto } from '../team-read-models';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class GetTeamHistoryController {
  constructor(private readonly readModels: TeamReadModels) {}

  @Get(':id/history')
  @ApiOperation({ summary: 'The team’s draft history entries (one per saved report card), oldest first' })
  @ApiOkResponse({ schema: HISTORY_SCHEMA })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DraftHistoryEntryDto[]> {
    return this.readModels.history(id, user.id);
  }
}
