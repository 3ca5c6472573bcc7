import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bearer, signUp, type TestAccount } from './accounts';
import { startTestApp, type TestApp } from './test-app';

interface CreatedTeam {
  version: number;
  team: { team: { id: string }; version: number };
}

/** The app of a teams-*.e2e-spec.ts file, its two accounts and the owner's team commands over the API. */
interface TeamsApi {
  readonly testApp: TestApp;
  /** The account whose teams the tests draft. */
  readonly owner: TestAccount;
  /** Another account, which must never see the owner's teams. */
  readonly stranger: TestAccount;
  http(): ReturnType<typeof request>;
  /** Creates a 12-team PPR team (slot 3, unless `extra` says otherwise) for `account`, the owner by default. */
  createTeam(name: string, account?: TestAccount, extra?: Record<string, unknown>): Promise<CreatedTeam>;
  /** The owner's command at `path`, expecting the team at `version`, with a fresh command id. */
  command(path: string, version: number, body?: Record<string, unknown>, method?: 'post' | 'put' | 'patch'): request.Test;
}

/**
 * Starts the real app on a database of its own, with an owner and a stranger signed up, before the
 * tests of the calling describe block, and closes it after them. Read the fields inside tests only.
 */
export function useTeamsApi(label: string): TeamsApi {
  let testApp: TestApp | undefined;
  let owner: TestAccount | undefined;
  let stranger: TestAccount | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTeamsApi: the app starts in beforeAll; read it inside a test');
    return value;
  };

  beforeAll(async () => {
    testApp = await startTestApp(label);
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const api: TeamsApi = {
    get testApp() {
      return started(testApp);
    },
    get owner() {
      return started(owner);
    },
    get stranger() {
      return started(stranger);
    },
    http: () => request(api.testApp.app.getHttpServer()),
    async createTeam(name, account = api.owner, extra = {}) {
      const response = await api
        .http()
        .post('/api/teams')
        .set(bearer(account.token))
        .send({
          name,
          scoringFormat: 'PPR',
          leagueSize: 12,
          draftPosition: 3,
          commandId: randomUUID(),
          ...extra,
        })
        .expect(201);
      return response.body as CreatedTeam;
    },
    command(path, version, body = {}, method = 'post') {
      return api
        .http()
        [method](path)
        .set(bearer(api.owner.token))
        .send({ expectedVersion: version, commandId: randomUUID(), ...body });
    },
  };
  return api;
}
