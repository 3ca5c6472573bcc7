import { randomUUID } from 'node:crypto';
import {
  YAHOO_LINK_MESSAGES,
  type DraftSyncStatusDto,
  type YahooLeaguePreviewDto,
  type YahooLeaguesDto,
  type YahooLinkDto,
} from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startFakeYahooServer, type FakeYahooServer } from './support/fake-yahoo-server';
import { YAHOO, copyOf, recordedYahoo, yfpyLeagueAsWire, yfpyTeamsAsWire } from './support/recorded-yahoo';
import { waitFor } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://draftmode.example';
const CLIENT = { clientId: 'dj0yJmk9draftmode-test-client', clientSecret: 'yahoo-test-client-secret-0123456789' };
/** RcubDev's recorded 2020 NFL league (10 teams × 17 rounds, 2QB); the test's user owns team 2, which picks eighth. */
const LEAGUE = '399.l.528423';
const OWN_TEAM = `${LEAGUE}.t.2`;

type DraftResultsBody = {
  fantasy_content: { league: [Record<string, unknown>, { draft_results: Record<string, { draft_result: Record<string, unknown> }> }] };
};

/**
 * The league's draft results as Yahoo lists them during the draft, `made` picks in: every pick
 * listed with its team, the coming ones without a player (no recording was made mid-draft; this is
 * the shape the NHL and NFL recordings take with the later picks' player keys removed).
 */
function draftAfter(made: number, wire: ReturnType<typeof yfpyLeagueAsWire>): unknown {
  const body = copyOf(wire.draftResults) as DraftResultsBody;
  const results = body.fantasy_content.league[1].draft_results;
  for (const [index, item] of Object.entries(results))
    if (/^\d+$/.test(index) && Number(index) >= made) delete item.draft_result['player_key'];
  body.fantasy_content.league[0]['draft_status'] = made >= 170 ? 'postdraft' : 'draft';
  return body;
}

/**
 * Yahoo end to end against a local server on loopback that speaks Yahoo's OAuth 2.0 token endpoint
 * (PKCE checked) and serves real recorded Fantasy Sports answers (../shared/data/platforms/yahoo):
 * connect, list leagues, link, preview and take the settings, follow a draft whose picks appear a
 * few at a time (through a throttle and an expired token), a revoked sign-in, disconnect. The tokens
 * never appear in clear: not in the database, the answers or the log.
 */
