import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInWithTeam, startExtraBackend, type ExtraBackend } from './support/extra-backend';
import { rcubLeague } from './support/recorded-yahoo';
import { openDraftRoomSync } from './support/draft-room-sync';

/**
 * A Yahoo league in the browser: a loopback server speaks Yahoo's OAuth 2.0 endpoints (sign-in
 * allowed at once, PKCE checked) and serves Fantasy Sports answers recorded from a real 2020 NFL
 * league (../shared/data/platforms/SOURCES.md rows 1, 2, 4, 7, 10); a DraftMode server started with
 * YAHOO_* pointed at it connects the account, links the league, takes its settings, follows its
 * draft as picks appear, and disconnects.
 */
const CLIENT_ID = 'dj0yJmk9browser-test-client';
const CLIENT_SECRET = 'browser-test-client-secret-0123456789';
const OWN_TEAM = '399.l.528423.t.2';

test.describe('a Yahoo league', () => {
  let yahoo: Server;
  let backend: ExtraBackend;
  const league = rcubLeague(OWN_TEAM);
  let made = 0;
  const issued: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const codes = new Map<string, string>();
    const accessTokens = new Set<string>();
    const api: Record<string, () => unknown> = {
      '/users;use_login=1/games;game_keys=nfl/leagues': () => league.userLeagues,
      [`/league/${league.leagueKey}/settings`]: () => league.settings,
      [`/league/${league.leagueKey}/teams`]: () => league.teams,
      [`/league/${league.leagueKey}/draftresults`]: () => league.draftAfter(made),
    };
    yahoo = createServer((request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (url.pathname === '/oauth2/request_auth') {
          const code = randomBytes(12).toString('hex');
          codes.set(code, url.searchParams.get('code_challenge') ?? '');
          const back = new URL(url.searchParams.get('redirect_uri') ?? '');
          back.searchParams.set('code', code);
          back.searchParams.set('state', url.searchParams.get('state') ?? '');
          response.writeHead(302, { Location: back.toString() });
          return response.end();
        }
        if (url.pathname === '/oauth2/get_token') {
          const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
          const challenge = codes.get(form.get('code') ?? '');
          const verified = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
          if (request.headers.authorization !== basic || challenge !== verified) return send(400, { error: 'invalid_grant' });
          const access = `yat-${randomBytes(16).toString('hex')}`;
          const refresh = `yrt-${randomBytes(16).toString('hex')}`;
          accessTokens.add(access);
          issued.push(access, refresh);
          return send(200, {
            access_token: access,
            token_type: 'bearer',
            expires_in: 3600,
            refresh_token: refresh,
            xoauth_yahoo_guid: 'JT4FACLQZI2OCE',
          });
        }
        const path = decodeURIComponent(url.pathname.replace(/^\/fantasy\/v2/, ''));
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !accessTokens.has(bearer)) return send(401, { error: { description: 'Please provide valid credentials.' } });
        if (path.startsWith(`/league/${league.leagueKey}/players;player_keys=`)) return send(200, league.players);
        const answer = api[path];
        if (!answer)
          return send(400, { error: { description: 'You are not allowed to view this page because you are not in this league.' } });
        send(200, answer());
      });
    });
    await new Promise<void>((resolve) => yahoo.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(yahoo.address() as AddressInfo).port}`;
    backend = await startExtraBackend('yahoo', {
      YAHOO_CLIENT_ID: CLIENT_ID,
      YAHOO_CLIENT_SECRET: CLIENT_SECRET,
      YAHOO_AUTH_URL: `${base}/oauth2`,
      YAHOO_API_URL: `${base}/fantasy/v2`,
      DRAFT_SYNC_POLL_MS: '200',
    });
  });

  test.afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => (yahoo ? yahoo.close(() => resolve()) : resolve()));
  });

  test('connects Yahoo, links a league, takes its settings, follows its draft and disconnects', async ({ page }) => {
    // Three draft stages, each shown when the card next reads the sync (every 4 s while it polls), beside a second server on two cores.
    test.setTimeout(120_000);
    const base = backend.baseUrl;
    await signInWithTeam(page, base, { name: 'Yuri Yahoo', label: 'yahoo' }, { name: 'Excel Eight', draftPosition: 1 });

    await page.goto(`${base}/draft`);
    const card = await openDraftRoomSync(page, 'Yahoo');
    await expect(card.getByText('Not connected')).toBeVisible();
    await card.getByRole('button', { name: 'Connect Yahoo' }).click();
    // Yahoo's sign-in sends the browser back to the draft screen, the card open.
    await page.waitForURL(`${base}/draft?yahoo=connected`);
    await expect(card.getByText('Connected · no league linked')).toBeVisible();

    await card.getByRole('combobox', { name: 'Your Yahoo NFL league' }).click();
    await page.getByRole('option', { name: 'Ryan has excel spreadsheets (2020) · 10 teams' }).click();
    await card.getByRole('button', { name: 'Link' }).click();
    await expect(card.getByTestId('yahoo-link-status')).toContainText('Ryan has excel spreadsheets (2020)');

    await card.getByRole('button', { name: 'Read league settings' }).click();
    const preview = card.getByTestId('yahoo-league-preview');
    const row = (label: string) => preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(row('Teams')).toContainText('10');
    await expect(row('Your draft slot')).toContainText('8');
    await card.getByRole('button', { name: 'Use these settings' }).click();
    await expect(card.getByText('The team already has these settings.')).toBeVisible();

    // The picks appear a few at a time; Tyreek Hill goes at Yahoo's pick 20 to another team.
    const sync = card.getByTestId('sync-progress');
    made = 10;
    await expect(sync).toContainText('up to pick 10');
    made = 25;
    await expect(sync).toContainText('up to pick 25');
    await expect(page.getByRole('list', { name: 'Players taken by other teams' })).toContainText('Tyreek Hill');
    made = 170;
    await expect(sync).toContainText('Draft complete');
    await expect(card.getByRole('list', { name: 'Yahoo picks not recorded' })).toContainText('Pick 52: Tom Brady (QB');

    await card.getByRole('button', { name: 'Disconnect Yahoo' }).click();
    await expect(card.getByRole('button', { name: 'Connect Yahoo' })).toBeVisible();
    const content = await page.content();
    for (const secret of [...issued, CLIENT_SECRET]) expect(content).not.toContain(secret);
  });
});
