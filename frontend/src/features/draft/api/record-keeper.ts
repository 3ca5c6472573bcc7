import type { TeamCommandResult } from '@draftmode/domain';
import { api } from '@/lib/api';

/** What a keeper is: the player, the draft slot of the team keeping him, and the round he costs. */
interface KeeperInput {
  playerId: string;
  draftSlot: number;
  round: number;
}

/**
 * POST /teams/:id/keepers: records a keeper at the pick his round costs. Not retried on a 409: a
 * keeper depends on the picks (the pick he costs must be open), so a refusal is shown as it is.
 */
export function recordKeeper(teamId: string, version: number, keeper: KeeperInput): Promise<TeamCommandResult> {
  return api<TeamCommandResult>(`/teams/${encodeURIComponent(teamId)}/keepers`, {
    method: 'POST',
    body: { ...keeper, expectedVersion: version, commandId: crypto.randomUUID() },
  });
}
