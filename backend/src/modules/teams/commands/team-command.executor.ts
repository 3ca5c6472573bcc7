import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { teamStreamId, type RecordedEvent } from '@draftmode/domain';
import { decide, foldTeamEvents, isDraftRuleError, type TeamCommand, type TeamState } from '@draftmode/draft-core';
import { createHash } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { ConcurrencyError } from '../../../infra/event-store/errors';
import { EventStore } from '../../../infra/event-store/event-store';
import { PlayerPool } from '../../players/player-pool';
import { teamNameTakenException, toHttpException } from '../domain/draft-rule-http';
import { TeamProjections } from '../projections/team-projections';
import { isUuid, TEAM_NOT_FOUND, TeamReadModels } from '../queries/team-read-models';
import { BroadcastWhenTeamEventCommitted } from '../realtime/broadcast-when-team-event-committed';
import { loadTeamStream } from '../team-stream.loader';

/** What travels around every team command: who, which team, the version the client saw, and its id. */
export interface CommandEnvelope {
  teamId: string;
  userId: string;
  expectedVersion: number;
  commandId: string;
}

/** What every team mutation answers. `team` is null once the team is deleted. */
import type { TeamCommandResult } from '@draftmode/domain';

export type { TeamCommandResult };

/**
 * The one flow every team command handler runs: load the stream, fold it with draft-core's evolve,
 * decide, append with the client's expected version and command id, and update the read models in
 * the same transaction. No side effect (socket, email) happens here: those hang off the committed
 * events (ARCHITECTURE principle 6).
 */
@Injectable()
export class TeamCommandExecutor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projections: TeamProjections,
    private readonly readModels: TeamReadModels,
    private readonly pool: PlayerPool,
    private readonly broadcast: BroadcastWhenTeamEventCommitted,
  ) {}

  async run(envelope: CommandEnvelope, command: TeamCommand): Promise<TeamCommandResult> {
    if (!isUuid(envelope.teamId)) throw new NotFoundException(TEAM_NOT_FOUND);
    const committed: RecordedEvent[] = [];
    let result: TeamCommandResult;
    try {
      result = await this.dataSource.transaction((manager) => this.runInTransaction(manager, envelope, command, committed));
    } catch (error) {
      if (isDraftRuleError(error)) throw toHttpException(error);
      const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string } | undefined)?.constraint : undefined;
      if (constraint === 'team_list_user_name_key' || constraint === 'team_list_user_mock_name_key') {
        throw teamNameTakenException();
      }
      throw error;
    }
    // Side effects only once the transaction has committed (ARCHITECTURE principle 6).
    void this.broadcast.handle(envelope.teamId, envelope.userId, committed);
    return result;
  }

  /** Pushes the events it appended onto `committed`, for the side effects after the commit. */
  private async runInTransaction(
    manager: EntityManager,
    envelope: CommandEnvelope,
    command: TeamCommand,
    committed: RecordedEvent[],
  ): Promise<TeamCommandResult> {
    const { teamId, userId, expectedVersion, commandId } = envelope;
    const streamId = teamStreamId(teamId);
    const { events: stream, state, version: currentVersion } = await loadTeamStream(this.store, teamId, manager);
    const isCreate = command.type === 'CreateTeam';

    // Another user's team answers exactly like a missing one.
    if ((!isCreate || state.exists) && !(state.exists && state.userId === userId)) throw new NotFoundException(TEAM_NOT_FOUND);

    // A retried command id: the first result, whatever happened since, and nothing new appended.
    const first = stream.filter((event) => event.metadata.commandId === commandId);
    if (first.length > 0) return this.result(manager, teamId, userId, Math.max(...first.map((event) => event.version)), true, state);
    if (state.deleted) throw new NotFoundException(TEAM_NOT_FOUND);

    // Checked before deciding, so a stale client gets 409 + currentVersion rather than a rule
    // refusal computed against a state it has not seen.
    if (expectedVersion !== currentVersion) throw new ConcurrencyError(streamId, expectedVersion, currentVersion);

    const needsNames = command.type === 'CreateTeam' || command.type === 'RenameTeam';
    const isMock = command.type === 'CreateTeam' ? (command.data.isMock ?? false) : state.isMock;
    const existingTeamNames = needsNames ? await this.readModels.otherTeamNames(userId, isCreate ? null : teamId, isMock, manager) : undefined;
    const events = decide(command, state, { now: new Date().toISOString(), positionOf: this.pool.positionOf, existingTeamNames });
    if (events.length === 0) return this.result(manager, teamId, userId, currentVersion, false, state);

    const appended = await this.store.append(streamId, expectedVersion, events, { userId, commandId, correlationId: commandId, causationId: null }, { manager });
    const recorded = await this.store.readStream(streamId, appended.fromVersion, { manager });
    const ours = recorded.filter((event) => event.version <= appended.toVersion);
    await this.projections.project(manager, ours);
    if (!appended.duplicate) committed.push(...ours);
    return this.result(manager, teamId, userId, appended.toVersion, appended.duplicate, foldTeamEvents(events, state));
  }

  private async result(manager: EntityManager, teamId: string, userId: string, version: number, duplicate: boolean, state: TeamState): Promise<TeamCommandResult> {
    return { version, duplicate, team: state.deleted ? null : await this.readModels.detail(teamId, userId, manager) };
  }
}

/**
 * The team id of a create: derived from the user and the command id, so a retried create lands on
 * the same stream and the event store's command-id check answers it with the first result.
 */
export function teamIdForCreate(userId: string, commandId: string): string {
  const hex = createHash('sha256').update(`create-team:${userId}:${commandId}`).digest('hex');
  // Shaped as an RFC 4122 version-5-style UUID (name-based), so it fits the uuid columns.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
