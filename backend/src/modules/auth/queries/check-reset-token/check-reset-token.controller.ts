import { Controller, Get, Ip, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ResetTokenCheckDto } from '@draftmode/domain';
import { AUTH_MESSAGES } from '../../auth.messages';
import { CheckResetTokenQuery } from './check-reset-token.query';
import { RESET_CHECK_LIMITS, ResetTokenCheckLimiter } from './reset-token-check-limiter';

@ApiTags('auth')
@Controller('auth')
export class CheckResetTokenController {
  constructor(
    private readonly checkResetToken: CheckResetTokenQuery,
    private readonly limiter: ResetTokenCheckLimiter,
  ) {}

  @Get('reset-password')
  @ApiOperation({
    summary: 'Check a reset link before choosing a new password',
    description:
      'Answers valid: false with the reason for a used, expired, replaced or unknown token; the same answer for each, so it tells ' +
      `nothing about the account. At most ${RESET_CHECK_LIMITS.perIp} checks per client IP in ${RESET_CHECK_LIMITS.windowSeconds / 60} minutes.`,
  })
  @ApiQuery({ name: 'token', required: true, description: 'The token from the reset email' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['valid'],
      properties: { valid: { type: 'boolean' }, message: { type: 'string', example: AUTH_MESSAGES.resetLinkInvalid } },
    },
  })
  @ApiTooManyRequestsResponse({ description: 'Too many checks from this client: Retry-After says when to try again' })
  async handle(@Query('token') token: unknown, @Ip() ip: string): Promise<ResetTokenCheckDto> {
    await this.limiter.take(ip);
    return this.checkResetToken.execute(token);
  }
}
