import { PICK_CLOCK_MESSAGES } from '@draftmode/domain';

/**
 * Why a command was refused. Stable strings: the API maps them to status codes and the frontend
 * may branch on them, so a code is never renamed.
 */
export type DraftRuleCode =
  | 'team-exists'
  | 'team-not-found'
  | 'team-deleted'
  | 'invalid-team-name'
  | 'team-name-taken'
  | 'invalid-scoring-format'
  | 'invalid-league-size'
  | 'invalid-draft-position'
  | 'invalid-roster-spots'
  | 'roster-too-large-for-settings'
  | 'unknown-player'
  | 'already-on-roster'
  | 'taken-by-other'
  | 'already-taken-by-other'
  | 'roster-full'
  | 'not-on-roster'
  | 'ineligible-slot'
  | 'unknown-slot'
  | 'already-in-slot'
  | 'pick-not-found'
  | 'invalid-report-card'
  | 'invalid-sleeper-draft'
  | 'sleeper-not-linked'
  | 'invalid-pick-clock'
  | 'invalid-draft-order'
  | 'invalid-points-per-stat'
  | 'points-per-stat-needs-stat-lines'
  | 'invalid-traded-picks'
  | 'invalid-keeper'
  | 'keeper-pick-taken'
  | 'invalid-pick-number'
  | 'pick-number-taken'
  | 'unknown-command';

/**
 * The user-facing text for each draft rule. Kept in one place so the frontend, which runs the
 * same checks optimistically, shows exactly what the API would answer.
 */
export const DRAFT_RULE_MESSAGES = {
  teamExists: 'This team already exists',
  teamNotFound: 'That team does not exist',
  teamDeleted: 'That team was deleted',
  rosterTooLargeForSettings: (count: number, size: number) =>
    `Your roster has ${count} players, more than the ${size} these settings allow. Remove players first.`,
  unknownPlayer: 'Unknown player',
  alreadyOnRoster: 'That player is already on this roster',
  takenByOther: 'That player was already taken by another team',
  onRosterCannotBeTakenByOther: 'That player is on your roster, so another team cannot have taken him',
  rosterFull: (count: number, size: number) => `Your roster is full (${count}/${size})`,
  notOnRoster: 'That player is not on this roster',
  ineligibleSlot: (position: string, slot: string) => `A ${position} cannot play the ${slot} slot`,
  unknownSlot: (slot: string, slots: readonly string[]) => `This league's roster has no ${slot} slot (its slots: ${slots.join(', ')})`,
  alreadyInSlot: 'That player is already in that slot',
  pickNotFound: 'There is no such pick to undo',
  invalidReportCard: 'A report card needs a grade and a percentage from 0 to 100',
  invalidPickClock: PICK_CLOCK_MESSAGES.secondsPerPick,
  pointsPerStatNeedsStatLines:
    'Scoring per stat needs projected stat lines, and the player pool has none: import FantasyPros projection exports with npm run players:sync -- --csv FILE, or sync Sleeper projections with npm run players:sync',
  invalidSleeperDraft: (leagueSize: number) => `A Sleeper draft needs an id, and its draft slot must be between 1 and ${leagueSize}`,
  sleeperNotLinked: 'This team is not linked to a Sleeper draft',
  invalidDraftOrder: 'The draft order must be snake, third-round-reversal or linear',
  invalidKeeper: (leagueSize: number, rounds: number) => `A keeper needs a team from 1 to ${leagueSize} and a round from 1 to ${rounds}`,
  keeperNoPickInRound: (draftSlot: number, round: number) =>
    `Team ${draftSlot} has no pick in round ${round} to keep a player with (it was traded)`,
  pickOutsideDraft: (overallPick: number, lastPick: number) => `Pick ${overallPick} is not in this draft (its picks are 1 to ${lastPick})`,
  pickNumberTaken: (overallPick: number) => `Pick ${overallPick} already has a player: undo it first`,
  pickOwnedBy: (overallPick: number, slot: number, yours: boolean) =>
    yours ? `Pick ${overallPick} is yours: record it as your own pick` : `Pick ${overallPick} belongs to team ${slot}, not to you`,
  keeperPickTaken: (overallPick: number) => `Pick ${overallPick} already has a player: undo that pick first to keep someone there`,
  unknownCommand: 'Unknown command',
} as const;

/**
 * A command broke a draft rule (docs/draft-rules.md §5). `message` is written for the user and shown as is;
 * `code` is for programs.
 */
export class DraftRuleError extends Error {
  override readonly name = 'DraftRuleError';

  /**
   * @param code - Machine-readable reason.
   * @param message - User-facing explanation.
   */
  constructor(
    readonly code: DraftRuleCode,
    message: string,
  ) {
    super(message);
  }
}

/** True when `error` is a {@link DraftRuleError}, even across bundle copies of this library. */
export function isDraftRuleError(error: unknown): error is DraftRuleError {
  return error instanceof DraftRuleError || (error instanceof Error && error.name === 'DraftRuleError' && 'code' in error);
}
