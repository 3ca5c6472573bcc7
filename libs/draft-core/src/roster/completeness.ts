import { DEFAULT_ROSTER_SPOTS, MAX_ROSTER_SIZE, type Roster, type RosterSpots } from '@draftmode/domain';

/**
 * The number of players a roster holds: the sum of every spot, bench included. With the default
 * spots (QB1 RB2 WR2 TE1 FLEX1 DEF1 K1 Bench6) that is 15 (docs/draft-rules.md §1).
 */
export function rosterSize(rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS): number {
  const total = Object.values(rosterSpots).reduce((sum, spots) => sum + spots, 0);
  if (!Number.isInteger(total) || total < 0 || total > MAX_ROSTER_SIZE)
    throw new RangeError(`A roster holds 0 to ${MAX_ROSTER_SIZE} players (got ${total})`);
  return total;
}

/**
 * How many players this roster may hold: its own `leagueSettings.rosterSize` when set, else the
 * total of the league's rosterSpots. The decider refuses additions beyond it.
 */
export function rosterLimit(roster: Roster, rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS): number {
  return roster.leagueSettings?.rosterSize ?? rosterSize(rosterSpots);
}

/**
 * Roster completeness as My Teams and the report-card trigger see it (docs/draft-rules.md §1, first
 * rule): complete when the count reaches the roster size (`leagueSettingsRosterSize` when given,
 * else the total of `rosterSpots`). Any count of 15 or 16 also counts as complete, whatever
 * the size, which keeps rosters built under the "16 total" reading complete.
 */
export function isRosterComplete(
  playerCount: number,
  rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS,
  leagueSettingsRosterSize?: number,
): boolean {
  const size = leagueSettingsRosterSize ?? rosterSize(rosterSpots);
  return playerCount >= size || (playerCount >= 15 && playerCount <= 16);
}

/**
 * Roster completeness as the pick grader sees it (docs/draft-rules.md §1, second rule): complete at 16
 * or more players, independent of league settings. Note that a default 15-player roster is
 * therefore never "complete" for the grader.
 */
export function isGraderRosterComplete(playerCount: number): boolean {
  return playerCount >= 16;
}

/**
 * Whether the live draft grade on the draft screen is final (docs/draft-rules.md §1, third rule): once
 * the rostered players are at least the total of `rosterSpots`. Until then the header shows a
 * live grade.
 */
export function isLiveGradeFinal(playerCount: number, rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS): boolean {
  return playerCount >= rosterSize(rosterSpots);
}
