import { Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, CommandBus } from '@nestjs/cqrs';
import { DEFAULT_LEAGUE_SETTINGS, type LeagueSettings, type MockDraftDetailDto } from '@draftmode/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { OneAtATime } from '../../../../infra/concurrency/one-at-a-time';
import { teamIdForCreate, isUuid, TEAM_NOT_FOUND, TeamReadModels, teamLimitReached, ExecuteTeamCommand } from '../../../teams';
import { draftClock } from '../../domain/mock-draft-turn';
import { MockDraftRepository } from '../../mock-draft.repository';
import { MockDraftRunner, type LoadedTeam } from '../../mock-draft.runner';
import { isDraftRuleError, type TeamState } from '@draftmode/draft-core';
import { MockDraftViews } from '../../queries/mock-draft.views';
import { StartMockDraftCommand } from './start-mock-draft.command';

const MAX_NAME = 40;

@CommandHandler(StartMockDraftCommand)
export class StartMockDraftHandler implements ICommandHandler<StartMockDraftCommand, MockDraftDetailDto> {
  private readonly logger = new Logger(StartMockDraftHandler.name);
  /** One start per user at a time: the mock draft limit's count waits on a per-user lock in the database, holding a pool connection. */
  private readonly perUser = new OneAtATime();

  constructor(
    private readonly commandBus: CommandBus,
    private readonly readModels: TeamReadModels,
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
    private readonly views: MockDraftViews,
  ) {}

  execute({ userId, body }: StartMockDraftCommand): Promise<MockDraftDetailDto> {
    return this.perUser.run(userId, () => this.start(userId, body));
  }

  private async start(userId: string, body: StartMockDraftCommand['body']): Promise<MockDraftDetailDto> {
    // A retried start (same commandId) answers with the draft it started the first time.
    const commandId = body.commandId ?? randomUUID();
    const existing = await this.drafts.byStartCommand(userId, commandId);
    if (existing) return this.views.detail(existing.id, userId);

    const source = body.sourceTeamId === undefined ? null : await this.sourceTeam(body.sourceTeamId, userId);
    const base = source?.state.settings ?? DEFAULT_LEAGUE_SETTINGS;
    const scoringFormat = body.scoringFormat ?? base.scoringFormat;
    const settings = {
      scoringFormat,
      leagueSize: body.leagueSize ?? base.leagueSize,
      draftPosition: body.draftPosition ?? base.draftPosition,
      rosterSpots: base.rosterSpots,
      // The league's draft as it is: its order, its traded picks (kept with a league of the same
      // size) and its points per stat (unless another preset was asked for).
      ...(base.draftOrder ? { draftOrder: base.draftOrder } : {}),
      ...(base.tradedPicks && (body.leagueSize ?? base.leagueSize) === base.leagueSize ? { tradedPicks: base.tradedPicks } : {}),
      ...(base.pointsPerStat && scoringFormat === base.scoringFormat ? { pointsPerStat: base.pointsPerStat } : {}),
    };
    const teamId = teamIdForCreate(userId, `mock-draft:${commandId}`);
    const draftId = randomUUID();
    const created = await this.createTeam(
      teamId,
      userId,
      commandId,
      settings,
      body.name,
      source ? `${source.state.name} mock` : 'Mock draft',
    );
    let recorded: { id: string; raced: boolean };
    try {
      recorded = await this.startOn(teamId, draftId, userId, commandId, body, source, created.version);
    } catch (error) {
      // The mock team is committed but the draft is not: delete the team (it is hidden from
      // /api/teams, so the user could not) and answer with the original failure.
      await this.discardTeam(teamId, userId, commandId);
      throw error;
    }
    if (!recorded.raced) this.runner.kick(recorded.id);
    return this.views.detail(recorded.id, userId);
  }

