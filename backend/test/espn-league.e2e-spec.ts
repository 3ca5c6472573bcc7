import { randomUUID } from 'node:crypto';
import {
  DRAFT_SYNC_MESSAGES,
  ESPN_LINK_MESSAGES,
  type DraftSyncListDto,
  type DraftSyncStatusDto,
  type EspnLeaguePreviewDto,
  type EspnLinkDto,
  type TeamDetailDto,
} from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startFakeEspnServer, type FakeEspnServer } from './support/fake-espn-server';
import { espnPlayers2018, fxbgDraft2018After, fxbgSettings2018, fxbgTeams2018 } from './support/recorded-espn';
import { waitFor } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/** Each test's own league id: every linked team is polled until its draft completes or it is unlinked. */
const PUBLIC_LEAGUE = '368876';
const PRIVATE_LEAGUE = '368877';
const LIVE_LEAGUE = '368878';
const LIVE_PRIVATE_LEAGUE = '368879';
const ESPN_S2 = 'AEBsecretS2cookieValue%2Bwith%2Fescapes0123456789';
const FRESH_S2 = 'AEBfreshS2cookieValue%2Bsigned%2Fin9876543210';
/** An owner of team 5 in the recorded mTeam (ids scrambled by whoever recorded them). */
const SWID = '{fdhdfhfd-45A0-4E5C-A807-hdfhfdh}';
const POLL_MS = 25;

/**
 * "FXBG League" 2018 as one answer to ?view=mSettings&view=mDraftDetail&view=mTeam: the three
 * recorded views merged, the draft as ESPN shows it after `made` picks (all 150: the recording).
 */
function fxbgLeague(made = 150): unknown {
  const settings = fxbgSettings2018() as Record<string, unknown>;
  const draft = fxbgDraft2018After(made) as Record<string, unknown>;
  const teams = fxbgTeams2018() as Record<string, unknown>;
  return { ...settings, draftDetail: draft['draftDetail'], teams: teams['teams'], members: teams['members'] };
}

/**
 * Linking an ESPN league through a local server that serves ESPN answers recorded from a real
 * league (../shared/data/platforms/espn): public and private, preview, use the settings, follow the
 * draft as ESPN fills it in (the generic poller), refused cookies, unlink. The cookies never appear
 * in clear: not in the database, the answers or the log.
 */
