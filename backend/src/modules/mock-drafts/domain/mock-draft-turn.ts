import { ownerOfPick, pickOwnershipOf, roundOfPick, rosterSize } from '@draftmode/draft-core';
import { FORMAT_KEY, type FormatKey, type MockSpeed, type Player, type RecordedEvent } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { toTeamEvent } from '../../teams';
import { adpOf, adpSpread, botChoice, gaussian, mixSeed, mulberry32 } from '@draftmode/grading';

/**
 * The pure rules of a mock draft (issue 9): whose turn it is, what an ADP bot takes, and what an
 * undo of the user's pick rewinds. No clock, no database, no randomness beyond the draft's seed.
 * The bot itself is libs/grading's `botChoice` (the evaluation's ADP bot): this only gives each
 * bot its own noisy board, so mock drafts and the grading benchmark draft alike.
 */

/** Milliseconds between bot picks per speed; null: the bots pick only when the user asks. */
export const BOT_PICK_DELAY_MS: Record<MockSpeed, number | null> = { instant: 0, '1s': 1000, '5s': 5000, manual: null };

/** Where a mock draft stands, from the mock team's folded stream. */
interface DraftClock {
  rounds: number;
  totalPicks: number;
  picksMade: number;
  /** The pick on the clock; null once every pick is made. */
  currentOverallPick: number | null;
  round: number | null;
  slotOnTheClock: number | null;
  userOnTheClock: boolean;
  finished: boolean;
}

export function draftClock(state: TeamState): DraftClock {
  return draftClockAt(state.settings, state.ownPicks.length + state.takenByOthers.length);
}

/** Where a draft with these settings stands after `picksMade` picks (the list reads the count from the read models). */
export function draftClockAt(
  settings: Pick<TeamState['settings'], 'leagueSize' | 'draftPosition' | 'rosterSpots' | 'draftOrder' | 'tradedPicks'>,
  picksMade: number,
): DraftClock {
  const { leagueSize, draftPosition, rosterSpots } = settings;
  const rounds = rosterSize(rosterSpots);
  const totalPicks = leagueSize * rounds;
  const next = picksMade + 1;
  if (next > totalPicks) {
    return {
      rounds,
      totalPicks,
      picksMade,
      currentOverallPick: null,
      round: null,
      slotOnTheClock: null,
      userOnTheClock: false,
      finished: true,
    };
  }
  const slot = ownerOfPick(next, leagueSize, pickOwnershipOf(settings));
  return {
    rounds,
    totalPicks,
    picksMade,
    currentOverallPick: next,
    round: roundOfPick(next, leagueSize),
    slotOnTheClock: slot,
    userOnTheClock: slot === draftPosition,
    finished: false,
  };
}

/**
 * Each bot's private board: ADP plus N(0,1) × the player's ADP spread, one draw per (bot slot,
 * player), so noise grows with depth as in the grading evaluation. Drawn once from the seed in pool
 * order, so the same seed and pool give the same boards whenever (and in whichever process) a pick
 * is made — a resumed draft continues exactly as it would have.
 */
export class BotBoards {
  private readonly noise: Float64Array;
  private readonly indexOf: ReadonlyMap<string, number>;
  /** The pool in ADP order, which `botChoice` expects of its candidates. */
  readonly byAdp: readonly Player[];

  constructor(
    readonly pool: readonly Player[],
    readonly format: FormatKey,
    readonly leagueSize: number,
    readonly seed: number,
  ) {
    const rng = mulberry32(mixSeed(seed, leagueSize, pool.length));
    this.noise = Float64Array.from({ length: leagueSize * pool.length }, () => gaussian(rng));
    this.indexOf = new Map(pool.map((player, index) => [player.id, index]));
    this.byAdp = [...pool].sort((a, b) => adpOf(a, format) - adpOf(b, format));
  }

  /** Bot `slot`'s ranking key for a player: lower is taken first. */
  keyOf(slot: number, player: Player): number {
    const adp = adpOf(player, this.format);
    const draw = this.noise[(slot - 1) * this.pool.length + (this.indexOf.get(player.id) ?? 0)] ?? 0;
    return adp + draw * adpSpread(adp, player.adpStdDev);
  }
}

/** Every draft slot's players so far (index 0 = slot 1): the user's roster, the bots' by the owner of each pick. */
export function rostersBySlot(state: TeamState, playerById: (id: string) => Player | undefined): Player[][] {
  const { leagueSize, draftPosition } = state.settings;
  const ownership = pickOwnershipOf(state.settings);
  const rosters: Player[][] = Array.from({ length: leagueSize }, () => []);
  for (const pick of [...state.takenByOthers].sort((a, b) => a.overallPick - b.overallPick)) {
    const player = playerById(pick.playerId);
    if (player) rosters[ownerOfPick(pick.overallPick, leagueSize, ownership) - 1]?.push(player);
  }
  rosters[draftPosition - 1] = state.roster.playerIds.map(playerById).filter((player): player is Player => player !== undefined);
  return rosters;
}

/**
 * The player the bot on the clock takes: libs/grading's ADP bot (at most 2 QB and 2 TE, one K and
 * one DEF and those only in the last two rounds, open starter slots first) on its own noisy board.
 * Null when the user is on the clock or the draft is over.
 */
export function botPick(state: TeamState, boards: BotBoards, playerById: (id: string) => Player | undefined): Player | null {
  const clock = draftClock(state);
  if (clock.finished || clock.userOnTheClock || clock.slotOnTheClock === null || clock.round === null) return null;
  const slot = clock.slotOnTheClock;
  const taken = new Set([...state.roster.playerIds, ...state.takenByOthers.map((pick) => pick.playerId)]);
  const available = boards.byAdp.filter((player) => !taken.has(player.id));
  const roster = rostersBySlot(state, playerById)[slot - 1] ?? [];
  return botChoice(available, roster, clock.round, state.settings.rosterSpots, (player) => boards.keyOf(slot, player));
}

/** The scoring format key of a team's settings. */
export function formatOf(state: TeamState): FormatKey {
  return FORMAT_KEY[state.settings.scoringFormat];
}

/**
 * What an undo of the user's own pick rewinds (issue 9: "undo rewinds to the user's previous
 * pick"): every pick still standing that was recorded after the undone one — the bots' and any
 * later own pick — so the draft stands again at the turn where the user made it. Looks at undos
 * after stream version `handledThrough` only; returns the player ids to undo, latest first.
 */
export function rewindPlan(stream: readonly RecordedEvent[], handledThrough: number, state: TeamState): string[] {
  const recordedAt = new Map<string, number>();
  let rewindAfter = Infinity;
  for (const recorded of stream) {
    const event = toTeamEvent(recorded);
    if (event.type === 'PlayerDrafted' || event.type === 'PlayerTakenByOther') recordedAt.set(event.data.playerId, recorded.version);
    if (event.type === 'PickUndone' && event.data.pick === 'own' && recorded.version > handledThrough) {
      const draftedAt = recordedAt.get(event.data.playerId);
      if (draftedAt !== undefined) rewindAfter = Math.min(rewindAfter, draftedAt);
    }
  }
  if (rewindAfter === Infinity) return [];
  const standing = [...state.ownPicks, ...state.takenByOthers].map((pick) => ({
    playerId: pick.playerId,
    version: recordedAt.get(pick.playerId) ?? 0,
  }));
  return standing
    .filter((pick) => pick.version > rewindAfter)
    .sort((a, b) => b.version - a.version)
    .map((pick) => pick.playerId);
}
