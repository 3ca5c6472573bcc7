import { DEFAULT_ROSTER_SPOTS, type FormatKey, type Player, type Position, type RosterSpots } from '@draftmode/domain';
import { starterSlotsOf } from './construction';
import { positionCounts, slotFillFor } from './lineup';
import { adpOf } from './projection';
import { assertDraftSize, overallPickFor, rosterSize } from '@draftmode/draft-core';

/** One pick of a simulated draft. */
export interface SimulatedPick {
  overallPick: number;
  round: number;
  /** 1-based draft slot. */
  slot: number;
  player: Player;
}

/** Everything a chooser sees when it is on the clock. */
export interface DraftTurn {
  slot: number;
  round: number;
  overallPick: number;
  roster: readonly Player[];
  /** Players still available, ordered by ADP. Do not mutate. */
  available: readonly Player[];
  takenIds: ReadonlySet<string>;
  /** Every pick so far, in order. Do not mutate. */
  picks: readonly SimulatedPick[];
}

/** Result of a simulated draft: rosters per slot (index 0 = slot 1) and every pick in order. */
export interface SimulatedDraft {
  rosters: Player[][];
  picks: SimulatedPick[];
}

/**
 * Whether an ADP bot may take a position now: at most one QB beyond the slots a QB starts in (two
 * in a 1-QB league, three with a superflex) and one TE beyond the TE slots, one K and one DEF per
 * slot, and K or DEF only in the last two rounds — the bot rules of the evaluation protocol, also
 * used for the benchmark rosters grades are compared with.
 */
export function botMayTake(
  position: Position,
  counts: Readonly<Record<Position, number>>,
  round: number,
  rounds: number,
  spots: RosterSpots = DEFAULT_ROSTER_SPOTS,
): boolean {
  if (position === 'QB' || position === 'TE') return counts[position] < Math.max(1, starterSlotsOf(position, spots)) + 1;
  if (position === 'K' || position === 'DEF') return round >= rounds - 1 && counts[position] < Math.max(1, spots[position]);
  return true;
}

/**
 * An ADP bot's pick: the player with the lowest key (ADP, or ADP plus noise) among those it may
 * take, preferring positions that fill a still-open starter slot (the league's flex kinds
 * included); when the remaining picks are only just enough for the open starter slots it takes
 * nothing else.
 */
export function botChoice(
  available: readonly Player[],
  roster: readonly Player[],
  round: number,
  spots: RosterSpots,
  keyOf: (p: Player) => number,
): Player | null {
  const rounds = rosterSize(spots);
  const counts = positionCounts(roster);
  let bestOpen: Player | null = null;
  let bestOpenKey = Infinity;
  let bestAny: Player | null = null;
  let bestAnyKey = Infinity;
  const opens: Partial<Record<Position, boolean>> = {};
  for (const p of available) {
    const pos = p.position;
    if (!botMayTake(pos, counts, round, rounds, spots)) continue;
    const key = keyOf(p);
    let open = opens[pos];
    if (open === undefined) open = opens[pos] = slotFillFor(pos, counts, spots).kind !== 'bench';
    if (open && key < bestOpenKey) {
      bestOpenKey = key;
      bestOpen = p;
    }
    if (key < bestAnyKey) {
      bestAnyKey = key;
      bestAny = p;
    }
  }
  return bestOpen ?? bestAny ?? available[0] ?? null;
}

/**
 * Runs a full snake draft. Each slot picks with `choose` when given for that slot, else as an ADP
 * bot using `keyFor(slot, player)` (default: the player's ADP, i.e. a deterministic ADP draft).
 * Pure: all randomness has to come in through `keyFor`.
 */
export function simulateDraft(options: {
  pool: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  rosterSpots: RosterSpots;
  keyFor?: (slot: number, player: Player) => number;
  choose?: (turn: DraftTurn) => Player | null;
  chooserSlot?: number;
}): SimulatedDraft {
  const { pool, format, leagueSize, rosterSpots } = options;
  const rounds = rosterSize(rosterSpots);
  assertDraftSize(leagueSize, rounds);
  const available = [...pool].sort((x, y) => adpOf(x, format) - adpOf(y, format));
  const takenIds = new Set<string>();
  const rosters: Player[][] = Array.from({ length: leagueSize }, () => []);
  const picks: SimulatedPick[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (let i = 1; i <= leagueSize; i++) {
      const slot = round % 2 === 1 ? i : leagueSize - i + 1;
      const overallPick = overallPickFor(round, leagueSize, slot);
      const roster = rosters[slot - 1] ?? [];
      let player: Player | null;
      if (options.choose && options.chooserSlot === slot) {
        player = options.choose({ slot, round, overallPick, roster, available, takenIds, picks });
      } else {
        const keyFor = options.keyFor;
        player = botChoice(available, roster, round, rosterSpots, keyFor ? (p) => keyFor(slot, p) : (p) => adpOf(p, format));
      }
      if (!player) continue;
      const idx = available.indexOf(player);
      if (idx >= 0) available.splice(idx, 1);
      takenIds.add(player.id);
      roster.push(player);
      picks.push({ overallPick, round, slot, player });
    }
  }
  return { rosters, picks };
}
