import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, teamStreamId, type LiveGradeDto, type RecordedEvent, type TeamChange, type TeamCommandResult } from '@draftmode/domain';
import {
  decide,
  DraftRuleError,
  evolve,
  initialTeamState,
  isDraftRuleError,
  type TeamCommand,
  type TeamState,
} from '@draftmode/draft-core';
import { createHash } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { ConcurrencyError } from '../../../infra/event-store/errors';
import type { PendingSession } from '../../../infra/auth/session-users';
import { EventStore, isAppendConflict } from '../../../infra/event-store/event-store';
import { TEAM_NOT_FOUND } from '../draft-rule-errors';
import { PlayerPool } from '../../player-pool';
import { CommittedTeamEvents } from '../committed/committed-team-events';
import { toTeamEvent } from '../domain/team-event';
import { liveGradeOf } from '../projections/live-grade/live-grade';
import { TeamProjections } from '../projections/team-projections';
import type { TeamStep } from '../projections/team-projector';
import { isUuid, TeamReadModels } from '../queries/team-read-models';
import { teamChange, teamDetailOf } from './team-answer';
import { TeamStateCache } from './team-state.cache';

export type { TeamCommandResult };

/** Who sends a command to which team, the version the client saw, and the command's id. */
export interface CommandEnvelope {
  teamId: string;
  userId: string;
  expectedVersion: number;
  commandId: string;
  /** The live connection the command came over (`team.pick`): it gets the answer, so the room's broadcast skips it. */
  originSocketId?: string;
  /** The sender's session when it is still to be checked (a pick over a live connection): by the append's statement, or before any other answer. */
  session?: PendingSession;
}

/** What a command did, for callers in the backend: the answer plus the state after it, the events it appended (none for a retry or a no-op) and what they changed of the team. */
export interface TeamCommandOutcome extends TeamCommandResult {
  state: TeamState;
  /** What the appended events changed of the team at the expected version (`teamChange`); null when nothing was appended or the team is gone. */
  change: TeamChange | null;
  events: readonly RecordedEvent[];
}

/**
 * A team command on the CommandBus, the one way every caller sends one (docs/adr/0008-command-dispatch.md):
 * who sends which draft-core command to which team.
 */
export class ExecuteTeamCommand extends Command<TeamCommandOutcome> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly command: TeamCommand,
  ) {
    super();
  }
}

/** The wire answer of a command (docs/teams-api.md), without the backend-only fields. */
export function commandResult({ version, duplicate, team }: TeamCommandOutcome): TeamCommandResult {
  return { version, duplicate, team };
}

/** Another user's team, a missing or deleted one: all answer alike (docs/adr/0002-draft-engine.md). */
function teamNotFound(): DraftRuleError {
  return new DraftRuleError('team-not-found', TEAM_NOT_FOUND);
}

/**
 * The one handler of every team command (docs/adr/0002-draft-engine.md), a decider: it takes the
 * state at the stream's version from the cache (or reads where the stream stands — version and
 * whether the command id is known — and folds the missing events onto the cached state), decides with draft-core, and appends the
 * events together with the projections' statements for them in one atomic statement: if the stream
 * moved since its version was read, the unique indexes refuse the whole statement, so a state from
 * the cache is only ever used at the version the append is checked against.
 * The live grade is computed once and shared by the projection, the answer and the subscribers,
 * which hear of the events after the commit (CommittedTeamEvents). Refusals are typed errors
 * (DraftRuleError, ConcurrencyError) that the HTTP exception filter maps once.
 */
