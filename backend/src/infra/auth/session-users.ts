import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { AuthenticatedUser } from './authenticated-user';
import { DataSource } from 'typeorm';
import { queryPrepared, type SqlStatement } from '../database/sql-statement';

/** What a request or a live connection is told once its session has ended (signed out, password changed, account deleted). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** What a session check needs of a user: the role, and the token version a sign-out or revocation bumps. */
export interface SessionUser {
  id: string;
  role: AuthenticatedUser['role'];
  tokenVersion: number;
}

/**
 * A session a command came with and has not checked yet (a pick over a live connection). The
 * command's write checks it in its own statement (`guard`, for `EventStore.appendChecked`: the
 * statement fails and writes nothing unless the session stands), so a pick costs one round trip to
 * PostgreSQL, not two; an answer without a write first awaits `confirm`, which throws the 401 when
 * the session has ended (docs/adr/0002-draft-engine.md, "The session of a pick").
 */
export interface PendingSession {
  guard: SqlStatement;
  confirm(): Promise<void>;
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

  /** The session of a live connection, checked by the command it sends (see {@link PendingSession}). */
  pending(session: { userId: string; tokenVersion: number }): PendingSession {
    return {
      guard: { sql: 'SELECT session_stands($1::uuid, $2::int) AS stands', params: [session.userId, session.tokenVersion] },
      confirm: async () => {
        const user = await this.find(session.userId);
        if (!user || user.tokenVersion !== session.tokenVersion) throw new UnauthorizedException(SESSION_ENDED);
      },
    };
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
