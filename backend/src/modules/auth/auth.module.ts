import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../email';
import { UserEntity } from '../accounts';
import { ForgotPasswordController } from './commands/forgot-password/forgot-password.controller';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { LoginController } from './commands/login/login.controller';
import { LoginHandler } from './commands/login/login.handler';
import { LogoutController } from './commands/logout/logout.controller';
import { LogoutHandler } from './commands/logout/logout.handler';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SignupController } from './commands/signup/signup.controller';
import { SignupHandler } from './commands/signup/signup.handler';
import { ReauthenticateController } from './commands/reauthenticate/reauthenticate.controller';
import { ReauthenticateHandler } from './commands/reauthenticate/reauthenticate.handler';
import { CheckResetTokenController } from './queries/check-reset-token/check-reset-token.controller';
import { CheckResetTokenQuery } from './queries/check-reset-token/check-reset-token.query';
import { ResetTokenCheckLimiter } from './queries/check-reset-token/reset-token-check-limiter';
import { AccountEmailLimiter } from './account-email-limiter';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordCheckThrottle } from './password-check-throttle';
import { PasswordHasher } from './password-hasher';
import { PasswordResetTokenEntity } from './password-reset-token.entity';

/** Sign-up, sign-in, sign-out and password reset (token issuing and checking is in infra/auth). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, PasswordResetTokenEntity]), EmailModule],
  controllers: [
    SignupController,
    LoginController,
    LogoutController,
    ForgotPasswordController,
    ResetPasswordController,
    CheckResetTokenController,
    ReauthenticateController,
  ],
  providers: [
    PasswordHasher,
    PasswordCheckThrottle,
    LoginRateLimiter,
    AccountEmailLimiter,
    SignupHandler,
    LoginHandler,
    LogoutHandler,
    ForgotPasswordHandler,
    ResetPasswordHandler,
    ReauthenticateHandler,
    CheckResetTokenQuery,
    ResetTokenCheckLimiter,
  ],
  exports: [PasswordHasher, PasswordCheckThrottle],
})
export class AuthModule {}
