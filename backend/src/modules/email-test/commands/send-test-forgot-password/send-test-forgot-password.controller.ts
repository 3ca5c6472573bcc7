import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@draftmode/domain';
import { AdminGuard, JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { EMAIL_TEST_RESULT_SCHEMA, type EmailTestResult } from '../../email-test.schemas';
import { SendTestForgotPasswordCommand } from './send-test-forgot-password.command';

@ApiTags('email-test')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only admins can do that.' })
@Controller('email-test')
@UseGuards(JwtAuthGuard, AdminGuard)
export class SendTestForgotPasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Run a real forgot-password for an email (admin)', description: 'The reset link in the email works.' })
  @ApiBody(openApiBody(forgotPasswordSchema))
  @ApiOkResponse({ schema: EMAIL_TEST_RESULT_SCHEMA })
  handle(@Body(new ZodValidationPipe(formBody(forgotPasswordSchema, ['email']))) body: ForgotPasswordPayload): Promise<EmailTestResult> {
    return this.commandBus.execute(new SendTestForgotPasswordCommand(body.email));
  }
}
