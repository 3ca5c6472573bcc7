import { FORMAT_KEY, type Player, type Position } from '@draftmode/domain';
import type { TeamDraft } from './draft-model';
import { gradePick, type PickGrade } from './pick-grade';
import { liveDraftGrade, type LiveDraftGrade } from './roster-grade';
import { roundOfPick } from '@draftmode/draft-core';

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

/** One own pick at its moment: the player, his grade then, and the roster right after him. */
interface PickAtItsMoment {
  overallPick: number;
  player: Player;
  pickGrade: PickGrade;
  roster: readonly Player[];
  percentages: readonly number[];
}

/**
 * Pick grades already computed, by the draft as it stood before the pick (settings and every pick
 * before it) and the player. A pick's grade depends on nothing else, so a grade found here is the
 * one the replay would compute; the server keeps one cache so a command grades only its new pick.
 */
export type PickGradeCache = Map<string, PickGrade>;

/** Walks the draft in overall-pick order and grades each own pick at its moment (the roster, the players gone and the other teams' picks just before it). */
function* picksAtTheirMoment(history: DraftHistory, pool: readonly Player[], playerById: (id: string) => Player | undefined, cache?: PickGradeCache): Generator<PickAtItsMoment> {
  const { settings } = history;
  const format = FORMAT_KEY[settings.scoringFormat];
  const picks = [...history.ownPicks.map((pick) => ({ ...pick, own: true })), ...history.takenByOthers.map((pick) => ({ ...pick, own: false }))].sort(
    (a, b) => a.overallPick - b.overallPick,
  );
  const taken = new Set<string>();
  const roster: Player[] = [];
  const othersPicks: Array<{ position: Position; overallPick: number }> = [];
  const percentages: number[] = [];
  let before = cache ? `${settings.scoringFormat}/${settings.leagueSize}/${settings.draftPosition}/${JSON.stringify(settings.rosterSpots)}|` : '';
  for (const pick of picks) {
    const player = playerById(pick.playerId);
    if (pick.own && player) {
      const key = `${before}>${player.id}@${pick.overallPick}`;
      const pickGrade =
        cache?.get(key) ??
        gradePick({
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
      if (cache && !cache.has(key)) cache.set(key, pickGrade);
      percentages.push(pickGrade.percentage);
      roster.push(player);
      yield { overallPick: pick.overallPick, player, pickGrade, roster, percentages };
    } else if (player) othersPicks.push({ position: player.position, overallPick: pick.overallPick });
    taken.add(pick.playerId);
    if (cache) before += `${pick.own ? 'o' : 't'}${pick.playerId}@${pick.overallPick},`;
  }
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
  const replayed: ReplayedPick[] = [];
  for (const { overallPick, player, pickGrade, roster, percentages } of picksAtTheirMoment(history, pool, playerById)) {
    const live = liveDraftGrade({ roster, pool, format, leagueSize: settings.leagueSize, draftPosition: settings.draftPosition, rosterSpots: settings.rosterSpots, pickPercentages: percentages });
    if (live) replayed.push({ overallPick, round: roundOfPick(overallPick, settings.leagueSize), player, pickGrade, live });
  }
  return replayed;
}

/** The grade of each own pick at its moment, in overall-pick order: {@link replayDraft}'s pick grades without the live grade after each. */
export function replayPickGrades(history: DraftHistory, pool: readonly Player[], playerById: (id: string) => Player | undefined, cache?: PickGradeCache): PickGrade[] {
  return [...picksAtTheirMoment(history, pool, playerById, cache)].map((pick) => pick.pickGrade);
}
