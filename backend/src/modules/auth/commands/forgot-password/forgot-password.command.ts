import { Command } from '@nestjs/cqrs';
import type { EmailMethod } from '../../../email';

export interface ForgotPasswordOutcome {
  /** Whether an account exists and a reset email went out. Never shown to the public caller. */
  emailed: boolean;
  method: EmailMethod;
}

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
