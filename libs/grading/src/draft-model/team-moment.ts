import type { LeagueSettings, Player, Position } from '@draftmode/domain';
import { draftClock, pickOwnershipOf, rosterSize } from '@draftmode/draft-core';
import type { DraftMomentInput } from './candidate';
import { leagueLookup, leaguePool } from '../league-pool';

/** A team's draft as the engine's state and read models hold it. */
export interface TeamDraft {
  settings: LeagueSettings;
  /** Every rostered player, in the order added. */
  rosterIds: readonly string[];
  /** Players other teams took, with the overall pick each went at. */
  takenByOthers: ReadonlyArray<{ playerId: string; overallPick: number }>;
  /** The user's own picks, each at the number it was recorded at. */
  ownPicks: ReadonlyArray<{ overallPick: number }>;
}

/**
 * The draft moment of a team right now: its roster, everyone taken, the pick on the clock (by draft
 * slots, as the screen's clock: draft-core's `draftClock`) and the other teams' picks, valued in
 * the league's scoring: the moment's pool and roster come from `leaguePool` (a caller's `pool` may be
 * the source pool or the league's own). Players missing from the pool are skipped.
 */
export function teamMomentInput(
  team: TeamDraft,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
): DraftMomentInput {
  const league = leaguePool(pool, team.settings);
  const byId = leagueLookup(league, playerById);
  const roster = team.rosterIds.map(byId).filter((player): player is Player => player !== undefined);
  const othersPicks: Array<{ position: Position; overallPick: number }> = [];
  for (const pick of team.takenByOthers) {
    const player = byId(pick.playerId);
    if (player) othersPicks.push({ position: player.position, overallPick: pick.overallPick });
  }
  return {
    pool: league.players,
    format: league.format,
    leagueSize: team.settings.leagueSize,
    draftPosition: team.settings.draftPosition,
    ...(team.settings.draftOrder ? { draftOrder: team.settings.draftOrder } : {}),
    ...(team.settings.tradedPicks ? { tradedPicks: team.settings.tradedPicks } : {}),
    rosterSpots: team.settings.rosterSpots,
    roster,
    takenIds: new Set([...team.rosterIds, ...team.takenByOthers.map((pick) => pick.playerId)]),
    currentOverallPick: draftClock(
      team.settings.leagueSize,
      team.settings.draftPosition,
      rosterSize(team.settings.rosterSpots),
      { own: team.ownPicks.map((pick) => pick.overallPick), others: team.takenByOthers.map((pick) => pick.overallPick) },
      pickOwnershipOf(team.settings),
    ).onTheClock,
    othersPicks,
  };
}
