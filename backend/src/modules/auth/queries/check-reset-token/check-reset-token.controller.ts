import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ResetTokenCheckDto } from '@draftmode/domain';
import { AUTH_MESSAGES } from '../../auth.messages';
import { CheckResetTokenQuery } from './check-reset-token.query';

@ApiTags('auth')
@Controller('auth')
export class CheckResetTokenController {
  constructor(private readonly checkResetToken: CheckResetTokenQuery) {}

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
  handle(@Query('token') token: unknown): Promise<ResetTokenCheckDto> {
    return this.checkResetToken.execute(token);
  }
}
