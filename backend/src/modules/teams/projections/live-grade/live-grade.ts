import type { LiveGradeDto, Player } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import {
  leagueLookup,
  leaguePool,
  liveDraftGrade,
  pickPercentageCache,
  prepareNextPickGrade,
  replayPickPercentages,
  type PickPercentageCache,
} from '@draftmode/grading';

/** Pick percentages kept per player pool (a new pool after a players sync starts afresh); bounded, oldest first out. */
const pickPercentageCaches = new WeakMap<readonly Player[], PickPercentageCache>();
const MAX_CACHED_PICK_GRADES = 50_000;

function cacheOf(pool: readonly Player[]): PickPercentageCache {
  let cache = pickPercentageCaches.get(pool);
  if (!cache) pickPercentageCaches.set(pool, (cache = pickPercentageCache()));
  while (cache.picks.size > MAX_CACHED_PICK_GRADES) cache.picks.delete(cache.picks.keys().next().value as string);
  return cache;
}

/**
 * The live draft grade of a team (libs/grading's `liveDraftGrade`): the whole roster's strength
 * blended with the grade of each own pick as it was when made (`replayPickPercentages`, the pick
 * grades of `replayDraft`, which the draft screen's grade course uses too). A pick's grade at its moment
 * never changes, so it is computed once and cached: a command grades at most its own new pick.
 * Valued in the league's scoring (`leaguePool`). Null while the roster is empty.
 */
export function liveGradeOf(
  state: TeamState,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
): LiveGradeDto | null {
  const { settings } = state;
  const league = leaguePool(pool, settings);
  const roster = state.roster.playerIds.map(leagueLookup(league, playerById)).filter((player): player is Player => player !== undefined);
  if (roster.length === 0) return null;
  const percentages = replayPickPercentages(
    { settings, ownPicks: state.ownPicks, takenByOthers: state.takenByOthers },
    pool,
    playerById,
    cacheOf(pool),
  );
  const grade = liveDraftGrade({
    roster,
    pool: league.players,
    format: league.format,
    leagueSize: settings.leagueSize,
    draftPosition: settings.draftPosition,
    rosterSpots: settings.rosterSpots,
    pickPercentages: percentages,
  });
  return grade ? { letter: grade.letter, percentage: grade.percentage, isFinal: grade.isFinal } : null;
}

/**
 * After a command, while the user waits for the turn: computes what grading the next own pick
 * needs of the roster and the league (libs/grading's `prepareNextPickGrade`: the league's grading
 * context, the roster's lineup thresholds), so the live grade of that pick values only the few
 * players that may be the best of its board when it comes.
 */
export function prepareNextLiveGrade(state: TeamState, pool: readonly Player[], playerById: (id: string) => Player | undefined): void {
  prepareNextPickGrade(
    { settings: state.settings, ownPicks: state.ownPicks, takenByOthers: state.takenByOthers },
    pool,
    playerById,
    cacheOf(pool),
  );
}

/** Events after which grading the next own pick needs something new: a new team or league settings (the league's grading context), a new roster (its thresholds). */
const PREPARED_AFTER = new Set(['TeamCreated', 'LeagueSettingsChanged', 'PlayerDrafted', 'PickUndone']);

/** Whether a command's events leave something to prepare for the next own pick (see `PREPARED_AFTER`). */
export function leavesNextOwnPickToPrepare(events: ReadonlyArray<{ type: string }>): boolean {
  return events.some((event) => PREPARED_AFTER.has(event.type));
}
