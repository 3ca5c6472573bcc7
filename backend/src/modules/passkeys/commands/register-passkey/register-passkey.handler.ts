import { BadRequestException, ConflictException, ForbiddenException, Inject, Logger, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { QueryFailedError, type Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { SESSION_ENDED } from '../../../../infra/auth/jwt.strategy';
import { EmailDispatcher } from '../../../email';
import { passkeyAddedEmail } from '../../../email';
import { UserEntity } from '../../../accounts';
import { CHALLENGE_TTL_SECONDS, ChallengeStore } from '../../challenge-store';
import { PasskeyEntity } from '../../passkey.entity';
import { challengeIn } from '../../client-data';
import { PASSKEY_MESSAGES } from '../../passkey.schemas';
import { passkeyNameFor } from '../../passkey-name';
import { FinishPasskeyRegistrationCommand, StartPasskeyRegistrationCommand } from './register-passkey.command';

/** How recent a sign-in must be to add a passkey (password, passkey, or the password typed again). */
const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * Adding a passkey to the signed-in user's account, step 1: creation options. Both steps need a
 * fresh sign-in, so a stolen token alone cannot plant a passkey, and the owner is emailed about
 * every passkey added.
 */
@CommandHandler(StartPasskeyRegistrationCommand)
export class StartPasskeyRegistrationHandler implements ICommandHandler<StartPasskeyRegistrationCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    private readonly challenges: ChallengeStore,
  ) {}

  async execute({ user: signedIn, email }: StartPasskeyRegistrationCommand): Promise<PublicKeyCredentialCreationOptionsJSON> {
    requireFreshSignIn(signedIn);
    const userId = signedIn.id;
    const user = await ownAccount(this.users, userId, email);
    const existing = await this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC' } });
    const options = await generateRegistrationOptions({
      rpName: this.config.webauthn.rpName,
      rpID: this.config.webauthn.rpId,
      userName: user.email,
      userDisplayName: user.name,
      // A stable user handle, so an authenticator replaces its old passkey for this account instead of adding another.
      userID: new Uint8Array(Buffer.from(user.id, 'utf8')),
      timeout: CHALLENGE_TTL_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      // Discoverable: sign-in options name no credentials (they would tell who has a passkey).
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.challenges.issue('registration', { userId }, options.challenge);
    return options;
  }
}

/** Adding a passkey, step 2: the verified attestation, stored, and the owner told by email. */
@CommandHandler(FinishPasskeyRegistrationCommand)
export class FinishPasskeyRegistrationHandler implements ICommandHandler<FinishPasskeyRegistrationCommand> {
  private readonly logger = new Logger(FinishPasskeyRegistrationHandler.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    private readonly challenges: ChallengeStore,
    private readonly emails: EmailDispatcher,
  ) {}

  async execute({ user: signedIn, body, userAgent }: FinishPasskeyRegistrationCommand): Promise<{ verified: true }> {
    requireFreshSignIn(signedIn);
    const userId = signedIn.id;
    const user = await ownAccount(this.users, userId, body.email);
    const response = body.registrationResponse;
    const challenge = challengeIn(response.response.clientDataJSON);
    if (!challenge) throw new BadRequestException(PASSKEY_MESSAGES.malformedResponse);
    // Consumed before verifying, so every answer (good or bad) uses the challenge up.
    if (!(await this.challenges.consume('registration', { userId }, challenge))) {
      throw new BadRequestException(PASSKEY_MESSAGES.registrationExpired);
    }

    let verification: VerifiedRegistrationResponse;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webauthn.origin,
        expectedRPID: this.config.webauthn.rpId,
        // Matches userVerification 'preferred' in the options: presence is required, a PIN or biometric is not.
        requireUserVerification: false,
      });
    } catch (error) {
      this.logger.warn(`Passkey registration refused for user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadRequestException(PASSKEY_MESSAGES.registrationFailed);
    }
    if (!verification.verified) throw new BadRequestException(PASSKEY_MESSAGES.registrationFailed);

    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const name = passkeyNameFor(userAgent);
    if (await this.passkeys.exists({ where: { credentialId: credential.id } }))
      throw new ConflictException(PASSKEY_MESSAGES.alreadyRegistered);
    try {
      await this.passkeys.insert({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
        lastUsedAt: null,
      });
    } catch (error) {
      // Two concurrent registrations of the same credential: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(PASSKEY_MESSAGES.alreadyRegistered);
      }
      throw error;
    }
    const signInUrl = `${this.config.appUrl.replace(/\/+$/, '')}/auth`;
    this.emails.dispatchInBackground(passkeyAddedEmail(user.email, { name: user.name, passkeyName: name, addedAt: new Date(), signInUrl }));
    return { verified: true };
  }
}

/** The signed-in user, provided the email in the body is theirs. */
async function ownAccount(users: Repository<UserEntity>, userId: string, email: string): Promise<UserEntity> {
  const user = await users.findOne({ where: { id: userId } });
  if (!user) throw new UnauthorizedException(SESSION_ENDED);
  if (user.email !== email)
    throw new ForbiddenException({ message: PASSKEY_MESSAGES.notYourAccount, fields: { email: PASSKEY_MESSAGES.notYourAccount } });
  return user;
}

function requireFreshSignIn(user: AuthenticatedUser): void {
  if (Date.now() - user.signedInAt.getTime() > FRESH_SIGN_IN_MS) throw new ForbiddenException(PASSKEY_MESSAGES.freshSignInRequired);
}
