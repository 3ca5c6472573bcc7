import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReauthenticateCommand } from './reauthenticate.command';
import type { SessionDto } from '@draftmode/domain';
import { BadRequestException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TokenService } from '../../../../infra/auth/token.service';
import { loadCurrentUser } from '../../../accounts';
import { UserEntity } from '../../../accounts';
import { AUTH_MESSAGES } from '../../auth.messages';
import { PasswordCheckThrottle } from '../../password-check-throttle';
import { PasswordHasher } from '../../password-hasher';
import { sessionFor } from '../../session';

/**
 * The signed-in user types their password again and gets a fresh token: a fresh sign-in, which
 * adding a passkey requires (a stolen token alone cannot). Nothing is revoked.
 */
@CommandHandler(ReauthenticateCommand)
export class ReauthenticateHandler implements ICommandHandler<ReauthenticateCommand, SessionDto> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly throttle: PasswordCheckThrottle,
  ) {}

  async execute({ userId, password }: ReauthenticateCommand): Promise<SessionDto> {
    const user = await loadCurrentUser(this.users, userId);
    if (!(await this.throttle.check(userId, () => this.hasher.verify(user.passwordHash, password)))) {
      throw new BadRequestException({ message: AUTH_MESSAGES.passwordIncorrect, fields: { password: AUTH_MESSAGES.passwordIncorrect } });
    }
    return sessionFor(this.tokens, user);
  }
}
