import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@draftmode/domain';
import { bearer, signUp } from './support/accounts';
import { useTeamsApi } from './support/teams-api';

/**
 * The Teams API: a team's life (create, list, rename, delete), its validation, optimistic
 * concurrency and retried commands, and who may see it.
 */
describe('Teams API (draft engine)', () => {
  const api = useTeamsApi('teams_lifecycle');
  const { http, createTeam, command } = api;

  it('creates, lists, renames and deletes a team', async () => {
    const created = await createTeam('  Gridiron Gang  ');
    const id = created.team.team.id;
    expect(created.version).toBe(1);
    expect(created.team.team).toMatchObject({
      name: 'Gridiron Gang',
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 3,
      playerCount: 0,
      draftGrade: null,
      version: 1,
    });

    const list = await http().get('/api/teams').set(bearer(api.owner.token)).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        name: 'Gridiron Gang',
        playerCount: 0,
        draftGrade: null,
        version: 1,
      }),
    ]);

    const renamed = await command(`/api/teams/${id}`, 1, { name: 'Bench Mob' }, 'patch').expect(200);
    expect(renamed.body).toMatchObject({
      version: 2,
      team: { team: { name: 'Bench Mob' } },
    });

    const settings = await command(
      `/api/teams/${id}/settings`,
      2,
      { scoringFormat: 'Standard', leagueSize: 10, draftPosition: 10 },
      'put',
    ).expect(200);
    expect(settings.body.team.team).toMatchObject({
      scoringFormat: 'Standard',
      leagueSize: 10,
      draftPosition: 10,
    });

    const deleted = await http()
      .delete(`/api/teams/${id}`)
      .query({ expectedVersion: 3, commandId: randomUUID() })
      .set(bearer(api.owner.token))
      .expect(200);
    expect(deleted.body).toEqual({ version: 4, duplicate: false, team: null });
    await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(404);
    expect((await http().get('/api/teams').set(bearer(api.owner.token)).expect(200)).body).toEqual([]);
  });

  it('validates team payloads with the form messages', async () => {
    const empty = await http()
      .post('/api/teams')
      .set(bearer(api.owner.token))
      .send({
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
        commandId: randomUUID(),
      })
      .expect(400);
    expect(empty.body).toMatchObject({
      message: MESSAGES.teamNameRequired,
      fields: { name: MESSAGES.teamNameRequired },
    });
    const badSize = await http()
      .post('/api/teams')
      .set(bearer(api.owner.token))
      .send({
        name: 'X',
        scoringFormat: 'PPR',
        leagueSize: 9,
        draftPosition: 1,
        commandId: randomUUID(),
      })
      .expect(400);
    expect(badSize.body.message).toBe(MESSAGES.leagueSize);
    const noCommand = await http()
      .post('/api/teams')
      .set(bearer(api.owner.token))
      .send({
        name: 'X',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
      })
      .expect(400);
    expect(noCommand.body.fields).toHaveProperty('commandId');
  });

  it('refuses a duplicate team name, on create and on rename', async () => {
    const first = await createTeam('Dup Name');
    const again = await http()
      .post('/api/teams')
      .set(bearer(api.owner.token))
      .send({
        name: 'dup name',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
        commandId: randomUUID(),
      })
      .expect(409);
    expect(again.body).toMatchObject({
      message: 'You already have a team with that name',
      fields: { name: MESSAGES.teamNameTaken },
    });
    const other = await createTeam('Other Name');
    const rename = await command(`/api/teams/${other.team.team.id}`, 1, { name: ' DUP NAME ' }, 'patch').expect(409);
    expect(rename.body.message).toBe(MESSAGES.teamNameTaken);
    // Another user may use the same name.
    await createTeam('Dup Name', api.stranger);
    expect(first.version).toBe(1);
  });

  it('answers a stale expectedVersion with 409 and the current version', async () => {
    const id = (await createTeam('Stale Team')).team.team.id;
    await command(`/api/teams/${id}/picks`, 1, {
      playerId: 'josh-allen',
    }).expect(200);
    const stale = await command(`/api/teams/${id}/picks`, 1, {
      playerId: 'lamar-jackson',
    }).expect(409);
    expect(stale.body).toMatchObject({ statusCode: 409, currentVersion: 2 });
  });

  it('answers a retried command id with the first result and appends nothing', async () => {
    const id = (await createTeam('Retry Team')).team.team.id;
    const commandId = randomUUID();
    const first = await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(api.owner.token))
      .send({ expectedVersion: 1, commandId, playerId: 'josh-allen' })
      .expect(200);
    const retry = await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(api.owner.token))
      .send({ expectedVersion: 1, commandId, playerId: 'josh-allen' })
      .expect(200);
    expect(first.body.duplicate).toBe(false);
    expect(retry.body).toEqual({ ...first.body, duplicate: true });
    const rows = (await api.testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM events WHERE stream_id = $1', [`team-${id}`])) as { count: number }[];
    expect(rows[0]?.count).toBe(2);

    // A retried create lands on the same team.
    const createId = randomUUID();
    const body = {
      name: 'Retry Create',
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 1,
      commandId: createId,
    };
    const created = await http().post('/api/teams').set(bearer(api.owner.token)).send(body).expect(201);
    const recreated = await http().post('/api/teams').set(bearer(api.owner.token)).send(body).expect(201);
    expect(recreated.body).toEqual({ ...created.body, duplicate: true });
  });

  it('answers 404 Team not found for another user’s team on every route', async () => {
    const id = (await createTeam('Private Team')).team.team.id;
    const envelope = { expectedVersion: 1, commandId: randomUUID() };
    const as = (req: request.Test) => req.set(bearer(api.stranger.token));
    const attempts = [
      as(http().get(`/api/teams/${id}`)),
      as(http().get(`/api/teams/${id}/history`)),
      as(http().patch(`/api/teams/${id}`)).send({
        ...envelope,
        name: 'Mine now',
      }),
      as(http().put(`/api/teams/${id}/settings`)).send({
        ...envelope,
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
      }),
      as(http().delete(`/api/teams/${id}`)).query(envelope),
      as(http().post(`/api/teams/${id}/picks`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/taken`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/undo`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/roster`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().delete(`/api/teams/${id}/roster/josh-allen`)).send(envelope),
      as(http().post(`/api/teams/${id}/swap`)).send({
        ...envelope,
        slot: 'qb',
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/report-card`)).send({
        ...envelope,
        grade: 'A',
        percentage: 95,
      }),
      as(http().get('/api/players')).query({ teamId: id }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect({
        status: response.status,
        message: response.body.message,
      }).toEqual({ status: 404, message: 'Team not found' });
    }
    await http().get('/api/teams/not-a-uuid').set(bearer(api.owner.token)).expect(404);
    // Nothing was written by the attempts.
    expect((await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200)).body.version).toBe(1);
  });

  it('requires a token', async () => {
    await http().get('/api/teams').expect(401);
    await http().post('/api/teams').send({}).expect(401);
  });

  it('deleting an account erases its teams: events, read models and history', async () => {
    const leaving = await signUp(api.testApp.app);
    const kept = await createTeam('Stays Put');
    const created = await createTeam('Short Stay', leaving);
    const id = created.team.team.id;
    await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(leaving.token))
      .send({
        expectedVersion: 1,
        commandId: randomUUID(),
        playerId: 'ja-marr-chase',
      })
      .expect(200);
    const dataSource = api.testApp.app.get(DataSource);
    const countRows = async (sql: string, param: string) => Number((await dataSource.query(sql, [param]))[0].count);
    expect(await countRows('SELECT count(*) FROM events WHERE stream_id = $1', `team-${id}`)).toBe(2);

    await http().delete('/api/users/me').set(bearer(leaving.token)).send({ password: leaving.password }).expect(204);

    expect(await countRows('SELECT count(*) FROM events WHERE stream_id = $1', `team-${id}`)).toBe(0);
    expect(await countRows('SELECT count(*) FROM team_list WHERE user_id = $1', leaving.id)).toBe(0);
    expect(await countRows('SELECT count(*) FROM team_rosters WHERE team_id = $1', id)).toBe(0);
    expect(await countRows('SELECT count(*) FROM team_read_model_checkpoints WHERE stream_id = $1', `team-${id}`)).toBe(0);
    // Another user's team is untouched.
    expect(await countRows('SELECT count(*) FROM events WHERE stream_id = $1', `team-${kept.team.team.id}`)).toBe(1);
  });
});
