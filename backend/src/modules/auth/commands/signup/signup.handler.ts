import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SignupCommand } from './signup.command';
import type { SessionDto } from '@draftmode/domain';
import { ConflictException, Inject } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { TokenService } from '../../../../infra/auth/token.service';
import { EmailDispatcher } from '../../../email';
import { welcomeEmail } from '../../../email';
import { UserEntity } from '../../../accounts';
import { AUTH_MESSAGES } from '../../auth.messages';
import { PasswordHasher } from '../../password-hasher';
import { sessionFor } from '../../session';

/** Creates an account, signs it in and sends the welcome email. */
@CommandHandler(SignupCommand)
export class SignupHandler implements ICommandHandler<SignupCommand, SessionDto> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly emails: EmailDispatcher,
  ) {}

  async execute({ payload }: SignupCommand): Promise<SessionDto> {
    const passwordHash = await this.hasher.hash(payload.password);
    let id: string;
    try {
      const inserted = await this.users.insert({ name: payload.name, email: payload.email, passwordHash });
      id = (inserted.identifiers[0] as { id: string }).id;
    } catch (error) {
      // The unique index decides, so two sign-ups racing for one email cannot both win.
      if (isUniqueViolation(error))
        throw new ConflictException({ message: AUTH_MESSAGES.emailTaken, fields: { email: AUTH_MESSAGES.emailTaken } });
      throw error;
    }
    const user = await this.users.findOneByOrFail({ id });
    this.emails.dispatchInBackground(welcomeEmail(user.email, { name: user.name, appUrl: this.config.appUrl }));
    return sessionFor(this.tokens, user);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
