import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { SendTestEmailController } from './commands/send-test-email/send-test-email.controller';
import { SendTestEmailHandler } from './commands/send-test-email/send-test-email.handler';
import { SendTestForgotPasswordController } from './commands/send-test-forgot-password/send-test-forgot-password.controller';
import { SendTestForgotPasswordHandler } from './commands/send-test-forgot-password/send-test-forgot-password.handler';
import { EmailOutboxEntity } from '../email';
import { EmailModule } from '../email';
import { ListOutboxController } from './queries/list-outbox/list-outbox.controller';
import { ListOutboxQuery } from './queries/list-outbox/list-outbox.query';
import { PreviewEmailController } from './queries/preview-email/preview-email.controller';
import { PreviewEmailQuery } from './queries/preview-email/preview-email.query';

/**
 * The admin-only /email-test page's API. Separate from EmailModule because it runs the auth
 * module's forgot-password, and the auth module itself sends email.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailOutboxEntity]), EmailModule, AuthModule],
  controllers: [PreviewEmailController, SendTestEmailController, SendTestForgotPasswordController, ListOutboxController],
  providers: [PreviewEmailQuery, SendTestEmailHandler, SendTestForgotPasswordHandler, ListOutboxQuery],
})
export class EmailTestModule {}
