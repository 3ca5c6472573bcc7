import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startExtraBackend, type ExtraBackend } from './support/extra-backend';
import { PASSWORD, storeSession, uniqueEmail } from './support/session';
import { completeTour } from './support/teams';

const CHAT_INPUT = '#chat-input';

async function createTeam(page: Page, token: string, name: string, baseUrl = ''): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/teams`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 5, commandId: randomUUID() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { team: { team: { id: string } } }).team.team.id;
}

test.describe('the chat panel with the built-in strategy engine', () => {
  test('answers a question about the roster, keeps the history across reloads, and clears it', async ({ page }) => {
    const account = await storeSession(page);
    await createTeam(page, account.token, 'Chat Chargers');
    await page.goto('/draft');

    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Talk to DraftMode' }) });
    await expect(panel.getByTestId('chat-status')).toHaveText('ONLINE');
    await expect(panel.getByTestId('chat-engine')).toContainText('Built-in strategy engine');

    await panel.getByLabel('Focus').click();
    await page.getByRole('listbox', { name: 'Focus' }).getByRole('option', { name: 'Chat Chargers' }).click();
    await page.locator(CHAT_INPUT).fill('When is my next pick?');
    await page.locator(CHAT_INPUT).press('Enter');

    const log = panel.getByRole('log', { name: 'Chat messages' });
    await expect(log.locator('[data-role="user"]')).toHaveText(['When is my next pick?']);
    await expect(log.locator('[data-role="ai"]').last()).toContainText(
      'Your next pick is 5 (round 1), 4 picks after the current pick 1. After that you pick at 20, 29, 44, 53.',
    );
    await expect(log.locator('[data-role="ai"] strong').last()).toHaveText('5');
    await expect(page.locator(CHAT_INPUT)).toHaveValue('');

    await page.reload();
    await expect(log.locator('[data-role="user"]')).toHaveText(['When is my next pick?']);

    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(log.locator('[data-role]')).toHaveCount(0);
    await expect(log).toContainText('Ask who to pick next');
    await page.reload();
    await expect(panel.getByTestId('chat-status')).toHaveText('ONLINE');
    await expect(log.locator('[data-role]')).toHaveCount(0);
  });

  test('answers about the team on the draft screen without being told', async ({ page }) => {
    const account = await storeSession(page);
    await createTeam(page, account.token, 'First Falcons');
    const second = await createTeam(page, account.token, 'Second Sharks');
    await page.goto(`/draft?team=${second}`);

    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Talk to DraftMode' }) });
    await expect(panel.getByTestId('chat-status')).toHaveText('ONLINE');
    await expect(panel.getByLabel('Focus')).toHaveValue('Second Sharks');
    await page.locator(CHAT_INPUT).fill('Grade my team');
    await page.locator(CHAT_INPUT).press('Enter');
    const final = panel.locator('[data-role="ai"]:not([data-streaming])');
    await expect(final).toContainText('Second Sharks has no players yet');
    await expect(final).not.toContainText('First Falcons');
  });

  test('tells a user without teams to add one, and explains a rejected message', async ({ page }) => {
    await storeSession(page);
    await page.goto('/draft');
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Talk to DraftMode' }) });
    await expect(panel.getByText('Add your team in My Teams, then return here for instant AI strategy.')).toBeVisible();
    await page.locator(CHAT_INPUT).fill('x'.repeat(2001));
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Messages can be at most 2,000 characters');
  });

  test("'Try AI Chat' scrolls to and focuses the chat input", async ({ page }) => {
    // Without this the guided tour may open just after the click and take the focus.
    await completeTour(page.request, await storeSession(page));
    await page.goto('/draft');
    await page.getByRole('button', { name: 'Try AI Chat' }).click();
    await expect(page.locator(CHAT_INPUT)).toBeFocused();
    await expect(page.locator(CHAT_INPUT)).toBeInViewport();
    // On a laptop the chat column is in view already: the page does not scroll under the clock bar.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * An OpenAI-compatible chat-completions server on loopback that streams one scripted reply, served
 * to a second DraftMode server started with OPENAI_* settings. The scripted reply stops part-way
 * until the test has seen it part-way, so the test holds however slow the machine is.
 */
test.describe('the chat panel with an AI provider', () => {
  test.describe.configure({ mode: 'serial' });
  const TOKENS = ['Take ', '**Chase ', 'Brown**', ' now: he fills your RB2 slot', ' and will not last to pick 20.'];
  /** How many of TOKENS are sent before the reply waits for `releaseRest`. */
  const TOKENS_BEFORE_PAUSE = 3;
  let releaseRest: () => void = () => undefined;
  const restReleased = new Promise<void>((resolve) => (releaseRest = resolve));
  let fake: Server;
  let backend: ExtraBackend;
  let baseUrl: string;
  /** A site a reply points an image at; it must never be asked for anything. */
  let tracker: Server;
  let trackerUrl: string;
  const trackerRequests: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    tracker = createServer((req, res) => {
      trackerRequests.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    trackerUrl = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
    fake = createServer((req, res) => {
      void (async () => {
        let body = '';
        for await (const chunk of req) body += String(chunk);
        // Asked for a picture, the model answers with a Markdown image on another site.
        const tokens = body.includes('Show me a picture') ? ['Here: ', `![tracking pixel](${trackerUrl}/pixel.png)`, ' done.'] : TOKENS;
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const frame = (choices: unknown[]) =>
          `data: ${JSON.stringify({ id: 'chatcmpl-e2e', object: 'chat.completion.chunk', created: 1, model: 'e2e-model', choices })}\n\n`;
        res.write(frame([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
        for (const [index, token] of tokens.entries()) {
          if (tokens === TOKENS && index === TOKENS_BEFORE_PAUSE) await restReleased;
          res.write(frame([{ index: 0, delta: { content: token }, finish_reason: null }]));
        }
        res.write(frame([{ index: 0, delta: {}, finish_reason: 'stop' }]));
        res.end('data: [DONE]\n\n');
      })();
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    backend = await startExtraBackend('chat_ai', {
      OPENAI_API_KEY: 'sk-e2e',
      OPENAI_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
      OPENAI_MODEL: 'e2e-model',
    });
    baseUrl = backend.baseUrl;
  });

  test.afterAll(async () => {
    releaseRest();
    await backend?.stop();
    await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (tracker ? tracker.close(() => resolve()) : resolve()));
  });

  test('a reply’s image is shown as its alt text and never loaded', async ({ page }) => {
    const email = uniqueEmail('pixel');
    const signup = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { name: 'Pia Pixel', email, password: PASSWORD } });
    expect(signup.status()).toBe(201);
    const { token, user } = (await signup.json()) as { token: string; user: Record<string, unknown> };
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );
    await page.goto(`${baseUrl}/draft`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Talk to DraftMode' }) });
    await expect(panel.getByTestId('chat-status')).toHaveAttribute('data-socket', 'connected');
    await page.locator(CHAT_INPUT).fill('Show me a picture');
    await panel.getByRole('button', { name: 'Send' }).click();

    const final = panel.locator('[data-role="ai"]:not([data-streaming])');
    await expect(final).toHaveText('Here: tracking pixel done.');
    await expect(panel.locator('img')).toHaveCount(0);
    await page.reload();
    await expect(final).toHaveText('Here: tracking pixel done.');
    expect(trackerRequests).toEqual([]);
  });

  test('the reply streams in token by token, then stays as the stored message', async ({ page }) => {
    const email = uniqueEmail('ai');
    const signup = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { name: 'Avery Streamer', email, password: PASSWORD } });
    expect(signup.status()).toBe(201);
    const { token, user } = (await signup.json()) as { token: string; user: Record<string, unknown> };
    await page.addInitScript(
      ({ token, user }) => {
        if (sessionStorage.getItem('e2e-session-seeded')) return;
        sessionStorage.setItem('e2e-session-seeded', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );
    await page.goto(`${baseUrl}/draft`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Talk to DraftMode' }) });
    await expect(panel.getByTestId('chat-engine')).toContainText('AI: e2e-model');
    await expect(panel.getByTestId('chat-status')).toHaveText('ONLINE');
    await expect(panel.getByTestId('chat-status')).toHaveAttribute('data-socket', 'connected');

    await page.locator(CHAT_INPUT).fill('Who should I take?');
    await panel.getByRole('button', { name: 'Send' }).click();

    const streaming = panel.locator('[data-streaming="true"]');
    await expect(streaming).toContainText('Take Chase Brown');
    // Seen part-way: the rest of the reply has not arrived yet.
    await expect(streaming).not.toContainText('pick 20');
    await expect(streaming.locator('strong')).toHaveText('Chase Brown');
    releaseRest();

    const final = panel.locator('[data-role="ai"]:not([data-streaming])');
    await expect(final).toHaveText(TOKENS.join('').replace(/\*\*/g, ''));
    await expect(streaming).toHaveCount(0);
  });
});
