import { Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import type { SleeperLeaguePreviewDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../infra/auth/authenticated-user';
import { TeamsApiController } from '../teams-api-controller.decorator';
import { SLEEPER_LEAGUE_PREVIEW_SCHEMA } from './sleeper-sync.response-schemas';
import { SleeperLeagueQuery } from './sleeper-league.query';

@TeamsApiController()
export class GetSleeperLeagueController {
  constructor(private readonly query: SleeperLeagueQuery) {}

  @Get(':id/sleeper-league')
  @ApiOperation({
    summary:
      'The league settings the linked Sleeper draft and its league describe (roster, scoring, draft order, traded picks, keepers), beside the team’s, with notes on what DraftMode cannot take; changes nothing',
  })
  @ApiOkResponse({ schema: SLEEPER_LEAGUE_PREVIEW_SCHEMA })
  @ApiBadRequestResponse({
    description: 'Sleeper has no such draft or league, or the draft is an auction or of a size DraftMode does not draft',
  })
  @ApiConflictResponse({ description: 'The team is linked to no Sleeper draft' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  @ApiServiceUnavailableResponse({ description: 'Sleeper cannot be reached; try again' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SleeperLeaguePreviewDto> {
    return this.query.preview(id, user.id);
  }
}
