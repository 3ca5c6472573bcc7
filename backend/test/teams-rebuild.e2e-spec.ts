import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEFAULT_ROSTER_SPOTS, rosterSlotsFor } from '@draftmode/domain';
import { bundledPlayers } from '@draftmode/players';
import { mulberry32 } from '@draftmode/grading';
import { EventStore } from '../src/infra/event-store/event-store';
import { rebuildTeamProjections } from '../src/modules/teams/projections/rebuild-team-projections';
import { TeamProjections } from '../src/modules/teams/projections/team-projections';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TABLES: Record<string, string> = {
  team_list: 'id',
  team_rosters: 'team_id',
  team_taken_by_others: 'team_id, player_id',
  team_live_grades: 'team_id',
  team_pick_clocks: 'team_id',
  draft_history: 'team_id, stream_version',
  team_read_model_checkpoints: 'stream_id',
};

describe('Team read models rebuild', () => {
  let testApp: TestApp;
  let account: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('teams_rebuild');
    account = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function snapshot(dataSource: DataSource): Promise<Record<string, unknown[]>> {
    const result: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(TABLES)) {
      const columns =
        table === 'draft_history'
          ? 'user_id, team_id, stream_version, draft_data, completed_at, draft_duration, ai_recommendations_used'
          : '*';
      result[table] = await dataSource.query(`SELECT ${columns} FROM ${table} ORDER BY ${order}`);
    }
    return result;
  }

  it('rebuilds read models equal to the live ones after a long random history', async () => {
    const random = mulberry32(20_260_901);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const playerIds = bundledPlayers()
      .sort((a, b) => a.adp.ppr - b.adp.ppr)
      .slice(0, 60)
      .map((player) => player.id);
    // The slots of the league these teams have (created without roster spots: the default league).
    const slots = rosterSlotsFor(DEFAULT_ROSTER_SPOTS).map((slot) => slot.id);

    const teams: { id: string; version: number }[] = [];
    for (const [index, format] of (['PPR', 'Half-PPR', 'Standard'] as const).entries()) {
      const response = await http()
        .post('/api/teams')
        .set(bearer(account.token))
        .send({ name: `Random ${index}`, scoringFormat: format, leagueSize: 10, draftPosition: index + 1, commandId: randomUUID() })
        .expect(201);
      teams.push({ id: response.body.team.team.id, version: response.body.version });
    }

    // A pick clock on the team that stays and on the one deleted: every pick restarts it, the deletion drops its row.
    for (const team of [teams[0]!, teams[2]!]) {
      const response = await http()
        .put(`/api/teams/${team.id}/pick-clock`)
        .set(bearer(account.token))
        .send({ expectedVersion: team.version, commandId: randomUUID(), secondsPerPick: 120 })
        .expect(200);
      team.version = response.body.version;
    }

    let accepted = 0;
    for (let step = 0; step < 240; step += 1) {
      const team = pick(teams);
      const envelope = { expectedVersion: team.version, commandId: randomUUID() };
      const roll = random();
      const base = `/api/teams/${team.id}`;
      const auth = bearer(account.token);
      const response =
        roll < 0.3
          ? await http()
              .post(`${base}/picks`)
              .set(auth)
              .send({ ...envelope, playerId: pick(playerIds) })
          : roll < 0.55
            ? await http()
                .post(`${base}/taken`)
                .set(auth)
                .send({ ...envelope, playerId: pick(playerIds) })
            : roll < 0.65
              ? await http()
                  .post(`${base}/undo`)
                  .set(auth)
                  .send({ ...envelope, playerId: pick(playerIds) })
              : roll < 0.72
                ? await http()
                    .post(`${base}/roster`)
                    .set(auth)
                    .send({ ...envelope, playerId: pick(playerIds) })
                : roll < 0.78
                  ? await http()
                      .delete(`${base}/roster/${pick(playerIds)}`)
                      .set(auth)
                      .send(envelope)
                  : roll < 0.9
                    ? await http()
                        .post(`${base}/swap`)
                        .set(auth)
                        .send({ ...envelope, slot: pick(slots), playerId: pick(playerIds) })
                    : roll < 0.94
                      ? await http()
                          .post(`${base}/report-card`)
                          .set(auth)
                          .send({ ...envelope, grade: 'B', percentage: Math.round(random() * 100) })
                      : roll < 0.97
                        ? await http()
                            .patch(base)
                            .set(auth)
                            .send({ ...envelope, name: `Renamed ${step}` })
                        : await http()
                            .put(`${base}/settings`)
                            .set(auth)
                            .send({ ...envelope, scoringFormat: pick(['PPR', 'Half-PPR', 'Standard']), leagueSize: 12, draftPosition: 5 });
      expect([200, 400, 409, 422]).toContain(response.status);
      if (response.status === 200) {
        team.version = response.body.version;
        accepted += 1;
      }
    }
    const doomed = teams[2]!;
    await http()
      .delete(`/api/teams/${doomed.id}`)
      .set(bearer(account.token))
      .query({ expectedVersion: doomed.version, commandId: randomUUID() })
      .expect(200);
    expect(accepted).toBeGreaterThan(80);

    const dataSource = testApp.app.get(DataSource);
    const live = await snapshot(dataSource);
    expect(live['team_list']).toHaveLength(2);
    expect(live['team_taken_by_others']?.length).toBeGreaterThan(0);
    expect(live['team_pick_clocks']).toHaveLength(1);

    await dataSource.query('UPDATE team_list SET player_count = 99');
    const replayed = await rebuildTeamProjections(dataSource, testApp.app.get(TeamProjections));
    expect(replayed).toBeGreaterThan(accepted);
    expect(await snapshot(dataSource)).toEqual(live);

    // Projecting the same events again changes nothing: the stream's checkpoint skips what was applied.
    await dataSource.transaction(async (manager) =>
      testApp.app.get(TeamProjections).project(manager, await testApp.app.get(EventStore).readAll(1, 10_000, { manager })),
    );
    expect(await snapshot(dataSource)).toEqual(live);
  });
});
