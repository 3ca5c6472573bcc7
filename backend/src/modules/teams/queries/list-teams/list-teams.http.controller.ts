import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { TEAM_LIST_SCHEMA } from '../../team.dto-schemas';
import { TeamReadModels, type TeamSummaryDto } from '../team-read-models';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class ListTeamsController {
  constructor(private readonly readModels: TeamReadModels) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user’s teams, oldest first, with player count, draft grade and version' })
  @ApiOkResponse({ schema: TEAM_LIST_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser): Promise<TeamSummaryDto[]> {
    return this.readModels.listForUser(user.id);
  }
}
