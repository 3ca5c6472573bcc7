import { FORMAT_KEY, type FormatKey, type Player, type PlayerListItem } from '@draftmode/domain';
import { rosterLimit, rosterSize, type TeamState } from '@draftmode/draft-core';
import {
  draftAlerts,
  draftMoment,
  gradingContext,
  nextUserPick,
  positionTiers,
  recommendationsAt,
  replayDraft,
  roundOfPick,
  teamMomentInput,
  userPickNumbers,
  type DraftAlert,
  type DraftMoment,
  type GradingContext,
  type Recommendation,
  type ReplayedPick,
} from '@draftmode/grading';
import { useDeferredValue, useMemo } from 'react';

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
  replay: ReplayedPick[];
  /** The draft model at this moment: every available player valued, with his chance of lasting. */
  moment: DraftMoment;
  /** Positional tier of every pool player, from the projections. */
  tiers: ReadonlyMap<string, number>;
  recommendations: Recommendation[];
  /** Tiers about to run dry and positional runs (see libs/grading's `draftAlerts`). */
  alerts: DraftAlert[];
  /**
   * The pick the recommendations' chances look ahead to: the user's next pick, or while he is on
   * the clock the one after it (at the turn, the one after both). Null when none is left.
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
    () => replayDraft({ ownPicks: deferredView.ownPicks, takenByOthers: deferredView.takenByOthers, settings: deferredView.settings }, pool, (id) => byId.get(id)),
    [deferredView, pool, byId],
  );
  const moment = useMemo(
    () =>
      draftMoment(
        teamMomentInput(
          { settings, rosterIds: view.roster.playerIds, takenByOthers: view.takenByOthers, ownPickCount: view.ownPicks.length },
          pool,
          (id) => byId.get(id),
        ),
        ctx,
      ),
    [view, settings, pool, byId, ctx],
  );
  const recs = useMemo(() => (base.isFull ? [] : recommendationsAt(moment, RECOMMENDATION_COUNT)), [base.isFull, moment]);
  const alerts = useMemo(() => (base.isFull ? [] : draftAlerts(moment)), [base.isFull, moment]);
  const tiers = useMemo(() => positionTiers(ctx), [ctx]);
  return { format, ctx, ...base, replay, moment, tiers, recommendations: recs, alerts, chancePick: moment.horizon?.toPick ?? null };
}
