import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { TEAM_DETAIL_SCHEMA } from '../../team.dto-schemas';
import { TeamReadModels, type TeamDetailDto } from '../team-read-models';

@ApiTags('teams')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('teams')
@UseGuards(JwtAuthGuard)
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
