import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { AdminApiController } from '../../admin-api-controller.decorator';
import { MAX_PAGE_SIZE, USER_SORT_COLUMNS, userPageSchema, type UserPage } from '../../user-directory';
import type { AdminUserListDto } from '@draftmode/domain';
import { ListUsersQuery } from './list-users.query';

@AdminApiController()
export class ListUsersController {
  constructor(private readonly listUsers: ListUsersQuery) {}

  @Get('users')
  @ApiOperation({ summary: 'A page of users with their team and passkey counts (admin)' })
  @ApiQuery({ name: 'search', required: false, description: 'Part of a name or email, case-insensitive' })
  @ApiQuery({ name: 'role', required: false, enum: ['user', 'admin'] })
  @ApiQuery({ name: 'sort', required: false, enum: Object.keys(USER_SORT_COLUMNS), description: 'Default createdAt' })
  @ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'], description: 'Default desc' })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1' })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: `1 to ${MAX_PAGE_SIZE}, default 25` })
  @ApiOkResponse({ description: '{ items: [{ id, name, email, role, createdAt, lastSignInAt, teams, passkeys }], total, page, pageSize }' })
  handle(@Query(new ZodValidationPipe(userPageSchema)) query: UserPage): Promise<AdminUserListDto> {
    return this.listUsers.execute(query);
  }
}
