import { Command } from '@nestjs/cqrs';

import type { WatchLinkDto } from '@draftmode/domain';

export type { WatchLinkDto };

/** Create a team's watch link, revoking the previous one. */
export class CreateWatchLinkCommand extends Command<WatchLinkDto> {
  constructor(
    readonly teamId: string,
    readonly userId: string,
  ) {
    super();
  }
}
