import { FORMAT_KEY, type Player } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { liveDraftGrade, replayDraft, type LiveDraftGrade } from '@draftmode/grading';

/**
 * The live draft grade of a team (libs/grading's `liveDraftGrade`), pure: the whole roster's
 * strength blended with the grade of each own pick as it was when made (`replayDraft`, which the
 * draft screen's grade course uses too). Null while the roster is empty.
 */
export function liveGradeOf(state: TeamState, pool: readonly Player[], playerById: (id: string) => Player | undefined): LiveDraftGrade | null {
  const roster = state.roster.playerIds.map(playerById).filter((player): player is Player => player !== undefined);
  if (roster.length === 0) return null;
  const { settings } = state;
  const picks = replayDraft({ settings, ownPicks: state.ownPicks, takenByOthers: state.takenByOthers }, pool, playerById);
  return liveDraftGrade({
    roster,
    pool,
    format: FORMAT_KEY[settings.scoringFormat],
    leagueSize: settings.leagueSize,
    draftPosition: settings.draftPosition,
    rosterSpots: settings.rosterSpots,
    pickPercentages: picks.map((pick) => pick.pickGrade.percentage),
  });
}
