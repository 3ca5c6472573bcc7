import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangePasswordCommand } from './change-password.command';
import type { SessionDto } from '@draftmode/domain';
import { BadRequestException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { TokenService } from '../../../../infra/auth/token.service';
import { UserSockets } from '../../../../infra/auth/user-sockets';
import { AUTH_MESSAGES } from '../../../auth';
import { PasswordCheckThrottle } from '../../../auth';
import { PasswordHasher } from '../../../auth';
import { PasswordResetTokenEntity } from '../../../auth';
import { sessionFor } from '../../../auth';
import { loadCurrentUser } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/**
 * Changes the password after checking the current one (throttled per user); every older token and
 * every outstanding reset link stops working, and the older tokens' sockets are cut.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, SessionDto> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly userSockets: UserSockets,
    private readonly throttle: PasswordCheckThrottle,
  ) {}

  async execute({ userId, payload }: ChangePasswordCommand): Promise<SessionDto> {
    const user = await loadCurrentUser(this.users, userId);
    if (!(await this.throttle.check(userId, () => this.hasher.verify(user.passwordHash, payload.currentPassword)))) {
      throw new BadRequestException({
        message: AUTH_MESSAGES.currentPasswordIncorrect,
        fields: { currentPassword: AUTH_MESSAGES.currentPasswordIncorrect },
      });
    }
    const passwordHash = await this.hasher.hash(payload.newPassword);
    await this.users.manager.transaction(async (manager) => {
      await manager.update(UserEntity, { id: userId }, { passwordHash, tokenVersion: () => 'token_version + 1' });
      // A reset link sent before the change must not undo it.
      await manager.update(PasswordResetTokenEntity, { userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
    });
    // Every socket signed in with an older token goes; this device reconnects with the fresh one.
    this.userSockets.disconnectAll(userId);
    // The fresh token carries the new version, so this device stays signed in and no other does.
    return sessionFor(this.tokens, await loadCurrentUser(this.users, userId));
  }
}
