import { CommandBus } from '@nestjs/cqrs';
import type { SessionDto } from '@draftmode/domain';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { AUTH_MESSAGES } from '../../../auth';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { SESSION_SCHEMA } from '../../../accounts';
import { changePasswordSchema } from '../../users.schemas';
import { ChangePasswordCommand } from './change-password.command';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me')
@UseGuards(JwtAuthGuard)
export class ChangePasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change the password', description: 'Answers with a fresh token; every older token is revoked.' })
  @ApiBody(openApiBody(changePasswordSchema))
  @ApiOkResponse({ schema: SESSION_SCHEMA })
  @ApiBadRequestResponse({ description: `${AUTH_MESSAGES.currentPasswordIncorrect} (fields.currentPassword), or a validation message` })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(formBody(changePasswordSchema, ['currentPassword', 'newPassword'])))
    body: { currentPassword: string; newPassword: string },
  ): Promise<SessionDto> {
    return this.commandBus.execute(new ChangePasswordCommand(user.id, body));
  }
}
