import { FORMAT_KEY, type FormatKey, type Player, type PlayerListItem } from '@draftmode/domain';
import { draftClock, rosterLimit, rosterSize, type TeamState } from '@draftmode/draft-core';
import {
  draftAlerts,
  draftMoment,
  gradingContext,
  positionTiers,
  recommendationsAt,
  replayDraft,
  roundOfPick,
  teamMomentInput,
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
  /** The pick on the clock, from the draft slots (draft-core's `draftClock`). */
  currentOverall: number;
  /** The pick on the clock is the user's own (an open slot, possibly one an undo opened again). */
  ownTurn: boolean;
  /** Picks before the user's next one (0 while he is on the clock); null when he has none left. */
  picksUntilOwn: number | null;
  /** The latest pick recorded, by anyone. */
  lastTaken: { playerId: string; overallPick: number; own: boolean } | null;
  currentRound: number;
  /** Rounds in the draft: the roster size. */
  rounds: number;
  rosterTotal: number;
  /** Every overall pick the user owns, round 1 to the last. */
  userPicks: number[];
  /** The user's next open slot; null when every round is used. */
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
  const { roster, takenByOthers, ownPicks } = view;
  const base = useMemo(() => {
    const takenIds = new Set([...roster.playerIds, ...takenByOthers.map((pick) => pick.playerId)]);
    const available = pool.filter((player) => !takenIds.has(player.id));
    const rosterPlayers = roster.playerIds.map((id) => byId.get(id)).filter((player): player is PlayerListItem => player !== undefined);
    const rounds = rosterSize(settings.rosterSpots);
    const rosterTotal = rosterLimit(roster, settings.rosterSpots);
    const clock = draftClock(settings.leagueSize, settings.draftPosition, rounds, ownPicks.length, takenByOthers.length);
    const latestOwn = ownPicks[ownPicks.length - 1];
    const latestOther = takenByOthers[takenByOthers.length - 1];
    const lastTaken =
      latestOwn && (!latestOther || latestOwn.overallPick > latestOther.overallPick)
        ? { playerId: latestOwn.playerId, overallPick: latestOwn.overallPick, own: true }
        : latestOther
          ? { playerId: latestOther.playerId, overallPick: latestOther.overallPick, own: false }
          : null;
    return {
      takenIds,
      available,
      rosterPlayers,
      currentOverall: clock.onTheClock,
      currentRound: roundOfPick(clock.onTheClock, settings.leagueSize),
      ownTurn: clock.ownTurn,
      picksUntilOwn: clock.picksUntilOwn,
      lastTaken,
      rounds,
      rosterTotal,
      userPicks: clock.ownPicks,
      nextPick: clock.nextOwnPick,
      isFull: roster.playerIds.length >= rosterTotal,
    };
  }, [roster, takenByOthers, ownPicks, pool, byId, settings]);

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
          { settings: deferredView.settings, rosterIds: deferredView.roster.playerIds, takenByOthers: deferredView.takenByOthers, ownPickCount: deferredView.ownPicks.length },
          pool,
          (id) => byId.get(id),
        ),
        ctx,
      ),
    [deferredView, pool, byId, ctx],
  );
  const recs = useMemo(() => (base.isFull ? [] : recommendationsAt(moment, RECOMMENDATION_COUNT)), [base.isFull, moment]);
  const alerts = useMemo(() => (base.isFull ? [] : draftAlerts(moment)), [base.isFull, moment]);
  const tiers = useMemo(() => positionTiers(ctx), [ctx]);
  return { format, ctx, ...base, replay, moment, tiers, recommendations: recs, alerts, chancePick: moment.horizon?.toPick ?? null };
}
