import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { emailBody, errorBody, registerBody } from '../../passkey.openapi';
import { passkeyOptionsSchema, registerPasskeySchema, type PasskeyOptionsBody, type RegisterPasskeyBody } from '../../passkey.schemas';
import { FinishPasskeyRegistrationCommand, StartPasskeyRegistrationCommand } from './register-passkey.command';

@ApiTags('passkeys')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid bearer token', schema: errorBody })
@ApiForbiddenResponse({
  description:
    'The email is not the signed-in user’s, or the sign-in is older than 5 minutes (POST /api/auth/reauthenticate, or sign in with a passkey)',
  schema: errorBody,
})
@UseGuards(JwtAuthGuard)
@Controller('auth/passkey/register')
export class RegisterPasskeyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start adding a passkey to your account',
    description:
      'WebAuthn creation options for navigator.credentials.create(): your existing passkeys are excluded, resident key and ' +
      'user verification preferred, no attestation. The challenge is single use and expires in 5 minutes.',
  })
  @ApiBody({ schema: emailBody })
  @ApiOkResponse({ description: 'PublicKeyCredentialCreationOptionsJSON' })
  @ApiBadRequestResponse({ description: 'Invalid email', schema: errorBody })
  options(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(passkeyOptionsSchema)) body: PasskeyOptionsBody,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.commandBus.execute(new StartPasskeyRegistrationCommand(user, body.email));
  }

  @Post('verify')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Finish adding a passkey',
    description: 'Verifies the attestation against the challenge issued by /options, this origin and RP ID, then stores the passkey.',
  })
  @ApiBody({ schema: registerBody })
  @ApiCreatedResponse({
    description: 'The passkey was stored',
    schema: { type: 'object', properties: { verified: { type: 'boolean', enum: [true] } } },
  })
  @ApiBadRequestResponse({ description: 'Malformed, expired, already used or unverifiable response', schema: errorBody })
  @ApiConflictResponse({ description: 'This credential is already registered', schema: errorBody })
  verify(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(registerPasskeySchema)) body: RegisterPasskeyBody,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<{ verified: true }> {
    return this.commandBus.execute(new FinishPasskeyRegistrationCommand(user, body, userAgent));
  }
}
