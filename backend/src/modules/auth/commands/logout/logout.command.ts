import { Command } from '@nestjs/cqrs';

/** Signs the user out everywhere (revokes every token). */
export class LogoutCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
