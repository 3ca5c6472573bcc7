import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SendTestEmailCommand } from './send-test-email.command';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { EmailDispatcher } from '../../../email';
import type { EmailTestResult } from '../../email-test.schemas';
import { sampleEmail } from '../../../email';

/**
 * Sends a sample email the way the app sends real ones, and waits for the outcome so a broken
 * mail setup shows up as a failure here instead of only in the logs.
 */
@CommandHandler(SendTestEmailCommand)
export class SendTestEmailHandler implements ICommandHandler<SendTestEmailCommand, EmailTestResult> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly emails: EmailDispatcher,
  ) {}

  async execute({ payload }: SendTestEmailCommand): Promise<EmailTestResult> {
    const message = sampleEmail(payload.template, payload.email, payload.name, this.config.appUrl);
    try {
      const method = await this.emails.dispatch(message);
      return { success: true, message: describeDelivery(`The ${payload.template} email`, payload.email, method), method };
    } catch (error) {
      return {
        success: false,
        message: `Could not send the ${payload.template} email: ${error instanceof Error ? error.message : String(error)}`,
        method: this.emails.method,
      };
    }
  }
}

export function describeDelivery(what: string, to: string, method: string): string {
  if (method.startsWith('queue+')) return `${what} to ${to} is queued and will go out by ${method.slice('queue+'.length)}.`;
  return method === 'smtp' ? `${what} was sent to ${to} over SMTP.` : `${what} to ${to} is in the outbox (no SMTP server is configured).`;
}
