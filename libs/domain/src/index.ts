export * from './api/api-error';
export * from './players/player';
export * from './teams/roster';
export * from './events/team-events';
export * from './schemas/messages';
export * from './schemas/auth.schemas';
export * from './schemas/team.schemas';
export * from './realtime/socket-contracts';
