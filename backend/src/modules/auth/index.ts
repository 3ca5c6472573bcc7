/** The auth module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { AUTH_MESSAGES } from './auth.messages';
export { AuthModule } from './auth.module';
export { ForgotPasswordCommand } from './commands/forgot-password/forgot-password.command';
export { PasswordCheckThrottle } from './password-check-throttle';
export { PasswordHasher } from './password-hasher';
export { PasswordResetTokenEntity } from './password-reset-token.entity';
export { sessionFor } from './session';
