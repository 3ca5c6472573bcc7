import type { ResetTokenCheckDto } from '@draftmode/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES } from '../../auth.messages';
import { PasswordResetTokenEntity } from '../../password-reset-token.entity';
import { hashResetToken } from '../../reset-token';

/**
 * Whether a reset link still works (unused, unexpired, not replaced by a newer one), so its page can
 * say a bad link is bad before the user types a new password. It only reads: the token is spent by
 * the reset itself. The token is 32 random bytes, so asking cannot guess one.
 */
@Injectable()
export class CheckResetTokenQuery {
  constructor(private readonly dataSource: DataSource) {}

  async execute(token: unknown): Promise<ResetTokenCheckDto> {
    if (typeof token !== 'string' || token === '') return { valid: false, message: AUTH_MESSAGES.resetLinkInvalid };
    const live = await this.dataSource
      .getRepository(PasswordResetTokenEntity)
      .createQueryBuilder('reset')
      .where('reset.token_hash = :tokenHash AND reset.used_at IS NULL AND reset.expires_at > now()', { tokenHash: hashResetToken(token) })
      .getExists();
    return live ? { valid: true } : { valid: false, message: AUTH_MESSAGES.resetLinkInvalid };
  }
}
