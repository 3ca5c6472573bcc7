import { Module } from '@nestjs/common';
import { EraseUserTeams } from './commands/erase-user-teams/erase-user-teams';
import { CqrsModule } from '@nestjs/cqrs';
import { PlayerPoolModule } from '../player-pool';
import { SocketLimits } from '../../infra/realtime/socket-limits';
import { CreateTeamController } from './commands/create-team/create-team.controller';
import { RenameTeamController } from './commands/rename-team/rename-team.controller';
import { DeleteTeamController } from './commands/delete-team/delete-team.controller';
import { ChangeLeagueSettingsController } from './commands/change-league-settings/change-league-settings.controller';
import { DraftPlayerController } from './commands/draft-player/draft-player.controller';
import { RecordTakenByOtherController } from './commands/record-taken-by-other/record-taken-by-other.controller';
import { UndoPickController } from './commands/undo-pick/undo-pick.controller';
import { AddPlayerToRosterController } from './commands/add-player-to-roster/add-player-to-roster.controller';
import { RemovePlayerFromRosterController } from './commands/remove-player-from-roster/remove-player-from-roster.controller';
import { SwapSlotsController } from './commands/swap-slots/swap-slots.controller';
import { SaveReportCardController } from './commands/save-report-card/save-report-card.controller';
import { SetPickClockController } from './commands/set-pick-clock/set-pick-clock.controller';
import { RecordKeeperController } from './commands/record-keeper/record-keeper.controller';
import { TeamCommandHandler } from './commands/team-command.handler';
import { TeamStateCache } from './commands/team-state.cache';
import { PickCommandsGateway } from './commands/pick-commands.gateway';
import { CommittedTeamEvents } from './committed/committed-team-events';
import { TeamProjections } from './projections/team-projections';
import { PrepareNextOwnPick } from './projections/live-grade/prepare-next-own-pick.subscriber';
import { GetTeamHistoryController } from './queries/get-team-history/get-team-history.controller';
import { GetTeamController } from './queries/get-team/get-team.controller';
import { ListTeamsController } from './queries/list-teams/list-teams.controller';
import { TeamReadModels } from './queries/team-read-models';
import { BroadcastCommittedTeamEvents } from './realtime/broadcast-committed-team-events';
import { TeamRealtimeGateway } from './realtime/team-realtime.gateway';
import { CreateWatchLinkController } from './commands/create-watch-link/create-watch-link.controller';
import { CreateWatchLinkHandler } from './commands/create-watch-link/create-watch-link.handler';
import { RevokeWatchLinkController } from './commands/revoke-watch-link/revoke-watch-link.controller';
import { RevokeWatchLinkHandler } from './commands/revoke-watch-link/revoke-watch-link.handler';
import { GetWatchedTeamController } from './queries/get-watched-team/get-watched-team.controller';
import { WatchLinks } from './watch-links/watch-links';
import { LinkSleeperDraftController } from './commands/link-sleeper-draft/link-sleeper-draft.controller';
import { LinkSleeperDraftHandler } from './commands/link-sleeper-draft/link-sleeper-draft.handler';
import { UnlinkSleeperDraftController } from './commands/unlink-sleeper-draft/unlink-sleeper-draft.controller';
import { GetSleeperSyncController } from './sleeper-sync/get-sleeper-sync.controller';
import { GetSleeperLeagueController } from './sleeper-sync/get-sleeper-league.controller';
import { SleeperLeagueQuery } from './sleeper-sync/sleeper-league.query';
import { FollowSleeperLinks } from './sleeper-sync/follow-sleeper-links.subscriber';
import { SleeperClient } from './sleeper-sync/sleeper.client';
import { EspnClient } from './draft-sync/espn/espn.client';
import { EspnDraftSyncAdapter } from './draft-sync/espn/espn-draft-sync.adapter';
import { EspnLinkController } from './draft-sync/espn/espn-link.controller';
import { EspnLinks } from './draft-sync/espn/espn-link.service';
import { EspnLinkStore } from './draft-sync/espn/espn-link.store';
import { EraseEspnLinkWhenTeamDeleted } from './draft-sync/espn/erase-espn-link-when-team-deleted.subscriber';
import { EraseYahooLinkWhenTeamDeleted } from './draft-sync/yahoo/erase-yahoo-link-when-team-deleted.subscriber';
import { YahooAccountController } from './draft-sync/yahoo/yahoo-account.controller';
import { YahooAccountStore } from './draft-sync/yahoo/yahoo-account.store';
import { YahooAccounts } from './draft-sync/yahoo/yahoo-accounts.service';
import { YahooDraftSyncAdapter } from './draft-sync/yahoo/yahoo-draft-sync.adapter';
import { yahooApiError } from './draft-sync/yahoo/yahoo-errors';
import { YahooLinkController } from './draft-sync/yahoo/yahoo-link.controller';
import { YahooLinkStore } from './draft-sync/yahoo/yahoo-link.store';
import { YahooLinks } from './draft-sync/yahoo/yahoo-links.service';
import { YahooSession } from './draft-sync/yahoo/yahoo-session';
import { YahooClient } from './draft-sync/yahoo/yahoo.client';
import { SleeperDraftSyncAdapter } from './sleeper-sync/sleeper-draft-sync.adapter';
import { SleeperPlayerMatcher } from './sleeper-sync/sleeper-player-matcher';
import { SleeperSyncStatusQuery } from './sleeper-sync/sleeper-sync-status.query';
import { DRAFT_SYNC_ADAPTERS, type DraftSyncAdapter } from './draft-sync/draft-sync.adapter';
import { DraftSyncPoller } from './draft-sync/draft-sync.poller';
import { DraftSyncScheduler } from './draft-sync/draft-sync.scheduler';
import { DraftSync } from './draft-sync/draft-sync.service';
import { DraftSyncStore } from './draft-sync/draft-sync.store';
import { GetDraftSyncController } from './draft-sync/get-draft-sync.controller';
import { FollowTeamChanges } from './draft-sync/follow-team-changes.subscriber';
import { registerApiErrorMapping } from '../../infra/http/api-exception.filter';
import { draftRuleApiError } from './draft-rule-errors';
import { PastedPicksController } from './pasted-picks/pasted-picks.controller';
import { PreviewPastedPicksQuery } from './pasted-picks/preview-pasted-picks.query';
import { RecordPastedPicksHandler } from './pasted-picks/record-pasted-picks.handler';

