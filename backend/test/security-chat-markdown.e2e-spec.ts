import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SendChatMessageHandler } from '../src/modules/chat/commands/send-message/send-message.handler';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const IMAGE_NAME = '![t](https://evil.example/t.png)';
const LINK_NAME = '# [Win](javascript:alert(1)) *x*';

/**
 * Issue 13 item 12: the built-in chat engine writes Markdown, and team names are user text. They
 * reach the reply escaped, so a name can never become an image (a request to another site), a
 * link, a heading or emphasis.
 */
describe('the built-in chat engine escapes user text in its Markdown', () => {
  let testApp: TestApp;
  let account: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('chat_markdown');
    account = await signUp(testApp.app);
    for (const name of [IMAGE_NAME, LINK_NAME]) {
      await http()
        .post('/api/teams')
        .set(bearer(account.token))
        .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
        .expect(201);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** The stored reply: it is produced off the request, so this waits for it. */
  async function ask(content: string): Promise<string> {
    const response = await http().post('/api/chat/messages').set(bearer(account.token)).send({ content, focus: 'all' }).expect(202);
    const questionId = (response.body as { question: { id: string } }).question.id;
    await testApp.app.get(SendChatMessageHandler).settled();
    const messages = (
      (await http().get('/api/chat').set(bearer(account.token)).expect(200)).body as {
        messages: Array<{ id: string; role: string; content: string }>;
      }
    ).messages;
    return messages.slice(messages.findIndex((message) => message.id === questionId) + 1).find((message) => message.role === 'ai')!.content;
  }

  it.each([['Which teams do I have?'], ['When is my next pick?'], ['Grade my team']])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply).not.toContain('![');
    expect(reply).not.toContain('](');
    expect(reply).not.toContain('https://evil.example');
    expect(reply).toContain('\\!\\[t\\]\\(https\\:\\/\\/evil\\.example\\/t\\.png\\)');
    expect(reply).toContain('\\# \\[Win\\]\\(javascript\\:alert\\(1\\)\\) \\*x\\*');
  });
});
