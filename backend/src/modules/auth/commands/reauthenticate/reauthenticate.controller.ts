import { CommandBus } from '@nestjs/cqrs';
import { enteredPasswordSchema, MESSAGES, type SessionDto } from '@draftmode/domain';
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
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SESSION_SCHEMA } from '../../../accounts';
import { AUTH_MESSAGES } from '../../auth.messages';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { ReauthenticateCommand } from './reauthenticate.command';

const reauthenticateSchema = z.object({ password: z.string({ error: MESSAGES.passwordRequired }).pipe(enteredPasswordSchema) });

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
@UseGuards(JwtAuthGuard)
export class ReauthenticateController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('reauthenticate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Confirm the password again',
    description:
      'Answers with a fresh token, which counts as a sign-in for 5 minutes (adding a passkey needs one). Older tokens keep working.',
  })
  @ApiBody(openApiBody(reauthenticateSchema))
  @ApiOkResponse({ description: 'The user and a fresh bearer token', schema: SESSION_SCHEMA })
  @ApiBadRequestResponse({ description: `${AUTH_MESSAGES.passwordIncorrect} (fields.password)` })
  @ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(formBody(reauthenticateSchema, ['password']))) body: { password: string },
  ): Promise<SessionDto> {
    return this.commandBus.execute(new ReauthenticateCommand(user.id, body.password));
  }
}
