import type { SessionDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Confirms the signed-in user's password and answers a fresh session. */
export class ReauthenticateCommand extends Command<SessionDto> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
}
