import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
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
 */
@Injectable()
export class SessionUsers {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<SessionUser | null> {
    if (!UUID.test(userId)) return null;
    const [row] = await queryPrepared<{ id: string; role: AuthenticatedUser['role']; token_version: number }>(this.dataSource.manager, {
      sql: 'SELECT id, role, token_version FROM users WHERE id = $1',
      params: [userId],
    });
    return row ? { id: row.id, role: row.role, tokenVersion: row.token_version } : null;
  }
}
