import { Command } from '@nestjs/cqrs';
import type { ForgotPasswordOutcome } from './forgot-password.handler';

/**
 * Issues a reset link for the account with this email, if there is one. `waitForEmail` (the admin
 * test page) waits until the email is queued or sent and reports failures.
 */
export class ForgotPasswordCommand extends Command<ForgotPasswordOutcome> {
  constructor(
    readonly email: string,
    readonly options: { waitForEmail?: boolean } = {},
  ) {
    super();
  }
}
