import { CommandBus } from '@nestjs/cqrs';
import { Body, Param, Patch } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { AdminApiController } from '../../admin-api-controller.decorator';
import type { AdminUserDto } from '@draftmode/domain';
import { ChangeUserRoleCommand } from './change-user-role.command';

const changeRoleSchema = z.strictObject({ role: z.enum(['user', 'admin'], { error: 'role must be user or admin' }) });
const userIdSchema = z.uuid({ error: 'That is not a user id.' });

@AdminApiController()
export class ChangeUserRoleController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch('users/:id/role')
  @ApiOperation({ summary: 'Promote a user to admin or demote an admin; never your own account (admin)' })
  @ApiBody(openApiBody(changeRoleSchema))
  @ApiOkResponse({ description: 'The user as the admin table shows them' })
  @ApiNotFoundResponse({ description: 'No such user' })
  handle(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', new ZodValidationPipe(userIdSchema)) id: string,
    @Body(new ZodValidationPipe(changeRoleSchema)) body: { role: 'user' | 'admin' },
  ): Promise<AdminUserDto> {
    return this.commandBus.execute(new ChangeUserRoleCommand(actor.id, id, body.role));
  }
}
