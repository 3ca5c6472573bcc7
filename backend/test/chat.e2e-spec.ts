import { randomUUID } from 'node:crypto';
import { type ChatExchangeDto, type ChatTokenDto, DEFAULT_ROSTER_SPOTS, type Player, SOCKET_EVENTS } from '@draftmode/domain';
import { gradePick, recommendations, teamMomentInput } from '@draftmode/grading';
import { bundledPlayers } from '@draftmode/players';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ChatRateLimiter } from '../src/modules/chat/chat-rate-limiter';
import { DECLINE_ANSWER } from '../src/modules/chat/engines/builtin/builtin-chat-engine';
import { SendChatMessageHandler } from '../src/modules/chat/commands/send-message/send-message.handler';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The chat without OPENAI_API_KEY: the built-in strategy engine answers every common question
 * from the user's real roster, the history persists per user, and bad input is a clear 4xx.
 */
describe('Chat with the built-in strategy engine', () => {
  let testApp: TestApp;
  let url: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  let teamId: string;
  let strangerTeamId: string;
  const http = () => request(testApp.app.getHttpServer());
  const pool = bundledPlayers();
  const byId = new Map(pool.map((player) => [player.id, player]));
  const player = (id: string): Player => byId.get(id)!;

  // A 12-team PPR draft from slot 3: others take 1-2, 4-21 and 23-26; we take 3, 22 and 27, all
  // three Eagles with the week-9 bye.
  const OWN = ['saquon-barkley', 'a-j-brown', 'jalen-hurts'];
  const OTHERS_BEFORE_3 = ['ja-marr-chase', 'bijan-robinson'];
  const OTHERS_4_TO_21 = [
    'justin-jefferson',
    'jahmyr-gibbs',
    'ceedee-lamb',
    'puka-nacua',
    'malik-nabers',
    'amon-ra-st-brown',
    'christian-mccaffrey',
    'nico-collins',
    'brian-thomas-jr',
    'derrick-henry',
    'de-von-achane',
    'ashton-jeanty',
    'brock-bowers',
    'drake-london',
    'josh-jacobs',
    'jonathan-taylor',
    'ladd-mcconkey',
    'bucky-irving',
  ];
  const OTHERS_23_TO_26 = ['jaxon-smith-njigba', 'trey-mcbride', 'josh-allen', 'lamar-jackson'];
  const TAKEN_BY_OTHERS = [...OTHERS_BEFORE_3, ...OTHERS_4_TO_21, ...OTHERS_23_TO_26];

  async function createTeam(account: TestAccount, name: string): Promise<{ id: string; version: number }> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    const detail = (response.body as { team: { team: { id: string }; version: number } }).team;
    return { id: detail.team.id, version: detail.version };
  }

  /** The draft model's moment of the team the questions are about, as the server sees it (on the clock at pick 28). */
  function moment() {
    const overall = [1, 2, ...Array.from({ length: 18 }, (_, i) => i + 4), 23, 24, 25, 26];
    return teamMomentInput(
      {
        settings: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, rosterSpots: DEFAULT_ROSTER_SPOTS },
        rosterIds: OWN,
        takenByOthers: TAKEN_BY_OTHERS.map((playerId, i) => ({ playerId, overallPick: overall[i]! })),
        // Slot 3 of 12: the own picks are 3, 22 and 27.
        ownPicks: [3, 22, 27].map((overallPick) => ({ overallPick })),
      },
      pool,
      (id) => pool.find((p) => p.id === id),
    );
  }

  async function record(id: string, version: number, kind: 'picks' | 'taken', playerId: string): Promise<number> {
    const response = await http()
      .post(`/api/teams/${id}/${kind}`)
      .set(bearer(owner.token))
      .send({ expectedVersion: version, commandId: randomUUID(), playerId })
      .expect(200);
    return (response.body as { team: { version: number } }).team.version;
  }

  /** The stored reply to a question: the reply is produced off the request, so this waits for it to be stored. */
  async function replyTo(
    account: TestAccount,
    questionId: string,
  ): Promise<{ id: string; role: string; engine: string; content: string; focus: string; timestamp: string }> {
    await testApp.app.get(SendChatMessageHandler).settled();
    const messages = (
      (await http().get('/api/chat').set(bearer(account.token)).expect(200)).body as {
        messages: Array<{ id: string; role: string; engine: string; content: string; focus: string; timestamp: string }>;
      }
    ).messages;
    const at = messages.findIndex((message) => message.id === questionId);
    expect(at).toBeGreaterThanOrEqual(0);
    return messages.slice(at + 1).find((message) => message.role === 'ai')!;
  }

  async function ask(content: string, focus: string = teamId, account: TestAccount = owner, screenTeam?: string): Promise<string> {
    const response = await http()
      .post('/api/chat/messages')
      .set(bearer(account.token))
      .send({ content, focus, ...(screenTeam ? { screenTeam } : {}) })
      .expect(202);
    const body = response.body as { requestId: string; question: { id: string; role: string; content: string } };
    expect(body.question).toMatchObject({ role: 'user', content });
    const reply = await replyTo(account, body.question.id);
    expect(reply).toMatchObject({ role: 'ai', engine: 'builtin' });
    return reply.content;
  }

  beforeAll(async () => {
    testApp = await startTestApp('chat');
    url = await urlOf(testApp.app);
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
    const team = await createTeam(owner, 'Philly Special');
    teamId = team.id;
    strangerTeamId = (await createTeam(stranger, 'Secret Stranger Squad')).id;
    let version = team.version;
    for (const id of OTHERS_BEFORE_3) version = await record(teamId, version, 'taken', id);
    version = await record(teamId, version, 'picks', OWN[0]!);
    for (const id of OTHERS_4_TO_21) version = await record(teamId, version, 'taken', id);
    version = await record(teamId, version, 'picks', OWN[1]!);
    for (const id of OTHERS_23_TO_26) version = await record(teamId, version, 'taken', id);
    await record(teamId, version, 'picks', OWN[2]!);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  beforeEach(async () => {
    // Each test starts with no reply under way, an empty history and a fresh allowance; the rate-limit test sets its own.
    await testApp.app.get(SendChatMessageHandler).settled();
    await testApp.app.get(DataSource).query('DELETE FROM chat_messages');
    const limiter = testApp.app.get(ChatRateLimiter) as unknown as { limiter: { delete(key: string): Promise<unknown> } };
    await Promise.all([owner, stranger].map((account) => limiter.limiter.delete(account.id)));
  });

  it('says which engine answers and starts with an empty history; needs a token', async () => {
    await http().get('/api/chat').expect(401);
    const response = await http().get('/api/chat').set(bearer(owner.token)).expect(200);
    expect(response.body).toEqual({ engine: 'builtin', model: null, messages: [] });
  });

  it('refuses bad messages and other users’ teams with clear 4xx answers', async () => {
    const post = (body: unknown) =>
      http()
        .post('/api/chat/messages')
        .set(bearer(owner.token))
        .send(body as object);
    expect((await post({ content: '   ', focus: 'all' }).expect(400)).body).toMatchObject({
      message: 'Type a message first',
      fields: { content: 'Type a message first' },
    });
    expect((await post({ content: 'x'.repeat(2001) }).expect(400)).body.message).toBe('Messages can be at most 2,000 characters');
    expect((await post({ content: 'hi', focus: 'my-best-team' }).expect(400)).body.message).toBe(
      "focus must be 'all' or the id of one of your teams",
    );
    expect((await post({ content: 'hi', focus: strangerTeamId }).expect(404)).body.message).toBe('Team not found');
    expect((await post({ content: 'hi', requestId: 'nope' }).expect(400)).body.message).toBe(
      'requestId must be a UUID generated by the client for this message',
    );
    await post({ content: 'x'.repeat(2000) }).expect(202);
    expect((await post({ content: 'hi', screenTeam: 'nope' }).expect(400)).body.message).toBe(
      'screenTeam must be the id of the team on the draft screen',
    );
  });

  it('recommends the best available players for the roster, with the chance each lasts to the next pick', async () => {
    const answer = await ask('Who should I pick next?');
    const expected = recommendations({
      pool,
      takenIds: [...TAKEN_BY_OTHERS, ...OWN],
      roster: OWN.map(player),
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 3,
      currentOverallPick: 28,
      limit: 5,
    });
    expect(answer).toContain('Pick 28 is on the clock; yours is pick 46, 18 picks away.');
    expect(answer).toContain(
      `**Take ${expected[0]!.player.name}** (pick grade ${expected[0]!.grade.letter} (${expected[0]!.grade.percentage}%))`,
    );
    for (const rec of expected) expect(answer).toContain(`**${rec.player.name}** (${rec.player.position}`);
    expect(answer).toContain(`${Math.round(expected[0]!.chanceAvailableAtNextPick * 100)}% chance he is still there at pick 46`);
    for (const id of [...TAKEN_BY_OTHERS, ...OWN]) expect(answer).not.toContain(`**${player(id).name}**`);

    const receivers = await ask('Best WR available?');
    expect(receivers).toContain('The best picks for Philly Special at WR');
    expect(receivers.match(/^\d\. \*\*[^*]+\*\* \(WR,/gm)).toHaveLength(4);
    expect(receivers.match(/^\d\. \*\*[^*]+\*\* \((RB|QB|TE|K|DEF),/gm)).toBeNull();
  });

  it('grades the team with the draft screen’s one grade and names its starters', async () => {
    const answer = await ask('Grade my team');
    const detail = (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body as {
      liveGrade: { letter: string; percentage: number };
    };
    expect(answer).toContain(
      `**Philly Special: ${detail.liveGrade.letter} (${detail.liveGrade.percentage}%)**, the live draft grade on your draft screen, with 3/15 players.`,
    );
    expect(answer.match(/\b[A-F][+-]? \(\d+%\)/g)).toHaveLength(1);
    expect(answer).toContain('QB Jalen Hurts');
    expect(answer).toContain('Saquon Barkley');
    expect(answer).toContain('Bye clash: week 9 (');
  });

  it('compares two players by their pick grade for this team', async () => {
    const answer = await ask('Garrett Wilson or Mike Evans?');
    const grade = (id: string) => gradePick({ ...moment(), player: player(id) });
    const [wilson, evans] = [grade('garrett-wilson'), grade('mike-evans')];
    expect(answer).toContain('| | Garrett Wilson | Mike Evans |');
    expect(answer).toContain(`| Pick grade at 28 | ${wilson.letter} (${wilson.percentage}%) | ${evans.letter} (${evans.percentage}%) |`);
    const winner = wilson.percentage >= evans.percentage ? 'Garrett Wilson' : 'Mike Evans';
    if (wilson.percentage !== evans.percentage) expect(answer).toMatch(new RegExp(`\\*\\*Take ${winner}\\*\\*|${winner} grades higher`));

    const withTaken = await ask('Compare Bijan Robinson and Garrett Wilson');
    expect(withTaken).toContain('taken by another team');
    expect(withTaken).toContain('Only Garrett Wilson is still available to Philly Special');
  });

  it('finds the bye-week problem: three Eagles starters out in week 9', async () => {
    const answer = await ask('Any bye week problems?');
    expect(answer).toMatch(
      /\*\*Week 9\*\*: (Jalen Hurts \(QB\)|Saquon Barkley \(RB\)|A\.J\. Brown \(WR\))(, (Jalen Hurts \(QB\)|Saquon Barkley \(RB\)|A\.J\. Brown \(WR\))){2} are all out\./,
    );
    expect(answer).toMatch(/are all out\. To draft: \*\*/);
  });

  it('names the weakest position and who can fill it', async () => {
    const answer = await ask("What's my weakest position?");
    expect(answer).toContain('Your weakest position is **RB**. You have no starter yet at RB, WR, TE.');
    const bestRbs = recommendations({ ...moment(), limit: 400 })
      .filter((rec) => rec.player.position === 'RB')
      .slice(0, 3);
    for (const rec of bestRbs) expect(answer).toContain(`**${rec.player.name}**`);
  });

  it('lists the handcuff of each rostered running back', async () => {
    const answer = await ask('Which handcuffs should I get?');
    expect(answer).toMatch(
      /Saquon Barkley → \*\*Will Shipley\*\* \(RB, PHI\), ADP [\d.]+: available, with \d+% chance of lasting to pick 46\./,
    );
  });

  it('says when to take K and DEF: the last two picks of this slot', async () => {
    const answer = await ask('When should I draft a kicker and defense?');
    expect(answer).toContain('last two rounds (14 and 15): for Philly Special that is picks **166 and 171**');
    expect(answer).toMatch(/Best K left: .+ pts, ADP/);
    expect(answer).toMatch(/Best DEF left: .+ pts, ADP/);
  });

  it('says when the next pick is', async () => {
    const answer = await ask('When is my next pick?');
    expect(answer).toContain(
      'Your next pick is **46** (round 4), 18 picks after the current pick 28. After that you pick at 51, 70, 75, 94.',
    );
  });

  it('grades a named pick and looks a player up', async () => {
    const grade = gradePick({ ...moment(), player: player('tee-higgins') });
    expect(await ask('Should I take Tee Higgins?')).toContain(
      `Taking **Tee Higgins** (WR, CIN) at pick 28 (the current pick; yours is 46) grades **${grade.letter} (${grade.percentage}%)**`,
    );
    const lookup = await ask('Tell me about Ja’Marr Chase');
    expect(lookup).toContain("**Ja'Marr Chase** (WR, CIN): age 25");
    expect(lookup).toContain("In Philly Special's draft he is already taken by another team.");
  });

  it('declines what is not fantasy football in one line, and says what a trade question needs', async () => {
    expect(await ask('Should I trade for a new quarterback?')).toContain('Name the players in the trade');
    expect(await ask('blorp zzz')).toBe(DECLINE_ANSWER);
    expect(await ask('Should I draft Tank Dell?')).toBe(
      '**Tank Dell** is not in the 2025 player pool, so I have no projection, ADP or grade for him.',
    );
  });

  it('tells a user without teams to add one, and never reveals another user’s team', async () => {
    const newcomer = await signUp(testApp.app);
    expect(await ask('Who should I pick next?', 'all', newcomer)).toBe(
      'Add your team in My Teams, then return here for instant AI strategy.',
    );
    // Another user's team named as the one on screen is not theirs: it is ignored, never read.
    const notMine = await ask('Grade my team', 'all', owner, strangerTeamId);
    expect(notMine).toContain('Philly Special');
    expect(notMine).not.toContain('Secret Stranger Squad');
    const list = await ask('List my teams', 'all');
    expect(list).toContain('Philly Special');
    expect(list).not.toContain('Secret Stranger Squad');
  });

  it('keeps the history per user and clears it', async () => {
    await ask('When is my next pick?');
    const mine = await http().get('/api/chat').set(bearer(owner.token)).expect(200);
    expect((mine.body as { messages: { role: string; focus: string; content: string }[] }).messages.map((m) => [m.role, m.focus])).toEqual([
      ['user', teamId],
      ['ai', teamId],
    ]);
    expect((await http().get('/api/chat').set(bearer(stranger.token)).expect(200)).body.messages).toEqual([]);
    await http().delete('/api/chat/messages').set(bearer(stranger.token)).expect(204);
    expect((await http().get('/api/chat').set(bearer(owner.token)).expect(200)).body.messages).toHaveLength(2);
    await http().delete('/api/chat/messages').set(bearer(owner.token)).expect(204);
    expect((await http().get('/api/chat').set(bearer(owner.token)).expect(200)).body.messages).toEqual([]);
  });

  it('keeps one conversation per focus (each team, all teams, a mock draft apart), each read and cleared alone', async () => {
    type Listed = { messages: { role: string; focus: string; content: string }[] };
    const conversation = async (focus?: string) =>
      (
        (
          await http()
            .get('/api/chat')
            .query(focus ? { focus } : {})
            .set(bearer(owner.token))
            .expect(200)
        ).body as Listed
      ).messages;
    const mock = await http().post('/api/mock-drafts').set(bearer(owner.token)).send({ speed: 'manual' }).expect(201);
    const mockTeam = (mock.body as { teamId: string }).teamId;
    await ask('When is my next pick?', teamId);
    await ask('Who should I pick next?', 'all');
    await ask('Who should I pick next?', mockTeam, owner, mockTeam);

    expect((await conversation(teamId)).map((m) => [m.role, m.focus])).toEqual([
      ['user', teamId],
      ['ai', teamId],
    ]);
    expect((await conversation('all')).map((m) => m.focus)).toEqual(['all', 'all']);
    expect((await conversation(mockTeam)).map((m) => m.focus)).toEqual([mockTeam, mockTeam]);
    expect(await conversation()).toHaveLength(6);
    // Another user's team id shows nothing of theirs: every read is by the signed-in user.
    expect(await conversation(strangerTeamId)).toEqual([]);
    const bad = await http().get('/api/chat').query({ focus: 'nope' }).set(bearer(owner.token)).expect(400);
    expect(bad.body.fields).toEqual({ focus: "focus must be 'all' or the id of one of your teams" });

    await http().delete('/api/chat/messages').query({ focus: mockTeam }).set(bearer(owner.token)).expect(204);
    expect(await conversation(mockTeam)).toEqual([]);
    expect(await conversation()).toHaveLength(4);
    // A stranger cannot ask about, or clear, the owner's mock draft.
    await http().post('/api/chat/messages').set(bearer(stranger.token)).send({ content: 'Hi', focus: mockTeam }).expect(404);
    await http().delete('/api/chat/messages').query({ focus: teamId }).set(bearer(stranger.token)).expect(204);
    expect(await conversation(teamId)).toHaveLength(2);
  });

  it('answers at once with the request id, then streams the reply to the user’s sockets and to nobody else’s', async () => {
    const sockets: Socket[] = [owner, stranger].map((account) =>
      io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: account.token }, reconnection: false, forceNew: true }),
    );
    try {
      await Promise.all(sockets.map(connected));
      const received: ChatExchangeDto[][] = [[], []];
      const tokens: ChatTokenDto[][] = [[], []];
      sockets.forEach((socket, index) => {
        socket.on(SOCKET_EVENTS.chatMessage, (payload: ChatExchangeDto) => received[index]!.push(payload));
        socket.on(SOCKET_EVENTS.chatToken, (payload: ChatTokenDto) => tokens[index]!.push(payload));
      });
      const requestId = randomUUID();
      const response = await http()
        .post('/api/chat/messages')
        .set(bearer(owner.token))
        .send({ content: 'Who should I pick next?', focus: teamId, requestId })
        .expect(202);
      expect(response.body).toEqual({ requestId, question: expect.objectContaining({ role: 'user', content: 'Who should I pick next?' }) });
      await until(() => received[0]!.length === 1);
      const reply = await replyTo(owner, (response.body as { question: { id: string } }).question.id);
      expect(received[0]![0]).toEqual({ requestId, question: response.body.question, reply });
      // The built-in engine streams too: a few words a token, adding up to the stored reply.
      expect(tokens[0]!.length).toBeGreaterThan(5);
      expect(tokens[0]!.every((token) => token.requestId === requestId)).toBe(true);
      expect(tokens[0]!.map((token) => token.delta).join('')).toBe(reply.content);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(received[1]).toEqual([]);
      expect(tokens[1]).toEqual([]);
    } finally {
      sockets.forEach((socket) => socket.disconnect());
    }
  });

  it('with focus on all teams answers about the team on the draft screen', async () => {
    const second = await createTeam(owner, 'Second Squad');
    try {
      const aboutScreen = await ask('Grade my team', 'all', owner, second.id);
      expect(aboutScreen).toContain('Second Squad has no players yet');
      expect(aboutScreen).not.toContain('Philly Special');
      const named = await ask('Grade Philly Special', 'all', owner, second.id);
      expect(named).toContain('**Philly Special:');
      expect(named).not.toContain('Second Squad');
    } finally {
      await http()
        .delete(`/api/teams/${second.id}`)
        .set(bearer(owner.token))
        .send({ expectedVersion: second.version, commandId: randomUUID() });
    }
  });

  it('rate-limits each user: the 11th message in a minute gets a 429', async () => {
    for (let n = 0; n < 10; n++) await ask('When is my next pick?', 'all');
    const refused = await http()
      .post('/api/chat/messages')
      .set(bearer(owner.token))
      .send({ content: 'One more?', focus: 'all' })
      .expect(429);
    expect(refused.body.message).toMatch(/^You're sending messages too quickly\. Try again in \d+ seconds?\.$/);
    await ask('When is my next pick?', 'all', stranger);
  });

  it('deletes the history with the account', async () => {
    const leaving = await signUp(testApp.app);
    await ask('help', 'all', leaving);
    const count = async () =>
      Number(
        (
          (await testApp.app.get(DataSource).query('SELECT count(*) FROM chat_messages WHERE user_id = $1', [leaving.id])) as {
            count: string;
          }[]
        )[0]!.count,
      );
    expect(await count()).toBe(2);
    await http().delete('/api/users/me').set(bearer(leaving.token)).send({ password: leaving.password }).expect(204);
    expect(await count()).toBe(0);
  });
});
