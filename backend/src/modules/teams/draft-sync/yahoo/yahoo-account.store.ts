import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { CredentialCipher } from '../../../../infra/crypto/credential-cipher';

/** A user's Yahoo OAuth 2.0 tokens, opened: they live only in memory, on their way to Yahoo. */
export interface YahooTokens {
  accessToken: string;
  refreshToken: string;
  /** When Yahoo said the access token stops working (an hour after it was issued). */
  accessExpiresAt: Date;
}

/** A sign-in begun on this server and not yet finished: who began it and the PKCE verifier. */
interface PendingYahooAuthorization {
  userId: string;
  codeVerifier: string;
}

/**
 * Reads and writes `yahoo_accounts` and `yahoo_authorizations` (see their migration). Tokens and
 * verifiers are sealed here before they reach the database and opened here only to be sent to
 * Yahoo: no other class reads those columns, and no answer type carries them.
 */
@Injectable()
export class YahooAccountStore {
  private sealer: CredentialCipher | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'credentialsKey'>,
  ) {}

  /** When the user connected, or null when no Yahoo account is connected. */
  async connectedAt(userId: string): Promise<Date | null> {
    const [row] = (await this.dataSource.query('SELECT connected_at FROM yahoo_accounts WHERE user_id = $1', [userId])) as {
      connected_at: Date;
    }[];
    return row?.connected_at ?? null;
  }

  /** The user's tokens, opened; null when not connected. @throws CredentialDecryptError under another key. */
  async tokens(userId: string): Promise<YahooTokens | null> {
    const [row] = (await this.dataSource.query('SELECT tokens, access_expires_at FROM yahoo_accounts WHERE user_id = $1', [userId])) as {
      tokens: Buffer;
      access_expires_at: Date;
    }[];
    if (!row) return null;
    const { accessToken, refreshToken } = JSON.parse(this.cipher().open(row.tokens)) as Pick<YahooTokens, 'accessToken' | 'refreshToken'>;
    return { accessToken, refreshToken, accessExpiresAt: row.access_expires_at };
  }

  /** Keeps a first sign-in's tokens (connected now) or a refresh's (connected as before). */
  async saveTokens(userId: string, tokens: YahooTokens, refreshed: boolean): Promise<void> {
    const sealed = this.cipher().seal(JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
    await this.dataSource.query(
      `INSERT INTO yahoo_accounts (user_id, tokens, access_expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET tokens = EXCLUDED.tokens, access_expires_at = EXCLUDED.access_expires_at,
         connected_at = CASE WHEN $4 THEN yahoo_accounts.connected_at ELSE now() END,
         refreshed_at = CASE WHEN $4 THEN now() ELSE NULL END`,
      [userId, sealed, tokens.accessExpiresAt, refreshed],
    );
  }

  /** Disconnects: the tokens go with the row. */
  async remove(userId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM yahoo_accounts WHERE user_id = $1', [userId]);
  }

  async beginAuthorization(state: string, userId: string, codeVerifier: string, expiresAt: Date): Promise<void> {
    // Sign-ins nobody finished go the next time someone begins one.
    await this.dataSource.query('DELETE FROM yahoo_authorizations WHERE expires_at < now()');
    await this.dataSource.query('INSERT INTO yahoo_authorizations (state, user_id, code_verifier, expires_at) VALUES ($1, $2, $3, $4)', [
      state,
      userId,
      this.cipher().seal(codeVerifier),
      expiresAt,
    ]);
  }

  /** The sign-in `state` names, used up by this call; null when unknown, used already or expired. */
  async takeAuthorization(state: string): Promise<PendingYahooAuthorization | null> {
    const [rows] = (await this.dataSource.query(
      'DELETE FROM yahoo_authorizations WHERE state = $1 RETURNING user_id, code_verifier, expires_at > now() AS fresh',
      [state],
    )) as [{ user_id: string; code_verifier: Buffer; fresh: boolean }[], number];
    const row = rows[0];
    if (!row?.fresh) return null;
    return { userId: row.user_id, codeVerifier: this.cipher().open(row.code_verifier) };
  }

  private cipher(): CredentialCipher {
    // main.ts always resolves a key; an app built without one fails here rather than store tokens in clear.
    if (!this.config.credentialsKey) throw new Error('CREDENTIALS_KEY is not set: Yahoo tokens cannot be stored');
    this.sealer ??= new CredentialCipher(this.config.credentialsKey);
    return this.sealer;
  }
}
