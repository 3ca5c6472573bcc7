import { Inject, Logger, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
  type VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { TokenService } from '../../../../infra/auth/token.service';
import { recordSignIn } from '../../../accounts';
import { UserEntity } from '../../../accounts';
import { CHALLENGE_TTL_SECONDS, ChallengeStore } from '../../challenge-store';
import { PasskeyEntity } from '../../passkey.entity';
import { toUserDto } from '../../../accounts';
import { challengeIn } from '../../client-data';
import { PASSKEY_MESSAGES, type SignInWithPasskeyBody } from '../../passkey.schemas';
import { FinishPasskeySignInCommand, StartPasskeySignInCommand, type PasskeySignInResult } from './sign-in-with-passkey.command';

/** Refused sign-ins say why in the log only; the caller always gets the same 401. */
class SignInRefused extends Error {}

/**
 * Signing in with a passkey, step 1: options for anyone who asks, the same for every email: no
 * credential ids (the browser offers the passkeys it holds for this site, which are registered
 * discoverable), so the answer cannot tell whether an account exists or has passkeys. Step 2
 * checks the passkey against the email.
 */
@CommandHandler(StartPasskeySignInCommand)
export class StartPasskeySignInHandler implements ICommandHandler<StartPasskeySignInCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly challenges: ChallengeStore,
  ) {}

  async execute({ email }: StartPasskeySignInCommand): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.config.webauthn.rpId,
      allowCredentials: [],
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_SECONDS * 1000,
    });
    await this.challenges.issue('authentication', { email }, options.challenge);
    return options;
  }
}

/** Signing in with a passkey, step 2: the verified assertion signs the user in. */
@CommandHandler(FinishPasskeySignInCommand)
export class FinishPasskeySignInHandler implements ICommandHandler<FinishPasskeySignInCommand> {
  private readonly logger = new Logger(FinishPasskeySignInHandler.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    private readonly challenges: ChallengeStore,
    private readonly tokens: TokenService,
  ) {}

  async execute({ body }: FinishPasskeySignInCommand): Promise<PasskeySignInResult> {
    try {
      return await this.verifyOrRefuse(body);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      this.logger.warn(`Passkey sign-in refused: ${error.message}`);
      throw new UnauthorizedException(PASSKEY_MESSAGES.signInFailed);
    }
  }

  private async verifyOrRefuse({ email, authenticationResponse: response }: SignInWithPasskeyBody): Promise<PasskeySignInResult> {
    const challenge = challengeIn(response.response.clientDataJSON);
    if (!challenge) throw new SignInRefused('unreadable clientDataJSON');
    // Consumed before anything else, so every answer (good or bad) uses the challenge up.
    if (!(await this.challenges.consume('authentication', { email }, challenge))) {
      throw new SignInRefused('challenge unknown, expired or already used');
    }

    const passkey = await this.passkeys.findOne({ where: { credentialId: response.id }, relations: { user: true } });
    if (!passkey?.user || passkey.user.email !== email) throw new SignInRefused('credential not registered to this email');

    let verification: VerifiedAuthenticationResponse;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webauthn.origin,
        expectedRPID: this.config.webauthn.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        // Matches userVerification 'preferred' in the options.
        requireUserVerification: false,
      });
    } catch (error) {
      // Includes a signature counter that did not move forward (a possibly cloned authenticator).
      throw new SignInRefused(`passkey ${passkey.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!verification.verified) throw new SignInRefused(`passkey ${passkey.id}: assertion not verified`);

    const { newCounter, credentialDeviceType, credentialBackedUp } = verification.authenticationInfo;
    // Conditional on the stored counter, so two assertions racing with the same counter cannot both win.
    const updated = await this.passkeys
      .createQueryBuilder()
      .update()
      .set({ counter: newCounter, deviceType: credentialDeviceType, backedUp: credentialBackedUp, lastUsedAt: () => 'now()' })
      .where('id = :id', { id: passkey.id })
      .andWhere('(counter < :newCounter OR (counter = 0 AND :newCounter = 0))', { newCounter })
      .execute();
    if (!updated.affected) throw new SignInRefused(`passkey ${passkey.id}: counter ${newCounter} did not move forward`);

    const user = passkey.user;
    await this.users.update({ id: user.id }, { lastSignInAt: () => 'now()' });
    await recordSignIn(this.users.manager, user.id, 'passkey');
    return {
      verified: true,
      token: this.tokens.sign({ sub: user.id, ver: user.tokenVersion, role: user.role }),
      user: toUserDto(user),
    };
  }
}
