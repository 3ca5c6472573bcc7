import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isUuid, TeamReadModels } from '../queries/team-read-models';

export const WATCH_LINK_INACTIVE = 'This watch link is no longer active';

/** The active link a watch token belongs to, with the team and its owner. */
interface ActiveWatchLink {
  linkId: string;
  teamId: string;
  ownerId: string;
}

function hashWatchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Watch links (docs/draft-rules.md §5): created and revoked by the team's owner, resolved by anyone holding the token. */
@Injectable()
export class WatchLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly readModels: TeamReadModels,
  ) {}

  /** Revokes the team's active link (if any) and creates a new one; 404 for another user's team. */
  async create(teamId: string, userId: string): Promise<{ token: string; revokedLinkIds: string[] }> {
    const token = randomBytes(32).toString('base64url');
    const revokedLinkIds = await this.dataSource.transaction(async (manager) => {
      await this.readModels.summary(teamId, userId, manager);
      // Serializes concurrent creates for one team, so the partial unique index never trips.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`watch-link:${teamId}`]);
      const revoked = await this.revokeActive(teamId, manager);
      await manager.query('INSERT INTO watch_links (id, team_id, token_hash) VALUES ($1, $2, $3)', [
        randomUUID(),
        teamId,
        hashWatchToken(token),
      ]);
      return revoked;
    });
    return { token, revokedLinkIds };
  }

  /** Revokes the team's active link; returns the revoked link ids (none when there was no active link). */
  async revoke(teamId: string, userId: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.readModels.summary(teamId, userId, manager);
      return this.revokeActive(teamId, manager);
    });
  }

  /** The active link behind a token, or a 404 'This watch link is no longer active'. */
  async resolve(token: string): Promise<ActiveWatchLink> {
    const [row] = (await this.dataSource.query(
      `SELECT w.id, w.team_id, t.user_id
         FROM watch_links w JOIN team_list t ON t.id = w.team_id
        WHERE w.token_hash = $1 AND w.revoked_at IS NULL`,
      [hashWatchToken(token)],
    )) as { id: string; team_id: string; user_id: string }[];
    if (!row) throw new NotFoundException(WATCH_LINK_INACTIVE);
    return { linkId: row.id, teamId: row.team_id, ownerId: row.user_id };
  }

  async isActive(linkId: string): Promise<boolean> {
    if (!isUuid(linkId)) return false;
    const rows = (await this.dataSource.query('SELECT 1 FROM watch_links WHERE id = $1 AND revoked_at IS NULL', [linkId])) as unknown[];
    return rows.length > 0;
  }

  private async revokeActive(teamId: string, manager: DataSource['manager']): Promise<string[]> {
    const result = (await manager.query(
      'UPDATE watch_links SET revoked_at = now() WHERE team_id = $1 AND revoked_at IS NULL RETURNING id',
      [teamId],
    )) as [{ id: string }[], number];
    return result[0].map((row) => row.id);
  }
}
