import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamRealtimeGateway } from '../../realtime/team-realtime.gateway';
import { WatchLinks } from '../../watch-links/watch-links';
import { RevokeWatchLinkCommand } from './revoke-watch-link.command';

@CommandHandler(RevokeWatchLinkCommand)
export class RevokeWatchLinkHandler implements ICommandHandler<RevokeWatchLinkCommand, void> {
  constructor(
    private readonly watchLinks: WatchLinks,
    private readonly gateway: TeamRealtimeGateway,
  ) {}

  async execute(command: RevokeWatchLinkCommand): Promise<void> {
    const revokedLinkIds = await this.watchLinks.revoke(command.teamId, command.userId);
    this.gateway.disconnectWatchers(revokedLinkIds);
  }
}
