import { FORMAT_KEY, type FormatKey, type Player, type PlayerListItem } from '@draftmode/domain';
import { rosterLimit, rosterSize, type TeamState } from '@draftmode/draft-core';
import { adpOf, adpSpread, chanceAvailable, gradingContext, nextUserPick, recommendations, roundOfPick, userPickNumbers, type GradingContext, type Recommendation } from '@draftmode/grading';
import { useDeferredValue, useMemo } from 'react';
import { replayDraftGrades, type GradePoint } from '@/components/team/grade-timeline-chart';

/** How many recommendations the panel lists. */
export const RECOMMENDATION_COUNT = 6;

/** Everything the draft screen shows that follows from the team (as the screen sees it) and the pool. */
export interface DraftModel {
  format: FormatKey;
  ctx: GradingContext;
  /** Ids on the roster or taken by another team. */
  takenIds: ReadonlySet<string>;
  /** The pool minus every taken player, in the pool's order. */
  available: PlayerListItem[];
  rosterPlayers: Player[];
  /** The pick on the clock: taken by others + own picks + 1 (PRODUCT §3). */
  currentOverall: number;
  currentRound: number;
  /** Rounds in the draft: the roster size. */
  rounds: number;
  rosterTotal: number;
  /** Every overall pick the user owns, round 1 to the last. */
  userPicks: number[];
  /** The user's next pick at or after the current one; null when he has no picks left. */
  nextPick: number | null;
  isFull: boolean;
  /** Each own pick's grade and the live grade after it, replayed client-side. */
  replay: GradePoint[];
  recommendations: Recommendation[];
  /**
   * The pick the recommendations' chances look ahead to: the user's next pick, or while he is on
   * the clock the one after it (every chance at the current pick is 100 %, which says nothing).
   */
  chancePick: number | null;
}

export function useDraftModel(view: TeamState, pool: readonly PlayerListItem[], byId: ReadonlyMap<string, PlayerListItem>): DraftModel {
  const { settings } = view;
  const format = FORMAT_KEY[settings.scoringFormat];
  const ctx = useMemo(() => gradingContext(pool, format, settings.leagueSize, settings.rosterSpots), [pool, format, settings.leagueSize, settings.rosterSpots]);
  const base = useMemo(() => {
    const takenIds = new Set([...view.roster.playerIds, ...view.takenByOthers.map((pick) => pick.playerId)]);
    const available = pool.filter((player) => !takenIds.has(player.id));
    const rosterPlayers = view.roster.playerIds.map((id) => byId.get(id)).filter((player): player is PlayerListItem => player !== undefined);
    const currentOverall = view.takenByOthers.length + view.ownPicks.length + 1;
    const rounds = rosterSize(settings.rosterSpots);
    const rosterTotal = rosterLimit(view.roster, settings.rosterSpots);
    const userPicks = userPickNumbers(settings.leagueSize, settings.draftPosition, rounds);
    return {
      takenIds,
      available,
      rosterPlayers,
      currentOverall,
      currentRound: roundOfPick(currentOverall, settings.leagueSize),
      rounds,
      rosterTotal,
      userPicks,
      nextPick: nextUserPick(settings.leagueSize, settings.draftPosition, currentOverall, rounds),
      isFull: view.roster.playerIds.length >= rosterTotal,
    };
  }, [view, pool, byId, settings]);

  // The replay and recommendations are the heavier sums: a burst of taps should not wait for them.
  const deferredView = useDeferredValue(view);
  const replay = useMemo(
    () => replayDraftGrades({ ownPicks: deferredView.ownPicks, takenByOthers: deferredView.takenByOthers, pool, byId, settings: deferredView.settings }),
    [deferredView, pool, byId],
  );
  const onTheClock = base.nextPick === base.currentOverall;
  const chancePick = onTheClock ? nextUserPick(settings.leagueSize, settings.draftPosition, base.currentOverall + 1, base.rounds) : base.nextPick;
  const recs = useMemo(() => {
    const list = base.isFull
      ? []
      : recommendations({
            pool,
            takenIds: base.takenIds,
            roster: base.rosterPlayers,
            format,
            leagueSize: settings.leagueSize,
            draftPosition: settings.draftPosition,
            currentOverallPick: base.currentOverall,
            rosterSpots: settings.rosterSpots,
            limit: RECOMMENDATION_COUNT,
          });
    if (!onTheClock) return list;
    // He survives the picks after this one up to the following own pick (if the user takes someone else now).
    return list.map((rec) => {
      const adp = adpOf(rec.player, format);
      const chance = chancePick === null ? 0 : chanceAvailable(adp, adpSpread(adp, rec.player.adpStdDev), base.currentOverall + 1, chancePick);
      return { ...rec, nextPick: chancePick, chanceAvailableAtNextPick: chance };
    });
  }, [base, pool, format, settings, onTheClock, chancePick]);
  return { format, ctx, ...base, replay, recommendations: recs, chancePick };
}
