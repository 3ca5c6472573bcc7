import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@draftmode/domain';
import { AdminGuard, JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { EMAIL_TEST_RESULT_SCHEMA, type EmailTestResult } from '../../email-test.schemas';
import { SendTestForgotPasswordHandler } from './send-test-forgot-password.handler';

@ApiTags('email-test')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only admins can do that.' })
@Controller('email-test')
@UseGuards(JwtAuthGuard, AdminGuard)
export class SendTestForgotPasswordController {
  constructor(private readonly sendTestForgotPassword: SendTestForgotPasswordHandler) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Run a real forgot-password for an email (admin)', description: 'The reset link in the email works.' })
  @ApiBody(openApiBody(forgotPasswordSchema))
  @ApiOkResponse({ schema: EMAIL_TEST_RESULT_SCHEMA })
  handle(@Body(new ZodValidationPipe(formBody(forgotPasswordSchema, ['email']))) body: ForgotPasswordPayload): Promise<EmailTestResult> {
    return this.sendTestForgotPassword.execute(body.email);
  }
}
