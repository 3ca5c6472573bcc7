import { Command } from '@nestjs/cqrs';

/** Deletes the signed-in user's account once the password is confirmed. */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly payload: { password: string },
  ) {
    super();
  }
}