@CommandHandler(ExecuteTeamCommand)
export class TeamCommandHandler implements ICommandHandler<ExecuteTeamCommand, TeamCommandOutcome> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projections: TeamProjections,
    private readonly readModels: TeamReadModels,
    private readonly pool: PlayerPool,
    private readonly cache: TeamStateCache,
    private readonly committed: CommittedTeamEvents,
  ) {}

  async execute({ envelope, command }: ExecuteTeamCommand): Promise<TeamCommandOutcome> {
    const { session } = envelope;
    if (!session) return this.executeChecked(envelope, command);
    // The append checked the session in its own statement; every other answer waits for the check (401 first).
    let outcome: TeamCommandOutcome;
    try {
      outcome = await this.executeChecked(envelope, command);
    } catch (error) {
      await session.confirm();
      throw error;
    }
    if (outcome.events.length === 0) await session.confirm();
    return outcome;
  }

  private async executeChecked(envelope: CommandEnvelope, command: TeamCommand): Promise<TeamCommandOutcome> {
    if (!isUuid(envelope.teamId)) throw teamNotFound();
    let outcome: TeamCommandOutcome;
    try {
      outcome = await this.decideAndAppend(this.dataSource.manager, envelope, command);
    } catch (error) {
      if (isAppendConflict(error)) return this.afterLostRace(envelope);
      const constraint =
        error instanceof QueryFailedError ? (error.driverError as { constraint?: string } | undefined)?.constraint : undefined;
      if (constraint === 'team_list_user_name_key' || constraint === 'team_list_user_mock_name_key')
        throw new DraftRuleError('team-name-taken', MESSAGES.teamNameTaken);
      throw error;
    }
    if (outcome.events.length > 0) {
      this.cache.set(envelope.teamId, { version: outcome.version, state: outcome.state, liveGrade: outcome.team?.liveGrade ?? null });
      await this.committed.publish({
        teamId: envelope.teamId,
        userId: envelope.userId,
        events: outcome.events,
        change: outcome.change,
        state: outcome.state,
        team: outcome.team,
        originSocketId: envelope.originSocketId,
      });
    }
    return outcome;
  }

  /** The team's state now, from the cache when it is current (one indexed read of the version), for readers that decide what to command next. */
  async load(teamId: string): Promise<{ state: TeamState; version: number }> {
    if (!isUuid(teamId)) return { state: initialTeamState, version: 0 };
    const manager = this.dataSource.manager;
    const { version } = await this.store.head(manager, teamStreamId(teamId), '');
    return { state: (await this.stateAt(manager, teamId, version)).state, version };
  }

  /**
   * When the cache holds the team at the client's expected version, the command is decided on it
   * without reading the stream's head first: the append is checked against that version by the
   * unique indexes, so if another process moved the stream (or this command id was already
   * accepted) the append is refused and {@link afterLostRace} answers. A refusal or a no-op decided
   * on the cache is confirmed against the head before it is answered (a stale client gets 409, not
   * a refusal about a state it has not seen).
   */
  private async decideAndAppend(manager: EntityManager, envelope: CommandEnvelope, command: TeamCommand): Promise<TeamCommandOutcome> {
    const cached = this.cache.get(envelope.teamId);
    if (cached && cached.version === envelope.expectedVersion && cached.state.exists) {
      try {
        const outcome = await this.decideAt(manager, envelope, command, { version: cached.version, command: null }, cached);
        if (outcome.events.length > 0) return outcome;
      } catch (error) {
        if (!isDraftRuleError(error)) throw error;
      }
    }
    const head = await this.store.head(manager, teamStreamId(envelope.teamId), envelope.commandId);
    return this.decideAt(manager, envelope, command, head, await this.stateAt(manager, envelope.teamId, head.version));
  }

  private async decideAt(
    manager: EntityManager,
    envelope: CommandEnvelope,
    command: TeamCommand,
    head: { version: number; command: { toVersion: number } | null },
    current: { state: TeamState; liveGrade?: LiveGradeDto | null },
  ): Promise<TeamCommandOutcome> {
    const { teamId, userId, expectedVersion, commandId } = envelope;
    const streamId = teamStreamId(teamId);
    const { state } = current;
    const isCreate = command.type === 'CreateTeam';

    if ((!isCreate || state.exists) && !(state.exists && state.userId === userId)) throw teamNotFound();
    // A retried command id: the first result's version, whatever happened since, and nothing new appended.
    if (head.command) return this.retried(manager, teamId, userId, head.command.toVersion, state);
    if (state.deleted) throw teamNotFound();
    // Checked before deciding, so a stale client gets 409 + currentVersion rather than a rule
    // refusal computed against a state it has not seen.
    if (expectedVersion !== head.version) throw new ConcurrencyError(streamId, expectedVersion, head.version);

    const needsNames = command.type === 'CreateTeam' || command.type === 'RenameTeam';
    const isMock = command.type === 'CreateTeam' ? (command.data.isMock ?? false) : state.isMock;
    const existingTeamNames = needsNames
      ? await this.readModels.otherTeamNames(userId, isCreate ? null : teamId, isMock, manager)
      : undefined;
    const events = decide(command, state, {
      now: new Date().toISOString(),
      positionOf: this.pool.positionOf,
      existingTeamNames,
      poolHasStatLines: this.pool.hasStatLines,
    });
    if (events.length === 0) {
      const team = state.deleted ? null : teamDetailOf(teamId, state, head.version, this.liveGradeOf(current), this.pool);
      return { version: head.version, duplicate: false, team, state, change: null, events: [] };
    }

    // Folded once; the projectors' steps carry the events as they will be stored (the store assigns the positions).
    const metadata = { userId, commandId, correlationId: commandId, causationId: null };
    let folded = state;
    const steps: TeamStep[] = events.map((event, index) => {
      folded = evolve(folded, event);
      const pending = {
        position: 0,
        streamId,
        version: expectedVersion + index + 1,
        type: event.type,
        data: event.data,
        metadata,
        occurredAt: '',
      } as RecordedEvent;
      return { event: pending, state: folded };
    });
    const version = expectedVersion + events.length;
    const liveGrade = this.liveGradeOf({ state: folded }, current);
    const alongside = this.projections.commandStatements(teamId, steps, liveGrade, { state, liveGrade: current.liveGrade });
    const recorded = await this.store.appendChecked(streamId, expectedVersion, events, metadata, alongside, {
      manager,
      guard: envelope.session?.guard,
    });
    const team = folded.deleted ? null : teamDetailOf(teamId, folded, version, liveGrade, this.pool);
    return { version, duplicate: false, team, state: folded, change: team && teamChange(state, folded, team), events: recorded };
  }

  /**
   * A concurrent append of the same stream won (unique indexes) and nothing of this one was written: the winner may be an earlier attempt of this very command (a retry), else it is a conflict.
   */
  private async afterLostRace(envelope: CommandEnvelope): Promise<TeamCommandOutcome> {
    const streamId = teamStreamId(envelope.teamId);
    const manager = this.dataSource.manager;
    const head = await this.store.head(manager, streamId, envelope.commandId);
    if (!head.command) throw new ConcurrencyError(streamId, envelope.expectedVersion, head.version);
    const { state } = await this.stateAt(manager, envelope.teamId, head.version);
    return this.retried(manager, envelope.teamId, envelope.userId, head.command.toVersion, state);
  }

  /** The answer to a retried command id: its first version, and the team as the read models show it now. */
  private async retried(
    manager: EntityManager,
    teamId: string,
    userId: string,
    version: number,
    state: TeamState,
  ): Promise<TeamCommandOutcome> {
    const team = state.deleted ? null : await this.readModels.detail(teamId, userId, manager);
    return { version, duplicate: true, team, state, change: null, events: [] };
  }

  /** The state at `version`: the cached one when it is that version, else the cached one (or none) with the events after it folded on. */
  private async stateAt(
    manager: EntityManager,
    teamId: string,
    version: number,
  ): Promise<{ version: number; state: TeamState; liveGrade?: LiveGradeDto | null }> {
    const cached = this.cache.get(teamId);
    if (cached && cached.version === version) return cached;
    const base = cached && cached.version < version ? cached : { version: 0, state: initialTeamState };
    const events = await this.store.readStream(teamStreamId(teamId), base.version + 1, { manager });
    let state = base.state;
    for (const event of events) if (event.version <= version) state = evolve(state, toTeamEvent(event));
    const folded = { version, state };
    if (version > 0) this.cache.set(teamId, folded);
    return folded;
  }

  /** The live grade of a state, reused from `previous` when nothing it depends on changed (a player taken by another team). */
  private liveGradeOf(
    target: { state: TeamState; liveGrade?: LiveGradeDto | null },
    previous?: { state: TeamState; liveGrade?: LiveGradeDto | null },
  ): LiveGradeDto | null {
    if (target.liveGrade !== undefined) return target.liveGrade;
    const { state } = target;
    if (!state.exists || state.deleted) return null;
    if (previous && previous.liveGrade !== undefined && sameGradeInputs(previous.state, state)) return previous.liveGrade;
    return liveGradeOf(state, this.pool.players, (id) => this.pool.get(id));
  }
}

