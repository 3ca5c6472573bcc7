import { DEFAULT_ROSTER_SPOTS, type Roster, type RosterSpots } from '@draftmode/domain';

/**
 * The number of players a roster holds: the sum of every spot, bench included. With the default
 * spots (QB1 RB2 WR2 TE1 FLEX1 DEF1 K1 Bench6) that is 15. The original §3 also calls the same
 * defaults "16 total"; the sum is what the rest of the original uses (My Teams shows 'x/15'), so
 * the sum wins.
 */
export function rosterSize(rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS): number {
  return Object.values(rosterSpots).reduce((total, spots) => total + spots, 0);
}

/**
 * How many players this roster may hold: its own `leagueSettings.rosterSize` when set, else the
 * total of the league's rosterSpots. The decider refuses additions beyond it.
 */
export function rosterLimit(roster: Roster, rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS): number {
  return roster.leagueSettings?.rosterSize ?? rosterSize(rosterSpots);
}

/**
 * Roster completeness as My Teams and the report-card trigger see it (the original §4, first
 * rule): complete when the count reaches the roster size (`leagueSettingsRosterSize` when given,
 * else the total of `rosterSpots`). The original also treats any count of 15 or 16 as complete,
 * whatever the size, which keeps rosters built under the "16 total" reading complete; kept as is.
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
 * Roster completeness as the pick grader sees it (the original §4, second rule): complete at 16
 * or more players, independent of league settings. Note that a default 15-player roster is
 * therefore never "complete" for the grader.
 */
export function isGraderRosterComplete(playerCount: number): boolean {
  return playerCount >= 16;
}

/**
 * Whether the live draft grade on the draft screen is final (the original §4, third rule): once
 * the rostered players are at least the total of `rosterSpots`. Until then the header shows a
 * live grade.
 */
export function isLiveGradeFinal(playerCount: number, rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS): boolean {
  return playerCount >= rosterSize(rosterSpots);
}
