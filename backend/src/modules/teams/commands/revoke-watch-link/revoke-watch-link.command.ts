import { Command } from '@nestjs/cqrs';

/** Revoke a team's active watch link and cut off its watchers. */
export class RevokeWatchLinkCommand extends Command<void> {
  constructor(
    readonly teamId: string,
    readonly userId: string,
  ) {
    super();
  }
}
