import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LoginCommand } from './login.command';
import type { SessionDto } from '@draftmode/domain';
import { UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TokenService } from '../../../../infra/auth/token.service';
import { recordSignIn } from '../../../accounts';
import { UserEntity } from '../../../accounts';
import { AUTH_MESSAGES } from '../../auth.messages';
import { LoginRateLimiter } from '../../login-rate-limiter';
import { PasswordHasher } from '../../password-hasher';
import { sessionFor } from '../../session';

/** Signs in with email and password, within the sign-in throttling (see LoginRateLimiter). */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, { session: SessionDto; deviceCookie: string }> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginRateLimiter,
    private readonly tokens: TokenService,
  ) {}

  /** The session, and the Set-Cookie value that marks the browser as a known device of the account. */
  async execute({ payload, client }: LoginCommand): Promise<{ session: SessionDto; deviceCookie: string }> {
    const attempt = await this.limiter.begin({ ...client, email: payload.email });
    const user = await this.users.findOneBy({ email: payload.email });
    // An unknown email costs the same argon2 work, so timing does not reveal who has an account.
    const passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, payload.password)
      : await this.hasher.verifyNothing(payload.password);
    if (!user || !passwordMatches) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);

    const deviceCookie = await attempt.succeeded();
    user.lastSignInAt = new Date();
    const changes: Partial<UserEntity> = { lastSignInAt: user.lastSignInAt };
    if (this.hasher.needsRehash(user.passwordHash)) changes.passwordHash = await this.hasher.hash(payload.password);
    await this.users.update({ id: user.id }, changes);
    await recordSignIn(this.users.manager, user.id, 'password');
    return { session: sessionFor(this.tokens, user), deviceCookie };
  }
}