  /** Copies the source team's picks into the new mock team and records the draft row (or finds a concurrent retry's); the caller deletes the team on failure. */
  private async startOn(
    teamId: string,
    draftId: string,
    userId: string,
    commandId: string,
    body: StartMockDraftCommand['body'],
    source: LoadedTeam | null,
    createdVersion: number,
  ): Promise<{ id: string; raced: boolean }> {
    let version = createdVersion;
    // A mock of a league with a pick clock runs the same clock (each pick restarts it; nothing happens at zero).
    const sourceClock = source?.state.pickClock;
    if (sourceClock) {
      const result = await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId, userId, expectedVersion: version, commandId: `mock-${commandId}-clock` },
          { type: 'SetPickClock', data: { secondsPerPick: sourceClock.secondsPerPick, paused: false } },
        ),
      );
      version = result.version;
    }
    if (source && body.copyPicks) await this.copyPicks(source.state, teamId, userId, commandId, version);

    const { state } = await this.runner.load(teamId);
    const clock = draftClock(state);
    try {
      await this.drafts.insert({
        id: draftId,
        userId,
        teamId,
        sourceTeamId: source ? (body.sourceTeamId ?? null) : null,
        startCommandId: commandId,
        seed: body.seed ?? randomInt(0, 2 ** 32),
        speed: body.speed,
        autoPick: body.autoPick,
        status: clock.finished ? 'finished' : 'running',
        nextOverallPick: clock.picksMade + 1,
        totalPicks: clock.totalPicks,
      });
    } catch (error) {
      // Two retries of one start raced: the first row wins and both answer with it.
      const raced = error instanceof QueryFailedError ? await this.drafts.byStartCommand(userId, commandId) : null;
      if (!raced) throw error;
      return { id: raced.id, raced: true };
    }
    return { id: draftId, raced: false };
  }

  /** DeleteTeam on the half-started mock team, through the team command handler like any command (idempotent by its command id). */
  private async discardTeam(teamId: string, userId: string, commandId: string): Promise<void> {
    try {
      const { state, version } = await this.runner.load(teamId);
      if (!state.exists || state.deleted) return;
      await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId, userId, expectedVersion: version, commandId: `mock-${commandId}-discard` },
          { type: 'DeleteTeam', data: {} },
        ),
      );
    } catch (error) {
      this.logger.error(
        `Mock draft start ${commandId}: could not delete the half-started mock team ${teamId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * The mock team is an ordinary team stream flagged isMock, created through the same command handler. A
   * generated name can be taken by a concurrent start between the check and the create: try the next.
   */
  private async createTeam(
    teamId: string,
    userId: string,
    commandId: string,
    settings: LeagueSettings,
    name: string | undefined,
    base: string,
  ) {
    for (let attempt = 0; ; attempt++) {
      const chosen = name ?? (await this.freeName(userId, base));
      try {
        return await this.commandBus.execute(
          new ExecuteTeamCommand(
            { teamId, userId, expectedVersion: 0, commandId: `mock-${commandId}-create` },
            { type: 'CreateTeam', data: { teamId, userId, name: chosen, ...settings, isMock: true } },
          ),
        );
      } catch (error) {
        const nameTaken = isDraftRuleError(error) && error.code === 'team-name-taken';
        // At the mock draft limit (counted in the create's statement): 409 with the message.
        if (name !== undefined || !nameTaken || attempt >= 10) throw teamLimitReached(error) ?? error;
      }
    }
  }

  private async sourceTeam(teamId: string, userId: string) {
    if (!isUuid(teamId)) throw new NotFoundException(TEAM_NOT_FOUND);
    const team = await this.runner.load(teamId);
    if (!team.state.exists || team.state.deleted || team.state.userId !== userId) throw new NotFoundException(TEAM_NOT_FOUND);
    return team;
  }

  /** `base`, or `base 2`, `base 3`…: a user's mock teams have one name each (apart from their real teams' names). */
  private async freeName(userId: string, base: string): Promise<string> {
    const taken = new Set((await this.readModels.otherTeamNames(userId, null, true)).map((name) => name.trim().toLowerCase()));
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : ` ${n}`;
      const candidate = `${base.slice(0, MAX_NAME - suffix.length).trim()}${suffix}`;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }

  /** Replays the source team's draft so far (own picks and players taken by others, in pick order) into the mock team. */
  private async copyPicks(source: TeamState, teamId: string, userId: string, commandId: string, version: number): Promise<number> {
    const picks = [
      ...source.ownPicks.map((pick) => ({ ...pick, own: true })),
      ...source.takenByOthers.map((pick) => ({ ...pick, own: false })),
    ].sort((a, b) => a.overallPick - b.overallPick || Number(b.own) - Number(a.own));
    let current = version;
    for (const [index, pick] of picks.entries()) {
      const result = await this.commandBus.execute(
        new ExecuteTeamCommand(
          { teamId, userId, expectedVersion: current, commandId: `mock-${commandId}-copy-${index}` },
          pick.own
            ? { type: 'DraftPlayer', data: { playerId: pick.playerId } }
            : { type: 'RecordTakenByOther', data: { playerId: pick.playerId } },
        ),
      );
      current = result.version;
    }
    return current;
  }
}
