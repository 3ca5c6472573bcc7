import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SOCKET_EVENTS,
  SOCKET_PROTOCOL_VERSION,
  PASTED_PICKS_LIMITS,
  PASTED_PICKS_MESSAGES,
  type PastedPicksPreviewDto,
  type RecordPastedPicksResult,
  type TeamCommandResult,
  type TeamDetailDto,
} from '@draftmode/domain';
import { io } from 'socket.io-client';
import request from 'supertest';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { sharedDataDir } from './support/shared-data';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

// A real ESPN draft-room pick history copied as text (../shared/data/platforms/SOURCES.md row 87): 10 picks.
const draftroom = join(sharedDataDir(), 'platforms', 'draftroom');
const espnHistory = readFileSync(join(draftroom, 'Johnor12__2026_redraft@514732c/draft_history.txt'), 'utf8');
const yahooResults = readFileSync(join(draftroom, 'TK2575__ff_draftPrep@18b7906/draftResults_2020.csv'), 'utf8');
// The same page copied before round 3 was made: picks 1–8.
const espnFirstTwoRounds = espnHistory.slice(0, espnHistory.indexOf('Round 3'));

describe('Pasted pick lists (POST /api/teams/:id/pasted-picks[/preview])', () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('pasted-picks');
    owner = await signUp(testApp.app);
    stranger = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function createTeam(name: string, account = owner): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name, scoringFormat: 'PPR', leagueSize: 10, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    return (response.body as TeamCommandResult).team!.team.id;
  }
  const team = async (id: string) => (await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200)).body as TeamDetailDto;
  const preview = async (id: string, text: string, status = 200) =>
    (await http().post(`/api/teams/${id}/pasted-picks/preview`).set(bearer(owner.token)).send({ text }).expect(status))
      .body as PastedPicksPreviewDto;
  async function record(id: string, text: string, status = 200, version?: number) {
    const expectedVersion = version ?? (await team(id)).version;
    const response = await http()
      .post(`/api/teams/${id}/pasted-picks`)
      .set(bearer(owner.token))
      .send({ text, expectedVersion, commandId: randomUUID() })
      .expect(status);
    return response.body as RecordPastedPicksResult;
  }

  it('previews without recording, records the new picks in one go, and a second paste records only the picks since', async () => {
    const id = await createTeam('Paste League');
    const before = await team(id);

    const first = await preview(id, espnFirstTwoRounds);
    expect(first.rows.map((row) => [row.overallPick, row.player?.name, row.status, row.own])).toEqual([
      [1, 'Jahmyr Gibbs', 'new', false],
      [2, 'Bijan Robinson', 'new', false],
      // Slot 3 of 10: pick 3 is the team's own.
      [3, 'Puka Nacua', 'new', true],
      [4, "Ja'Marr Chase", 'new', false],
      [5, 'Jaxon Smith-Njigba', 'new', false],
      [6, 'Jonathan Taylor', 'new', false],
      [7, 'Christian McCaffrey', 'new', false],
      [8, 'Amon-Ra St. Brown', 'new', false],
    ]);
    expect(first.counts).toEqual({ recorded: 0, new: 8, unmatched: 0, conflict: 0, later: 0 });
    expect(first.stop).toBeNull();
    expect((await team(id)).version).toBe(before.version);

    const recorded = await record(id, espnFirstTwoRounds);
    expect(recorded.recorded).toBe(8);
    expect(recorded.version).toBe(before.version + 8);
    expect(recorded.preview.counts).toMatchObject({ recorded: 8, new: 0 });
    const afterFirst = await team(id);
    expect(afterFirst.roster.ownPicks.map((pick) => [pick.playerId, pick.overallPick])).toEqual([[first.rows[2]!.player!.id, 3]]);
    expect(afterFirst.takenByOthers.map((pick) => pick.overallPick)).toEqual([1, 2, 4, 5, 6, 7, 8]);

    // Later the whole page is pasted again: only picks 9 and 10 are new.
    const again = await preview(id, espnHistory);
    expect(again.counts).toEqual({ recorded: 8, new: 2, unmatched: 0, conflict: 0, later: 0 });
    const second = await record(id, espnHistory);
    expect(second.recorded).toBe(2);
    expect((await team(id)).takenByOthers.map((pick) => pick.overallPick)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);

    // And once more: nothing new, nothing written.
    const third = await record(id, espnHistory);
    expect(third.recorded).toBe(0);
    expect(third.version).toBe(second.version);
  });

  it('reaches a watch link as taps do: one message per recorded pick, and the watched team has them', async () => {
    const id = await createTeam('Watched Paste League');
    const { token } = (await http().post(`/api/teams/${id}/watch-link`).set(bearer(owner.token)).expect(201)).body as { token: string };
    const watcher = io(await urlOf(testApp.app), { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    const received: TeamEventPayload[] = [];
    watcher.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => received.push(message));
    try {
      await connected(watcher);
      await watcher.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, watchToken: token });
      const result = await record(id, espnHistory);
      expect(result.recorded).toBe(10);
      await until(() => received.some((message) => message.event.version === result.version));
      expect(received.map((message) => message.event.type)).toEqual([
        'PlayerTakenByOther',
        'PlayerTakenByOther',
        'PlayerDrafted',
        ...Array.from({ length: 7 }, () => 'PlayerTakenByOther'),
      ]);
      const watched = (await http().get(`/api/watch/${token}`).expect(200)).body as TeamDetailDto;
      expect(watched.takenByOthers).toHaveLength(9);
      expect(watched.roster.ownPicks).toHaveLength(1);
    } finally {
      watcher.disconnect();
    }
  });

  it('shows a conflict with a recorded pick and an unmatched name, and records nothing past either', async () => {
    const id = await createTeam('Conflict League');
    await record(id, '1. Jahmyr Gibbs\n2. Bijan Robinson');

    const conflict = await preview(id, '1. Bijan Robinson\n2. Jahmyr Gibbs\n3. Puka Nacua');
    expect(conflict.rows.map((row) => row.status)).toEqual(['conflict', 'conflict', 'later']);
    expect(conflict.stop).toEqual({ overallPick: 1, reason: 'Pick 1 is recorded as Jahmyr Gibbs; the list has Bijan Robinson.' });
    expect((await record(id, '1. Bijan Robinson\n2. Jahmyr Gibbs\n3. Puka Nacua')).recorded).toBe(0);

    const unmatched = await preview(id, "1. Jahmyr Gibbs\n2. Bijan Robinson\n3. Johnny Nobody\n4. Ja'Marr Chase");
    expect(unmatched.rows.map((row) => row.status)).toEqual(['recorded', 'recorded', 'unmatched', 'later']);
    expect(unmatched.rows[2]!.message).toMatch(/^No player named "Johnny Nobody" in the pool\. Record pick 3 by hand, then paste again\.$/);
    expect(unmatched.counts).toEqual({ recorded: 2, new: 0, unmatched: 1, conflict: 0, later: 1 });
    expect((await team(id)).takenByOthers).toHaveLength(2);
  });

  it('reads a Yahoo results table and lists what it could not match', async () => {
    const id = await createTeam('Yahoo League');
    const yahoo = await preview(id, yahooResults);
    expect(yahoo.rows).toHaveLength(182);
    expect(yahoo.rows[0]).toMatchObject({ overallPick: 1, read: 'Harrison Butker K KC' });
    expect(Object.values(yahoo.counts).reduce((sum, count) => sum + count, 0)).toBe(182);
    // A 2020 draft: players since retired are not in the pool and are listed, never guessed.
    const firstUnmatched = yahoo.rows.find((row) => row.status === 'unmatched')!;
    expect(firstUnmatched.player).toBeNull();
    expect(yahoo.stop?.overallPick).toBe(firstUnmatched.overallPick);
    expect(yahoo.counts.new).toBe(firstUnmatched.overallPick - 1);
  });

  it('refuses bad input with a 400 that says why, and a stale version with a 409; nothing changes', async () => {
    const id = await createTeam('Bad Input League');
    const { version } = await team(id);
    const bad = async (body: unknown, message: string) => {
      for (const path of ['pasted-picks/preview', 'pasted-picks']) {
        const response = await http()
          .post(`/api/teams/${id}/${path}`)
          .set(bearer(owner.token))
          .send({ expectedVersion: version, commandId: randomUUID(), ...(body as object) })
          .expect(400);
        expect(response.body.message).toBe(message);
      }
    };
    await bad({}, PASTED_PICKS_MESSAGES.text);
    await bad({ text: 42 }, PASTED_PICKS_MESSAGES.text);
    await bad({ text: '  \n ' }, PASTED_PICKS_MESSAGES.text);
    await bad({ text: 'x'.repeat(PASTED_PICKS_LIMITS.maxChars + 1) }, PASTED_PICKS_MESSAGES.tooLong);
    await bad({ text: '\n'.repeat(PASTED_PICKS_LIMITS.maxLines) + 'Bijan Robinson' }, PASTED_PICKS_MESSAGES.tooManyLines);
    await bad({ text: 'WR\nRB\n366.9\n' }, PASTED_PICKS_MESSAGES.noPicks);
    await bad(
      { text: Array.from({ length: PASTED_PICKS_LIMITS.maxPicks + 1 }, (_, index) => `${index + 1}. Bijan Robinson`).join('\n') },
      PASTED_PICKS_MESSAGES.tooManyPicks,
    );

    const stale = await http()
      .post(`/api/teams/${id}/pasted-picks`)
      .set(bearer(owner.token))
      .send({ text: '1. Jahmyr Gibbs', expectedVersion: version + 5, commandId: randomUUID() })
      .expect(409);
    expect(stale.body.currentVersion).toBe(version);
    expect((await team(id)).version).toBe(version);
  });

  it("answers 404 for another user's team, a missing one, and a malformed id, as for taps", async () => {
    const theirs = await createTeam('Not Yours', stranger);
    for (const id of [theirs, randomUUID(), 'not-a-team']) {
      await http().post(`/api/teams/${id}/pasted-picks/preview`).set(bearer(owner.token)).send({ text: '1. Jahmyr Gibbs' }).expect(404);
      await http()
        .post(`/api/teams/${id}/pasted-picks`)
        .set(bearer(owner.token))
        .send({ text: '1. Jahmyr Gibbs', expectedVersion: 1, commandId: randomUUID() })
        .expect(404);
    }
    await http().post(`/api/teams/${theirs}/pasted-picks/preview`).send({ text: '1. Jahmyr Gibbs' }).expect(401);
  });
});
