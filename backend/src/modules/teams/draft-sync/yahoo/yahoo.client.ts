import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import {
  parseYahooDraftResults,
  parseYahooLeagueSettings,
  parseYahooPlayers,
  parseYahooTeams,
  parseYahooUserLeagues,
  YahooBodyError,
  type YahooDraftResults,
  type YahooLeagueSettings,
  type YahooPlayer,
  type YahooTeam,
  type YahooUserLeague,
} from './yahoo-api';
import type { YahooTokens } from './yahoo-account.store';

/** A request to Yahoo that took longer than this is abandoned: the user (or the next poll) tries again. */
const YAHOO_TIMEOUT_MS = 8000;
/** Yahoo's players resource names at most this many player keys per request. */
const PLAYER_KEYS_PER_REQUEST = 25;
/** The read-only Fantasy Sports permission, all DraftMode asks for. */
const YAHOO_SCOPE = 'fspt-r';

/**
 * What went wrong asking Yahoo. `unauthorized`: the access token was refused (refresh it);
 * `reconnect`: the refresh token or code was refused, or the kept tokens cannot be opened (the user
 * signs in again); `refused`: Yahoo will not show that resource to this user (not in the league, no
 * such key); `throttled`: HTTP 999; `notConnected`: the user has no Yahoo account connected;
 * `notConfigured`: the server has no Yahoo app.
 */
export type YahooFailure =
  'unauthorized' | 'reconnect' | 'refused' | 'throttled' | 'unreachable' | 'unexpected' | 'notConnected' | 'notConfigured';

/** Yahoo could not be asked, or refused. The message is one line and never holds a token or a code. */
export class YahooApiError extends Error {
  override readonly name = 'YahooApiError';

  constructor(
    readonly failure: YahooFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A PKCE pair (RFC 7636, S256): the verifier stays on the server, the challenge goes to Yahoo. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().int().positive(),
  token_type: z.string().optional(),
});

/**
 * Yahoo's OAuth 2.0 endpoints (`request_auth`, `get_token`) and the Fantasy Sports API
 * (`?format=json`). Both bases come from configuration, so tests point them at a loopback server
 * that serves recorded answers. Tokens travel in headers and form bodies only, never in a URL or a
 * message.
 */
