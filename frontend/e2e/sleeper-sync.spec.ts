import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInWithTeam, startExtraBackend, type ExtraBackend } from './support/extra-backend';
import { sharedDataFile } from './support/shared-data';
import { openDraftRoomSync } from './support/draft-room-sync';

/**
 * Live sync in the browser: a loopback server speaks Sleeper's public draft API and reveals a
 * draft's picks one by one; a DraftMode server started with SLEEPER_API_URL pointed at it polls
 * the draft, and the draft screen shows each pick as it is recorded.
 */
const DRAFT_ID = '1180000000000000042';
const PICKS = [
  { pick_no: 1, draft_slot: 1, player_id: '7564', first_name: "Ja'Marr", last_name: 'Chase', position: 'WR', team: 'CIN' },
  { pick_no: 2, draft_slot: 2, player_id: '9509', first_name: 'Bijan', last_name: 'Robinson', position: 'RB', team: 'ATL' },
  { pick_no: 3, draft_slot: 3, player_id: '4866', first_name: 'Saquon', last_name: 'Barkley', position: 'RB', team: 'PHI' },
];

/**
 * A real Sleeper league (../shared/data/platforms/SOURCES.md rows 63–67): a 12-team superflex,
 * TE-premium, third-round-reversal dynasty startup with traded picks, as Sleeper answered it.
 */
const recorded = (file: string): unknown =>
  JSON.parse(readFileSync(sharedDataFile('platforms', 'sleeper', 'TrainerSimpson__Sleeper-League-Data@b435764', file), 'utf8'));
const [LEAGUE_DRAFT] = recorded('drafts.json') as { draft_id: string; league_id: string }[];
const LEAGUE_DRAFT_ID = LEAGUE_DRAFT!.draft_id;
const LEAGUE_PICKS = (recorded('draft_picks.json') as Record<string, unknown[]>)[LEAGUE_DRAFT_ID]!;
const LEAGUE_TRADED = (recorded('draft_traded_picks.json') as Record<string, unknown[]>)[LEAGUE_DRAFT_ID]!;
const { league: LEAGUE, rosters: LEAGUE_ROSTERS } = recorded('latest.json') as { league: unknown; rosters: unknown[] };
/** The first round of that draft: slot 10 made picks 7 (traded to it) and 10. */
const LEAGUE_SHOWN = 12;

test.describe('live sync with a Sleeper draft', () => {
  test.describe.configure({ mode: 'serial' });
  let sleeper: Server;
  let revealed = 0;
  let backend: ExtraBackend;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    sleeper = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const shown = PICKS.slice(0, revealed).map(({ first_name, last_name, position, team, ...pick }) => ({
        ...pick,
        round: 1,
        picked_by: `user-${pick.draft_slot}`,
        metadata: { first_name, last_name, position, team },
      }));
      const league: Record<string, unknown> = {
        [`/v1/draft/${LEAGUE_DRAFT_ID}`]: { ...LEAGUE_DRAFT, status: 'drafting' },
        [`/v1/draft/${LEAGUE_DRAFT_ID}/picks`]: LEAGUE_PICKS.slice(0, LEAGUE_SHOWN),
        [`/v1/draft/${LEAGUE_DRAFT_ID}/traded_picks`]: LEAGUE_TRADED,
        [`/v1/league/${LEAGUE_DRAFT!.league_id}`]: LEAGUE,
        [`/v1/league/${LEAGUE_DRAFT!.league_id}/rosters`]: LEAGUE_ROSTERS,
      };
      const body =
        path in league
          ? league[path]
          : path === `/v1/draft/${DRAFT_ID}/picks`
            ? shown
            : path === `/v1/draft/${DRAFT_ID}`
              ? {
                  draft_id: DRAFT_ID,
                  status: revealed === 0 ? 'pre_draft' : 'drafting',
                  type: 'snake',
                  settings: { teams: 12, rounds: 15 },
                  draft_order: {},
                }
              : null;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => sleeper.listen(0, '127.0.0.1', resolve));
    backend = await startExtraBackend('sleeper', {
      SLEEPER_API_URL: `http://127.0.0.1:${(sleeper.address() as AddressInfo).port}/v1`,
      DRAFT_SYNC_POLL_MS: '200',
    });
  });

  test.afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => (sleeper ? sleeper.close(() => resolve()) : resolve()));
  });

  test('linking a team records each Sleeper pick as it happens: others as taken, the user’s slot as own picks', async ({ page }) => {
    const base = backend.baseUrl;
    await signInWithTeam(page, base, { name: 'Sawyer Sleeper', label: 'sleeper' }, { name: 'Synced Squad', draftPosition: 2 });

    await page.goto(`${base}/draft`);
    const card = await openDraftRoomSync(page, 'Sleeper');
    await card.getByLabel('Sleeper draft id').fill(DRAFT_ID);
    await card.getByLabel('Your draft slot (optional)').selectOption('2');
    await card.getByRole('button', { name: 'Link draft' }).click();
    await expect(card.getByTestId('draft-room-sync-summary')).not.toHaveText('Off');

    const taken = page.getByRole('list', { name: 'Players taken by other teams' });
    revealed = 1;
    await expect(taken).toContainText("Ja'Marr Chase");
    revealed = 3;
    await expect(taken).toContainText('Saquon Barkley');
    // Slot 2 is the user's: Bijan Robinson is an own pick, on the roster, not in the taken list.
    await expect(page.locator('[data-slot="rb1"]')).toContainText('Bijan Robinson');
    await expect(taken).not.toContainText('Bijan Robinson');
  });

  test('reads the Sleeper league beside the team’s settings and takes it only when the user confirms', async ({ page }) => {
    const base = backend.baseUrl;
    await signInWithTeam(page, base, { name: 'Lee League', label: 'sleeper-league' }, { name: 'Dynasty Startup', draftPosition: 1 });

    await page.goto(`${base}/draft`);
    const card = await openDraftRoomSync(page, 'Sleeper');
    await card.getByLabel('Sleeper draft id').fill(LEAGUE_DRAFT_ID);
    await card.getByLabel('Your draft slot (optional)').selectOption('10');
    await card.getByRole('button', { name: 'Link draft' }).click();
    await card.getByRole('button', { name: 'Read league settings' }).click();

    const preview = card.getByTestId('sleeper-league-preview');
    const row = (label: string) => preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(row('Draft order')).toContainText('Snake, third round reversed');
    await expect(row('Points per stat')).toContainText('TE +0.5 per catch');
    await expect(row('Roster')).toContainText('SF 1');
    await expect(row('Traded picks')).toContainText('to you: #7');
    await expect(card.getByTestId('sleeper-league-notes')).toContainText('DraftMode drafts no defensive players (IDP)');
    // Until the user confirms, the user's picks wait: the team's settings give pick 7 to slot 7.
    await expect(page.locator('[data-slot="qb"]')).not.toContainText('Lamar Jackson');

    await card.getByRole('button', { name: 'Use these settings' }).click();
    await expect(card.getByText('The team already has these settings.')).toBeVisible();
    // Pick 7, slot 7's first-round pick traded to slot 10, is the user's at Sleeper's number: the
    // sync records it (checked on a fresh load). Known gap: with two browsers' worth of load the
    // open screen can miss these picks until it is loaded again; the live path is the first test's.
    await page.reload();
    await expect(page.locator('[data-slot="qb"]')).toContainText('Lamar Jackson');
    await expect(page.locator('[data-slot="wr1"]')).toContainText('Jaxon Smith-Njigba');
  });
});