describe('Yahoo account, league link and draft sync', () => {
  let yahoo: FakeYahooServer;
  let testApp: TestApp;
  let owner: TestAccount;
  let logged = '';
  let answers = '';
  let restoreStdout: () => void;
  const wire = yfpyLeagueAsWire(YAHOO.rcub528423);
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);
  const as = (account: TestAccount) => ({
    get: async (path: string) => keep(await http().get(path).set(bearer(account.token))),
    post: async (path: string, body: object = {}) => keep(await http().post(path).set(bearer(account.token)).send(body)),
    delete: async (path: string) => keep(await http().delete(path).set(bearer(account.token))),
  });
  function keep(response: request.Response): request.Response {
    answers += `${response.text ?? ''}\n${response.headers['location'] ?? ''}\n`;
    return response;
  }

  beforeAll(async () => {
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      logged += chunk.toString();
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    restoreStdout = () => (process.stdout.write = write);
    yahoo = await startFakeYahooServer(CLIENT);
    yahoo.serve('/users;use_login=1/games;game_keys=nfl/leagues', recordedYahoo(YAHOO.ccsuUserLeagues));
    yahoo.serve(`/league/${LEAGUE}/settings`, wire.settings);
    yahoo.serve(`/league/${LEAGUE}/teams`, yfpyTeamsAsWire(LEAGUE, OWN_TEAM));
    yahoo.serve(`/league/${LEAGUE}/draftresults`, draftAfter(0, wire));
    yahoo.servePlayers(LEAGUE, wire.players);
    // The 2019 NHL league: readable, but not football.
    yahoo.serve('/league/396.l.21484/settings', recordedYahoo(YAHOO.nhlSettings));
    yahoo.serve('/league/396.l.21484/teams', recordedYahoo(YAHOO.nbaTeams));
    testApp = await startTestApp('yahoo_sync', {
      APP_URL,
      YAHOO_CLIENT_ID: CLIENT.clientId,
      YAHOO_CLIENT_SECRET: CLIENT.clientSecret,
      YAHOO_AUTH_URL: yahoo.authUrl,
      YAHOO_API_URL: yahoo.apiUrl,
      DRAFT_SYNC_POLL_MS: '25',
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
    });
    owner = await signUp(testApp.app);
  });

  afterAll(async () => {
    restoreStdout?.();
    await testApp?.close();
    await yahoo?.close();
  });

  async function createTeam(account = owner): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: `League ${randomUUID().slice(0, 8)}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, commandId: randomUUID() })
      .expect(201);
    return response.body.team.team.id as string;
  }

  /** Connects the account as a browser would: the app's address, Yahoo's sign-in, back to the callback. */
  async function connect(account = owner): Promise<request.Response> {
    const started = await as(account).post('/api/yahoo/connect');
    const signIn = await fetch((started.body as { authorizeUrl: string }).authorizeUrl, { redirect: 'manual' });
    const back = new URL(signIn.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${APP_URL}/api/yahoo/callback`);
    return keep(await http().get(`/api/yahoo/callback${back.search}`).set('Cookie', stateCookie(started)));
  }

  /** The sign-in's browser cookie, as the browser would send it back on Yahoo's redirect. */
  function stateCookie(started: request.Response): string {
    const header = ([] as string[])
      .concat(started.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('draftmode_yahoo_state='));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    return header!.split(';')[0]!;
  }

  const syncOf = async (teamId: string): Promise<DraftSyncStatusDto | undefined> =>
    ((await as(owner).get(`/api/teams/${teamId}/draft-sync`)).body as { syncs: DraftSyncStatusDto[] }).syncs.find(
      (sync) => sync.platform === 'yahoo',
    );

  it('asks the user to connect first, then connects with PKCE and a single-use state', async () => {
    expect((await as(owner).get('/api/yahoo/account')).body).toEqual({ connected: false, connectedAt: null });
    const notConnected = await as(owner).get('/api/yahoo/leagues');
    expect(notConnected.status).toBe(409);
    expect(notConnected.body).toMatchObject({ message: YAHOO_LINK_MESSAGES.notConnected, reconnect: true });

    const started = await as(owner).post('/api/yahoo/connect');
    expect(started.status).toBe(200);
    const authorize = new URL(started.body.authorizeUrl as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${yahoo.authUrl}/request_auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: `${APP_URL}/api/yahoo/callback`,
      response_type: 'code',
      scope: 'fspt-r',
      code_challenge_method: 'S256',
    });
    expect(started.body.authorizeUrl).not.toContain(CLIENT.clientSecret);

    const signIn = await fetch(started.body.authorizeUrl as string, { redirect: 'manual' });
    const back = new URL(signIn.headers.get('location')!);
    // The state is bound to the browser that began the sign-in: finished in another browser, it connects nothing.
    const elsewhere = await http().get(`/api/yahoo/callback${back.search}`).expect(302);
    expect(new URL(elsewhere.headers['location'] as string).searchParams.get('reason')).toBe('signInExpired');
    const landed = await http().get(`/api/yahoo/callback${back.search}`).set('Cookie', stateCookie(started)).expect(302);
    expect(landed.headers['location']).toBe(`${APP_URL}/draft?yahoo=connected`);
    // The state is used up: the same callback again connects nothing.
    const again = await http().get(`/api/yahoo/callback${back.search}`).set('Cookie', stateCookie(started)).expect(302);
    expect(new URL(again.headers['location'] as string).searchParams.get('reason')).toBe('signInExpired');
    const forged = await http().get('/api/yahoo/callback?code=abc&state=not-a-state').expect(302);
    expect(new URL(forged.headers['location'] as string).searchParams.get('yahoo')).toBe('error');

    const account = (await as(owner).get('/api/yahoo/account')).body;
    expect(account).toMatchObject({ connected: true });
    expect(yahoo.requests).toContain('get_token authorization_code');
  });

  it('lists the user’s NFL leagues', async () => {
    const { body } = await as(owner).get('/api/yahoo/leagues');
    expect((body as YahooLeaguesDto).leagues.map((league) => league.leagueKey)).toEqual([
      '390.l.13143',
      '390.l.22351',
      '390.l.59673',
      '390.l.332376',
    ]);
    expect((body as YahooLeaguesDto).leagues[1]).toEqual({
      leagueKey: '390.l.22351',
      name: 'Salary Cap Dynasty 2019',
      season: '2019',
      numTeams: 12,
      draftStatus: 'postdraft',
    });
  });

  it('refuses a bad key, a league Yahoo will not show and another sport, keeping nothing', async () => {
    const teamId = await createTeam();
    const bad = await as(owner).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: 'nfl; drop table' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ leagueKey: YAHOO_LINK_MESSAGES.leagueKey });
    const notIn = await as(owner).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: '399.l.1' });
    expect(notIn.status).toBe(400);
    expect(notIn.body.message).toBe('Yahoo: You are not allowed to view this page because you are not in this league.');
    const hockey = await as(owner).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: '396.l.21484' });
    expect(hockey.status).toBe(400);
    expect(hockey.body.message).toContain('nhl league');
    expect((await as(owner).get(`/api/teams/${teamId}/yahoo-link`)).body).toEqual({ link: null });
    const stranger = await signUp(testApp.app);
    expect((await as(stranger).get(`/api/teams/${teamId}/yahoo-link`)).status).toBe(404);
    expect((await as(stranger).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: LEAGUE })).status).toBe(404);
  });

  it('links a league, previews and takes its settings, and follows its draft as picks appear', async () => {
    const teamId = await createTeam();
    const linked = await as(owner).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: LEAGUE });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual<YahooLinkDto>({
      leagueKey: LEAGUE,
      name: 'Ryan has excel spreadsheets',
      season: '2020',
      yahooTeamKey: OWN_TEAM,
      yahooTeamName: expect.any(String) as string,
    });

    const preview = (await as(owner).get(`/api/teams/${teamId}/yahoo-league`)).body as YahooLeaguePreviewDto;
    expect(preview).toMatchObject({ leagueKey: LEAGUE, draftStatus: 'postdraft' });
    expect(preview.settings).toMatchObject({ leagueSize: 10, draftPosition: 8 });
    expect(preview.current).toMatchObject({ leagueSize: 12, draftPosition: 1 });
    const version = ((await as(owner).get(`/api/teams/${teamId}`)).body as { version: number }).version;
    await http()
      .put(`/api/teams/${teamId}/settings`)
      .set(bearer(owner.token))
      .send({ expectedVersion: version, commandId: randomUUID(), ...preview.settings })
      .expect(200);

    // Before the draft: followed, nothing to record.
    const before = await waitFor('the first poll', async () => {
      const sync = await syncOf(teamId);
      return sync?.lastPolledAt ? sync : null;
    });
    expect(before).toMatchObject({ draftStatus: 'drafting', lastPickNo: 0, picksRecorded: 0, polling: true });

    // The picks appear a few at a time.
    for (const made of [5, 25]) {
      yahoo.serve(`/league/${LEAGUE}/draftresults`, draftAfter(made, wire));
      await waitFor(`pick ${made} to be dealt with`, async () => ((await syncOf(teamId))?.lastPickNo ?? 0) >= made);
    }
    // Tyreek Hill at Yahoo's pick 20, another team's.
    expect(JSON.stringify((await as(owner).get(`/api/teams/${teamId}`)).body)).toContain('tyreek-hill');

    // Throttled: one line, then the next poll goes on.
    yahoo.throttle(1);
    await waitFor('the throttle in the status', async () => (await syncOf(teamId))?.lastError?.message === YAHOO_LINK_MESSAGES.throttled);
    // An access token that stopped working is refreshed.
    yahoo.expireAccessTokens();
    yahoo.serve(`/league/${LEAGUE}/draftresults`, draftAfter(60, wire));
    const recovered = await waitFor('pick 60 after the throttle and a refresh', async () => {
      const sync = await syncOf(teamId);
      return sync && sync.lastPickNo >= 60 && sync.lastError === null ? sync : null;
    });
    expect(recovered.reconnect).toBe(false);
    expect(yahoo.requests).toContain('get_token refresh_token');

    yahoo.serve(`/league/${LEAGUE}/draftresults`, draftAfter(170, wire));
    const done = await waitFor('the draft to complete', async () => {
      const sync = await syncOf(teamId);
      return sync && sync.draftStatus === 'complete' && !sync.polling ? sync : null;
    });
    expect(done.lastPickNo).toBe(170);
    expect(done.picksRecorded).toBe(12);
    // Every other pick listed with why: never guessed.
    expect(done.unmatchedPicks).toHaveLength(158);
    expect(done.unmatchedPicks.find((pick) => pick.pickNo === 52)).toMatchObject({
      platformPlayerId: '399.p.5228',
      name: 'Tom Brady',
      reason: 'Not matched to a DraftMode player: no player named "Tom Brady" (QB) in the pool',
    });
  });

  it('asks to reconnect when the sign-in is revoked, never a 500', async () => {
    const teamId = await createTeam();
    await as(owner).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: LEAGUE });
    yahoo.expireAccessTokens();
    yahoo.revokeRefreshTokens();
    const revoked = await as(owner).get(`/api/teams/${teamId}/yahoo-league`);
    expect(revoked.status).toBe(409);
    expect(revoked.body).toMatchObject({ message: YAHOO_LINK_MESSAGES.reconnect, reconnect: true });
    const leagues = await as(owner).get('/api/yahoo/leagues');
    expect(leagues.status).toBe(409);
    expect(leagues.body.reconnect).toBe(true);

    // The draft sync stops on it and says so.
    const stopped = await waitFor('the sync to ask for a reconnect', async () => {
      const sync = await syncOf(teamId);
      return sync?.reconnect ? sync : null;
    });
    expect(stopped.lastError?.message).toBe(YAHOO_LINK_MESSAGES.reconnect);

    // Connecting again mends it, and the draft is followed again.
    expect((await connect()).headers['location']).toBe(`${APP_URL}/draft?yahoo=connected`);
    expect((await as(owner).get(`/api/teams/${teamId}/yahoo-league`)).status).toBe(200);
    await waitFor('the sync to follow again', async () => {
      const sync = await syncOf(teamId);
      return sync && !sync.reconnect && sync.lastError === null && sync.lastPickNo >= 170;
    });
  });

  it('keeps tokens sealed in the database and out of every answer, and tokens and codes out of the log', async () => {
    expect(yahoo.issued.length).toBeGreaterThanOrEqual(4);
    const stored = (await db().query(
      'SELECT a.tokens, v.code_verifier FROM yahoo_accounts a LEFT JOIN yahoo_authorizations v ON v.user_id = a.user_id',
    )) as { tokens: Buffer; code_verifier: Buffer | null }[];
    expect(stored.length).toBeGreaterThan(0);
    const everything =
      JSON.stringify(await db().query('SELECT * FROM yahoo_accounts')) + stored.map((row) => row.tokens.toString('latin1')).join('');
    for (const token of yahoo.issued) {
      expect(everything).not.toContain(token);
      expect(answers).not.toContain(token);
      expect(logged).not.toContain(token);
    }
    expect(logged).not.toContain(CLIENT.clientSecret);
    // The callback's code (and its state) are secrets in a URL: the request log keeps neither, in the URL or the query.
    expect(yahoo.codes.length).toBeGreaterThan(0);
    expect(logged).toContain('/api/yahoo/callback');
    for (const code of yahoo.codes) expect(logged).not.toContain(code);
  });

  it('disconnects: the tokens go, the user’s teams are unlinked and stop being followed', async () => {
    const teamId = await createTeam();
    await as(owner).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: LEAGUE });
    await waitFor('the link to be followed', async () => (await syncOf(teamId)) ?? null);
    expect((await as(owner).delete('/api/yahoo/account')).status).toBe(204);
    expect((await as(owner).get('/api/yahoo/account')).body).toEqual({ connected: false, connectedAt: null });
    expect(await db().query('SELECT user_id FROM yahoo_accounts')).toEqual([]);
    expect((await as(owner).get(`/api/teams/${teamId}/yahoo-link`)).body).toEqual({ link: null });
    expect(await syncOf(teamId)).toBeUndefined();
  });

  it('erases the account’s tokens and links when the user deletes their account', async () => {
    const leaving = await signUp(testApp.app);
    await connect(leaving);
    const teamId = await createTeam(leaving);
    expect((await as(leaving).post(`/api/teams/${teamId}/yahoo-link`, { leagueKey: LEAGUE })).status).toBe(200);
    await http().delete('/api/users/me').set(bearer(leaving.token)).send({ password: leaving.password }).expect(204);
    expect(await db().query('SELECT user_id FROM yahoo_accounts WHERE user_id = $1', [leaving.id])).toEqual([]);
    expect(await db().query('SELECT team_id FROM yahoo_links WHERE user_id = $1', [leaving.id])).toEqual([]);
  });
});

describe('Yahoo without a Yahoo app configured', () => {
  let testApp: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp('yahoo_unconfigured');
    owner = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers every Yahoo route with one clear line, never a 500', async () => {
    const server = testApp.app.getHttpServer();
    for (const call of [
      request(server).post('/api/yahoo/connect'),
      request(server).get('/api/yahoo/account'),
      request(server).get('/api/yahoo/leagues'),
    ]) {
      const response = await call.set(bearer(owner.token));
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(YAHOO_LINK_MESSAGES.notConfigured);
    }
  });
});
