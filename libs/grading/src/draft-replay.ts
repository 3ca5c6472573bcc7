import { FORMAT_KEY, type Player, type Position } from '@draftmode/domain';
import type { TeamDraft } from './draft-model';
import { gradePick, type PickGrade } from './pick-grade';
import { liveDraftGrade, type LiveDraftGrade } from './roster-grade';
import { roundOfPick } from './snake';

/** A draft as recorded: the user's own picks and the other teams' picks, each with its overall pick. */
export interface DraftHistory {
  settings: TeamDraft['settings'];
  ownPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  takenByOthers: ReadonlyArray<{ playerId: string; overallPick: number }>;
}

/** One own pick replayed: its grade as it was when made, and the live draft grade right after it. */
export interface ReplayedPick {
  overallPick: number;
  round: number;
  player: Player;
  pickGrade: PickGrade;
  live: LiveDraftGrade;
}

/**
 * Replays a draft in overall-pick order: each own pick is graded at the moment it was made (the
 * roster, the players gone and the other teams' picks just before it), then the live draft grade
 * after it. The server's live grade and the draft screen's grade course both come from here, so
 * they agree. Picks of players missing from the pool are skipped.
 */
export function replayDraft(history: DraftHistory, pool: readonly Player[], playerById: (id: string) => Player | undefined): ReplayedPick[] {
  const { settings } = history;
  const format = FORMAT_KEY[settings.scoringFormat];
  const picks = [...history.ownPicks.map((pick) => ({ ...pick, own: true })), ...history.takenByOthers.map((pick) => ({ ...pick, own: false }))].sort(
    (a, b) => a.overallPick - b.overallPick,
  );
  const taken = new Set<string>();
  const roster: Player[] = [];
  const othersPicks: Array<{ position: Position; overallPick: number }> = [];
  const percentages: number[] = [];
  const replayed: ReplayedPick[] = [];
  for (const pick of picks) {
    const player = playerById(pick.playerId);
    if (pick.own && player) {
      const pickGrade = gradePick({
        player,
        pool,
        format,
        leagueSize: settings.leagueSize,
        draftPosition: settings.draftPosition,
        rosterSpots: settings.rosterSpots,
        roster,
        takenIds: taken,
        currentOverallPick: pick.overallPick,
        othersPicks,
      });
      percentages.push(pickGrade.percentage);
      roster.push(player);
      const live = liveDraftGrade({ roster, pool, format, leagueSize: settings.leagueSize, draftPosition: settings.draftPosition, rosterSpots: settings.rosterSpots, pickPercentages: percentages });
      if (live) replayed.push({ overallPick: pick.overallPick, round: roundOfPick(pick.overallPick, settings.leagueSize), player, pickGrade, live });
    } else if (player) othersPicks.push({ position: player.position, overallPick: pick.overallPick });
    taken.add(pick.playerId);
  }
  return replayed;
}
