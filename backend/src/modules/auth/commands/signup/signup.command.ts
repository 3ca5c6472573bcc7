import type { SessionDto, SignupPayload } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Creates an account and signs it in. */
export class SignupCommand extends Command<SessionDto> {
  constructor(readonly payload: SignupPayload) {
    super();
  }
}
