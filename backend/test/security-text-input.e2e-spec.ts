import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@draftmode/domain';
import request from 'supertest';
import { bearer, signUp, TEST_PASSWORD, uniqueEmail, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 13 item 9: text PostgreSQL cannot store (a NUL byte) or that is not valid Unicode (a lone
 * surrogate, which has no UTF-8 form) is a 400 with a message, not a 500, and changes nothing.
 */
describe('text with a NUL byte or a lone surrogate', () => {
  let testApp: TestApp;
  let account: TestAccount;
  let teamId: string;
  const http = () => request(testApp.app.getHttpServer());

  const BAD_TEXT = [
    ['a NUL byte', 'Sharks\u0000Fin'],
    ['a lone high surrogate', 'Sharks \uD83C'],
    ['a lone low surrogate', '\uDFC8 Sharks'],
  ] as const;

  beforeAll(async () => {
    testApp = await startTestApp('text_input');
    account = await signUp(testApp.app);
    const team = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: 'Clean Name', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    teamId = (team.body as { team: { team: { id: string } } }).team.team.id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  function expectRefused(response: request.Response, field: string): void {
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: MESSAGES.invalidCharacters,
      fields: { [field]: MESSAGES.invalidCharacters },
    });
  }

  it.each(BAD_TEXT)('refuses %s in a sign-up name', async (_kind, text) => {
    const email = uniqueEmail();
    expectRefused(await http().post('/api/auth/signup').send({ name: text, email, password: TEST_PASSWORD }), 'name');
    await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(401);
  });

  it.each(BAD_TEXT)('refuses %s in a display name', async (_kind, text) => {
    expectRefused(await http().patch('/api/users/me').set(bearer(account.token)).send({ name: text }), 'name');
    expect((await http().get('/api/users/me').set(bearer(account.token)).expect(200)).body.name).toBe(account.name);
  });

  it.each(BAD_TEXT)('refuses %s in a team name, new or renamed', async (_kind, text) => {
    expectRefused(
      await http()
        .post('/api/teams')
        .set(bearer(account.token))
        .send({ name: text, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() }),
      'name',
    );
    expectRefused(
      await http()
        .patch(`/api/teams/${teamId}`)
        .set(bearer(account.token))
        .send({ name: text, expectedVersion: 1, commandId: randomUUID() }),
      'name',
    );
    expectRefused(await http().post('/api/mock-drafts').set(bearer(account.token)).send({ speed: 'manual', name: text }), 'name');
    const teams = await http().get('/api/teams').set(bearer(account.token)).expect(200);
    expect((teams.body as { name: string }[]).map((team) => team.name)).toEqual(['Clean Name']);
  });

  it.each(BAD_TEXT)('refuses %s in a chat message', async (_kind, text) => {
    expectRefused(await http().post('/api/chat/messages').set(bearer(account.token)).send({ content: text }), 'content');
    const focus = await http()
      .post('/api/chat/messages')
      .set(bearer(account.token))
      .send({ content: 'Who next?', focus: text })
      .expect(400);
    expect(focus.body.fields).toEqual({ focus: expect.any(String) });
    const history = await http().get('/api/chat').set(bearer(account.token)).expect(200);
    expect(history.body.messages).toEqual([]);
  });

  it('still takes emoji and accented letters', async () => {
    await http().patch('/api/users/me').set(bearer(account.token)).send({ name: 'Zoë 🏈 Drafter' }).expect(200);
  });
});
