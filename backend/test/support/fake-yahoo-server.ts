import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake Yahoo expects of the app it serves. */
interface FakeYahooApp {
  clientId: string;
  clientSecret: string;
}

export interface FakeYahooServer {
  /** The base to set as YAHOO_AUTH_URL. */
  authUrl: string;
  /** The base to set as YAHOO_API_URL. */
  apiUrl: string;
  /** Serves `body` at `path` under the API base (e.g. `/league/399.l.528423/settings`) to signed-in users. */
  serve(path: string, body: unknown): void;
  /** Serves a players collection: `players;player_keys=…` answers the players asked for, from this body. */
  servePlayers(leagueKey: string, body: unknown): void;
  /** The next `count` API requests answer HTTP 999, as Yahoo throttles. */
  throttle(count: number): void;
  /** Every access token issued so far stops working (401), as an hour after it was issued. */
  expireAccessTokens(): void;
  /** Every refresh token issued so far is refused (invalid_grant), as after the user revokes DraftMode's access. */
  revokeRefreshTokens(): void;
  /** Every token issued, in clear: to look for them where they must not be. */
  readonly issued: string[];
  /** Every authorization code handed to the browser, in clear, likewise. */
  readonly codes: string[];
  /** Each API request's path and each token request's grant type, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Yahoo's OAuth 2.0 endpoints (`request_auth`, `get_token`: authorization code with PKCE S256,
 * HTTP Basic client authentication, refresh) and the Fantasy Sports API paths the client asks for,
 * on 127.0.0.1. The API answers what the test serves (recorded bodies) to a valid access token,
 * 401 otherwise; the token endpoint answers in the shape Yahoo documents
 * (../shared/data/platforms/yahoo/docs__developer.yahoo.com/oauth2_get_token_response.md).
 */
export async function startFakeYahooServer(app: FakeYahooApp): Promise<FakeYahooServer> {
  const bodies = new Map<string, unknown>();
  const playerBodies = new Map<string, unknown>();
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const issued: string[] = [];
  const handedOut: string[] = [];
  const requests: string[] = [];
  let throttled = 0;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const issueTokens = (response: ServerResponse, refreshToken: string | null) => {
    const access = `yat-${randomBytes(24).toString('base64url')}`;
    const refresh = refreshToken ?? `yrt-${randomBytes(24).toString('base64url')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    issued.push(access, refresh);
    send(response, 200, {
      access_token: access,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: refresh,
      xoauth_yahoo_guid: 'JT4FACLQZI2OCE',
    });
  };

  const handleToken = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const basic = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${basic}`) return send(response, 401, { error: 'invalid_client' });
    const form = new URLSearchParams(text);
    requests.push(`get_token ${form.get('grant_type')}`);
    if (form.get('grant_type') === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri'))
        return send(response, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      return issueTokens(response, null);
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? ''))
        return send(response, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      return issueTokens(response, form.get('refresh_token'));
    }
    return send(response, 400, { error: 'unsupported_grant_type' });
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (url.pathname === '/oauth2/request_auth') {
        // The user signs in and allows DraftMode: back to the app with a code bound to the challenge.
        const code = randomBytes(12).toString('hex');
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('code_challenge_method') !== 'S256') return send(response, 400, { error: 'invalid_request' });
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
        handedOut.push(code);
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/oauth2/get_token' && request.method === 'POST')
        return handleToken(request, response, Buffer.concat(chunks).toString('utf8'));
      if (!url.pathname.startsWith('/fantasy/v2/')) return send(response, 404, { error: 'not found' });

      const path = decodeURIComponent(url.pathname.slice('/fantasy/v2'.length));
      requests.push(path);
      if (throttled > 0) {
        throttled -= 1;
        response.writeHead(999, { 'content-type': 'text/html' });
        return response.end('<html><body>Request denied</body></html>');
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer) || url.searchParams.get('format') !== 'json')
        return send(response, 401, { error: { 'xml:lang': 'en-us', 'yahoo:uri': path, description: 'Please provide valid credentials.' } });
      const players = /^\/league\/([^/]+)\/players;player_keys=(.+)$/.exec(path);
      if (players) return send(response, 200, playersAsked(playerBodies.get(players[1]!), players[2]!.split(',')));
      if (!bodies.has(path))
        return send(response, 400, {
          error: {
            'xml:lang': 'en-us',
            'yahoo:uri': path,
            description: 'You are not allowed to view this page because you are not in this league.',
          },
        });
      return send(response, 200, bodies.get(path));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authUrl: `${base}/oauth2`,
    apiUrl: `${base}/fantasy/v2`,
    serve: (path, body) => bodies.set(path, body),
    servePlayers: (leagueKey, body) => playerBodies.set(leagueKey, body),
    throttle: (count) => (throttled = count),
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
    issued,
    codes: handedOut,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

type PlayersBody = { fantasy_content: { league: [unknown, { players: Record<string, unknown> }] } };

/** The players collection with only the keys asked for, re-counted, as Yahoo answers `players;player_keys=…`. */
function playersAsked(body: unknown, keys: readonly string[]): unknown {
  if (!body) return { fantasy_content: { league: [{}, { players: [] }] } };
  const { fantasy_content: content } = body as PlayersBody;
  const wanted = new Set(keys);
  const listed = Object.entries(content.league[1].players)
    .filter(([index]) => /^\d+$/.test(index))
    .map(([, item]) => item)
    .filter((item) => {
      const fields = (item as { player: [Record<string, unknown>[]] }).player[0];
      return fields.some((field) => typeof field['player_key'] === 'string' && wanted.has(field['player_key']));
    });
  const players =
    listed.length === 0 ? [] : Object.fromEntries([...listed.map((item, index) => [String(index), item]), ['count', listed.length]]);
  return { fantasy_content: { ...content, league: [content.league[0], { players }] } };
}
