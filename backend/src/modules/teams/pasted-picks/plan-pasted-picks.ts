import type { PastedPickRowDto, PastedPicksPreviewDto, PastedPickStatus, Player } from '@draftmode/domain';
import {
  decide,
  evolve,
  isDraftRuleError,
  picksBySlot,
  pickOwnershipOf,
  rosterSize,
  userPickNumbers,
  type DecideContext,
  type TeamState,
} from '@draftmode/draft-core';
import type { PastedPick, PlayerNameIndex } from '@draftmode/players';

/** A pasted pick the team does not have yet, in the order to record it. */
export interface PickToRecord {
  playerId: string;
  own: boolean;
}

/** A preview of a paste and the picks recording it would add. */
export interface PastedPicksPlan {
  preview: PastedPicksPreviewDto;
  toRecord: PickToRecord[];
}

function readAs({ name, position, team }: PastedPick): string {
  return [name, position, team].filter(Boolean).join(' ');
}

/**
 * The overall pick of each pasted pick: the paste's number ("12"), else its round and pick in the
 * round ("2.05", by league size), else one after the pick before it (the first is pick 1).
 */
function overallPicks(picks: readonly PastedPick[], leagueSize: number): number[] {
  let previous = 0;
  return picks.map((pick) => {
    const overall =
      pick.overall ?? (pick.round !== null && pick.roundPick !== null ? (pick.round - 1) * leagueSize + pick.roundPick : previous + 1);
    previous = overall;
    return overall;
  });
}

/**
 * Compares a pasted pick list with the team's recorded picks: the one place that decides which
 * overall pick a pasted pick is and whether the team has it.
 *
 * Picks are numbered as the draft screen numbers them today, by slot (draft-core's picksBySlot):
 * the team's k-th own pick at its k-th slot in the league's draft order, the other teams' k-th pick at the k-th other
 * pick. So a pasted pick at one of the team's slots is its own (DraftPlayer), any other is
 * taken by another team, and a new pick can only be recorded at the first pick nobody has filled.
 * Recording stops at the first pick it cannot place for certain: one not matched to the pool, one
 * where the team recorded someone else (or that breaks a rule, a player already taken), pick
 * numbers out of order, or a pick missing from the list. Each new pick is decided as its command
 * would be, on the state the picks before it leave, so what the preview offers is what recording does.
 */
export function planPastedPicks(
  picks: readonly PastedPick[],
  problems: readonly string[],
  state: TeamState,
  version: number,
  names: PlayerNameIndex,
  context: DecideContext & { playerOf: (id: string) => Player | undefined },
): PastedPicksPlan {
  const { leagueSize, draftPosition, rosterSpots } = state.settings;
  const ownership = pickOwnershipOf(state.settings);
  const numbers = overallPicks(picks, leagueSize);
  const rounds = rosterSize(rosterSpots);
  const ownSlots = new Set(userPickNumbers(leagueSize, draftPosition, rounds, ownership));
  const recordedAt = new Map<number, string>();
  for (const pick of [...state.ownPicks, ...state.takenByOthers]) recordedAt.set(pick.overallPick, pick.playerId);
  const recordedPick = new Map<string, number>();
  for (const [overall, playerId] of recordedAt) recordedPick.set(playerId, overall);

  const rows: PastedPickRowDto[] = [];
  const toRecord: PickToRecord[] = [];
  let stop: PastedPicksPreviewDto['stop'] = null;
  let current = state;
  let previous = 0;
  const nameOf = (id: string) => context.playerOf(id)?.name ?? id;

  picks.forEach((pick, index) => {
    const overallPick = numbers[index]!;
    const found = names.find(pick);
    const player = 'player' in found ? found.player : null;
    const row: PastedPickRowDto = {
      line: pick.line,
      overallPick,
      read: readAs(pick),
      status: 'new',
      own: false,
      player: player && { id: player.id, name: player.name, position: player.position, team: player.team },
      message: 'player' in found ? null : found.message.charAt(0).toUpperCase() + found.message.slice(1),
    };
    rows.push(row);
    const halt = (status: PastedPickStatus, reason: string) => {
      row.status = status;
      row.message = reason;
      stop ??= { overallPick, reason };
    };

    const before = previous;
    previous = Math.max(previous, overallPick);
    const recorded = recordedAt.get(overallPick);
    const next = picksBySlot(leagueSize, draftPosition, rounds, current.ownPicks.length + 1, current.takenByOthers.length + 1, ownership);
    const nextOwn = next.own.at(-1)!;
    const nextOther = next.others.at(-1)!;
    row.own = ownSlots.has(overallPick);

    if (overallPick <= before)
      return halt('conflict', `Pick ${overallPick} comes after pick ${before} in the list: the pick numbers are out of order.`);
    if (recorded !== undefined) {
      if (!player) row.status = 'unmatched';
      else if (player.id === recorded) row.status = 'recorded';
      else halt('conflict', `Pick ${overallPick} is recorded as ${nameOf(recorded)}; the list has ${player.name}.`);
      return;
    }
    if (stop) {
      row.status = player ? 'later' : 'unmatched';
      row.message ??= `Not recorded: the list stops at pick ${stop.overallPick}.`;
      return;
    }
    if (!player) return halt('unmatched', `${row.message}. Record pick ${overallPick} by hand, then paste again.`);
    const elsewhere = recordedPick.get(player.id);
    if (elsewhere !== undefined) return halt('conflict', `${player.name} is recorded at pick ${elsewhere}, not ${overallPick}.`);
    const onTheClock = Math.min(nextOwn, nextOther);
    if (overallPick > onTheClock) return halt('later', `Pick ${onTheClock} is neither recorded nor in the list.`);
    const own = overallPick === nextOwn;
    try {
      const events = decide({ type: own ? 'DraftPlayer' : 'RecordTakenByOther', data: { playerId: player.id } }, current, context);
      current = events.reduce(evolve, current);
    } catch (error) {
      if (!isDraftRuleError(error)) throw error;
      return halt('conflict', `${player.name} at pick ${overallPick}: ${error.message}.`);
    }
    toRecord.push({ playerId: player.id, own });
  });

  const counts: Record<PastedPickStatus, number> = { recorded: 0, new: 0, unmatched: 0, conflict: 0, later: 0 };
  for (const row of rows) counts[row.status]++;
  return { preview: { version, rows, problems: [...problems], counts, stop }, toRecord };
}
