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
  linkYahooLeagueSchema,
  type LinkYahooLeagueInput,
  type YahooLeaguePreviewDto,
  type YahooLinkDto,
  type YahooLinkStatusDto,
} from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { TeamsApiController } from '../../teams-api-controller.decorator';
import { YahooLinks } from './yahoo-links.service';

/** The Yahoo league of a team (issue 35): the routes only validate and hand over to {@link YahooLinks}. */
@TeamsApiController()
export class YahooLinkController {
  constructor(private readonly links: YahooLinks) {}

  @Get(':id/yahoo-link')
  @ApiOperation({ summary: 'The team’s Yahoo link, or null' })
  @ApiOkResponse({ description: '{ link }' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async status(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<YahooLinkStatusDto> {
    return { link: await this.links.status(id, user.id) };
  }

  @Post(':id/yahoo-link')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link the team to one of the connected user’s Yahoo NFL leagues and follow its draft' })
  @ApiBody(openApiBody(linkYahooLeagueSchema))
  @ApiOkResponse({ description: 'The link: league, season, the user’s Yahoo team' })
  @ApiBadRequestResponse({ description: 'Invalid league key, or not one of the user’s Yahoo NFL leagues' })
  @ApiConflictResponse({ description: 'No Yahoo account connected, or its sign-in expired (reconnect: true)' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  @ApiServiceUnavailableResponse({ description: 'Yahoo is not configured, throttling or cannot be reached' })
  link(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(linkYahooLeagueSchema)) body: LinkYahooLeagueInput,
  ): Promise<YahooLinkDto> {
    return this.links.link(id, user.id, body);
  }

  @Delete(':id/yahoo-link')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unlink the team from its Yahoo league and stop following the draft; recorded picks stay' })
  @ApiNoContentResponse({ description: 'Unlinked (also when it was not linked)' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async unlink(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.links.unlink(id, user.id);
  }

  @Get(':id/yahoo-league')
  @ApiOperation({
    summary: 'The linked Yahoo league’s settings as DraftMode would take them, beside the team’s, with notes; changes nothing',
  })
  @ApiOkResponse({ description: 'The preview' })
  @ApiBadRequestResponse({ description: 'Yahoo refused, or the league is one DraftMode does not draft' })
  @ApiConflictResponse({ description: 'No Yahoo league linked, or the Yahoo sign-in expired (reconnect: true)' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  @ApiServiceUnavailableResponse({ description: 'Yahoo is not configured, throttling or cannot be reached' })
  preview(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<YahooLeaguePreviewDto> {
    return this.links.preview(id, user.id);
  }
}
