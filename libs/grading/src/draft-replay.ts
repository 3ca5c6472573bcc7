import type { Player, Position } from '@draftmode/domain';
import type { DraftMomentInput, TeamDraft } from './draft-model';
import { gradePick, pickPercentage, type PickGrade, type PickGradeInput } from './pick-grade';
import { benchmarkScoreAt, liveDraftGrade, type LiveDraftGrade } from './roster-grade';
import { gradingContext } from './context';
import { leagueLookup, leaguePool } from './league-pool';
import type { LineupThresholds } from './outcomes';
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

/** One own pick at its moment: the player, his grade then (`G`: the whole grade or its percentage), and the roster right after him. */
interface PickAtItsMoment<G> {
  overallPick: number;
  player: Player;
  pickGrade: G;
  roster: readonly Player[];
  percentages: readonly number[];
}

/**
 * Pick percentages already computed, by the draft as it stood before the pick (settings and every
 * pick before it) and the player. A pick's grade depends on nothing else, so a percentage found here
 * is the one the replay would compute; the server keeps one cache so a command grades only its new
 * pick. A key names the draft before the pick by the cached entry of the user's previous own pick
 * (its `id`, which no other entry has) and the picks since, so keys stay short however long the draft.
 */
export interface PickPercentageCache {
  picks: Map<string, { value: number; id: number }>;
}

/** An empty {@link PickPercentageCache}. */
export function pickPercentageCache(): PickPercentageCache {
  return { picks: new Map() };
}

/** The next cache entry's id. */
let nextCachedGradeId = 1;

/** How a replay grades each pick: the grade it keeps, and that grade's percentage. */
interface PickGrader<G> {
  grade(input: PickGradeInput): G;
  percentageOf(grade: G): number;
}

const WHOLE_GRADES: PickGrader<PickGrade> = { grade: gradePick, percentageOf: (grade) => grade.percentage };

const PERCENTAGES: PickGrader<number> = { grade: pickPercentage, percentageOf: (percentage) => percentage };

/** The draft as it stands after the walk of {@link picksAtTheirMoment}: the user's roster, everyone taken, the other teams' picks. */
interface DraftSoFar {
  roster: readonly Player[];
  taken: ReadonlySet<string>;
  othersPicks: ReadonlyArray<{ position: Position; overallPick: number }>;
}

/** The draft moment at `overallPick` of a draft whose picks before it left `sofar`. */
function momentInput(history: DraftHistory, pool: readonly Player[], sofar: DraftSoFar, overallPick: number): DraftMomentInput {
  const { settings } = history;
  const league = leaguePool(pool, settings);
  return {
    pool: league.players,
    format: league.format,
    leagueSize: settings.leagueSize,
    draftPosition: settings.draftPosition,
    ...(settings.draftOrder ? { draftOrder: settings.draftOrder } : {}),
    ...(settings.tradedPicks ? { tradedPicks: settings.tradedPicks } : {}),
    rosterSpots: settings.rosterSpots,
    roster: sofar.roster,
    takenIds: sofar.taken,
    currentOverallPick: overallPick,
    othersPicks: sofar.othersPicks,
  };
}

