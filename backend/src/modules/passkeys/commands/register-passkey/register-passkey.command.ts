import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import type { RegisterPasskeyBody } from '../../passkey.schemas';

// Adding a passkey is a WebAuthn ceremony of two requests, so it is two commands: each step is a
// change of its own (the first issues a challenge, the second consumes it and stores the passkey).

/** Step 1: creation options for the signed-in user's email, with a single-use challenge. */
export class StartPasskeyRegistrationCommand extends Command<PublicKeyCredentialCreationOptionsJSON> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly email: string,
  ) {
    super();
  }
}

/** Step 2: the authenticator's attestation for that challenge; stores the passkey. */
export class FinishPasskeyRegistrationCommand extends Command<{ verified: true }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly body: RegisterPasskeyBody,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
