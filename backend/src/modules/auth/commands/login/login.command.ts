import type { LoginPayload, SessionDto } from '@draftmode/domain';
import type { LoginAttemptSource } from '../../login-rate-limiter';
import { Command } from '@nestjs/cqrs';

/** Signs in with email and password from a client (address and device cookie). */
export class LoginCommand extends Command<{ session: SessionDto; deviceCookie: string }> {
  constructor(
    readonly payload: LoginPayload,
    readonly client: Omit<LoginAttemptSource, 'email'>,
  ) {
    super();
  }
}
