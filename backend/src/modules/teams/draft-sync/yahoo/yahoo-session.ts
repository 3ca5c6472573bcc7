import { Inject, Injectable } from '@nestjs/common';
import { YAHOO_LINK_MESSAGES } from '@draftmode/domain';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { CredentialDecryptError } from '../../../../infra/crypto/credential-cipher';
import { YahooAccountStore, type YahooTokens } from './yahoo-account.store';
import { YahooApiError, YahooClient } from './yahoo.client';

/** An access token this close to its end is refreshed first, so a request does not die in flight. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Calls Yahoo as a user: opens the kept tokens, refreshes the access token when it has expired
 * (Yahoo's last an hour) or is refused, and keeps the new ones. A refused refresh token is
 * `reconnect`: only signing in again helps.
 */
@Injectable()
export class YahooSession {
  private readonly refreshing = new Map<string, Promise<YahooTokens>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'yahoo'>,
    private readonly accounts: YahooAccountStore,
    private readonly client: YahooClient,
  ) {}

  /** @throws YahooApiError `notConfigured` when the server has no Yahoo app. */
  requireConfigured(): void {
    if (!this.config.yahoo) throw new YahooApiError('notConfigured', YAHOO_LINK_MESSAGES.notConfigured);
  }

  async as<T>(userId: string, call: (accessToken: string) => Promise<T>): Promise<T> {
    this.requireConfigured();
    let tokens = await this.tokensOf(userId);
    if (tokens.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now()) tokens = await this.refresh(userId, tokens);
    try {
      return await call(tokens.accessToken);
    } catch (error) {
      if (!(error instanceof YahooApiError) || error.failure !== 'unauthorized') throw error;
      // Revoked early, or the clocks disagree: one refresh, then Yahoo's answer stands.
      const refreshed = await this.refresh(userId, tokens);
      return call(refreshed.accessToken);
    }
  }

  private async tokensOf(userId: string): Promise<YahooTokens> {
    let tokens: YahooTokens | null;
    try {
      tokens = await this.accounts.tokens(userId);
    } catch (error) {
      if (error instanceof CredentialDecryptError) throw new YahooApiError('reconnect', YAHOO_LINK_MESSAGES.tokensUnreadable);
      throw error;
    }
    if (!tokens) throw new YahooApiError('notConnected', YAHOO_LINK_MESSAGES.notConnected);
    return tokens;
  }

  /**
   * One refresh per user at a time in this process; the polls of several teams and a request may
   * all find the access token expired at once, and Yahoo may replace the refresh token on use.
   */
  private refresh(userId: string, held: YahooTokens): Promise<YahooTokens> {
    const running = this.refreshing.get(userId);
    if (running) return running;
    const run = this.refreshOnce(userId, held).finally(() => this.refreshing.delete(userId));
    this.refreshing.set(userId, run);
    return run;
  }

  private async refreshOnce(userId: string, held: YahooTokens): Promise<YahooTokens> {
    const stored = await this.tokensOf(userId);
    // Another process refreshed since `held` was read: its tokens are the live ones.
    if (stored.accessToken !== held.accessToken && stored.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) return stored;
    try {
      const fresh = await this.client.refresh(stored.refreshToken);
      await this.accounts.saveTokens(userId, fresh, true);
      return fresh;
    } catch (error) {
      // Refused because another process used (and Yahoo replaced) the refresh token first: take its tokens.
      if (error instanceof YahooApiError && error.failure === 'reconnect') {
        const now = await this.tokensOf(userId);
        if (now.refreshToken !== stored.refreshToken) return now;
      }
      throw error;
    }
  }
}
