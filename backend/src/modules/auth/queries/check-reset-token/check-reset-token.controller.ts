import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ResetTokenCheckDto } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES } from '../../auth.messages';
import { PasswordResetTokenEntity } from '../../password-reset-token.entity';
import { hashResetToken } from '../../reset-token';

/**
 * Whether a reset link still works (unused, unexpired, not replaced by a newer one), so its page can
 * say a bad link is bad before the user types a new password. It only reads: the token is spent by
 * the reset itself. The token is 32 random bytes, so asking cannot guess one.
 */
@ApiTags('auth')
@Controller('auth')
export class CheckResetTokenController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('reset-password')
  @ApiOperation({
    summary: 'Check a reset link before choosing a new password',
    description: 'Answers valid: false with the reason for a used, expired, replaced or unknown token.',
  })
  @ApiQuery({ name: 'token', required: true, description: 'The token from the reset email' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['valid'],
      properties: { valid: { type: 'boolean' }, message: { type: 'string', example: AUTH_MESSAGES.resetLinkInvalid } },
    },
  })
  async handle(@Query('token') token: unknown): Promise<ResetTokenCheckDto> {
    if (typeof token !== 'string' || token === '') return { valid: false, message: AUTH_MESSAGES.resetLinkInvalid };
    const live = await this.dataSource
      .getRepository(PasswordResetTokenEntity)
      .createQueryBuilder('reset')
      .where('reset.token_hash = :tokenHash AND reset.used_at IS NULL AND reset.expires_at > now()', { tokenHash: hashResetToken(token) })
      .getExists();
    return live ? { valid: true } : { valid: false, message: AUTH_MESSAGES.resetLinkInvalid };
  }
}
