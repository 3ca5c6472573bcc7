import { Body, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import {
  linkEspnLeagueSchema,
  type DraftSyncStatusDto,
  type EspnLeaguePreviewDto,
  type EspnLinkDto,
  type EspnLinkStatusDto,
  type LinkEspnLeagueInput,
} from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { TeamsApiController } from '../../teams-api-controller.decorator';
import { EspnLinks } from './espn-link.service';

/** The ESPN league of a team (issue 35): the routes only validate and hand over to {@link EspnLinks}. */
@TeamsApiController()
export class EspnLinkController {
  constructor(private readonly links: EspnLinks) {}

  @Get(':id/espn-link')
  @ApiOperation({ summary: 'The team’s ESPN link, or null; never the cookies (private says whether some are kept)' })
  @ApiOkResponse({ description: '{ link }' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async status(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<EspnLinkStatusDto> {
    return { link: await this.links.status(id, user.id) };
  }

  @Post(':id/espn-link')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Link the team to an ESPN league and season; a private league needs the espn_s2 and SWID cookies, which are kept encrypted and never answered',
  })
  @ApiBody(openApiBody(linkEspnLeagueSchema))
  @ApiOkResponse({ description: 'The link: league, season, the user’s ESPN team, private' })
  @ApiBadRequestResponse({ description: 'Invalid request, no such league, or a private league without (valid) cookies' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  @ApiServiceUnavailableResponse({ description: 'ESPN cannot be reached; try again' })
  link(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(linkEspnLeagueSchema)) body: LinkEspnLeagueInput,
  ): Promise<EspnLinkDto> {
    return this.links.link(id, user.id, body);
  }

  @Delete(':id/espn-link')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unlink the team from its ESPN league and erase the kept cookies; recorded picks stay' })
  @ApiNoContentResponse({ description: 'Unlinked (also when it was not linked)' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async unlink(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.links.unlink(id, user.id);
  }

  @Get(':id/espn-league')
  @ApiOperation({
    summary: 'The linked ESPN league’s settings as DraftMode would take them, beside the team’s, with notes; changes nothing',
  })
  @ApiOkResponse({ description: 'The preview' })
  @ApiBadRequestResponse({ description: 'ESPN refused (a private league), or the league is one DraftMode does not draft' })
  @ApiConflictResponse({ description: 'The team is linked to no ESPN league' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  @ApiServiceUnavailableResponse({ description: 'ESPN cannot be reached; try again' })
  preview(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<EspnLeaguePreviewDto> {
    return this.links.preview(id, user.id);
  }

  @Post(':id/espn-link/sync')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Read the ESPN draft now (the sync records each new pick at ESPN’s pick number) and answer the sync’s status, as GET …/draft-sync lists it',
  })
  @ApiOkResponse({ description: 'The ESPN sync: polling, draft status, last pick, picks recorded, unmatched picks, last error, reconnect' })
  @ApiConflictResponse({ description: 'The team is linked to no ESPN league' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  pollNow(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DraftSyncStatusDto> {
    return this.links.pollNow(id, user.id);
  }
}
