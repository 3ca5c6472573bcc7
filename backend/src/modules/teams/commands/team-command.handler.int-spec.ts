import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { teamStreamId } from '@draftmode/domain';
import { isDraftRuleError } from '@draftmode/draft-core';
import { signUp, type TestAccount } from '../../../../test/support/accounts';
import { rejection } from '../../../../test/support/rejection';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { ConcurrencyError } from '../../../infra/event-store/errors';
import { EventStore } from '../../../infra/event-store/event-store';
import { PlayerPool } from '../../player-pool';
import { TeamReadModels } from '../queries/team-read-models';
import { ExecuteTeamCommand, teamIdForCreate, type CommandEnvelope } from './team-command.handler';

/** The one command path of a team (ExecuteTeamCommand on the CommandBus), on the real application and database, no HTTP in between. */
describe('TeamCommandHandler (PostgreSQL)', () => {
  let testApp: TestApp;
  let app: INestApplication;
  let commandBus: CommandBus;
  let store: EventStore;
  let readModels: TeamReadModels;
  let playerIds: string[];
  let owner: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp('team_command_handler');
    app = testApp.app;
    commandBus = app.get(CommandBus);
    store = app.get(EventStore);
    readModels = app.get(TeamReadModels);
    playerIds = app
      .get(PlayerPool)
      .players.slice(0, 3)
      .map((player) => player.id);
    owner = await signUp(app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const envelope = (teamId: string, expectedVersion: number, commandId: string = randomUUID()): CommandEnvelope => ({
    teamId,
    userId: owner.id,
    expectedVersion,
    commandId,
  });

  async function createTeam(name: string): Promise<string> {
    const commandId = randomUUID();
    const teamId = teamIdForCreate(owner.id, commandId);
    await commandBus.execute(
      new ExecuteTeamCommand(envelope(teamId, 0, commandId), {
        type: 'CreateTeam',
        data: { teamId, userId: owner.id, name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 },
      }),
    );
    return teamId;
  }

  it('appends the events of a command and projects them in the same write', async () => {
    const teamId = await createTeam('Appended');
    const outcome = await commandBus.execute(
      new ExecuteTeamCommand(envelope(teamId, 1), { type: 'DraftPlayer', data: { playerId: playerIds[0]! } }),
    );

    expect(outcome).toMatchObject({ version: 2, duplicate: false });
    expect(outcome.events.map((event) => [event.version, event.type])).toEqual([[2, 'PlayerDrafted']]);
    expect((await store.readStream(teamStreamId(teamId))).map((event) => event.type)).toEqual(['TeamCreated', 'PlayerDrafted']);
    const detail = await readModels.detail(teamId, owner.id);
    expect(detail.version).toBe(2);
    expect(detail.roster.playerIds).toEqual([playerIds[0]]);
    expect(outcome.team?.roster.playerIds).toEqual([playerIds[0]]);
  });

  it('answers a retried command id with the first result and appends nothing', async () => {
    const teamId = await createTeam('Retried');
    const commandId = randomUUID();
    const first = await commandBus.execute(
      new ExecuteTeamCommand(envelope(teamId, 1, commandId), { type: 'DraftPlayer', data: { playerId: playerIds[0]! } }),
    );
    const retry = await commandBus.execute(
      new ExecuteTeamCommand(envelope(teamId, 1, commandId), { type: 'DraftPlayer', data: { playerId: playerIds[0]! } }),
    );

    expect(retry).toMatchObject({ version: first.version, duplicate: true, events: [] });
    expect(await store.currentVersion(teamStreamId(teamId))).toBe(2);
  });

  it('refuses a stale expected version with the current one, and writes nothing', async () => {
    const teamId = await createTeam('Stale');
    await commandBus.execute(new ExecuteTeamCommand(envelope(teamId, 1), { type: 'DraftPlayer', data: { playerId: playerIds[0]! } }));

    const error = await rejection(
      commandBus.execute(new ExecuteTeamCommand(envelope(teamId, 1), { type: 'DraftPlayer', data: { playerId: playerIds[1]! } })),
    );
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ expectedVersion: 1, currentVersion: 2 });
    expect((await readModels.detail(teamId, owner.id)).roster.playerIds).toEqual([playerIds[0]]);
  });

  it('refuses a command the draft rules forbid, and writes nothing', async () => {
    const teamId = await createTeam('Refused');
    await commandBus.execute(new ExecuteTeamCommand(envelope(teamId, 1), { type: 'DraftPlayer', data: { playerId: playerIds[0]! } }));

    const error = await rejection(
      commandBus.execute(new ExecuteTeamCommand(envelope(teamId, 2), { type: 'DraftPlayer', data: { playerId: playerIds[0]! } })),
    );
    expect(isDraftRuleError(error) && error.code).toBe('already-on-roster');
    expect(await store.currentVersion(teamStreamId(teamId))).toBe(2);
  });

  it("answers another user's team as not found", async () => {
    const teamId = await createTeam('Private');
    const stranger = await signUp(app);

    const error = await rejection(
      commandBus.execute(
        new ExecuteTeamCommand({ ...envelope(teamId, 1), userId: stranger.id }, { type: 'RenameTeam', data: { name: 'Taken over' } }),
      ),
    );
    expect(isDraftRuleError(error) && error.code).toBe('team-not-found');
    expect((await readModels.summary(teamId, owner.id)).name).toBe('Private');
  });
});
