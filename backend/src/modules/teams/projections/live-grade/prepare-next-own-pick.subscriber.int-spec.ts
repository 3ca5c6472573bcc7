import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TeamCommand, TeamState } from '@draftmode/draft-core';
import { signUp, type TestAccount } from '../../../../../test/support/accounts';
import { startTestApp, type TestApp } from '../../../../../test/support/test-app';
import { PlayerPool } from '../../../player-pool';
import { ExecuteTeamCommand, teamIdForCreate } from '../../commands/team-command.handler';
import { PREPARE_AFTER_MS, PrepareNextOwnPick } from './prepare-next-own-pick.subscriber';

/** The next own pick's grade is prepared after the commands that need it, on the real application: a command on the CommandBus, its commit, the subscriber. */
describe('PrepareNextOwnPick (PostgreSQL)', () => {
  let testApp: TestApp;
  let app: INestApplication;
  let commandBus: CommandBus;
  let playerIds: string[];
  let owner: TestAccount;
  let prepare: jest.SpyInstance<void, [TeamState]>;

  beforeAll(async () => {
    testApp = await startTestApp('prepare_next_own_pick');
    app = testApp.app;
    commandBus = app.get(CommandBus);
    playerIds = app
      .get(PlayerPool)
      .players.slice(0, 3)
      .map((player) => player.id);
    owner = await signUp(app);
    // Calls through: the real preparation runs, and the spy sees each state it prepared.
    prepare = jest.spyOn(app.get(PrepareNextOwnPick), 'prepare');
  });

  afterAll(async () => {
    prepare?.mockRestore();
    await testApp?.close();
  });

  let version = 0;
  const send = async (teamId: string, command: TeamCommand, commandId: string = randomUUID()) => {
    const outcome = await commandBus.execute(
      new ExecuteTeamCommand({ teamId, userId: owner.id, expectedVersion: version, commandId }, command),
    );
    version = outcome.version;
    return outcome;
  };

  /** Waits until the preparations due by now have run (each a turn of the event loop after its wait). */
  const afterTheWait = () => new Promise((resolve) => setTimeout(resolve, PREPARE_AFTER_MS * 4));

  async function createTeam(): Promise<string> {
    const commandId = randomUUID();
    const teamId = teamIdForCreate(owner.id, commandId);
    version = 0;
    await send(
      teamId,
      {
        type: 'CreateTeam',
        data: {
          teamId,
          userId: owner.id,
          name: `Prepared ${commandId.slice(0, 8)}`,
          scoringFormat: 'PPR',
          leagueSize: 12,
          draftPosition: 3,
        },
      },
      commandId,
    );
    return teamId;
  }

  it('prepares a new team and the roster after an own pick, with the state the command left', async () => {
    const teamId = await createTeam();
    await afterTheWait();
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockClear();

    const outcome = await send(teamId, { type: 'DraftPlayer', data: { playerId: playerIds[0]! } });
    expect(prepare).not.toHaveBeenCalled();
    await afterTheWait();

    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]![0]).toBe(outcome.state);
    expect(prepare.mock.calls[0]![0].roster.playerIds).toEqual([playerIds[0]]);
    expect(prepare.mock.results[0]!.type).toBe('return');
  });

  it('prepares nothing after a pick of another team, which leaves the next own pick as it was', async () => {
    const teamId = await createTeam();
    await afterTheWait();
    prepare.mockClear();

    await send(teamId, { type: 'RecordTakenByOther', data: { playerId: playerIds[1]! } });
    await afterTheWait();

    expect(prepare).not.toHaveBeenCalled();
  });
});
