import { Command } from '@nestjs/cqrs';

/** Deletes one of the signed-in user's passkeys. */
export class DeletePasskeyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly passkeyId: string,
  ) {
    super();
  }
}
