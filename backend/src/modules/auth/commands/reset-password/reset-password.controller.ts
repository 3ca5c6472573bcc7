import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { resetPasswordSchema, type ResetPasswordPayload } from '@draftmode/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { MESSAGE_SCHEMA } from '../../../accounts';
import { AUTH_MESSAGES } from '../../auth.messages';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { ResetPasswordCommand } from './reset-password.command';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Choose a new password with the token from a reset email', description: 'Signs the account out everywhere.' })
  @ApiBody(openApiBody(resetPasswordSchema))
  @ApiOkResponse({ description: AUTH_MESSAGES.passwordReset, schema: MESSAGE_SCHEMA })
  @ApiBadRequestResponse({ description: `${AUTH_MESSAGES.resetLinkInvalid} (or a validation message)` })
  async handle(
    @Body(new ZodValidationPipe(formBody(resetPasswordSchema, ['token', 'password']))) body: ResetPasswordPayload,
  ): Promise<{ message: string }> {
    await this.commandBus.execute(new ResetPasswordCommand(body));
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
