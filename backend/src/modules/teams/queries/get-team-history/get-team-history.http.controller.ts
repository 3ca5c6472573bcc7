import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { HISTORY_SCHEMA } from '../../team.dto-schemas';
import { TeamReadModels, type DraftHistoryEntryDto } from '../team-read-models';

@ApiTags('teams')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('teams')
@UseGuards(JwtAuthGuard)
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
