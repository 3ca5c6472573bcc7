/**
 * The teams module's public entry: other modules import the draft engine only from here
 * (the boundaries rule in eslint.config.mjs).
 */
export { TeamsModule } from './teams.module';
export {
  commandResult,
  ExecuteTeamCommand,
  teamIdForCreate,
  type CommandEnvelope,
  type TeamCommandOutcome,
  type TeamCommandResult,
} from './commands/team-command.handler';
export { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from './committed/committed-team-events';
export { isUuid, TEAM_NOT_FOUND, TeamReadModels, type TeamDetailDto, type TeamSummaryDto } from './queries/team-read-models';
export { loadTeamStream, type LoadedTeamStream } from './team-stream.loader';
export { toTeamEvent } from './domain/team-event';
export { MAX_MOCK_DRAFTS_PER_USER, MAX_TEAMS_PER_USER, teamLimitReached } from './team-limits';
export { TeamProjections } from './projections/team-projections';
export { rebuildTeamProjections } from './projections/rebuild-team-projections';
export { RedisIoAdapter } from './realtime/redis-io.adapter';
export { EraseUserTeams } from './commands/erase-user-teams/erase-user-teams';
export { TEAM_PROJECTORS } from './projections/team-projections';
export { TeamRealtimeGateway } from './realtime/team-realtime.gateway';
export { DRAFT_SYNC_QUEUE } from './draft-sync/draft-sync.scheduler';
