import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { TEAM_LIST_SCHEMA } from '../../team.response-schemas';
import { TeamReadModels, type TeamSummaryDto } from '../team-read-models';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class ListTeamsController {
  constructor(private readonly readModels: TeamReadModels) {}

  @Get()
  @ApiOperation({
    summary:
      'The signed-in user’s teams, oldest first, with player count, draft grade and version (mock drafts are listed under /api/mock-drafts)',
  })
  @ApiOkResponse({ schema: TEAM_LIST_SCHEMA })
  async handle(@CurrentUser() user: AuthenticatedUser): Promise<TeamSummaryDto[]> {
    // My Teams lists real teams; mock teams (issue 9) are listed apart. Everything else — a team by
    // id, the chat's tools — still sees mock teams, which is how grading and the chat work on them.
    return (await this.readModels.listForUser(user.id)).filter((team) => !team.isMock);
  }
}
