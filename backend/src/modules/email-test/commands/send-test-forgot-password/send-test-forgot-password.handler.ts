import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SendTestForgotPasswordCommand } from './send-test-forgot-password.command';
import { ForgotPasswordCommand } from '../../../auth';
import type { EmailTestResult } from '../../email-test.schemas';
import { describeDelivery } from '../send-test-email/send-test-email.handler';

/**
 * Runs the real forgot-password use case for an email. Unlike the public endpoint it tells the
 * admin whether an account exists and waits for the email to be queued or sent.
 */
@CommandHandler(SendTestForgotPasswordCommand)
export class SendTestForgotPasswordHandler implements ICommandHandler<SendTestForgotPasswordCommand, EmailTestResult> {
  constructor(private readonly commandBus: CommandBus) {}

  async execute({ email }: SendTestForgotPasswordCommand): Promise<EmailTestResult> {
    try {
      const outcome = await this.commandBus.execute(new ForgotPasswordCommand(email, { waitForEmail: true }));
      if (!outcome.emailed) {
        return {
          success: false,
          message: `No account uses ${email}, so no reset email was sent (the public page answers the same either way).`,
          method: outcome.method,
        };
      }
      return { success: true, message: describeDelivery('The password reset email', email, outcome.method), method: outcome.method };
    } catch (error) {
      return {
        success: false,
        message: `Could not send the password reset email: ${error instanceof Error ? error.message : String(error)}`,
        method: 'unknown',
      };
    }
  }
}
