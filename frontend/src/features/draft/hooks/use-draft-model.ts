import type { FormatKey, Player, PlayerListItem } from '@draftmode/domain';
import { rosterLimit, rosterSize, type TeamState, draftClock, pickOwnershipOf, roundOfPick } from '@draftmode/draft-core';
import {
  draftAlerts,
  valueBoard,
  gradingContext,
  leaguePool,
  positionTiers,
  recommendationsAt,
  replayDraft,
  teamMomentInput,
  type DraftAlert,
  type DraftMoment,
  type GradingContext,
  type Recommendation,
  type ReplayedPick,
} from '@draftmode/grading';
import { useMemo } from 'react';
import { useAfterPaint } from './use-after-paint';

/** How many recommendations the panel lists. */
const RECOMMENDATION_COUNT = 6;

/** Everything the draft screen shows that follows from the team (as the screen sees it) and the pool. */
export interface DraftModel {
  format: FormatKey;
  ctx: GradingContext;
  /** Ids on the roster or taken by another team. */
  takenIds: ReadonlySet<string>;
  /** The pool minus every taken player, in the pool's order. */
  available: PlayerListItem[];
  rosterPlayers: Player[];
  /** The pick on the clock, from the draft slots (grading's `draftClock`). */
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
  /**
   * The draft model at this moment: every available player valued, with his chance of lasting.
   * Null on the first frame, so the board shows before the heavy sums run.
   */
  moment: DraftMoment | null;
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
  /** False while the moment, the recommendations and the replay still show an earlier view (just after a change). */
  settled: boolean;
}

export function useDraftModel(
  view: TeamState,
  sourcePool: readonly PlayerListItem[],
  sourceById: ReadonlyMap<string, PlayerListItem>,
): DraftModel {
  const { settings } = view;
  // The pool as the league scores and drafts it (points per stat when it has them, superflex ADP in
  // a superflex league): every valuation below, and the players the screen lists, come from it, as
  // the grading context tells players apart by identity.
  const { scoringFormat, pointsPerStat, rosterSpots } = settings;
  const { players: pool, format } = useMemo(
    () => leaguePool(sourcePool, { scoringFormat, rosterSpots, ...(pointsPerStat ? { pointsPerStat } : {}) }),
    [sourcePool, scoringFormat, pointsPerStat, rosterSpots],
  );
  const byId = useMemo(
    () => (pool === sourcePool ? sourceById : new Map(pool.map((player) => [player.id, player]))),
    [pool, sourcePool, sourceById],
  );
  const ctx = useMemo(
    () => gradingContext(pool, format, settings.leagueSize, settings.rosterSpots),
    [pool, format, settings.leagueSize, settings.rosterSpots],
  );
  const { roster, takenByOthers, ownPicks } = view;
  const base = useMemo(() => {
    const takenIds = new Set([...roster.playerIds, ...takenByOthers.map((pick) => pick.playerId)]);
    const available = pool.filter((player) => !takenIds.has(player.id));
    const rosterPlayers = roster.playerIds.map((id) => byId.get(id)).filter((player): player is PlayerListItem => player !== undefined);
    const rounds = rosterSize(settings.rosterSpots);
    const rosterTotal = rosterLimit(roster, settings.rosterSpots);
    const clock = draftClock(
      settings.leagueSize,
      settings.draftPosition,
      rounds,
      { own: ownPicks.map((pick) => pick.overallPick), others: takenByOthers.map((pick) => pick.overallPick) },
      pickOwnershipOf(settings),
    );
    // The pick just before the one on the clock: keepers, recorded before the draft at their
    // rounds' picks, are not "the last pick" until the draft reaches them.
    let lastTaken: { playerId: string; overallPick: number; own: boolean } | null = null;
    for (const [picks, own] of [
      [ownPicks, true],
      [takenByOthers, false],
    ] as const) {
      for (const { playerId, overallPick } of picks) {
        if (overallPick < clock.onTheClock && (!lastTaken || overallPick > lastTaken.overallPick))
          lastTaken = { playerId, overallPick, own };
      }
    }
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

  // The moment and the replay are the heavy sums (tens of ms, more on a slow phone): they follow
  // the view once the tap's result has been painted, so a tap shows at once.
  const settledView = useAfterPaint(view);
  // The replay grades the user's own picks: picks recorded after his last one do not change it.
  const replayInput = useMemo(() => {
    if (!settledView) return null;
    const lastOwn = Math.max(0, ...settledView.ownPicks.map((pick) => pick.overallPick));
    return {
      ownPicks: settledView.ownPicks,
      takenByOthers: settledView.takenByOthers.filter((pick) => pick.overallPick < lastOwn),
      settings: settledView.settings,
    };
  }, [settledView]);
  const replayKey = JSON.stringify(replayInput);
  const replay = useMemo(
    () => (replayInput ? replayDraft(replayInput, pool, (id) => byId.get(id)) : []),
    // replayKey stands for replayInput's content: a new object with the same picks replays nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [replayKey, pool, byId],
  );
  const moment = useMemo(
    () =>
      settledView &&
      valueBoard(
        teamMomentInput(
          {
            settings: settledView.settings,
            rosterIds: settledView.roster.playerIds,
            takenByOthers: settledView.takenByOthers,
            ownPicks: settledView.ownPicks,
          },
          pool,
          (id) => byId.get(id),
        ),
        { ctx },
      ).moment(),
    [settledView, pool, byId, ctx],
  );
  // Until the moment catches up with a tap, a player just taken is left out rather than offered.
  const momentRecs = useMemo(() => (moment ? recommendationsAt(moment, RECOMMENDATION_COUNT + 2) : []), [moment]);
  // Keyed by which of them were just taken, so a tap elsewhere on the board keeps the same list.
  const justTaken = momentRecs
    .filter((rec) => base.takenIds.has(rec.player.id))
    .map((rec) => rec.player.id)
    .join(',');
  const recs = useMemo(
    () => (base.isFull ? [] : momentRecs.filter((rec) => !justTaken.split(',').includes(rec.player.id)).slice(0, RECOMMENDATION_COUNT)),
    [base.isFull, justTaken, momentRecs],
  );
  const alerts = useMemo(() => (base.isFull || !moment ? [] : draftAlerts(moment)), [base.isFull, moment]);
  const tiers = useMemo(() => positionTiers(ctx), [ctx]);
  return {
    format,
    ctx,
    ...base,
    replay,
    moment,
    tiers,
    recommendations: recs,
    alerts,
    chancePick: moment?.horizon?.toPick ?? null,
    settled: settledView === view,
  };
}
