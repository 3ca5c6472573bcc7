import { Command } from '@nestjs/cqrs';

export interface WatchLinkDto {
  token: string;
  url: string;
}

/** Create a team's watch link, revoking the previous one. */
export class CreateWatchLinkCommand extends Command<WatchLinkDto> {
  constructor(
    readonly teamId: string,
    readonly userId: string,
  ) {
    super();
  }
}
