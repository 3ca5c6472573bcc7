import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp, signUpAdmin, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { SoftwarePasskey } from './support/passkey-authenticator';
import { PASSKEY_ENV, PASSKEY_RP, passkeyApi } from './support/passkey-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createTeam } from './support/teams';

describe('admin API', () => {
  let testApp: TestApp;
  let admin: TestAccount;
  let member: TestAccount;
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('admin', { ...PASSKEY_ENV });
    admin = await signUpAdmin(testApp.app);
    member = await signUp(testApp.app, { name: 'Morgan Member' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function teamCommand(
    account: TestAccount,
    teamId: string,
    path: 'picks' | 'taken',
    expectedVersion: number,
    playerId: string,
  ): Promise<void> {
    await http()
      .post(`/api/teams/${teamId}/${path}`)
      .set(bearer(account.token))
      .send({ expectedVersion, commandId: randomUUID(), playerId })
      .expect(200);
  }

  async function login(account: TestAccount): Promise<void> {
    await http().post('/api/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(200);
  }

  describe('authorization', () => {
    const endpoints: { method: 'get' | 'patch'; path: () => string; body?: object }[] = [
      { method: 'get', path: () => '/api/admin/users' },
      { method: 'get', path: () => '/api/admin/users/export.csv' },
      { method: 'patch', path: () => `/api/admin/users/${member.id}/role`, body: { role: 'user' } },
      { method: 'get', path: () => '/api/admin/analytics' },
      { method: 'get', path: () => '/api/admin/system-health' },
    ];

    it.each(endpoints.map((endpoint) => [endpoint.method.toUpperCase(), endpoint]))(
      '%s %#: anonymous 401, member 403, admin 200',
      async (_method, endpoint) => {
        const call = (token?: string) => {
          const pending = http()[endpoint.method](endpoint.path());
          if (token) pending.set(bearer(token));
          return endpoint.body ? pending.send(endpoint.body) : pending;
        };
        const anonymous = await call();
        expect(anonymous.status).toBe(401);
        const forbidden = await call(member.token);
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toMatchObject({ statusCode: 403, message: 'Only admins can do that.' });
        expect((await call(admin.token)).status).toBe(200);
      },
    );
  });

  describe('users', () => {
    let alpha: TestAccount;
    let bravo: TestAccount;
    let charlie: TestAccount;

    beforeAll(async () => {
      alpha = await signUp(testApp.app, { name: 'Alpha Quarterback', email: 'list-alpha@example.com' });
      bravo = await signUp(testApp.app, { name: 'bravo Receiver', email: 'list-bravo@example.com' });
      charlie = await signUp(testApp.app, { name: 'Charlie 100% Kicker', email: 'list-charlie@example.com' });
      await createTeam(testApp.app, bravo, 'Bravo One');
      await createTeam(testApp.app, bravo, 'Bravo Two');
      await createTeam(testApp.app, alpha, 'Alpha One');
      await db().query(
        `INSERT INTO passkeys (user_id, credential_id, public_key, device_type, name) VALUES ($1, 'cred-1', '\\x00', 'singleDevice', 'Laptop'), ($1, 'cred-2', '\\x00', 'multiDevice', 'Phone')`,
        [charlie.id],
      );
      await login(alpha);
    });

    const list = (query: Record<string, string | number>) => http().get('/api/admin/users').query(query).set(bearer(admin.token));

    it('lists the matching users with role, dates, team and passkey counts', async () => {
      const response = await list({ search: 'list-', sort: 'name', order: 'asc' }).expect(200);
      expect(response.body.total).toBe(3);
      expect(response.body.page).toBe(1);
      expect(response.body.pageSize).toBe(25);
      // Case-insensitive name order: Alpha, bravo, Charlie.
      expect(response.body.items.map((user: { email: string }) => user.email)).toEqual([
        'list-alpha@example.com',
        'list-bravo@example.com',
        'list-charlie@example.com',
      ]);
      const [a, b, c] = response.body.items;
      expect(a).toEqual({
        id: alpha.id,
        name: 'Alpha Quarterback',
        email: 'list-alpha@example.com',
        role: 'user',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        teams: 1,
        passkeys: 0,
      });
      expect(b).toMatchObject({ teams: 2, passkeys: 0, lastSignInAt: null });
      expect(c).toMatchObject({ teams: 0, passkeys: 2 });
    });

    it('searches names and emails case-insensitively, with % and _ taken literally', async () => {
      expect((await list({ search: 'QUARTERBACK' }).expect(200)).body.items.map((user: { id: string }) => user.id)).toEqual([alpha.id]);
      expect((await list({ search: '100%' }).expect(200)).body.items.map((user: { id: string }) => user.id)).toEqual([charlie.id]);
      expect((await list({ search: 'list_' }).expect(200)).body.total).toBe(0);
      expect((await list({ search: '%' }).expect(200)).body.items.map((user: { id: string }) => user.id)).toEqual([charlie.id]);
    });

    it('sorts by each whitelisted column and pages through the result', async () => {
      const byTeams = await list({ search: 'list-', sort: 'teams', order: 'desc' }).expect(200);
      expect(byTeams.body.items.map((user: { id: string }) => user.id)).toEqual([bravo.id, alpha.id, charlie.id]);
      const byPasskeys = await list({ search: 'list-', sort: 'passkeys', order: 'desc' }).expect(200);
      expect(byPasskeys.body.items[0].id).toBe(charlie.id);
      // Never signed in sorts last either way.
      const bySignIn = await list({ search: 'list-', sort: 'lastSignInAt', order: 'asc' }).expect(200);
      expect(bySignIn.body.items[0].id).toBe(alpha.id);
      for (const sort of ['email', 'role', 'createdAt']) await list({ sort }).expect(200);

      const first = await list({ search: 'list-', sort: 'email', order: 'desc', pageSize: 2, page: 1 }).expect(200);
      const second = await list({ search: 'list-', sort: 'email', order: 'desc', pageSize: 2, page: 2 }).expect(200);
      expect(first.body.total).toBe(3);
      expect(first.body.items.map((user: { id: string }) => user.id)).toEqual([charlie.id, bravo.id]);
      expect(second.body.items.map((user: { id: string }) => user.id)).toEqual([alpha.id]);
      expect((await list({ search: 'list-', pageSize: 2, page: 9 }).expect(200)).body).toMatchObject({ items: [], total: 3 });
    });

    it('filters by role', async () => {
      const admins = await list({ role: 'admin' }).expect(200);
      expect(admins.body.items.map((user: { id: string }) => user.id)).toEqual([admin.id]);
    });

    it.each([
      [{ pageSize: 0 }, 'pageSize must be at least 1'],
      [{ pageSize: 101 }, 'pageSize can be at most 100'],
      [{ page: 'abc' }, 'page must be a whole number'],
      [{ page: -1 }, 'page must be a whole number'],
      [{ sort: 'password_hash' }, 'sort must be one of name, email, role, createdAt, lastSignInAt, teams, passkeys'],
      [{ sort: 'name; DROP TABLE users' }, 'sort must be one of name, email, role, createdAt, lastSignInAt, teams, passkeys'],
      [{ order: 'sideways' }, 'order must be asc or desc'],
      [{ role: 'owner' }, 'role must be user or admin'],
      [{ limit: 5 }, 'Unknown parameter: limit'],
    ])('answers %j with 400 "%s"', async (query, message) => {
      const response = await list(query).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    });

    it('refuses a repeated parameter with 400', async () => {
      const response = await http().get('/api/admin/users?search=a&search=b').set(bearer(admin.token)).expect(400);
      expect(response.body.message).toBe('search must be text');
    });
  });

  describe('role changes', () => {
    it('promotes a user, whose next request is an admin one, and demotes them again', async () => {
      const target = await signUp(testApp.app, { name: 'Promo Candidate' });
      await http().get('/api/admin/users').set(bearer(target.token)).expect(403);

      const promoted = await http()
        .patch(`/api/admin/users/${target.id}/role`)
        .set(bearer(admin.token))
        .send({ role: 'admin' })
        .expect(200);
      expect(promoted.body).toMatchObject({ id: target.id, role: 'admin', teams: 0, passkeys: 0 });
      await http().get('/api/admin/users').set(bearer(target.token)).expect(200);

      const demoted = await http().patch(`/api/admin/users/${target.id}/role`).set(bearer(admin.token)).send({ role: 'user' }).expect(200);
      expect(demoted.body.role).toBe('user');
      await http().get('/api/admin/users').set(bearer(target.token)).expect(403);
      expect((await db().query('SELECT role FROM users WHERE id = $1', [target.id]))[0].role).toBe('user');
    });

    it('never changes your own role', async () => {
      const response = await http().patch(`/api/admin/users/${admin.id}/role`).set(bearer(admin.token)).send({ role: 'user' }).expect(403);
      expect(response.body.message).toBe('You cannot change your own role. Ask another admin.');
      expect((await db().query('SELECT role FROM users WHERE id = $1', [admin.id]))[0].role).toBe('admin');
    });

    it('answers an unknown user with 404 and bad input with 400', async () => {
      expect(
        (await http().patch(`/api/admin/users/${randomUUID()}/role`).set(bearer(admin.token)).send({ role: 'admin' }).expect(404)).body
          .message,
      ).toBe('That user does not exist (any more).');
      expect(
        (await http().patch('/api/admin/users/not-a-uuid/role').set(bearer(admin.token)).send({ role: 'admin' }).expect(400)).body.message,
      ).toBe('That is not a user id.');
      expect(
        (await http().patch(`/api/admin/users/${member.id}/role`).set(bearer(admin.token)).send({ role: 'superuser' }).expect(400)).body
          .message,
      ).toBe('role must be user or admin');
      await http().patch(`/api/admin/users/${member.id}/role`).set(bearer(admin.token)).send({}).expect(400);
    });
  });

  describe('sign-in history (behind daily active users)', () => {
    it('records every password and passkey sign-in, and nothing for a failed one', async () => {
      const user = await signUp(testApp.app, { name: 'Sign In Tracker' });
      const passkeys = passkeyApi(testApp.app);
      const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
      const options = await passkeys.registerOptions(user).expect(200);
      await passkeys.registerVerify(user, passkey.register(options.body)).expect(201);
      const history = () =>
        db().query('SELECT method FROM user_sign_ins WHERE user_id = $1 ORDER BY id', [user.id]) as Promise<{ method: string }[]>;
      expect(await history()).toEqual([]);

      await http().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      await http().post('/api/auth/login').send({ email: user.email, password: 'not-the-password' }).expect(401);
      const loginOptions = await passkeys.loginOptions(user.email).expect(200);
      await passkeys.loginVerify(user.email, passkey.authenticate(loginOptions.body)).expect(200);

      expect(await history()).toEqual([{ method: 'password' }, { method: 'passkey' }]);
    });
  });

  describe('usage analytics', () => {
    // A past range no other test writes to; every row is made through the API, then moved there.
    const DAYS = ['2024-03-01', '2024-03-02', '2024-03-03'];
    const SEEDED = `analytics-seed-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      const ann = await signUp(testApp.app, { name: 'Ann Analytics', email: 'stats-ann@example.com' });
      const ben = await signUp(testApp.app, { name: 'Ben Analytics', email: 'stats-ben@example.com' });
      const cat = await signUp(testApp.app, { name: 'Cat Analytics', email: 'stats-cat@example.com' });
      const dan = await signUp(testApp.app, { name: 'Dan Analytics', email: 'stats-dan@example.com' });
      // Sign-ups: Ann and Ben on day 1 (Ben one second before midnight), Cat on day 2 (at midnight), Dan on day 3.
      const setCreated = (account: TestAccount, at: string) =>
        db().query('UPDATE users SET created_at = $2 WHERE id = $1', [account.id, at]);
      await setCreated(ann, '2024-03-01T10:00:00Z');
      await setCreated(ben, '2024-03-01T23:59:59Z');
      await setCreated(cat, '2024-03-02T00:00:00Z');
      await setCreated(dan, '2024-03-03T08:00:00Z');

      // Ann signs in twice on day 2 (one active user, not two); Dan signs in on day 3.
      await login(ann);
      await login(ann);
      await login(dan);
      await db().query("UPDATE user_sign_ins SET signed_in_at = '2024-03-02T09:00:00Z' WHERE user_id = $1", [ann.id]);
      await db().query("UPDATE user_sign_ins SET signed_in_at = '2024-03-03T09:00:00Z' WHERE user_id = $1", [dan.id]);
      expect(
        (await db().query('SELECT count(*)::int AS n FROM user_sign_ins WHERE user_id = ANY($1::uuid[])', [[ann.id, dan.id]]))[0].n,
      ).toBe(3);

      // Ben creates a team on day 2 and records three picks (one own, two taken by others) on day 3.
      const team = await createTeam(testApp.app, ben, 'Analytics Allstars');
      await teamCommand(ben, team, 'picks', 1, 'josh-allen');
      await teamCommand(ben, team, 'taken', 2, 'lamar-jackson');
      await teamCommand(ben, team, 'taken', 3, 'jalen-hurts');
      await db().query(
        `UPDATE events SET occurred_at = CASE WHEN type = 'TeamCreated' THEN '2024-03-02T15:00:00Z'::timestamptz ELSE '2024-03-03T15:00:00Z'::timestamptz END
          WHERE stream_id = $1`,
        [`team-${team}`],
      );

      // Chat: Ann asks on day 2 (already active), Cat asks on day 3 (active through chat alone).
      // AI replies carry the tokens; a built-in engine reply has none.
      await db().query(
        `INSERT INTO chat_messages (id, user_id, role, content, focus, engine, prompt_tokens, completion_tokens, created_at) VALUES
           (gen_random_uuid(), $1, 'user', 'Who should I draft?', 'all', 'openai', NULL, NULL, '2024-03-02T09:30:00Z'),
           (gen_random_uuid(), $1, 'ai', 'Josh Allen.', 'all', 'openai', 120, 80, '2024-03-02T09:30:02Z'),
           (gen_random_uuid(), $2, 'user', 'And now?', 'all', 'openai', NULL, NULL, '2024-03-03T23:59:59Z'),
           (gen_random_uuid(), $2, 'ai', 'A running back.', 'all', 'openai', 100, 50, '2024-03-03T23:59:59.5Z'),
           (gen_random_uuid(), $2, 'ai', 'Built-in tip.', 'all', 'builtin', NULL, NULL, '2024-03-03T23:59:59.9Z'),
           (gen_random_uuid(), $2, 'user', 'Outside the range', 'all', 'openai', NULL, NULL, '2024-03-04T00:00:00Z')`,
        [ann.id, cat.id],
      );

      // Machines writing under a user's id count for nothing. Ann starts a mock draft on day 2 (her
      // own command, so it is activity, but a practice team, not a team created); on day 3 its bots
      // pick and auto-pick for her. The Sleeper poller records a pick on Ben's real team on day 3.
      const mockTeam = randomUUID();
      const event = (stream: string, version: number, type: string, data: object, userId: string, commandId: string, at: string) =>
        db().query(
          `INSERT INTO events (stream_id, version, type, data, metadata, command_id, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            stream,
            version,
            type,
            JSON.stringify(data),
            JSON.stringify({ userId, commandId, correlationId: commandId, causationId: null }),
            commandId,
            at,
          ],
        );
      const mockCreated = {
        teamId: mockTeam,
        userId: ann.id,
        name: 'Mock draft',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 3,
        rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, DEF: 1, K: 1, Bench: 6 },
        isMock: true,
        createdAt: '2024-03-02T16:00:00Z',
      };
      await event(`team-${mockTeam}`, 1, 'TeamCreated', mockCreated, ann.id, `${SEEDED}-${randomUUID()}`, '2024-03-02T16:00:00Z');
      await event(
        `team-${mockTeam}`,
        2,
        'PlayerTakenByOther',
        { playerId: 'josh-allen', overallPick: 1, at: '2024-03-03T10:00:00Z' },
        ann.id,
        `mock-${SEEDED}-bot1-pick1-v1`,
        '2024-03-03T10:00:00Z',
      );
      await event(
        `team-${mockTeam}`,
        3,
        'PlayerTakenByOther',
        { playerId: 'lamar-jackson', overallPick: 2, at: '2024-03-03T10:00:01Z' },
        ann.id,
        `mock-${SEEDED}-bot2-pick2-v2`,
        '2024-03-03T10:00:01Z',
      );
      await event(
        `team-${mockTeam}`,
        4,
        'PlayerDrafted',
        { playerId: 'jalen-hurts', slot: 'QB', overallPick: 3, at: '2024-03-03T10:00:02Z' },
        ann.id,
        `mock-${SEEDED}-autopick3-v3`,
        '2024-03-03T10:00:02Z',
      );
      await event(
        `team-${team}`,
        5,
        'PlayerTakenByOther',
        { playerId: 'saquon-barkley', overallPick: 4, at: '2024-03-03T11:00:00Z' },
        ben.id,
        `sleeper-${SEEDED}-4`,
        '2024-03-03T11:00:00Z',
      );
    });

    afterAll(async () => {
      // The seeded events bypassed the projections; left behind they would read as projection lag.
      await db().query(`DELETE FROM events WHERE command_id LIKE '%' || $1 || '%'`, [SEEDED]);
    });

    const analytics = (query: Record<string, string>) => http().get('/api/admin/analytics').query(query).set(bearer(admin.token));

    it('counts each day of the range from the recorded data', async () => {
      const response = await analytics({ from: DAYS[0]!, to: DAYS[2]! }).expect(200);
      expect(response.body).toEqual({
        from: '2024-03-01',
        to: '2024-03-03',
        days: [
          // Day 1: Ann and Ben sign up (signing up is activity).
          { date: '2024-03-01', signUps: 2, activeUsers: 2, teamsCreated: 0, picksRecorded: 0, chatMessages: 0, aiTokens: 0 },
          // Day 2: Cat signs up, Ann signs in, chats and starts a mock draft (no team created), Ben creates a team.
          { date: '2024-03-02', signUps: 1, activeUsers: 3, teamsCreated: 1, picksRecorded: 0, chatMessages: 1, aiTokens: 200 },
          // Day 3: Dan signs up and signs in (one user), Ben records picks, Cat chats; not Ann (only her
          // mock draft's bots picked), and neither the bots' picks nor the Sleeper pick count.
          { date: '2024-03-03', signUps: 1, activeUsers: 3, teamsCreated: 0, picksRecorded: 3, chatMessages: 1, aiTokens: 150 },
        ],
        totals: { signUps: 4, activeUsers: 4, teamsCreated: 1, picksRecorded: 3, chatMessages: 2, aiTokens: 350 },
      });
    });

    it('answers days without activity with zeros, one entry per day', async () => {
      const response = await analytics({ from: '2024-02-27', to: '2024-03-01' }).expect(200);
      expect(response.body.days.map((day: { date: string }) => day.date)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
      expect(response.body.days[0]).toEqual({
        date: '2024-02-27',
        signUps: 0,
        activeUsers: 0,
        teamsCreated: 0,
        picksRecorded: 0,
        chatMessages: 0,
        aiTokens: 0,
      });
      expect(response.body.totals.signUps).toBe(2);
    });

    it('defaults to the 30 days up to today (UTC), which include this run’s sign-ups', async () => {
      const response = await analytics({}).expect(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.body.to).toBe(today);
      expect(response.body.days).toHaveLength(30);
      expect(response.body.days.at(-1).date).toBe(today);
      expect(response.body.totals.signUps).toBeGreaterThanOrEqual(2);
    });

    it.each([
      [{ from: '2024-02-30', to: '2024-03-03' }, 'from is not a real date'],
      [{ from: 'yesterday' }, 'from must be a date like 2025-08-29'],
      [{ from: '2024-03-05', to: '2024-03-01' }, 'from must be on or before to'],
      [{ from: '2023-01-01', to: '2024-03-01' }, 'The range can be at most 366 days'],
      [{ days: '7' }, 'Unknown parameter: days'],
    ])('answers %j with 400 "%s"', async (query, message) => {
      expect((await analytics(query).expect(400)).body).toMatchObject({ statusCode: 400, message });
    });
  });
});
