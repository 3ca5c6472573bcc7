import type { EmailTestPayload, EmailTestResult } from '../../email-test.schemas';
import { Command } from '@nestjs/cqrs';

/** Sends a sample email to an address (admin test page). */
export class SendTestEmailCommand extends Command<EmailTestResult> {
  constructor(readonly payload: EmailTestPayload) {
    super();
  }
}
