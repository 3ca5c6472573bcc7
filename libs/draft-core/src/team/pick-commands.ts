import type { PickCommandType } from '@draftmode/domain';
import type { TeamCommand } from './team-commands';

/**
 * The one table from the API's pick command words (`PICK_COMMAND_TYPES` of @draftmode/domain: the
 * `type` of a `team.pick` message, and what POST /api/teams/:id/picks, /taken and /undo send) to
 * the draft-core command each one is. The server's socket gateway and HTTP controllers and the
 * client's draft machine all build their pick commands with {@link pickCommandOf}.
 */
export const TEAM_COMMAND_OF_PICK = {
  draftPlayer: 'DraftPlayer',
  recordTakenByOther: 'RecordTakenByOther',
  undoPick: 'UndoPick',
} as const satisfies Record<PickCommandType, TeamCommand['type']>;

/** The draft-core command of a pick command word. */
export type PickTeamCommand = Extract<TeamCommand, { type: (typeof TEAM_COMMAND_OF_PICK)[PickCommandType] }>;

/** The draft-core command a pick command word sends for a player (see {@link TEAM_COMMAND_OF_PICK}). */
export function pickCommandOf(type: PickCommandType, playerId: string): PickTeamCommand {
  return { type: TEAM_COMMAND_OF_PICK[type], data: { playerId } };
}
