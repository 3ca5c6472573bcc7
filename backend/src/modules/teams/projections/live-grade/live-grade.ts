import { FORMAT_KEY, type Player } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { gradePick, liveDraftGrade, type LiveDraftGrade } from '@draftmode/grading';

/**
 * The live draft grade of a team (PRODUCT §4), pure: the roster's strength blended with the grade
 * of each own pick as it was when made (roster and available players just before that overall
 * pick). Null while the roster is empty.
 */
export function liveGradeOf(state: TeamState, pool: readonly Player[], playerById: (id: string) => Player | undefined): LiveDraftGrade | null {
  const roster = state.roster.playerIds.map(playerById).filter((player): player is Player => player !== undefined);
  if (roster.length === 0) return null;
  const { settings } = state;
  const format = FORMAT_KEY[settings.scoringFormat];
  const picks = [...state.ownPicks.map((pick) => ({ ...pick, own: true })), ...state.takenByOthers.map((pick) => ({ ...pick, own: false }))].sort(
    (a, b) => a.overallPick - b.overallPick,
  );
  const pickPercentages: number[] = [];
  const takenBefore = new Set<string>();
  const rosterBefore: Player[] = [];
  for (const pick of picks) {
    const player = playerById(pick.playerId);
    if (pick.own && player) {
      const available = pool.filter((candidate) => !takenBefore.has(candidate.id));
      const grade = gradePick({
        player,
        overallPick: pick.overallPick,
        roster: rosterBefore,
        available,
        format,
        leagueSize: settings.leagueSize,
        rosterSpots: settings.rosterSpots,
        pool,
      });
      pickPercentages.push(grade.percentage);
      rosterBefore.push(player);
    }
    takenBefore.add(pick.playerId);
  }
  return liveDraftGrade({
    roster,
    pool,
    format,
    leagueSize: settings.leagueSize,
    draftPosition: settings.draftPosition,
    rosterSpots: settings.rosterSpots,
    pickPercentages,
  });
}
