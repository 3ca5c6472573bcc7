import type { EmailTestResult } from '../../email-test.schemas';
import { Command } from '@nestjs/cqrs';

/** Runs a real forgot-password for an address and reports the email (admin test page). */
export class SendTestForgotPasswordCommand extends Command<EmailTestResult> {
  constructor(readonly email: string) {
    super();
  }
}
