import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangeUserRoleCommand } from './change-user-role.command';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminUserDto } from '@draftmode/domain';
import { toAdminUserRow, type UserRowSql } from '../../user-directory';

const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin.';
const USER_NOT_FOUND = 'That user does not exist (any more).';

/**
 * Makes a user an admin or a regular user. Roles are read from the database on every request,
 * so the change applies to the user's current session at once. Nobody changes their own role,
 * which also means the last admin can never demote themselves.
 */
@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand, AdminUserDto> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ actorId, userId, role }: ChangeUserRoleCommand): Promise<AdminUserDto> {
    if (actorId === userId) throw new ForbiddenException(OWN_ROLE_MESSAGE);
    const rows = (await this.dataSource.query(
      `WITH changed AS (UPDATE users SET role = $2 WHERE id = $1 RETURNING id, name, email, role, created_at, last_sign_in_at)
       SELECT c.*,
              (SELECT count(*)::int FROM team_list t WHERE t.user_id = c.id) AS teams,
              (SELECT count(*)::int FROM passkeys p WHERE p.user_id = c.id) AS passkeys
         FROM changed c`,
      [userId, role],
    )) as UserRowSql[];
    const row = rows[0];
    if (!row) throw new NotFoundException(USER_NOT_FOUND);
    return toAdminUserRow(row);
  }
}
