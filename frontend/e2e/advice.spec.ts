import { expect, test, type APIRequestContext } from '@playwright/test';
import { storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';

interface PoolPlayer {
  id: string;
  name: string;
  position: 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF';
  adp: { ppr: number };
}

interface TeamDetail {
  version: number;
  roster: { playerIds: string[] };
  liveGrade: { letter: string; percentage: number; isFinal: boolean } | null;
}

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function teamDetail(request: APIRequestContext, account: Account, teamId: string): Promise<TeamDetail> {
  const response = await request.get(`/api/teams/${teamId}`, { headers: auth(account) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TeamDetail;
}

/** Another team takes the player the market takes first (lowest ADP still on the board), through the API. */
async function otherTeamTakesByAdp(
  request: APIRequestContext,
  account: Account,
  teamId: string,
  board: PoolPlayer[],
  version: number,
): Promise<number> {
  const next = board.shift()!;
  const response = await request.post(`/api/teams/${teamId}/taken`, {
    headers: auth(account),
    data: { playerId: next.id, expectedVersion: version, commandId: crypto.randomUUID() },
  });
  expect(response.ok(), `taken answered ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { version: number }).version;
}

test('following the top recommendation through a 12-team draft from slot 1 drafts a balanced roster with one final grade', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const account = await storeSession(page, 'user', 'Tess Topick');
  const team = await createTeamViaApi(page.request, account, { name: 'Top Pick', leagueSize: 12, draftPosition: 1 });
  await completeTour(page.request, account);
  const players = ((await (await page.request.get('/api/players?limit=500&format=ppr')).json()) as { players: PoolPlayer[] }).players;
  const byId = new Map(players.map((p) => [p.id, p]));
  const board = [...players].sort((a, b) => a.adp.ppr - b.adp.ppr);
  const mine = new Set(Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? i * 12 + 1 : (i + 1) * 12)));

  await page.goto('/draft');
  await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();
  let version = team.version;
  let ownPicks = 0;
  for (let overall = 1; overall <= 180; overall++) {
    if (!mine.has(overall)) {
      version = await otherTeamTakesByAdp(page.request, account, team.id, board, version);
      continue;
    }
    // The screen has caught up with the other teams' picks: the user is on the clock.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Pick ${overall} ·`) })).toBeVisible();
    // The recommendations have caught up with the last pick too (they follow the board after a paint).
    const recommended = page.locator('ol[aria-label="Recommended players"][aria-busy="false"]');
    await recommended.getByRole('button').first().click();
    const grader = page.getByRole('dialog', { name: /^Grade pick: / });
    // The top recommendation is the best pick on the board: it never grades below B.
    await expect(grader.getByLabel(/^Pick grade /)).toHaveText(/^(A[+-]?|B[+]?|B)$/);
    const name = (await grader.getByRole('heading').innerText()).replace('Grade pick: ', '');
    await grader.getByRole('button', { name: `Draft ${name}` }).click();
    await expect(grader).toHaveCount(0);
    const picked = board.findIndex((p) => p.name === name);
    expect(picked, `${name} was on the board`).toBeGreaterThanOrEqual(0);
    board.splice(picked, 1);
    ownPicks += 1;
    await expect.poll(async () => (await teamDetail(page.request, account, team.id)).roster.playerIds.length).toBe(ownPicks);
    version = (await teamDetail(page.request, account, team.id)).version;
  }

  // A balanced roster: starters everywhere, no third QB or TE, one K and one DEF.
  const detail = await teamDetail(page.request, account, team.id);
  const positions = detail.roster.playerIds.map((id) => byId.get(id)!.position);
  const count = (position: PoolPlayer['position']) => positions.filter((p) => p === position).length;
  expect(positions).toHaveLength(15);
  expect(count('QB')).toBeGreaterThanOrEqual(1);
  expect(count('QB')).toBeLessThanOrEqual(2);
  expect(count('TE')).toBeGreaterThanOrEqual(1);
  expect(count('TE')).toBeLessThanOrEqual(2);
  expect([count('K'), count('DEF')]).toEqual([1, 1]);
  expect(count('RB')).toBeGreaterThanOrEqual(3);
  expect(count('WR')).toBeGreaterThanOrEqual(3);

  // One grade: the report card says what the server's final live grade says.
  const card = page.getByRole('dialog', { name: 'Draft report card: Top Pick' });
  await expect(card).toBeVisible();
  expect(detail.liveGrade?.isFinal).toBe(true);
  await expect(card.getByTestId('report-card-grade')).toHaveText(detail.liveGrade!.letter);
  await expect(card.getByTestId('report-card-percentage')).toHaveText(`${detail.liveGrade!.percentage}%`);
  // No third QB or TE is called depth.
  await expect(card.getByText(/^3rd (QB|TE)/)).toHaveCount(0);
});
