import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { emailTestSchema, type EmailTestPayload } from '../../email-test.schemas';
import { PreviewEmailQuery } from './preview-email.query';

@ApiTags('email-test')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only admins can do that.' })
@Controller('email-test')
@UseGuards(JwtAuthGuard, AdminGuard)
export class PreviewEmailController {
  constructor(private readonly previewEmail: PreviewEmailQuery) {}

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Render an email template (admin)' })
  @ApiBody(openApiBody(emailTestSchema))
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['subject', 'html', 'text'],
      properties: { subject: { type: 'string' }, html: { type: 'string' }, text: { type: 'string' } },
    },
  })
  handle(@Body(new ZodValidationPipe(formBody(emailTestSchema, ['email', 'name']))) body: EmailTestPayload): {
    subject: string;
    html: string;
    text: string;
  } {
    return this.previewEmail.execute(body);
  }
}