/**
 * True when the live grade of `after` equals that of `before`: same settings, roster and own picks,
 * and no pick recorded before the last own pick changed (a pick's grade depends only on the picks
 * before it; see libs/grading's replayPickPercentages).
 */
function sameGradeInputs(before: TeamState, after: TeamState): boolean {
  if (before.settings !== after.settings || before.roster !== after.roster || before.ownPicks !== after.ownPicks) return false;
  const lastOwn = Math.max(0, ...after.ownPicks.map((pick) => pick.overallPick));
  const earlier = (picks: TeamState['takenByOthers']) => picks.filter((pick) => pick.overallPick < lastOwn);
  const a = earlier(before.takenByOthers);
  const b = earlier(after.takenByOthers);
  return (
    a.length === b.length && a.every((pick, index) => pick.playerId === b[index]?.playerId && pick.overallPick === b[index]?.overallPick)
  );
}

/**
 * The team id of a create: derived from the user and the command id, so a retried create lands on
 * the same stream and the command-id check answers it with the first result.
 */
export function teamIdForCreate(userId: string, commandId: string): string {
  const hex = createHash('sha256').update(`create-team:${userId}:${commandId}`).digest('hex');
  // Shaped as an RFC 4122 version-5-style UUID (name-based), so it fits the uuid columns.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
