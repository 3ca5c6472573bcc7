import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { TEAM_LIST_SCHEMA } from '../../team.dto-schemas';
import { TeamReadModels, type TeamSummaryDto } from '../team-read-models';

@ApiTags('teams')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('teams')
@UseGuards(JwtAuthGuard)
export class ListTeamsController {
  constructor(private readonly readModels: TeamReadModels) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user’s teams, oldest first, with player count, draft grade and version' })
  @ApiOkResponse({ schema: TEAM_LIST_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser): Promise<TeamSummaryDto[]> {
    return this.readModels.listForUser(user.id);
  }
}
