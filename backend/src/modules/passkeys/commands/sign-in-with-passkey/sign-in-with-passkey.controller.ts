import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { USER_DTO_SCHEMA } from '../../../accounts';
import { emailBody, errorBody, signInBody } from '../../passkey.openapi';
import { passkeyOptionsSchema, signInWithPasskeySchema, type PasskeyOptionsBody, type SignInWithPasskeyBody } from '../../passkey.schemas';
import { FinishPasskeySignInCommand, StartPasskeySignInCommand, type PasskeySignInResult } from './sign-in-with-passkey.command';

// The shared schema is declared `as const`, whose readonly arrays Swagger's mutable types do not accept.
const userDtoSchema = USER_DTO_SCHEMA as unknown as SchemaObject;

@ApiTags('passkeys')
@Controller('auth/passkey/login')
export class SignInWithPasskeyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start signing in with a passkey',
    description:
      'WebAuthn request options for navigator.credentials.get(), the same for every email: no credential ids (the browser ' +
      'offers the discoverable passkeys it holds for this site), so accounts and passkeys cannot be probed. Verify checks the ' +
      'passkey against the email. Single-use challenge, 5 minutes.',
  })
  @ApiBody({ schema: emailBody })
  @ApiOkResponse({ description: 'PublicKeyCredentialRequestOptionsJSON' })
  @ApiBadRequestResponse({ description: 'Invalid email', schema: errorBody })
  options(@Body(new ZodValidationPipe(passkeyOptionsSchema)) body: PasskeyOptionsBody): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.commandBus.execute(new StartPasskeySignInCommand(body.email));
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish signing in with a passkey',
    description:
      'Verifies the assertion (challenge, origin, RP ID, signature, a signature counter that moves forward). On success ' +
      'answers { verified: true, token, user }. Any refusal is a 401 with the error shape and one message, whatever the reason.',
  })
  @ApiBody({ schema: signInBody })
  @ApiOkResponse({
    description: 'Signed in',
    schema: {
      type: 'object',
      required: ['verified', 'token', 'user'],
      properties: { verified: { type: 'boolean', enum: [true] }, token: { type: 'string' }, user: userDtoSchema },
    },
  })
  @ApiBadRequestResponse({ description: 'Invalid email or malformed response', schema: errorBody })
  @ApiUnauthorizedResponse({ description: 'The passkey could not be verified for this email', schema: errorBody })
  verify(@Body(new ZodValidationPipe(signInWithPasskeySchema)) body: SignInWithPasskeyBody): Promise<PasskeySignInResult> {
    return this.commandBus.execute(new FinishPasskeySignInCommand(body));
  }
}
