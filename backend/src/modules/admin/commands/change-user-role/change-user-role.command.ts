import type { AdminUserDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** An admin promotes or demotes another user. */
export class ChangeUserRoleCommand extends Command<AdminUserDto> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly role: 'user' | 'admin',
  ) {
    super();
  }
}
