import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { AuthenticatedUser } from './authenticated-user';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/sql-statement';

/** What a session check needs of a user: the role, and the token version a sign-out or revocation bumps. */
export interface SessionUser {
  id: string;
  role: AuthenticatedUser['role'];
  tokenVersion: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the session columns of the `users` table (owned by the users module, docs/accounts-api.md)
 * for the HTTP strategy and the socket handshake, without importing the users module: infra
 * depends on no module.
 *
 * Every request and pick command checks its session, so the checks that arrive together (in one
 * turn of the event loop) share one query: a live draft's picks from many sockets at once cost one
 * round trip, not one each. Nothing is cached: each check reads the row as it stands when it runs.
 */
@Injectable()
export class SessionUsers {
  private readonly loader = new DataLoader<string, SessionUser | null>((ids) => this.read(ids), {
    cache: false,
    // After the I/O callbacks of this turn, so checks from different sockets and requests join one batch.
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<SessionUser | null> {
    if (!UUID.test(userId)) return null;
    return this.loader.load(userId.toLowerCase());
  }

  private async read(ids: readonly string[]): Promise<Array<SessionUser | null>> {
    const rows = await queryPrepared<{ id: string; role: AuthenticatedUser['role']; token_version: number }>(this.dataSource.manager, {
      sql: 'SELECT id, role, token_version FROM users WHERE id = ANY($1::uuid[])',
      params: [[...new Set(ids)]],
    });
    const byId = new Map(rows.map((row) => [row.id, { id: row.id, role: row.role, tokenVersion: row.token_version }]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
