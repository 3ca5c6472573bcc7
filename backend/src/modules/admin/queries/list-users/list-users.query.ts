import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toAdminUserRow, userSelect, userWhere, type UserPage, type UserRowSql } from '../../user-directory';
import type { AdminUserListDto } from '@draftmode/domain';

/** One page of the users matching a search and role, sorted by a whitelisted column. */
@Injectable()
export class ListUsersQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(request: UserPage): Promise<AdminUserListDto> {
    const select = userSelect(request);
    const where = userWhere(request);
    const limit = select.params.length + 1;
    const [rows, counted] = await Promise.all([
      this.dataSource.query(`${select.sql} LIMIT $${limit} OFFSET $${limit + 1}`, [
        ...select.params,
        request.pageSize,
        (request.page - 1) * request.pageSize,
      ]) as Promise<UserRowSql[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM users u ${where.sql}`, where.params) as Promise<{ total: number }[]>,
    ]);
    return { items: rows.map(toAdminUserRow), total: counted[0]?.total ?? 0, page: request.page, pageSize: request.pageSize };
  }
}
