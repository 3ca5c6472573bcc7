/** The email module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { type EmailMethod } from './email-message';
export { EmailOutboxEntity } from './email-outbox.entity';
export { EMAIL_QUEUE, EmailDispatcher } from './email.dispatcher';
export { EmailModule } from './email.module';
export { passkeyAddedEmail } from './templates/passkey-added.template';
export { resetPasswordEmail } from './templates/reset-password.template';
export { sampleEmail } from './templates/sample-email';
export { welcomeEmail } from './templates/welcome.template';
