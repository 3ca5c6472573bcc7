import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInWithTeam, startExtraBackend, type ExtraBackend } from './support/extra-backend';
import { sharedDataFile } from './support/shared-data';
import { openDraftRoomSync } from './support/draft-room-sync';

/**
 * An ESPN league in the browser: a loopback server speaks ESPN's fantasy API with answers recorded
 * from a real league (../shared/data/platforms/SOURCES.md rows 49, 51, 54, 56: "FXBG League" 2018),
 * served as a private league; a DraftMode server started with ESPN_API_URL pointed at it links the
 * league with the cookies, takes its settings before the draft, and follows the draft: first no
 * pick made (the recorded board with every player id −1, as ESPN lays it out), then all of them.
 */
const LEAGUE_ID = '368876';
const ESPN_S2 = 'AEBbrowserSecretS2cookie%2Bvalue';
/** An owner of team 5 in the recorded mTeam (scrambled by whoever recorded it). */
const SWID = '{fdhdfhfd-45A0-4E5C-A807-hdfhfdh}';
const recorded = (folder: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(sharedDataFile('platforms', 'espn', folder, file), 'utf8')) as Record<string, unknown>;

test.describe('an ESPN league', () => {
  let espn: Server;
  let backend: ExtraBackend;
  /** Whether ESPN shows the draft made (the recording) or not started. */
  let drafted = false;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const settings = recorded('cwendt94__espn-api@2a560f2', 'league_settings_2018.json');
    const teams = recorded('cwendt94__espn-api@2a560f2', 'league_team_2018.json');
    const draft = recorded('cwendt94__espn-api@21e3289', 'league_draft_2018.json');
    const recordedDetail = draft['draftDetail'] as { picks: Record<string, unknown>[] } & Record<string, unknown>;
    const notStarted = {
      ...recordedDetail,
      drafted: false,
      inProgress: false,
      completeDate: null,
      picks: recordedDetail.picks.map((pick) => ({ ...pick, playerId: -1 })),
    };
    const league = () => ({
      ...settings,
      draftDetail: drafted ? recordedDetail : notStarted,
      teams: teams['teams'],
      members: teams['members'],
    });
    const players = readFileSync(sharedDataFile('platforms', 'espn', 'cwendt94__espn-api@21e3289', 'league_players_2018.json'), 'utf8');
    espn = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const send = (status: number, body: string) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body);
      };
      if (path === `/ffl/seasons/2018/segments/0/leagues/${LEAGUE_ID}`)
        return request.headers.cookie === `espn_s2=${ESPN_S2}; SWID=${SWID}`
          ? send(200, JSON.stringify(league()))
          : send(401, JSON.stringify({ messages: ['You are not authorized to view this League.'] }));
      if (path === '/ffl/seasons/2018/players') return send(200, players);
      send(404, JSON.stringify({ messages: ['Not Found'] }));
    });
    await new Promise<void>((resolve) => espn.listen(0, '127.0.0.1', resolve));
    backend = await startExtraBackend('espn', { ESPN_API_URL: `http://127.0.0.1:${(espn.address() as AddressInfo).port}/ffl` });
  });

  test.afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => (espn ? espn.close(() => resolve()) : resolve()));
  });

  test('links a private league with the cookies, takes its settings and follows its draft', async ({ page }) => {
    const base = backend.baseUrl;
    await signInWithTeam(page, base, { name: 'Erin Espn', label: 'espn' }, { name: 'FXBG Five', draftPosition: 1 });

    await page.goto(`${base}/draft`);
    const card = await openDraftRoomSync(page, 'ESPN');
    await card.getByLabel('ESPN league id').fill(LEAGUE_ID);
    await card.getByLabel('Season').fill('2018');
    await card.getByRole('button', { name: 'Link' }).click();
    await expect(card.getByText('ESPN refused: the league is private, add your espn_s2 and SWID cookies')).toBeVisible();

    await card.getByLabel('espn_s2 (private leagues)').fill(ESPN_S2);
    await card.getByLabel('SWID (private leagues)').fill(SWID);
    await card.getByRole('button', { name: 'Link' }).click();
    const status = card.getByTestId('espn-link-status');
    await expect(status).toContainText('FXBG League · 368876 (2018) · private, cookies kept encrypted');

    await card.getByRole('button', { name: 'Read league settings' }).click();
    const preview = card.getByTestId('espn-league-preview');
    const row = (label: string) => preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(row('Teams')).toContainText('10');
    await expect(row('Your draft slot')).toContainText('8');
    await card.getByRole('button', { name: 'Use these settings' }).click();
    await expect(card.getByText('The team already has these settings.')).toBeVisible();

    // Linked before the draft: followed, nothing made yet.
    const sync = card.getByTestId('sync-progress');
    await expect(sync).toContainText('ESPN: not started · 0 picks recorded');
    await expect(sync).toContainText('Following the draft');

    // ESPN shows the draft made; "Check ESPN now" reads it at once rather than at the next poll.
    drafted = true;
    await card.getByRole('button', { name: 'Check ESPN now' }).click();
    await expect(sync).toContainText('Draft complete: no longer following');
    await expect(sync).toContainText('up to pick 150');
    await expect(card.getByRole('list', { name: 'ESPN picks not recorded' })).toContainText("Pick 1: Le'Veon Bell (RB, PIT)");
    // Pick 6 another team's, pick 8 the user's own (team 5 is eighth in ESPN's order).
    await expect(page.getByRole('list', { name: 'Players taken by other teams' })).toContainText('Alvin Kamara');
    await expect(page.getByRole('list', { name: 'Players taken by other teams' })).not.toContainText('Saquon Barkley');
    const recorded = (await sync.textContent())?.match(/(\d+) picks recorded/)?.[1];
    expect(Number(recorded)).toBeGreaterThan(30);

    // Checking again records nothing twice.
    await card.getByRole('button', { name: 'Check ESPN now' }).click();
    await expect(sync).toContainText(`${recorded} picks recorded`);
    expect(await page.content()).not.toContain('BrowserSecretS2');
  });
});