/**
 * The draft engine (docs/draft-rules.md §5, docs/adr/0002-draft-engine.md): one event stream per
 * team, every command through TeamCommandHandler (sent as ExecuteTeamCommand on the CommandBus), read models projected in the append's statement,
 * and reactions as subscribers of the committed events (docs/adr/0006-committed-event-subscribers.md).
 */
@Module({
  imports: [CqrsModule.forRoot(), PlayerPoolModule],
  controllers: [
    ListTeamsController,
    GetTeamController,
    GetTeamHistoryController,
    CreateTeamController,
    RenameTeamController,
    DeleteTeamController,
    ChangeLeagueSettingsController,
    DraftPlayerController,
    RecordKeeperController,
    RecordTakenByOtherController,
    UndoPickController,
    AddPlayerToRosterController,
    RemovePlayerFromRosterController,
    SwapSlotsController,
    SaveReportCardController,
    CreateWatchLinkController,
    RevokeWatchLinkController,
    GetWatchedTeamController,
    LinkSleeperDraftController,
    UnlinkSleeperDraftController,
    GetSleeperSyncController,
    GetSleeperLeagueController,
    EspnLinkController,
    YahooAccountController,
    YahooLinkController,
    GetDraftSyncController,
    SetPickClockController,
    PastedPicksController,
  ],
  providers: [
    EraseUserTeams,
    TeamCommandHandler,
    TeamStateCache,
    CommittedTeamEvents,
    TeamProjections,
    TeamReadModels,
    TeamRealtimeGateway,
    SocketLimits,
    PickCommandsGateway,
    BroadcastCommittedTeamEvents,
    FollowSleeperLinks,
    FollowTeamChanges,
    EspnClient,
    EspnLinkStore,
    EspnLinks,
    EspnDraftSyncAdapter,
    EraseEspnLinkWhenTeamDeleted,
    YahooClient,
    YahooAccountStore,
    YahooLinkStore,
    YahooSession,
    YahooAccounts,
    YahooLinks,
    YahooDraftSyncAdapter,
    EraseYahooLinkWhenTeamDeleted,
    PrepareNextOwnPick,
    WatchLinks,
    CreateWatchLinkHandler,
    RevokeWatchLinkHandler,
    LinkSleeperDraftHandler,
    SleeperClient,
    SleeperPlayerMatcher,
    SleeperDraftSyncAdapter,
    SleeperSyncStatusQuery,
    // One poller for every platform's draft room (issue 35); each platform is an adapter.
    {
      provide: DRAFT_SYNC_ADAPTERS,
      useFactory: (...adapters: DraftSyncAdapter[]) => adapters,
      inject: [SleeperDraftSyncAdapter, EspnDraftSyncAdapter, YahooDraftSyncAdapter],
    },
    DraftSyncStore,
    DraftSyncPoller,
    DraftSyncScheduler,
    DraftSync,
    SleeperLeagueQuery,
    PreviewPastedPicksQuery,
    RecordPastedPicksHandler,
  ],
  exports: [TeamReadModels, TeamProjections, EraseUserTeams, CommittedTeamEvents],
})
export class TeamsModule {
  constructor() {
    // Draft rule refusals reach HTTP and the socket answers through the one exception mapping.
    registerApiErrorMapping(draftRuleApiError);
    registerApiErrorMapping(yahooApiError);
  }
}