describe('ESPN league link', () => {
  let espn: FakeEspnServer;
  let testApp: TestApp;
  let owner: TestAccount;
  let logged = '';
  let restoreStdout: () => void;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    // Everything the app logs, at the most detailed level, to look for the cookies in.
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      logged += chunk.toString();
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    restoreStdout = () => (process.stdout.write = write);
    espn = await startFakeEspnServer();
    espn.addLeague(PUBLIC_LEAGUE, { season: 2018, body: fxbgLeague() });
    espn.addLeague(PRIVATE_LEAGUE, { season: 2018, body: fxbgLeague(), cookie: `espn_s2=${ESPN_S2}; SWID=${SWID}` });
    espn.addPlayers(2018, espnPlayers2018());
    testApp = await startTestApp('espn_league', {
      ESPN_API_URL: espn.url,
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      DRAFT_SYNC_POLL_MS: String(POLL_MS),
    });
    owner = await signUp(testApp.app);
  });

  afterAll(async () => {
    restoreStdout?.();
    await testApp?.close();
    await espn?.close();
  });

  async function createTeam(account = owner): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: `League ${randomUUID().slice(0, 8)}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, commandId: randomUUID() })
      .expect(201);
    return response.body.team.team.id as string;
  }

  const team = async (teamId: string) =>
    (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body as TeamDetailDto;
  /** The team's ESPN sync as GET …/draft-sync lists it (the screen's one status for every platform). */
  const sync = async (teamId: string): Promise<DraftSyncStatusDto | undefined> =>
    ((await http().get(`/api/teams/${teamId}/draft-sync`).set(bearer(owner.token)).expect(200)).body as DraftSyncListDto).syncs.find(
      (status) => status.platform === 'espn',
    );
  const pollNow = (teamId: string) => http().post(`/api/teams/${teamId}/espn-link/sync`).set(bearer(owner.token));
  /** Every pick the team has recorded, by pick number: its own and the other teams'. */
  const picksOf = (detail: TeamDetailDto) =>
    new Map<number, { playerId: string; own: boolean }>([
      ...detail.roster.ownPicks.map((pick): [number, { playerId: string; own: boolean }] => [
        pick.overallPick,
        { playerId: pick.playerId, own: true },
      ]),
      ...detail.takenByOthers.map((pick): [number, { playerId: string; own: boolean }] => [
        pick.overallPick,
        { playerId: pick.playerId, own: false },
      ]),
    ]);
  const link = (teamId: string, body: Record<string, unknown>, account = owner) =>
    http().post(`/api/teams/${teamId}/espn-link`).set(bearer(account.token)).send(body);
  const rows = async () =>
    (await testApp.app.get(DataSource).query('SELECT team_id, credentials FROM espn_links')) as {
      team_id: string;
      credentials: Buffer | null;
    }[];

  async function useSettings(teamId: string): Promise<EspnLeaguePreviewDto> {
    const preview = (await http().get(`/api/teams/${teamId}/espn-league`).set(bearer(owner.token)).expect(200))
      .body as EspnLeaguePreviewDto;
    await http()
      .put(`/api/teams/${teamId}/settings`)
      .set(bearer(owner.token))
      .send({ expectedVersion: (await team(teamId)).version, commandId: randomUUID(), ...preview.settings })
      .expect(200);
    return preview;
  }

  it('links a public league, takes its settings and records the draft as ESPN fills it in, at ESPN’s numbers', async () => {
    espn.addLeague(LIVE_LEAGUE, { season: 2018, body: fxbgLeague(0) });
    const teamId = await createTeam();
    const linked = await link(teamId, { leagueId: LIVE_LEAGUE, season: 2018, teamId: 5 }).expect(200);
    expect(linked.body).toEqual<EspnLinkDto>({
      leagueId: LIVE_LEAGUE,
      season: 2018,
      name: 'FXBG League',
      espnTeamId: 5,
      espnTeamName: expect.any(String) as string,
      private: false,
    });
    expect((await http().get(`/api/teams/${teamId}/espn-link`).set(bearer(owner.token)).expect(200)).body.link).toMatchObject({
      leagueId: LIVE_LEAGUE,
      espnTeamId: 5,
      private: false,
    });
    // Linking starts following the draft: not started yet.
    const waiting = await waitFor('the first poll', async () => {
      const status = await sync(teamId);
      return status?.lastPolledAt ? status : null;
    });
    expect(waiting).toMatchObject({ platform: 'espn', polling: true, draftStatus: 'pre_draft', lastPickNo: 0, picksRecorded: 0 });

    // The preview changes nothing.
    const before = await team(teamId);
    const preview = (await http().get(`/api/teams/${teamId}/espn-league`).set(bearer(owner.token)).expect(200))
      .body as EspnLeaguePreviewDto;
    expect(preview).toMatchObject({ leagueId: LIVE_LEAGUE, season: 2018, name: 'FXBG League', draftStatus: 'predraft' });
    // Team 5 is eighth in ESPN's pick order 2, 8, 1, 9, 4, 3, 10, 5, 7, 11.
    expect(preview.settings).toMatchObject({ leagueSize: 10, draftPosition: 8, draftOrder: 'snake' });
    expect(preview.current).toMatchObject({ leagueSize: 12, draftPosition: 1 });
    expect(preview.notes.some((note) => note.includes('offline'))).toBe(true);
    expect((await team(teamId)).version).toBe(before.version);
    await useSettings(teamId);
    const taken = (await http().get(`/api/teams/${teamId}/espn-league`).set(bearer(owner.token)).expect(200)).body as EspnLeaguePreviewDto;
    expect(taken.current).toEqual(taken.settings);

    // ESPN shows the picks a few at a time: each poll records the new ones at ESPN's numbers.
    espn.addLeague(LIVE_LEAGUE, { season: 2018, body: fxbgLeague(4) });
    const early = await waitFor('picks 1–4', async () => {
      const status = await sync(teamId);
      // The poll that records the picks writes the draft's status when it ends: wait for that end.
      return status && status.lastPickNo >= 4 && status.draftStatus !== 'pre_draft' ? status : null;
    });
    expect(early).toMatchObject({ polling: true, draftStatus: 'drafting', lastPickNo: 4 });
    // Le'Veon Bell (pick 1) is not in today's pool: listed with the matcher's reason, never guessed.
    expect(early.unmatchedPicks[0]).toEqual({
      pickNo: 1,
      round: 1,
      platformPlayerId: '15825',
      name: "Le'Veon Bell",
      position: 'RB',
      team: 'PIT',
      reason: 'Not matched to a DraftMode player: no player named "Le\'Veon Bell" (RB) in the pool',
    });
    expect(early.picksRecorded + early.unmatchedPicks.length).toBe(4);
    let picks = picksOf(await team(teamId));
    expect([...picks.keys()].every((pickNo) => pickNo >= 2 && pickNo <= 4)).toBe(true);
    expect(picks.size).toBe(early.picksRecorded);

    espn.addLeague(LIVE_LEAGUE, { season: 2018, body: fxbgLeague(12) });
    const later = await waitFor('picks 5–12', async () => {
      const status = await sync(teamId);
      return status && status.lastPickNo >= 12 ? status : null;
    });
    expect(later.draftStatus).toBe('drafting');
    picks = picksOf(await team(teamId));
    // Saquon Barkley at ESPN's pick 8, the user's own; Alvin Kamara at 6, another team's.
    expect(picks.get(8)).toEqual({ playerId: 'saquon-barkley', own: true });
    expect(picks.get(6)).toEqual({ playerId: 'alvin-kamara', own: false });
    expect(later.picksRecorded).toBe(picks.size);

    // The draft completes: everything is recorded and the sync stops following.
    espn.addLeague(LIVE_LEAGUE, { season: 2018, body: fxbgLeague() });
    const done = await waitFor('the draft to complete and the polling to stop', async () => {
      const status = await sync(teamId);
      return status && status.draftStatus === 'complete' && !status.polling ? status : null;
    });
    expect(done).toMatchObject({ lastPickNo: 150, lastError: null, reconnect: false });
    // Players of 2018 that today's pool still has.
    expect(done.picksRecorded).toBeGreaterThan(30);
    expect(done.picksRecorded + done.unmatchedPicks.length).toBe(150);
    const detail = await team(teamId);
    expect(picksOf(detail).size).toBe(done.picksRecorded);

    // Polling again records nothing twice.
    const again = (await pollNow(teamId).expect(200)).body as DraftSyncStatusDto;
    expect(again).toMatchObject({ platform: 'espn', polling: false, draftStatus: 'complete', picksRecorded: done.picksRecorded });
    expect(again.unmatchedPicks).toEqual(done.unmatchedPicks);
    expect((await team(teamId)).version).toBe(detail.version);
    await http().delete(`/api/teams/${teamId}/espn-link`).set(bearer(owner.token)).expect(204);
    expect(await sync(teamId)).toBeUndefined();
  });

  it('records what it can before the league’s settings are taken, and lists each refused pick with the rule', async () => {
    const teamId = await createTeam();
    await link(teamId, { leagueId: PUBLIC_LEAGUE, season: 2018, teamId: 5 }).expect(200);
    // The team is still a 12-team league drafting first: ESPN's picks of team 5 are not its own slot's.
    const done = await waitFor('the complete draft', async () => {
      const status = await sync(teamId);
      return status && status.draftStatus === 'complete' && !status.polling ? status : null;
    });
    const refused = done.unmatchedPicks.filter((pick) => pick.reason.startsWith('DraftMode refused to record it: '));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.some((pick) => pick.reason.includes(DRAFT_SYNC_MESSAGES.settingsDiffer('espn')))).toBe(true);
    expect(done.picksRecorded + done.unmatchedPicks.length).toBe(150);
    expect(done.unmatchedPicks.map((pick) => pick.pickNo)).toEqual(
      [...done.unmatchedPicks.map((pick) => pick.pickNo)].sort((a, b) => a - b),
    );
  });

  it('refuses a private league without its cookies in one line, links it with them, and never shows them', async () => {
    const teamId = await createTeam();
    const refused = await link(teamId, { leagueId: PRIVATE_LEAGUE, season: 2018 }).expect(400);
    expect(refused.body.message).toBe('ESPN refused: the league is private, add your espn_s2 and SWID cookies');
    expect(refused.body.message).toBe(ESPN_LINK_MESSAGES.private);
    expect(await rows()).not.toContainEqual(expect.objectContaining({ team_id: teamId }));

    const wrong = await link(teamId, { leagueId: PRIVATE_LEAGUE, season: 2018, espnS2: 'not-the-cookie', swid: SWID }).expect(400);
    expect(wrong.body.message).toBe(ESPN_LINK_MESSAGES.private);
    await link(teamId, { leagueId: PRIVATE_LEAGUE, season: 2018, espnS2: ESPN_S2 }).expect(400);

    const linked = await link(teamId, { leagueId: PRIVATE_LEAGUE, season: 2018, espnS2: ESPN_S2, swid: SWID }).expect(200);
    // The user's team found from the SWID.
    expect(linked.body).toMatchObject({ leagueId: PRIVATE_LEAGUE, name: 'FXBG League', espnTeamId: 5, private: true });

    // Sealed in the database: neither cookie, nor a piece of one, in clear.
    const [row] = (await rows()).filter((stored) => stored.team_id === teamId);
    expect(row!.credentials).toBeInstanceOf(Buffer);
    for (const encoding of ['utf8', 'latin1', 'base64', 'hex'] as const) {
      const stored = row!.credentials!.toString(encoding);
      expect(stored).not.toContain('secretS2cookie');
      expect(stored).not.toContain('45A0-4E5C');
    }

    // The stored cookies are sent to ESPN for the preview and the draft.
    const preview = await http().get(`/api/teams/${teamId}/espn-league`).set(bearer(owner.token)).expect(200);
    expect(preview.body.settings).toMatchObject({ leagueSize: 10, draftPosition: 8 });
    await waitFor('the complete draft', async () => (await sync(teamId))?.draftStatus === 'complete');
    const synced = await pollNow(teamId).expect(200);
    expect(synced.body.picksRecorded + synced.body.unmatchedPicks.length).toBe(150);
    const status = await http().get(`/api/teams/${teamId}/espn-link`).set(bearer(owner.token)).expect(200);
    // Read back as linked, without asking ESPN.
    expect(status.body).toEqual({ link: linked.body });
    expect(espn.requests.filter((sent) => sent.cookie?.includes(ESPN_S2)).length).toBeGreaterThanOrEqual(4);

    // Never in an answer, an event or the log.
    for (const answer of [linked, preview, synced, status, refused, wrong])
      expect(JSON.stringify(answer.body)).not.toContain('secretS2cookie');
    const events = (await testApp.app.get(DataSource).query('SELECT data::text AS data, metadata::text AS metadata FROM events')) as {
      data: string;
      metadata: string;
    }[];
    expect(
      events.some((event) => `${event.data}${event.metadata}`.includes('secretS2cookie') || `${event.data}`.includes('45A0-4E5C')),
    ).toBe(false);
    expect(logged).toContain(`/api/teams/${teamId}/espn-link`);
    expect(logged).not.toContain('secretS2cookie');
    expect(logged).not.toContain('45A0-4E5C');

    // Unlinking erases the cookies with the link.
    await http().delete(`/api/teams/${teamId}/espn-link`).set(bearer(owner.token)).expect(204);
    expect(await rows()).not.toContainEqual(expect.objectContaining({ team_id: teamId }));
    expect((await http().get(`/api/teams/${teamId}/espn-link`).set(bearer(owner.token)).expect(200)).body).toEqual({ link: null });
    const after = await pollNow(teamId).expect(409);
    expect(after.body.message).toBe(ESPN_LINK_MESSAGES.notLinked);
    expect(await sync(teamId)).toBeUndefined();
  });

  it('asks to link again, never a 500, when ESPN refuses the kept cookies mid-draft, and follows on with fresh ones', async () => {
    espn.addLeague(LIVE_PRIVATE_LEAGUE, { season: 2018, body: fxbgLeague(5), cookie: `espn_s2=${ESPN_S2}; SWID=${SWID}` });
    const teamId = await createTeam();
    await link(teamId, { leagueId: LIVE_PRIVATE_LEAGUE, season: 2018, espnS2: ESPN_S2, swid: SWID }).expect(200);
    await waitFor('picks 1–5', async () => ((await sync(teamId))?.lastPickNo ?? 0) >= 5);

    // The user signed out of espn.com: the kept cookies no longer open the league.
    espn.addLeague(LIVE_PRIVATE_LEAGUE, { season: 2018, body: fxbgLeague(9), cookie: `espn_s2=${FRESH_S2}; SWID=${SWID}` });
    const stopped = await waitFor('the refusal in the status', async () => {
      const status = await sync(teamId);
      return status?.reconnect ? status : null;
    });
    expect(stopped).toMatchObject({ polling: false, reconnect: true, lastPickNo: 5, draftStatus: 'drafting' });
    expect(stopped.lastError?.message).toBe(ESPN_LINK_MESSAGES.cookiesRefused);
    // Asking again says the same, in a 200: only the user can fix it.
    const asked = await pollNow(teamId).expect(200);
    expect(asked.body).toMatchObject({ reconnect: true, lastError: { message: ESPN_LINK_MESSAGES.cookiesRefused } });
    expect(JSON.stringify(asked.body)).not.toContain('secretS2cookie');

    await link(teamId, { leagueId: LIVE_PRIVATE_LEAGUE, season: 2018, espnS2: FRESH_S2, swid: SWID }).expect(200);
    const following = await waitFor('the picks after linking again', async () => {
      const status = await sync(teamId);
      return status && status.lastPickNo >= 9 ? status : null;
    });
    expect(following).toMatchObject({ polling: true, reconnect: false, lastError: null });
    const [row] = (await rows()).filter((stored) => stored.team_id === teamId);
    expect(row!.credentials!.toString('latin1')).not.toContain('freshS2cookie');
    // Nor in the sync's progress row (its status, errors and unmatched picks).
    const progress = (await testApp.app
      .get(DataSource)
      .query('SELECT row_to_json(d)::text AS row FROM draft_sync d WHERE team_id = $1', [teamId])) as { row: string }[];
    expect(progress).toHaveLength(1);
    expect(progress[0]!.row).not.toContain('S2cookie');
    expect(progress[0]!.row).not.toContain('45A0-4E5C');
    expect(logged).not.toContain('freshS2cookie');
    expect(logged).not.toContain('secretS2cookie');
    await http().delete(`/api/teams/${teamId}/espn-link`).set(bearer(owner.token)).expect(204);
  });

  it('asks to link again when the kept cookies cannot be opened (another key, a changed byte), never a 500', async () => {
    const teamId = await createTeam();
    await link(teamId, { leagueId: PRIVATE_LEAGUE, season: 2018, espnS2: ESPN_S2, swid: SWID }).expect(200);
    // Flip the last byte of the sealed cookies: GCM's tag no longer checks.
    await testApp.app
      .get(DataSource)
      .query(
        "UPDATE espn_links SET credentials = overlay(credentials placing set_byte('\\x00'::bytea, 0, get_byte(credentials, length(credentials) - 1) # 1) from length(credentials)) WHERE team_id = $1",
        [teamId],
      );
    const preview = await http().get(`/api/teams/${teamId}/espn-league`).set(bearer(owner.token)).expect(409);
    expect(preview.body.message).toBe(ESPN_LINK_MESSAGES.credentialsUnreadable);
    const polled = await pollNow(teamId).expect(200);
    expect(polled.body).toMatchObject({ reconnect: true, lastError: { message: ESPN_LINK_MESSAGES.credentialsUnreadable } });
  });

  it('erases the link and its cookies with the team, and with the account', async () => {
    const teamId = await createTeam();
    await link(teamId, { leagueId: PRIVATE_LEAGUE, season: 2018, espnS2: ESPN_S2, swid: SWID }).expect(200);
    await http()
      .delete(`/api/teams/${teamId}`)
      .query({ expectedVersion: (await team(teamId)).version, commandId: randomUUID() })
      .set(bearer(owner.token))
      .expect(200);
    expect(await rows()).not.toContainEqual(expect.objectContaining({ team_id: teamId }));

    const leaving = await signUp(testApp.app);
    const theirs = await createTeam(leaving);
    await link(theirs, { leagueId: PRIVATE_LEAGUE, season: 2018, espnS2: ESPN_S2, swid: SWID }, leaving).expect(200);
    expect(await rows()).toContainEqual(expect.objectContaining({ team_id: theirs }));
    await http().delete('/api/users/me').set(bearer(leaving.token)).send({ password: leaving.password }).expect(204);
    expect(await rows()).not.toContainEqual(expect.objectContaining({ team_id: theirs }));
  });

  it('answers an unknown league, a bad request, another user’s team and an unreachable ESPN with one line each', async () => {
    const teamId = await createTeam();
    const missing = await link(teamId, { leagueId: '1', season: 2018 }).expect(400);
    expect(missing.body.message).toBe(ESPN_LINK_MESSAGES.notFound('1', 2018));
    const bad = await link(teamId, { leagueId: 'abc', season: 18 }).expect(400);
    expect(JSON.stringify(bad.body)).toContain(ESPN_LINK_MESSAGES.leagueId);
    await link(teamId, { leagueId: PUBLIC_LEAGUE, season: 2018, teamId: 6 }).expect(400);
    const stranger = await signUp(testApp.app);
    await link(teamId, { leagueId: PUBLIC_LEAGUE, season: 2018 }, stranger).expect(404);
    await http().get(`/api/teams/${teamId}/espn-league`).set(bearer(owner.token)).expect(409);

    const offline = await startTestApp('espn_offline', { ESPN_API_URL: 'http://127.0.0.1:9/apis/v3/games/ffl' });
    try {
      const account = await signUp(offline.app);
      const created = await request(offline.app.getHttpServer())
        .post('/api/teams')
        .set(bearer(account.token))
        .send({ name: 'Offline', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, commandId: randomUUID() })
        .expect(201);
      const unreachable = await request(offline.app.getHttpServer())
        .post(`/api/teams/${created.body.team.team.id as string}/espn-link`)
        .set(bearer(account.token))
        .send({ leagueId: PUBLIC_LEAGUE, season: 2018 })
        .expect(503);
      expect(unreachable.body.message).toBe(ESPN_LINK_MESSAGES.unreachable);
    } finally {
      await offline.close();
    }
  });
});
