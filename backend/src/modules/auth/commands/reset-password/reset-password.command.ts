import type { ResetPasswordPayload } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Sets a new password with a reset token. */
export class ResetPasswordCommand extends Command<void> {
  constructor(readonly payload: ResetPasswordPayload) {
    super();
  }
}
