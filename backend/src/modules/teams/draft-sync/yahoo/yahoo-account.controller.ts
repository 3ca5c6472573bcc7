import { Controller, Delete, Get, HttpCode, Post, Query, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { YahooAccountDto, YahooConnectDto, YahooLeaguesDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { YAHOO_STATE_COOKIE, YahooAccounts } from './yahoo-accounts.service';

/** The signed-in user's Yahoo account (issue 35): the routes only hand over to {@link YahooAccounts}. */
@ApiTags('yahoo')
@Controller('yahoo')
export class YahooAccountController {
  constructor(private readonly accounts: YahooAccounts) {}

  @Post('connect')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Begin connecting a Yahoo account: the Yahoo sign-in address to send the browser to (OAuth 2.0 with PKCE)' })
  @ApiOkResponse({ description: '{ authorizeUrl }' })
  @ApiServiceUnavailableResponse({ description: 'Yahoo is not configured on this server' })
  async connect(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response): Promise<YahooConnectDto> {
    const { answer, cookie } = await this.accounts.connect(user.id);
    response.setHeader('Set-Cookie', cookie);
    return answer;
  }

  @Get('callback')
  @Redirect()
  @ApiOperation({
    summary:
      'Where Yahoo sends the browser back: the single-use state names the user; redirects to the draft screen with yahoo=connected or yahoo=error',
  })
  @ApiFoundResponse({ description: 'Back to the draft screen' })
  async callback(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Query('code') code?: string,
    @Query('state') state?: string,
    @Query('error') error?: string,
  ): Promise<{ url: string }> {
    const url = await this.accounts.callback({ code, state, error }, stateCookieOf(request.headers.cookie));
    // Used once, whatever the outcome.
    response.setHeader('Set-Cookie', `${YAHOO_STATE_COOKIE}=; Path=/api/yahoo/callback; Max-Age=0; HttpOnly; SameSite=Lax`);
    return { url };
  }

  @Get('account')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether a Yahoo account is connected; never the tokens' })
  @ApiOkResponse({ description: '{ connected, connectedAt }' })
  @ApiServiceUnavailableResponse({ description: 'Yahoo is not configured on this server' })
  account(@CurrentUser() user: AuthenticatedUser): Promise<YahooAccountDto> {
    return this.accounts.account(user.id);
  }

  @Delete('account')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Disconnect Yahoo: erase the tokens and unlink every team linked to a Yahoo league; recorded picks stay' })
  @ApiNoContentResponse({ description: 'Disconnected (also when nothing was connected)' })
  async disconnect(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.accounts.disconnect(user.id);
  }

  @Get('leagues')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The connected user’s Yahoo NFL leagues' })
  @ApiOkResponse({ description: '{ leagues }' })
  @ApiConflictResponse({ description: 'No Yahoo account connected, or its sign-in expired (reconnect: true)' })
  @ApiServiceUnavailableResponse({ description: 'Yahoo is not configured, throttling or cannot be reached' })
  leagues(@CurrentUser() user: AuthenticatedUser): Promise<YahooLeaguesDto> {
    return this.accounts.leagues(user.id);
  }
}

function stateCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === YAHOO_STATE_COOKIE) return value.join('=');
  }
  return null;
}
