import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { EMAIL_TEST_RESULT_SCHEMA, emailTestSchema, type EmailTestPayload, type EmailTestResult } from '../../email-test.schemas';
import { SendTestEmailCommand } from './send-test-email.command';

@ApiTags('email-test')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only admins can do that.' })
@Controller('email-test')
@UseGuards(JwtAuthGuard, AdminGuard)
export class SendTestEmailController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('send')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a sample email (admin)',
    description: '`method` says how it left: smtp or outbox, prefixed queue+ when queued.',
  })
  @ApiBody(openApiBody(emailTestSchema))
  @ApiOkResponse({ schema: EMAIL_TEST_RESULT_SCHEMA })
  handle(@Body(new ZodValidationPipe(formBody(emailTestSchema, ['email', 'name']))) body: EmailTestPayload): Promise<EmailTestResult> {
    return this.commandBus.execute(new SendTestEmailCommand(body));
  }
}
