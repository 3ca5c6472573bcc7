import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bearer, type TestAccount } from './accounts';

/** Creates a 12-team PPR team (slot 3) for the account over the API and answers its id. */
export async function createTeam(app: INestApplication, account: TestAccount, name: string): Promise<string> {
  const response = await request(app.getHttpServer())
    .post('/api/teams')
    .set(bearer(account.token))
    .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
    .expect(201);
  return (response.body as { team: { team: { id: string } } }).team.team.id;
}
