import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type YahooAccountDto, type YahooConnectDto, type YahooLeaguesDto, type YahooSignInError } from '@draftmode/domain';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { DraftSync } from '../draft-sync.service';
import { YahooAccountStore } from './yahoo-account.store';
import { YahooLinkStore } from './yahoo-link.store';
import { YahooSession } from './yahoo-session';
import { pkcePair, YahooApiError, YahooClient, type YahooFailure } from './yahoo.client';

/** What the browser is told when exchanging the code failed: a failure of the sign-in, or of Yahoo. */
const SIGN_IN_ERROR_OF: Record<YahooFailure, YahooSignInError> = {
  notConfigured: 'notConfigured',
  throttled: 'throttled',
  unreachable: 'unreachable',
  unexpected: 'unexpected',
  unauthorized: 'signInFailed',
  reconnect: 'signInFailed',
  refused: 'signInFailed',
  notConnected: 'signInFailed',
};

/** How long a sign-in begun on DraftMode may take to come back from Yahoo. */
const YAHOO_SIGN_IN_TTL_MS = 10 * 60_000;

/**
 * The cookie that ties a sign-in to the browser that began it: without it, someone could begin a
 * sign-in on their own DraftMode account and get another person to finish it on Yahoo, connecting
 * that person's Yahoo account to theirs. Lax, so Yahoo's redirect (a top-level GET) carries it.
 */
export const YAHOO_STATE_COOKIE = 'draftmode_yahoo_state';

/** What Yahoo's redirect to the callback carries. */
interface YahooCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * A user's Yahoo account: sign in with OAuth 2.0 (authorization code with PKCE, a single-use `state`
 * bound to the user), the user's NFL leagues, disconnect. The tokens are kept sealed by
 * {@link YahooAccountStore} and never answered or logged.
 */
@Injectable()
export class YahooAccounts {
  private readonly logger = new Logger(YahooAccounts.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'appUrl'>,
    private readonly accounts: YahooAccountStore,
    private readonly links: YahooLinkStore,
    private readonly session: YahooSession,
    private readonly client: YahooClient,
    private readonly draftSync: DraftSync,
  ) {}

  /** Begins a sign-in: the address to send the browser to, and the Set-Cookie value that binds it to this browser. */
  async connect(userId: string): Promise<{ answer: YahooConnectDto; cookie: string }> {
    this.session.requireConfigured();
    const state = randomBytes(32).toString('base64url');
    const { verifier, challenge } = pkcePair();
    await this.accounts.beginAuthorization(state, userId, verifier, new Date(Date.now() + YAHOO_SIGN_IN_TTL_MS));
    const attributes = [
      `${YAHOO_STATE_COOKIE}=${state}`,
      'Path=/api/yahoo/callback',
      `Max-Age=${YAHOO_SIGN_IN_TTL_MS / 1000}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (this.config.appUrl.startsWith('https:')) attributes.push('Secure');
    return { answer: { authorizeUrl: this.client.authorizeUrl(state, challenge) }, cookie: attributes.join('; ') };
  }

  /**
   * Finishes a sign-in: where to send the browser back to in DraftMode, with `yahoo=connected` or
   * `yahoo=error` and a message. Never throws for what Yahoo or the browser sent: the user lands on
   * the draft screen either way.
   */
  async callback(query: YahooCallbackQuery, browserState: string | null): Promise<string> {
    // Another browser's sign-in is refused before its state is used up: its own browser may still finish it.
    if (!query.state || query.state !== browserState) return this.signInError('signInExpired');
    const pending = await this.accounts.takeAuthorization(query.state);
    if (!pending) return this.signInError('signInExpired');
    if (query.error || !query.code) return this.signInError('signInFailed');
    try {
      this.session.requireConfigured();
      const tokens = await this.client.exchangeCode(query.code, pending.codeVerifier);
      await this.accounts.saveTokens(pending.userId, tokens, false);
    } catch (error) {
      if (!(error instanceof YahooApiError)) {
        this.logger.error(`Yahoo sign-in failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return this.signInError('signInFailed');
      }
      this.logger.warn(`Yahoo sign-in failed: ${error.failure}`);
      return this.signInError(SIGN_IN_ERROR_OF[error.failure]);
    }
    // A sync that stopped for a sign-in (reconnect) waits for one: follow the user's Yahoo drafts again.
    // The account is connected whatever happens here; a draft not followed again says so on its card.
    try {
      for (const teamId of await this.links.teamIdsOf(pending.userId)) await this.draftSync.linked('yahoo', teamId, pending.userId);
    } catch (error) {
      this.logger.error(
        `Following the Yahoo drafts again after a sign-in failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return this.backToApp({ yahoo: 'connected' });
  }

  async account(userId: string): Promise<YahooAccountDto> {
    this.session.requireConfigured();
    const connectedAt = await this.accounts.connectedAt(userId);
    return { connected: connectedAt !== null, connectedAt: connectedAt?.toISOString() ?? null };
  }

  /** Erases the tokens and unlinks every team the user linked to a Yahoo league (recorded picks stay). */
  async disconnect(userId: string): Promise<void> {
    for (const teamId of await this.links.teamIdsOf(userId)) {
      await this.links.remove(teamId);
      await this.draftSync.unlinked('yahoo', teamId);
    }
    await this.accounts.remove(userId);
  }

  /** The user's Yahoo NFL leagues, newest season first. */
  async leagues(userId: string): Promise<YahooLeaguesDto> {
    const leagues = await this.session.as(userId, (token) => this.client.nflLeagues(token));
    const sorted = [...leagues].sort((a, b) => Number(b.season ?? 0) - Number(a.season ?? 0));
    return {
      leagues: sorted.map(({ leagueKey, name, season, numTeams, draftStatus }) => ({ leagueKey, name, season, numTeams, draftStatus })),
    };
  }

  private signInError(reason: YahooSignInError): string {
    return this.backToApp({ yahoo: 'error', reason });
  }

  private backToApp(params: Record<string, string>): string {
    return `${this.config.appUrl.replace(/\/+$/, '')}/draft?${new URLSearchParams(params).toString()}`;
  }
}
