import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@draftmode/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { MESSAGE_SCHEMA } from '../../../accounts';
import { ACCOUNT_EMAIL_LIMITS, AccountEmailLimiter } from '../../account-email-limiter';
import { AUTH_MESSAGES } from '../../auth.messages';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { ForgotPasswordCommand } from './forgot-password.command';

@ApiTags('auth')
@Controller('auth')
export class ForgotPasswordController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: AccountEmailLimiter,
  ) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Email a password reset link',
    description:
      'Answers the same whether or not an account uses the email. The link works once, for 1 hour, and only the newest link of an account works. ' +
      `At most ${ACCOUNT_EMAIL_LIMITS.perEmail} requests per email an hour; sign-ups and reset requests share a per-IP budget (ACCOUNT_EMAILS_PER_IP_PER_HOUR).`,
  })
  @ApiBody(openApiBody(forgotPasswordSchema))
  @ApiAcceptedResponse({ description: AUTH_MESSAGES.forgotPasswordSent, schema: MESSAGE_SCHEMA })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts. Try again in N minutes. (with Retry-After)' })
  async handle(
    @Body(new ZodValidationPipe(formBody(forgotPasswordSchema, ['email']))) body: ForgotPasswordPayload,
    @Ip() ip: string,
  ): Promise<{ message: string }> {
    await this.limiter.passwordReset(body.email, ip);
    await this.commandBus.execute(new ForgotPasswordCommand(body.email));
    return { message: AUTH_MESSAGES.forgotPasswordSent };
  }
}
