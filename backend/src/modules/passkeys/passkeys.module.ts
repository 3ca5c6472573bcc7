import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../email';
import { UserEntity } from '../accounts';
import { ChallengeStore } from './challenge-store';
import { DeletePasskeyHandler } from './commands/delete-passkey/delete-passkey.handler';
import { DeletePasskeyController } from './commands/delete-passkey/delete-passkey.controller';
import { FinishPasskeyRegistrationHandler, StartPasskeyRegistrationHandler } from './commands/register-passkey/register-passkey.handler';
import { RegisterPasskeyController } from './commands/register-passkey/register-passkey.controller';
import { FinishPasskeySignInHandler, StartPasskeySignInHandler } from './commands/sign-in-with-passkey/sign-in-with-passkey.handler';
import { SignInWithPasskeyController } from './commands/sign-in-with-passkey/sign-in-with-passkey.controller';
import { PasskeyEntity } from './passkey.entity';
import { ListPasskeysController } from './queries/list-passkeys/list-passkeys.controller';
import { ListPasskeysQuery } from './queries/list-passkeys/list-passkeys.query';

/** Passkey (WebAuthn) registration, sign-in and management. */
@Module({
  imports: [TypeOrmModule.forFeature([PasskeyEntity, UserEntity]), EmailModule],
  controllers: [RegisterPasskeyController, SignInWithPasskeyController, ListPasskeysController, DeletePasskeyController],
  providers: [
    ChallengeStore,
    StartPasskeyRegistrationHandler,
    FinishPasskeyRegistrationHandler,
    StartPasskeySignInHandler,
    FinishPasskeySignInHandler,
    ListPasskeysQuery,
    DeletePasskeyHandler,
  ],
})
export class PasskeysModule {}
