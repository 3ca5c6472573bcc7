import { useQueryClient } from '@tanstack/react-query';
import { toFormFailure } from '@/lib/error-message';
import { storeTeamDetail } from '@/lib/teams-api';
import { recordKeeper } from '../api/record-keeper';
import type { KeeperFormProps } from '../components/keeper-form';

interface KeeperEntryInput {
  teamId: string;
  /** The team version the screen shows. */
  version: number;
  isMock: boolean;
  leagueSize: number;
  draftPosition: number;
  rounds: number;
  /** The player in the pick grader. */
  playerId: string | null;
  /** Called once the keeper is recorded (closes the grader). */
  onRecorded: () => void;
}

/**
 * The pick grader's keeper form for the player in it: records him as kept by a team at the pick
 * his round costs, and puts the answer into the cached team (the socket brings it too). None in a
 * mock draft, which has no keepers.
 */
export function useKeeperEntry({
  teamId,
  version,
  isMock,
  leagueSize,
  draftPosition,
  rounds,
  playerId,
  onRecorded,
}: KeeperEntryInput): KeeperFormProps | undefined {
  const queryClient = useQueryClient();
  if (isMock || playerId === null) return undefined;
  return {
    leagueSize,
    draftPosition,
    rounds,
    onKeep: async (draftSlot, round) => {
      let result;
      try {
        result = await recordKeeper(teamId, version, { playerId, draftSlot, round });
      } catch (error) {
        throw new Error(toFormFailure(error).message);
      }
      if (result.team) storeTeamDetail(queryClient, result.team);
      onRecorded();
    },
  };
}
