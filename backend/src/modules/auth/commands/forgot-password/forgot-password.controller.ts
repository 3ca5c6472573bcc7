import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@draftmode/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { MESSAGE_SCHEMA } from '../../../users/user.dto';
import { AUTH_MESSAGES } from '../../auth.messages';
import { formBody, openApiBody } from '../../request-schemas';
import { ForgotPasswordHandler } from './forgot-password.handler';

@ApiTags('auth')
@Controller('auth')
export class ForgotPasswordController {
  constructor(private readonly forgotPassword: ForgotPasswordHandler) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Email a password reset link',
    description: 'Answers the same whether or not an account uses the email. The link works once, for 1 hour.',
  })
  @ApiBody(openApiBody(forgotPasswordSchema))
  @ApiAcceptedResponse({ description: AUTH_MESSAGES.forgotPasswordSent, schema: MESSAGE_SCHEMA })
  async handle(@Body(new ZodValidationPipe(formBody(forgotPasswordSchema, ['email']))) body: ForgotPasswordPayload): Promise<{ message: string }> {
    await this.forgotPassword.execute(body.email);
    return { message: AUTH_MESSAGES.forgotPasswordSent };
  }
}