/** Walks the draft in overall-pick order and grades each own pick at its moment (the roster, the players gone and the other teams' picks just before it); returns the draft after the last pick. */
function* picksAtTheirMoment<G>(
  history: DraftHistory,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
  grader: PickGrader<G>,
  cache?: Map<string, { value: G; id: number }>,
): Generator<PickAtItsMoment<G>, DraftSoFar> {
  const { settings } = history;
  // Every player is the league pool's own, as the grading context tells players apart by identity.
  const league = leaguePool(pool, settings);
  const byId = leagueLookup(league, playerById);
  const picks = [
    ...history.ownPicks.map(({ playerId, overallPick }) => ({ playerId, overallPick, own: true })),
    ...history.takenByOthers.map(({ playerId, overallPick }) => ({ playerId, overallPick, own: false })),
  ].sort((a, b) => a.overallPick - b.overallPick);
  const taken = new Set<string>();
  const roster: Player[] = [];
  const othersPicks: Array<{ position: Position; overallPick: number }> = [];
  const percentages: number[] = [];
  // The draft before the next pick as a cache key spells it: the settings and every pick, or from the
  // last graded own pick on, that pick's cache entry id and the picks since.
  let before = cache ? `${JSON.stringify(settings)}|` : '';
  for (const pick of picks) {
    const player = byId(pick.playerId);
    if (pick.own && player) {
      const key = `${before}>${player.id}@${pick.overallPick}`;
      let cached = cache?.get(key);
      if (!cached) {
        const grade = grader.grade({ ...momentInput(history, pool, { roster, taken, othersPicks }, pick.overallPick), player });
        cached = { value: grade, id: nextCachedGradeId++ };
        cache?.set(key, cached);
      }
      if (cache) before = `#${cached.id}|`;
      percentages.push(grader.percentageOf(cached.value));
      roster.push(player);
      yield { overallPick: pick.overallPick, player, pickGrade: cached.value, roster, percentages };
    } else if (player) othersPicks.push({ position: player.position, overallPick: pick.overallPick });
    taken.add(pick.playerId);
    if (cache) before += `${pick.own ? 'o' : 't'}${pick.playerId}@${pick.overallPick},`;
  }
  return { roster, taken, othersPicks };
}

/**
 * Replays a draft in overall-pick order: each own pick is graded at the moment it was made (the
 * roster, the players gone and the other teams' picks just before it), then the live draft grade
 * after it. The server's live grade and the draft screen's grade course both come from here, so
 * they agree. Picks of players missing from the pool are skipped.
 */
export function replayDraft(
  history: DraftHistory,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
): ReplayedPick[] {
  const { settings } = history;
  const league = leaguePool(pool, settings);
  const replayed: ReplayedPick[] = [];
  for (const { overallPick, player, pickGrade, roster, percentages } of picksAtTheirMoment(history, pool, playerById, WHOLE_GRADES)) {
    const live = liveDraftGrade({
      roster,
      pool: league.players,
      format: league.format,
      leagueSize: settings.leagueSize,
      draftPosition: settings.draftPosition,
      rosterSpots: settings.rosterSpots,
      pickPercentages: percentages,
    });
    if (live) replayed.push({ overallPick, round: roundOfPick(overallPick, settings.leagueSize), player, pickGrade, live });
  }
  return replayed;
}

/**
 * The percentage of each own pick's grade at its moment, in overall-pick order: {@link replayDraft}'s
 * pick grades as the live draft grade takes them (`pickPercentage`: the same figures, without the
 * chances and reasons).
 */
export function replayPickPercentages(
  history: DraftHistory,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
  cache?: PickPercentageCache,
): number[] {
  return [...picksAtTheirMoment(history, pool, playerById, PERCENTAGES, cache?.picks)].map((pick) => pick.pickGrade);
}

/**
 * Computes ahead what grading the user's next own pick needs, while the user waits for the turn:
 * the league's grading context (built once per league settings), the lineup thresholds of the
 * roster after the last own pick (`GradingContext.lineupThresholdsOf`, kept per roster) and the
 * benchmark the live grade compares the roster after the pick with. The server calls it after its
 * commands, so the pick's grade, when it comes, finds them. The roster is in the order the replay
 * builds it (own picks by overall pick), which is the order its cache key spells. Returns the
 * thresholds.
 */
export function prepareNextPickGrade(
  history: DraftHistory,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
  cache: PickPercentageCache,
): LineupThresholds {
  const { settings } = history;
  const walk = picksAtTheirMoment(history, pool, playerById, PERCENTAGES, cache.picks);
  let step = walk.next();
  while (!step.done) step = walk.next();
  const league = leaguePool(pool, settings);
  const ctx = gradingContext(league.players, league.format, settings.leagueSize, settings.rosterSpots);
  const { roster } = step.value;
  const thresholds = ctx.lineupThresholdsOf(roster);
  benchmarkScoreAt(settings.draftPosition, roster.length + 1, ctx);
  return thresholds;
}
