import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { TEAM_DETAIL_SCHEMA } from '../../team.response-schemas';
import { TeamReadModels, type TeamDetailDto } from '../team-read-models';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class GetTeamController {
  constructor(private readonly readModels: TeamReadModels) {}

  @Get(':id')
  @ApiOperation({ summary: 'One team with its roster, taken-by-others board, live grade and version' })
  @ApiOkResponse({ schema: TEAM_DETAIL_SCHEMA })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<TeamDetailDto> {
    return this.readModels.detail(id, user.id);
  }
}
