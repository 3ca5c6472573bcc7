import type { INestApplication } from '@nestjs/common';
import type { MockDraftDetailDto, Position } from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, type TestAccount } from './accounts';

export type Detail = MockDraftDetailDto;

export function api(app: INestApplication) {
  return request(app.getHttpServer());
}

export async function waitForDraft(
  app: INestApplication,
  account: TestAccount,
  id: string,
  until: (draft: Detail) => boolean,
  timeoutMs = 45_000,
): Promise<Detail> {
  const deadline = Date.now() + timeoutMs;
  let last: Detail | undefined;
  while (Date.now() < deadline) {
    last = (await api(app).get(`/api/mock-drafts/${id}`).set(bearer(account.token)).expect(200)).body as Detail;
    if (until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mock draft ${id} did not get there in ${timeoutMs} ms; last: ${JSON.stringify({ ...last, teams: undefined })}`);
}

export async function startDraft(app: INestApplication, account: TestAccount, body: Record<string, unknown>): Promise<Detail> {
  return (await api(app).post('/api/mock-drafts').set(bearer(account.token)).send(body).expect(201)).body as Detail;
}

export async function teamDetail(app: INestApplication, account: TestAccount, teamId: string) {
  return (await api(app).get(`/api/teams/${teamId}`).set(bearer(account.token)).expect(200)).body as {
    version: number;
    team: {
      playerCount: number;
      draftGrade: string | null;
      isMock: boolean;
      draftPosition: number;
      leagueSize: number;
      scoringFormat: string;
    };
    roster: { playerIds: string[] };
    takenByOthers: { playerId: string; overallPick: number }[];
  };
}

export async function streamEvents(
  app: INestApplication,
  teamId: string,
): Promise<{ version: number; type: string; data: { playerId?: string }; metadata: { commandId: string } }[]> {
  return app
    .get(DataSource)
    .query('SELECT version, type, data, metadata FROM events WHERE stream_id = $1 ORDER BY version', [`team-${teamId}`]);
}

/** Roster rules every bot keeps (libs/grading's ADP bot): ≤2 QB, ≤2 TE, one K and one DEF, those in the last two rounds. */
export function expectValidBotRoster(picks: Detail['teams'][number]['picks'], rounds: number): void {
  const count = (position: Position) => picks.filter((pick) => pick.position === position).length;
  expect(picks).toHaveLength(rounds);
  expect(count('QB')).toBeGreaterThanOrEqual(1);
  expect(count('QB')).toBeLessThanOrEqual(2);
  expect(count('TE')).toBeGreaterThanOrEqual(1);
  expect(count('TE')).toBeLessThanOrEqual(2);
  expect(count('K')).toBe(1);
  expect(count('DEF')).toBe(1);
  expect(count('RB')).toBeGreaterThanOrEqual(2);
  expect(count('WR')).toBeGreaterThanOrEqual(2);
  for (const pick of picks.filter((p) => p.position === 'K' || p.position === 'DEF')) expect(pick.round).toBeGreaterThanOrEqual(rounds - 1);
}