@Injectable()
export class YahooClient {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'yahoo' | 'yahooUrls'>) {}

  /** Where the browser signs in; `state` comes back on the callback. */
  authorizeUrl(state: string, codeChallenge: string): string {
    const app = this.app();
    const query = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: app.redirectUri,
      response_type: 'code',
      scope: YAHOO_SCOPE,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.config.yahooUrls.authUrl}/request_auth?${query.toString()}`;
  }

  /** Trades the callback's code (with the PKCE verifier) for the first tokens. */
  exchangeCode(code: string, codeVerifier: string): Promise<YahooTokens> {
    return this.token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: this.app().redirectUri }, null);
  }

  /** New tokens for a refresh token; Yahoo keeps the refresh token when it sends none back. */
  refresh(refreshToken: string): Promise<YahooTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: this.app().redirectUri }, refreshToken);
  }

  /** The signed-in user's NFL leagues, every season Yahoo lists. */
  async nflLeagues(accessToken: string): Promise<YahooUserLeague[]> {
    const body = await this.get('/users;use_login=1/games;game_keys=nfl/leagues', accessToken, 'your NFL leagues');
    return read(() => parseYahooUserLeagues(body)).filter((league) => league.gameCode === null || league.gameCode === 'nfl');
  }

  async settings(accessToken: string, leagueKey: string): Promise<YahooLeagueSettings> {
    const body = await this.get(`/league/${leagueKey}/settings`, accessToken, `league ${leagueKey}`);
    return read(() => parseYahooLeagueSettings(body));
  }

  async draftResults(accessToken: string, leagueKey: string): Promise<YahooDraftResults> {
    const body = await this.get(`/league/${leagueKey}/draftresults`, accessToken, `the draft of league ${leagueKey}`);
    return read(() => parseYahooDraftResults(body));
  }

  async teams(accessToken: string, leagueKey: string): Promise<YahooTeam[]> {
    const body = await this.get(`/league/${leagueKey}/teams`, accessToken, `the teams of league ${leagueKey}`);
    return read(() => parseYahooTeams(body));
  }

  /** The players with these keys, to name the picks: a request per 25 keys. */
  async players(accessToken: string, leagueKey: string, playerKeys: readonly string[]): Promise<YahooPlayer[]> {
    const keys = [...new Set(playerKeys)];
    const players: YahooPlayer[] = [];
    for (let start = 0; start < keys.length; start += PLAYER_KEYS_PER_REQUEST) {
      const batch = keys.slice(start, start + PLAYER_KEYS_PER_REQUEST);
      const body = await this.get(`/league/${leagueKey}/players;player_keys=${batch.join(',')}`, accessToken, 'the drafted players');
      players.push(...read(() => parseYahooPlayers(body)));
    }
    return players;
  }

  private app(): NonNullable<RuntimeConfig['yahoo']> {
    // The service answers "not configured" before any call gets here.
    if (!this.config.yahoo) throw new Error('Yahoo is not configured (YAHOO_CLIENT_ID, YAHOO_CLIENT_SECRET)');
    return this.config.yahoo;
  }

  private async token(form: Record<string, string>, keptRefreshToken: string | null): Promise<YahooTokens> {
    const app = this.app();
    const basic = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64');
    const response = await this.send(`${this.config.yahooUrls.authUrl}/get_token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    // RFC 6749: a refused code or refresh token is 400 invalid_grant (Yahoo also answers 401).
    if (response.status === 400 || response.status === 401)
      throw new YahooApiError('reconnect', `Yahoo refused the ${form['grant_type'] === 'refresh_token' ? 'refresh token' : 'code'}`);
    if (response.status === 999) throw new YahooApiError('throttled', 'Yahoo is throttling sign-ins (HTTP 999)');
    if (!response.ok) throw new YahooApiError('unreachable', `Yahoo's token endpoint answered ${response.status}`);
    const parsed = tokenResponseSchema.safeParse(await json(response, 'the token endpoint'));
    if (!parsed.success) throw new YahooApiError('unexpected', 'Yahoo’s token endpoint answered without the tokens');
    const refreshToken = parsed.data.refresh_token ?? keptRefreshToken;
    if (!refreshToken) throw new YahooApiError('unexpected', 'Yahoo’s token endpoint answered without a refresh token');
    return {
      accessToken: parsed.data.access_token,
      refreshToken,
      accessExpiresAt: new Date(Date.now() + parsed.data.expires_in * 1000),
    };
  }

  private async get(path: string, accessToken: string, what: string): Promise<unknown> {
    const separator = path.includes('?') ? '&' : '?';
    const response = await this.send(`${this.config.yahooUrls.apiUrl}${path}${separator}format=json`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401) throw new YahooApiError('unauthorized', `Yahoo refused the access token for ${what}`);
    if (response.status === 999) throw new YahooApiError('throttled', `Yahoo is throttling requests (HTTP 999) for ${what}`);
    if (response.status === 400 || response.status === 403 || response.status === 404) {
      const body = await json(response, what).catch(() => null);
      const description = z.object({ error: z.looseObject({ description: z.string() }) }).safeParse(body);
      throw new YahooApiError('refused', description.success ? `Yahoo: ${description.data.error.description}` : `Yahoo refused ${what}`);
    }
    if (!response.ok) throw new YahooApiError('unreachable', `Yahoo answered ${response.status} for ${what}`);
    return json(response, what);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(YAHOO_TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new YahooApiError(
        'unreachable',
        timedOut ? `Yahoo did not answer within ${YAHOO_TIMEOUT_MS / 1000} s` : 'Yahoo could not be reached',
      );
    }
  }
}

async function json(response: Response, what: string): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    throw new YahooApiError('unexpected', `Yahoo answered ${what} with something that is not JSON`);
  }
}

function read<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof YahooBodyError) throw new YahooApiError('unexpected', error.message);
    throw error;
  }
}
