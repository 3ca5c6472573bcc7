import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ResetPasswordCommand } from './reset-password.command';
import { BadRequestException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { UserSockets } from '../../../../infra/auth/user-sockets';
import { removeAllPasskeys } from '../../../passkeys';
import { UserEntity } from '../../../accounts';
import { AUTH_MESSAGES } from '../../auth.messages';
import { PasswordHasher } from '../../password-hasher';
import { PasswordResetTokenEntity } from '../../password-reset-token.entity';
import { hashResetToken } from '../../reset-token';

/**
 * Sets a new password with a reset link. Spending the token is one conditional UPDATE, so a link
 * works once even when clicked twice at the same moment. The password change signs the account out
 * everywhere (its live sockets too), removes every passkey and voids the user's other outstanding links.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly userSockets: UserSockets,
  ) {}

  async execute({ payload }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await this.hasher.hash(payload.password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const spent = await manager
        .createQueryBuilder()
        .update(PasswordResetTokenEntity)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash: hashResetToken(payload.token) })
        .returning('user_id')
        .execute();
      const userId = (spent.raw as { user_id: string }[])[0]?.user_id;
      if (!userId) throw new BadRequestException(AUTH_MESSAGES.resetLinkInvalid);

      await manager.update(UserEntity, { id: userId }, { passwordHash, tokenVersion: () => 'token_version + 1' });
      await manager.update(PasswordResetTokenEntity, { userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      // Recovery takes the account back whole: a passkey added with a stolen session goes too.
      await removeAllPasskeys(manager, userId);
      return userId;
    });
    this.userSockets.disconnectAll(userId);
  }
}
