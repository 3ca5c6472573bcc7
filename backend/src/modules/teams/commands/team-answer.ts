import type { LiveGradeDto, TeamDetailDto } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import type { PlayerPool } from '../../player-pool';
import { FORMAT_KEY } from '@draftmode/domain';

/**
 * The team as the read models show it (`TeamReadModels.detail`), built from the state a command
 * folded, so the answer, the projection and the broadcast share one fold and one live grade.
 */
export function teamDetailOf(teamId: string, state: TeamState, version: number, liveGrade: LiveGradeDto | null, pool: PlayerPool): TeamDetailDto {
  const { settings, roster } = state;
  const format = FORMAT_KEY[settings.scoringFormat];
  return {
    team: {
      id: teamId,
      userId: state.userId,
      name: state.name,
      scoringFormat: settings.scoringFormat,
      leagueSize: settings.leagueSize,
      draftPosition: settings.draftPosition,
      rosterSpots: settings.rosterSpots,
      draftGrade: state.draftGrade,
      playerCount: roster.playerIds.length,
      isMock: state.isMock,
      version,
      createdAt: state.createdAt ? new Date(state.createdAt).toISOString() : new Date(0).toISOString(),
    },
    roster: { playerIds: roster.playerIds, positions: roster.positions, bench: roster.bench, ownPicks: state.ownPicks },
    takenByOthers: [...state.takenByOthers]
      .sort((a, b) => a.overallPick - b.overallPick)
      .map((pick) => {
        const player = pool.get(pick.playerId);
        return { playerId: pick.playerId, overallPick: pick.overallPick, position: player?.position ?? null, adp: player ? player.adp[format] : null };
      }),
    liveGrade,
    version,
  };
}
