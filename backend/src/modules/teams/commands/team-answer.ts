import type { BoardChange, LiveGradeDto, TakenByOtherDto, TeamChange, TeamDetailDto } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import type { PlayerPool } from '../../player-pool';
import { FORMAT_KEY } from '@draftmode/domain';

/**
 * The team as the read models show it (`TeamReadModels.detail`), built from the state a command
 * folded, so the answer, the projection and the broadcast share one fold and one live grade.
 */
export function teamDetailOf(
  teamId: string,
  state: TeamState,
  version: number,
  liveGrade: LiveGradeDto | null,
  pool: PlayerPool,
): TeamDetailDto {
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
      ...(settings.draftOrder ? { draftOrder: settings.draftOrder } : {}),
      ...(settings.pointsPerStat ? { pointsPerStat: settings.pointsPerStat } : {}),
      ...(settings.tradedPicks ? { tradedPicks: settings.tradedPicks } : {}),
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
        return {
          playerId: pick.playerId,
          overallPick: pick.overallPick,
          position: player?.position ?? null,
          adp: player ? player.adp[format] : null,
        };
      }),
    liveGrade,
    pickClock: state.pickClock,
    version,
  };
}

/**
 * What a command changed from `before` to `team` (the team after it, `after` its state): the roster
 * when it changed, the board from its first changed entry, the live grade. Computed once per
 * command: the pick's acknowledgement carries it, and the room's message of its first event.
 */
export function teamChange(before: TeamState, after: TeamState, team: TeamDetailDto): TeamChange {
  const rosterChanged = !before.exists || before.roster !== after.roster || before.ownPicks !== after.ownPicks;
  return {
    version: team.version,
    ...(rosterChanged ? { roster: team.roster } : {}),
    board: boardChange(before, after, team.takenByOthers),
    liveGrade: team.liveGrade,
    ...(before.pickClock !== after.pickClock ? { pickClock: after.pickClock } : {}),
  };
}

/**
 * How the board went from `before` to `board` (the board of `after`, by overall pick): the entries
 * from the first one that is not the same pick. A new scoring format changes every entry's ADP.
 */
function boardChange(before: TeamState, after: TeamState, board: TakenByOtherDto[]): BoardChange<TakenByOtherDto> {
  if (!before.exists || before.settings.scoringFormat !== after.settings.scoringFormat) return { from: 0, entries: board };
  const previous = [...before.takenByOthers].sort((a, b) => a.overallPick - b.overallPick);
  let from = 0;
  while (
    from < previous.length &&
    from < board.length &&
    previous[from]?.playerId === board[from]?.playerId &&
    previous[from]?.overallPick === board[from]?.overallPick
  )
    from++;
  return { from, entries: board.slice(from) };
}
