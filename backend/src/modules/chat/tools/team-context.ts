import { draftClock, pickOwnershipOf, roundOfPick, rosterSize, userPickNumbers } from '@draftmode/draft-core';
import type { Player, TeamDetailDto, TeamSummaryDto } from '@draftmode/domain';
import {
  draftAlerts,
  valueBoard,
  gradingContext,
  leagueLookup,
  leaguePool,
  reportCard,
  replayDraft,
  teamMomentInput,
  type DraftAlert,
  type DraftMoment,
  type GradingContext,
  type ReplayedPick,
} from '@draftmode/grading';

/** The players the chat answers about: the app's pool and its season. */
export interface ChatPool {
  readonly players: readonly Player[];
  readonly season: number;
  get(id: string): Player | undefined;
}

/** The draft grade the screen's header shows (the report card's once the roster is full). */
export interface ScreenGrade {
  letter: string;
  percentage: number;
  isFinal: boolean;
}

/**
 * One of the user's teams with everything the chat derives from it, computed exactly as the draft
 * screen computes it (frontend/src/features/draft/hooks/use-draft-model.ts): the same moment,
 * chances, tiers, alerts and grades. Only ever built for its owner.
 */
export interface TeamContext {
  summary: TeamSummaryDto;
  detail: TeamDetailDto;
  /**
   * The pool as this league scores it (libs/grading's `leaguePool`: points per stat when the league
   * has them): every grade of the team takes these players, as the grading context tells players
   * apart by identity.
   */
  pool: ChatPool;
  /** Rostered players in the order added. */
  roster: Player[];
  takenIds: Set<string>;
  grading: GradingContext;
  /** The pick on the clock: taken by others + own picks + 1. */
  currentPick: number;
  currentRound: number;
  /** The user's next pick at or after the current one; null when the draft is over for them. */
  nextPick: number | null;
  /** Every pick the user still has, from the next one on. */
  remainingPicks: number[];
  /** Every overall pick the user owns. */
  userPicks: number[];
  onTheClock: boolean;
  /**
   * The pick "still there" chances look ahead to, as on the draft screen: the next pick, or while
   * the user is on the clock the one after it (at the turn, the one after both). Null when none.
   */
  chancePick: number | null;
  /** The draft model at this moment: every available player valued, with his chance. */
  moment: DraftMoment;
  /** Tiers about to run dry and positional runs, as the screen shows them. */
  alerts: DraftAlert[];
  /** Each own pick's grade as it was made, replayed as on the screen. */
  replay: ReplayedPick[];
  /** The one draft grade of this team, the header's. Null while the roster is empty. */
  grade: ScreenGrade | null;
  rounds: number;
  isFull: boolean;
}

/** Builds a team's context from its read model and the pool: a pure function of the two. */
export function buildTeamContext(detail: TeamDetailDto, source: ChatPool): TeamContext {
  const summary = detail.team;
  const settings = summary;
  const league = leaguePool(source.players, settings);
  const byId = leagueLookup(league, (id) => source.get(id));
  const pool: ChatPool = { players: league.players, season: source.season, get: byId };
  const roster = detail.roster.playerIds.map(byId).filter((player): player is Player => player !== undefined);
  const grading = gradingContext(league.players, league.format, settings.leagueSize, settings.rosterSpots);
  const rounds = rosterSize(settings.rosterSpots);
  // The clock as the draft screen has it: the lowest open pick, and the user's lowest open slot.
  const clock = draftClock(
    settings.leagueSize,
    settings.draftPosition,
    rounds,
    { own: detail.roster.ownPicks.map((pick) => pick.overallPick), others: detail.takenByOthers.map((pick) => pick.overallPick) },
    pickOwnershipOf(settings),
  );
  const currentPick = clock.onTheClock;
  const moment = valueBoard(
    teamMomentInput(
      { settings, rosterIds: detail.roster.playerIds, takenByOthers: detail.takenByOthers, ownPicks: detail.roster.ownPicks },
      pool.players,
      byId,
    ),
    { ctx: grading },
  ).moment();
  const isFull = roster.length >= rounds;
  const userPicks = userPickNumbers(settings.leagueSize, settings.draftPosition, rounds, pickOwnershipOf(settings));
  const nextPick = isFull ? null : clock.nextOwnPick;
  // The replay grades every pick made: most of a context's cost on a long draft (0.4 s for 155
  // picks), so it is made when an answer first needs it, and the grade with it when it needs it.
  let replay: ReplayedPick[] | undefined;
  let grade: ScreenGrade | null | undefined;
  const replayed = () =>
    (replay ??= replayDraft({ ownPicks: detail.roster.ownPicks, takenByOthers: detail.takenByOthers, settings }, pool.players, byId));
  return {
    summary,
    detail,
    pool,
    roster,
    takenIds: new Set([...detail.roster.playerIds, ...detail.takenByOthers.map((pick) => pick.playerId)]),
    grading,
    currentPick,
    currentRound: roundOfPick(currentPick, settings.leagueSize),
    nextPick,
    remainingPicks: isFull ? [] : userPicks.filter((pick) => pick >= currentPick).slice(0, rounds - roster.length),
    userPicks,
    onTheClock: nextPick === currentPick,
    chancePick: isFull ? null : (moment.horizon?.toPick ?? null),
    moment,
    alerts: isFull ? [] : draftAlerts(moment),
    get replay() {
      return replayed();
    },
    get grade() {
      if (grade === undefined) grade = screenGrade(detail, roster, replayed, pool, isFull);
      return grade;
    },
    rounds,
    isFull,
  };
}

/** The header's grade: the report card's when full, else the server's live grade (the replay's when it has none). */
function screenGrade(
  detail: TeamDetailDto,
  roster: Player[],
  replayed: () => ReplayedPick[],
  pool: ChatPool,
  isFull: boolean,
): ScreenGrade | null {
  if (roster.length === 0) return null;
  const settings = detail.team;
  if (isFull) {
    const card = reportCard({
      roster,
      pool: pool.players,
      format: leaguePool(pool.players, settings).format,
      leagueSize: settings.leagueSize,
      draftPosition: settings.draftPosition,
      rosterSpots: settings.rosterSpots,
      picks: replayed().map((point) => ({
        playerId: point.player.id,
        overallPick: point.overallPick,
        percentage: point.pickGrade.percentage,
      })),
    });
    return { letter: card.letter, percentage: card.percentage, isFinal: true };
  }
  if (detail.liveGrade)
    return { letter: detail.liveGrade.letter, percentage: detail.liveGrade.percentage, isFinal: detail.liveGrade.isFinal };
  const replay = replayed();
  const last = replay[replay.length - 1];
  return last ? { letter: last.live.letter, percentage: last.live.percentage, isFinal: last.live.isFinal } : null;
}
