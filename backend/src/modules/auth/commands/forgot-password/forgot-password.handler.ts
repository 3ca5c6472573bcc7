import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { EmailDispatcher } from '../../../email';
import { resetPasswordEmail } from '../../../email';
import { UserEntity } from '../../../accounts';
import { PasswordResetTokenEntity } from '../../password-reset-token.entity';
import { newResetToken, RESET_TOKEN_TTL_MS } from '../../reset-token';
import { ForgotPasswordCommand, type ForgotPasswordOutcome } from './forgot-password.command';

// The database's clock decides expiry, both here and when the token is spent.
const EXPIRES_AT_SQL = `now() + interval '${RESET_TOKEN_TTL_MS / 1000} seconds'`;

/**
 * Issues a reset link for the account with this email, if there is one. Known and unknown emails
 * take the same path: one lookup, one token and hash, one write to the token table, and no
 * waiting for the mail (it is queued in the background), so neither the answer nor its timing
 * says whether the account exists.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, ForgotPasswordOutcome> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasswordResetTokenEntity) private readonly resetTokens: Repository<PasswordResetTokenEntity>,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly emails: EmailDispatcher,
  ) {}

  /** `waitForEmail` (the admin test page) waits until the email is queued or sent and reports failures. */
  async execute({ email, options }: ForgotPasswordCommand): Promise<ForgotPasswordOutcome> {
    const user = await this.users.findOneBy({ email });
    const { token, tokenHash } = newResetToken();
    if (!user) {
      // Writes that match nothing: the same round trips as voiding the old links and storing a token.
      await this.resetTokens.manager.transaction(async (manager) => {
        await manager.update(PasswordResetTokenEntity, { tokenHash, usedAt: IsNull() }, { usedAt: () => 'now()' });
        await manager.delete(PasswordResetTokenEntity, { tokenHash });
      });
      return { emailed: false, method: this.emails.method };
    }
    // One live link per account: a new request voids the ones before it.
    await this.resetTokens.manager.transaction(async (manager) => {
      await manager.update(PasswordResetTokenEntity, { userId: user.id, usedAt: IsNull() }, { usedAt: () => 'now()' });
      await manager.insert(PasswordResetTokenEntity, { userId: user.id, tokenHash, expiresAt: () => EXPIRES_AT_SQL });
    });

    const resetUrl = `${this.config.appUrl.replace(/\/+$/, '')}/reset-password?token=${token}`;
    const message = resetPasswordEmail(user.email, { name: user.name, resetUrl });
    if (options.waitForEmail) return { emailed: true, method: await this.emails.dispatch(message) };
    this.emails.dispatchInBackground(message);
    return { emailed: true, method: this.emails.method };
  }
}
