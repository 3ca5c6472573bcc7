import { Injectable } from '@nestjs/common';
import { teamIdOfStream, teamStreamId } from '@draftmode/domain';
import type { EntityManager } from 'typeorm';
import { EventStore } from '../../../../infra/event-store/event-store';
import { TeamProjections } from '../../projections/team-projections';
import { TeamStateCache } from '../team-state.cache';

/**
 * Erases every team a user owns — their event streams through the event store and their rows
 * through the projections — inside the caller's transaction. Account deletion uses it: a deleted
 * account leaves no draft data behind, not even in the event store (personal data is erased, not
 * merely marked deleted; docs/adr/0002-draft-engine.md).
 */
@Injectable()
export class EraseUserTeams {
  constructor(
    private readonly store: EventStore,
    private readonly projections: TeamProjections,
    private readonly cache: TeamStateCache,
  ) {}

  async execute(userId: string, manager: EntityManager): Promise<void> {
    // Deleted teams have no team_list row any more: a user's streams are the ones their TeamCreated names them in.
    const created = (await manager.query(`SELECT DISTINCT stream_id FROM events WHERE type = 'TeamCreated' AND data->>'userId' = $1`, [
      userId,
    ])) as { stream_id: string }[];
    const listed = (await manager.query('SELECT id FROM team_list WHERE user_id = $1', [userId])) as { id: string }[];
    const teamIds = [
      ...new Set([
        ...created.map((row) => teamIdOfStream(row.stream_id)).filter((id): id is string => id !== null),
        ...listed.map((row) => row.id),
      ]),
    ];
    await this.projections.erase(manager, teamIds, userId);
    await this.store.eraseStreams(teamIds.map(teamStreamId), { manager });
    for (const teamId of teamIds) this.cache.forget(teamId);
  }
}
