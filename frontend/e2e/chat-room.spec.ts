import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';

const CHAT_INPUT = '#chat-input';

// Each test loads the draft room and waits for the chat's replies: a while on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const chatPanel = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Talk to DraftMode' }) });

async function ask(page: Page, question: string): Promise<Locator> {
  const log = chatPanel(page).getByRole('log', { name: 'Chat messages' });
  const before = await log.locator('[data-role="ai"]:not([data-streaming])').count();
  await page.locator(CHAT_INPUT).fill(question);
  await page.locator(CHAT_INPUT).press('Enter');
  const reply = log.locator('[data-role="ai"]:not([data-streaming])').nth(before);
  await expect(reply).toBeVisible({ timeout: 30_000 });
  return reply;
}

async function chooseFocus(page: Page, name: string) {
  await chatPanel(page).getByLabel('Focus').click();
  await page.getByRole('listbox', { name: 'Focus' }).getByRole('option', { name, exact: true }).click();
}

async function openDraft(page: Page, teamId: string) {
  await page.goto(`/draft?team=${teamId}`);
  await expect(chatPanel(page).getByTestId('chat-status')).toHaveText('ONLINE', { timeout: 30_000 });
}

test.describe('the chat in the draft room', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const scheme of ['dark', 'light'] as const)
    test(`a compare table scrolls inside the panel at 1366 px, nothing clipped (${scheme})`, async ({ page }) => {
      const account = await storeSession(page);
      await page.addInitScript((value) => localStorage.setItem('draftmode-ui-theme', value), scheme);
      const team = await createTeamViaApi(page.request, account, { name: 'Table Titans', leagueSize: 12, draftPosition: 5 });
      await completeTour(page.request, account);
      await openDraft(page, team.id);
      const reply = await ask(page, "Compare Ja'Marr Chase and Justin Jefferson");
      const table = reply.locator('table');
      await expect(table).toBeVisible();
      await expect(table.locator('th')).toContainText([/Chase/, /Jefferson/]);

      const panelBox = (await chatPanel(page).boundingBox())!;
      const tableBox = (await table.boundingBox())!;
      // The table stays inside the panel; what does not fit scrolls inside the table.
      expect(tableBox.x).toBeGreaterThanOrEqual(panelBox.x);
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
      const lastHeader = table.locator('th').last();
      await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect
        .poll(async () => {
          const [cell, box] = [await lastHeader.boundingBox(), await table.boundingBox()];
          return cell !== null && box !== null && cell.x >= box.x - 1 && cell.x + cell.width <= box.x + box.width + 1;
        })
        .toBe(true);
      // Every cell's text is whole: none is cut by its cell.
      const cut = await table
        .locator('th, td')
        .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
      expect(cut).toEqual([]);
      expect(await seriousViolations(page, 'section[aria-labelledby="chat-title"]')).toEqual([]);
    });

  test('the history follows the focus: one conversation per team, one for all teams, a mock draft apart', async ({ page }) => {
    const account: Account = await storeSession(page);
    const owls = await createTeamViaApi(page.request, account, { name: 'Gridiron Owls', leagueSize: 12, draftPosition: 5 });
    await createTeamViaApi(page.request, account, { name: 'River Otters', leagueSize: 10, draftPosition: 2 });
    await completeTour(page.request, account);
    await openDraft(page, owls.id);
    const log = chatPanel(page).getByRole('log', { name: 'Chat messages' });
    const questions = log.locator('[data-role="user"]');

    await expect(chatPanel(page).getByLabel('Focus')).toHaveValue('Gridiron Owls');
    await ask(page, 'When is my next pick?');
    await expect(questions).toHaveText(['When is my next pick?']);

    await chooseFocus(page, 'River Otters');
    await expect(questions).toHaveCount(0);
    await ask(page, 'Grade my team');
    await expect(questions).toHaveText(['Grade my team']);

    await chooseFocus(page, 'All teams');
    await expect(questions).toHaveCount(0);
    await ask(page, 'Which of my teams is best?');

    await chooseFocus(page, 'Gridiron Owls');
    await expect(questions).toHaveText(['When is my next pick?']);
    await page.reload();
    await expect(chatPanel(page).getByTestId('chat-status')).toHaveText('ONLINE', { timeout: 30_000 });
    await expect(questions).toHaveText(['When is my next pick?']);

    // A mock draft's chat is its own: none of the real teams' questions, and its own stay with it.
    const started = await page.request.post('/api/mock-drafts', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { speed: 'manual', leagueSize: 10, draftPosition: 4 },
    });
    expect(started.status(), await started.text()).toBe(201);
    const mock = (await started.json()) as { teamId: string };
    await openDraft(page, mock.teamId);
    await expect(chatPanel(page).getByLabel('Focus')).toHaveValue('This mock draft');
    await expect(log).toContainText('Ask who to pick next');
    await expect(questions).toHaveCount(0);
    await ask(page, 'Who should I pick next?');
    await expect(questions).toHaveText(['Who should I pick next?']);
    await openDraft(page, owls.id);
    await expect(questions).toHaveText(['When is my next pick?']);
  });
});
