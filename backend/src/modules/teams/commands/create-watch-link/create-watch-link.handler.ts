import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { TeamRealtimeGateway } from '../../realtime/team-realtime.gateway';
import { WatchLinks } from '../../watch-links/watch-links';
import { CreateWatchLinkCommand, type WatchLinkDto } from './create-watch-link.command';

@CommandHandler(CreateWatchLinkCommand)
export class CreateWatchLinkHandler implements ICommandHandler<CreateWatchLinkCommand, WatchLinkDto> {
  constructor(
    private readonly watchLinks: WatchLinks,
    private readonly gateway: TeamRealtimeGateway,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute(command: CreateWatchLinkCommand): Promise<WatchLinkDto> {
    const { token, revokedLinkIds } = await this.watchLinks.create(command.teamId, command.userId);
    this.gateway.disconnectWatchers(revokedLinkIds);
    return { token, url: `${this.config.appUrl.replace(/\/+$/, '')}/watch/${token}` };
  }
}
