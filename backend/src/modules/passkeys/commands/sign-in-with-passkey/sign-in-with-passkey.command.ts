import type { UserDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { SignInWithPasskeyBody } from '../../passkey.schemas';

export interface PasskeySignInResult {
  verified: true;
  token: string;
  user: UserDto;
}

// Signing in with a passkey is a WebAuthn ceremony of two requests, so it is two commands: the
// first issues a challenge, the second consumes it and signs the user in.

/** Step 1: request options for an email, with a single-use challenge. */
export class StartPasskeySignInCommand extends Command<PublicKeyCredentialRequestOptionsJSON> {
  constructor(readonly email: string) {
    super();
  }
}

/** Step 2: the authenticator's assertion for that challenge; answers a token and the user. */
export class FinishPasskeySignInCommand extends Command<PasskeySignInResult> {
  constructor(readonly body: SignInWithPasskeyBody) {
    super();
  }
}
