import type { TeamCommandResult } from '@draftmode/domain';
import { sendPickCommand } from '@/lib/team-socket';
import { sendTeamCommand } from '@/lib/teams-api';
import type { SendCommandInput } from '../machines/draft.machine';

/**
 * How the draft screen sends a command: the picks (draft, taken by another team, undo), which a
 * live draft sends every few seconds, over the tab's live connection; the league settings and the
 * report card over HTTP. Both answer and fail alike (docs/teams-api.md).
 */
export function sendDraftCommand({ teamId, expectedVersion, base, command, commandId }: SendCommandInput): Promise<TeamCommandResult> {
  switch (command.type) {
    case 'draftPlayer':
    case 'recordTakenByOther':
    case 'undoPick':
      return sendPickCommand({ type: command.type, teamId, playerId: command.playerId, expectedVersion, commandId }, base);
    default:
      return sendTeamCommand(teamId, expectedVersion, command, commandId);
  }
}
