import type { SessionDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Changes the signed-in user's password. */
export class ChangePasswordCommand extends Command<SessionDto> {
  constructor(
    readonly userId: string,
    readonly payload: { currentPassword: string; newPassword: string },
  ) {
    super();
  }
}
