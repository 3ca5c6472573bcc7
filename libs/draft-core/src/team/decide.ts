import {
  DEFAULT_ROSTER_SPOTS,
  DRAFT_ORDERS,
  type DraftOrder,
  LEAGUE_SIZES,
  MAX_ROSTER_SIZE,
  MESSAGES,
  pickClockSettingsSchema,
  pointsPerStatSchema,
  samePointsPerStat,
  scoresReceptionsOnly,
  rosterSpotsSchema,
  tradedPicksSchema,
  SCORING_FORMATS,
  teamNameSchema,
  type LeagueSize,
  type PointsPerStat,
  type Position,
  type RosterSpots,
  type ScoringFormat,
  type TeamEvent,
  type TradedPick,
} from '@draftmode/domain';
import { evolve } from './evolve';
import { nextPickNumbers } from './pick-numbers';
import { DRAFT_RULE_MESSAGES, DraftRuleError } from '../errors/draft-rule-error';
import { ownerOfPick, pickOwnershipOf, roundOfPick, userPickNumbers } from '../draft/snake';
import { rosterLimit, rosterSize } from '../roster/completeness';
import { firstFreeSlot, isOnRoster, slotOf } from '../roster/roster-players';
import { swapIntoSlot, type PositionOf } from '../roster/swap';
import type { TeamCommand } from './team-commands';
import type { TeamState } from './team-state';

/** What `decide` needs from outside the stream; passed in so the rules stay pure and testable. */
export interface DecideContext {
  /** The current time as an ISO string, stamped on events that record when. */
  now: string;
  /** The position of a player in the pool; undefined for an unknown id. */
  positionOf: PositionOf;
  /** Names of the user's other teams, for the one-name-per-user rule. */
  existingTeamNames?: readonly string[];
  /**
   * Whether the player pool has projected stat lines, which per-stat scoring needs; false refuses
   * settings that ask for it. Undefined: not known here, nothing is refused for it.
   */
  poolHasStatLines?: boolean;
}

/**
 * Decides which events a command produces for a team, enforcing every draft rule (docs/draft-rules.md §5).
 * Returns an empty list when the command changes nothing.
 *
 * @throws DraftRuleError with a code and a user-facing message when the command breaks a rule.
 */
export function decide(command: TeamCommand, state: TeamState, context: DecideContext): TeamEvent[] {
  if (command.type === 'CreateTeam') return createTeam(command.data, state, context);
  assertTeamIsActive(state);

  switch (command.type) {
    case 'RenameTeam':
      return renameTeam(command.data.name, state, context);
    case 'ChangeLeagueSettings':
      return changeLeagueSettings(command.data, state, context);
    case 'DeleteTeam':
      return [{ type: 'TeamDeleted', data: { deletedAt: context.now } }];
    case 'DraftPlayer':
      return draftPlayer(command.data.playerId, state, context);
    case 'RecordTakenByOther':
      return recordTakenByOther(command.data.playerId, state, context);
    case 'UndoPick':
      return undoPick(command.data.playerId, state, context);
    case 'AddPlayerToRoster':
      return addPlayerToRoster(command.data.playerId, state, context);
    case 'RemovePlayerFromRoster':
      return removePlayerFromRoster(command.data.playerId, state);
    case 'SwapSlots':
      return swapSlots(command.data, state, context);
    case 'SaveReportCard':
      return saveReportCard(command.data, context);
    case 'LinkSleeperDraft':
      return [
        ...linkSleeperDraft(command.data, state),
        ...(command.data.pickClock ? setPickClock(command.data.pickClock, state, context) : []),
      ];
    case 'UnlinkSleeperDraft':
      return unlinkSleeperDraft(state);
    case 'SetPickClock':
      return setPickClock(command.data, state, context);
    case 'RecordPicks':
      return recordPicks(command.data.picks, state, context);
    case 'RecordKeeper':
      return recordKeeper(command.data, state, context);
    default:
      throw new DraftRuleError('unknown-command', DRAFT_RULE_MESSAGES.unknownCommand);
  }
}

type CreateTeamData = Extract<TeamCommand, { type: 'CreateTeam' }>['data'];
type SettingsInput = { scoringFormat: ScoringFormat; leagueSize: LeagueSize; draftPosition: number; rosterSpots: RosterSpots };
/** The per-stat scoring and trades a settings event stores: each only when the league has some. */
type LeagueRules = { pointsPerStat?: PointsPerStat; tradedPicks?: TradedPick[] };

function createTeam(data: CreateTeamData, state: TeamState, context: DecideContext): TeamEvent[] {
  if (state.exists) throw new DraftRuleError('team-exists', DRAFT_RULE_MESSAGES.teamExists);
  const name = validTeamName(data.name, context.existingTeamNames ?? []);
  const { scoringFormat, leagueSize, draftPosition, rosterSpots } = validSettings({
    ...data,
    rosterSpots: data.rosterSpots ?? DEFAULT_ROSTER_SPOTS,
  });
  return [
    {
      type: 'TeamCreated',
      data: {
        teamId: data.teamId,
        userId: data.userId,
        name,
        scoringFormat,
        leagueSize,
        draftPosition,
        rosterSpots: { ...rosterSpots },
        ...orderOf(data.draftOrder),
        ...leagueRules(scoredByPool(data.pointsPerStat, context), data.tradedPicks ?? [], { leagueSize, rounds: rosterSize(rosterSpots) }),
        isMock: data.isMock ?? false,
        createdAt: context.now,
      },
    },
  ];
}

function renameTeam(requestedName: string, state: TeamState, context: DecideContext): TeamEvent[] {
  // The team's own name is in the caller's list too; keeping it (or changing its case) is no clash.
  const otherNames = (context.existingTeamNames ?? []).filter((existing) => !sameTeamName(existing, state.name));
  const name = validTeamName(requestedName, otherNames);
  return name === state.name ? [] : [{ type: 'TeamRenamed', data: { name } }];
}

function changeLeagueSettings(
  data: Extract<TeamCommand, { type: 'ChangeLeagueSettings' }>['data'],
  state: TeamState,
  context: DecideContext,
): TeamEvent[] {
  const settings = validSettings({ ...data, rosterSpots: data.rosterSpots ?? state.settings.rosterSpots });
  const count = state.roster.playerIds.length;
  const size = rosterLimit(state.roster, settings.rosterSpots);
  if (count > size) {
    throw new DraftRuleError('roster-too-large-for-settings', DRAFT_RULE_MESSAGES.rosterTooLargeForSettings(count, size));
  }
  const { scoringFormat, leagueSize, draftPosition, rosterSpots } = settings;
  const draftOrder = data.draftOrder ?? state.settings.draftOrder;
  const rules = leagueRules(
    data.pointsPerStat === undefined
      ? (state.settings.pointsPerStat ?? null)
      : scoredByPool(data.pointsPerStat, context, state.settings.pointsPerStat),
    data.tradedPicks ?? state.settings.tradedPicks ?? [],
    { leagueSize, rounds: rosterSize(rosterSpots) },
  );
  const changed: TeamEvent = {
    type: 'LeagueSettingsChanged',
    data: {
      scoringFormat,
      leagueSize,
      draftPosition,
      rosterSpots: { ...rosterSpots },
      ...orderOf(draftOrder),
      ...rules,
      keepsPickNumbers: true,
    },
  };
  return [changed, ...replacedStarters(state, evolve(state, changed), context)];
}

/**
 * Starters whose slot the new settings dropped are placed again when the settings are folded, by
 * what the dropped slot says of them. A flex slot does not say his position, so one who found no
 * slot there is placed here by the auto-assign rule, knowing it (a TE from a dropped FLEX takes an
 * open WR/TE spot): a swap from the bench into that slot.
 */
function replacedStarters(before: TeamState, after: TeamState, context: DecideContext): TeamEvent[] {
  const events: TeamEvent[] = [];
  let current = after;
  for (const playerId of before.roster.playerIds) {
    if (slotOf(before.roster, playerId) === null || slotOf(current.roster, playerId) !== null) continue;
    const position = context.positionOf(playerId);
    const slot = position === undefined ? null : firstFreeSlot(current.roster, position);
    if (slot === null) continue;
    const event: TeamEvent = { type: 'SlotsSwapped', data: { slot, playerId, from: 'bench', displaced: null } };
    events.push(event);
    current = evolve(current, event);
  }
  return events;
}

/** A draft order as stored: a snake, the default, is left out. */
function orderOf(draftOrder: DraftOrder | undefined): { draftOrder?: DraftOrder } {
  if (draftOrder !== undefined && !DRAFT_ORDERS.includes(draftOrder))
    throw new DraftRuleError('invalid-draft-order', DRAFT_RULE_MESSAGES.invalidDraftOrder);
  return draftOrder === undefined || draftOrder === 'snake' ? {} : { draftOrder };
}

/**
 * Per-stat scoring a command asks for, refused when it needs stat lines (more than points per catch,
 * which the preset projections score: `scoresReceptionsOnly`) and the pool has none (settings that
 * keep the league's scoring, `current`, are not: they ask for nothing new).
 */
function scoredByPool(
  pointsPerStat: PointsPerStat | null | undefined,
  context: DecideContext,
  current?: PointsPerStat,
): PointsPerStat | null {
  if (
    pointsPerStat &&
    !scoresReceptionsOnly(pointsPerStat) &&
    !(current !== undefined && samePointsPerStat(pointsPerStat, current)) &&
    context.poolHasStatLines === false
  )
    throw new DraftRuleError('points-per-stat-needs-stat-lines', DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines);
  return pointsPerStat ?? null;
}

/**
 * Per-stat scoring within what real leagues use, and trades of picks this draft has, each pick
 * traded at most once to a slot of the league; sorted by pick so equal settings store equally.
 */
function leagueRules(
  pointsPerStat: PointsPerStat | null,
  tradedPicks: readonly TradedPick[],
  { leagueSize, rounds }: { leagueSize: number; rounds: number },
): LeagueRules {
  const rules: LeagueRules = {};
  if (pointsPerStat !== null) {
    const parsed = pointsPerStatSchema.safeParse(pointsPerStat);
    if (!parsed.success) throw new DraftRuleError('invalid-points-per-stat', parsed.error.issues[0]?.message ?? 'Invalid points per stat');
    rules.pointsPerStat = parsed.data;
  }
  const trades = tradedPicksSchema.safeParse(tradedPicks);
  if (!trades.success) throw new DraftRuleError('invalid-traded-picks', trades.error.issues[0]?.message ?? MESSAGES.tradedPick);
  const lastPick = leagueSize * rounds;
  for (const { pick, slot } of trades.data) {
    if (pick > lastPick) throw new DraftRuleError('invalid-traded-picks', DRAFT_RULE_MESSAGES.pickOutsideDraft(pick, lastPick));
    if (slot > leagueSize) throw new DraftRuleError('invalid-traded-picks', MESSAGES.tradedPickSlot(leagueSize));
  }
  if (trades.data.length > 0) rules.tradedPicks = trades.data.map(({ pick, slot }) => ({ pick, slot })).sort((a, b) => a.pick - b.pick);
  return rules;
}

function draftPlayer(playerId: string, state: TeamState, context: DecideContext, at?: number, keeper?: true): TeamEvent[] {
  const position = assertCanJoinRoster(playerId, state, context);
  const overallPick = at ?? nextPickNumbers(state).own;
  const slot = firstFreeSlot(state.roster, position);
  return [{ type: 'PlayerDrafted', data: { playerId, slot, overallPick, at: context.now, ...(keeper ? { keeper } : {}) } }];
}

/**
 * Every pick decided on the state the picks before it leave, so the list is refused whole or
 * appended whole. A pick with an `overallPick` (a draft room's own numbering, e.g. Sleeper's
 * `pick_no`) is recorded at that number, which must be open and belong to the user exactly when the
 * pick is the user's; one without takes the next open number of its kind.
 */
function recordPicks(picks: readonly RecordedPick[], state: TeamState, context: DecideContext): TeamEvent[] {
  const events: TeamEvent[] = [];
  let current = state;
  for (const { playerId, own, overallPick, keeper } of picks) {
    if (overallPick !== undefined) assertPickNumberFits(overallPick, own, current);
    for (const event of own
      ? draftPlayer(playerId, current, context, overallPick, keeper)
      : recordTakenByOther(playerId, current, context, overallPick, keeper)) {
      events.push(event);
      current = evolve(current, event);
    }
  }
  return events;
}

type RecordedPick = Extract<TeamCommand, { type: 'RecordPicks' }>['data']['picks'][number];

function assertPickNumberFits(overallPick: number, own: boolean, state: TeamState): void {
  const { leagueSize, draftPosition, rosterSpots } = state.settings;
  const lastPick = leagueSize * rosterSize(rosterSpots);
  if (!Number.isInteger(overallPick) || overallPick < 1 || overallPick > lastPick)
    throw new DraftRuleError('invalid-pick-number', DRAFT_RULE_MESSAGES.pickOutsideDraft(overallPick, lastPick));
  if ([...state.ownPicks, ...state.takenByOthers].some((pick) => pick.overallPick === overallPick))
    throw new DraftRuleError('pick-number-taken', DRAFT_RULE_MESSAGES.pickNumberTaken(overallPick));
  const owner = ownerOfPick(overallPick, leagueSize, pickOwnershipOf(state.settings));
  if ((owner === draftPosition) !== own)
    throw new DraftRuleError('invalid-pick-number', DRAFT_RULE_MESSAGES.pickOwnedBy(overallPick, owner, owner === draftPosition));
}

/**
 * A keeper is a pick made before the draft, at the number the kept round costs: the user's own
 * keeper joins his roster, another team's is taken by that team. The pick clock does not move.
 */
function recordKeeper(
  { playerId, draftSlot, round }: Extract<TeamCommand, { type: 'RecordKeeper' }>['data'],
  state: TeamState,
  context: DecideContext,
): TeamEvent[] {
  const { leagueSize, draftPosition, rosterSpots } = state.settings;
  const rounds = rosterSize(rosterSpots);
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!valid(draftSlot, leagueSize) || !valid(round, rounds))
    throw new DraftRuleError('invalid-keeper', DRAFT_RULE_MESSAGES.invalidKeeper(leagueSize, rounds));
  // The team's pick in that round, wherever trades left it.
  const overallPick = userPickNumbers(leagueSize, draftSlot, rounds, pickOwnershipOf(state.settings)).find(
    (pick) => roundOfPick(pick, leagueSize) === round,
  );
  if (overallPick === undefined) throw new DraftRuleError('invalid-keeper', DRAFT_RULE_MESSAGES.keeperNoPickInRound(draftSlot, round));
  if ([...state.ownPicks, ...state.takenByOthers].some((pick) => pick.overallPick === overallPick))
    throw new DraftRuleError('keeper-pick-taken', DRAFT_RULE_MESSAGES.keeperPickTaken(overallPick));
  if (draftSlot === draftPosition) {
    const position = assertCanJoinRoster(playerId, state, context);
    return [
      {
        type: 'PlayerDrafted',
        data: { playerId, slot: firstFreeSlot(state.roster, position), overallPick, at: context.now, keeper: true },
      },
    ];
  }
  assertCanBeTakenByOther(playerId, state, context);
  return [{ type: 'PlayerTakenByOther', data: { playerId, overallPick, at: context.now, keeper: true } }];
}

function assertCanBeTakenByOther(playerId: string, state: TeamState, context: DecideContext): void {
  assertKnownPlayer(playerId, context);
  if (isOnRoster(state.roster, playerId)) {
    throw new DraftRuleError('already-on-roster', DRAFT_RULE_MESSAGES.onRosterCannotBeTakenByOther);
  }
  if (isTakenByOther(state, playerId)) throw new DraftRuleError('already-taken-by-other', DRAFT_RULE_MESSAGES.takenByOther);
}

function recordTakenByOther(playerId: string, state: TeamState, context: DecideContext, at?: number, keeper?: true): TeamEvent[] {
  assertCanBeTakenByOther(playerId, state, context);
  const overallPick = at ?? nextPickNumbers(state).other;
  return [{ type: 'PlayerTakenByOther', data: { playerId, overallPick, at: context.now, ...(keeper ? { keeper } : {}) } }];
}

function undoPick(playerId: string, state: TeamState, context: DecideContext): TeamEvent[] {
  const at = context.now;
  const own = state.ownPicks.find((pick) => pick.playerId === playerId);
  if (own) return [{ type: 'PickUndone', data: { playerId, pick: 'own', at, overallPick: own.overallPick } }];
  const other = state.takenByOthers.find((pick) => pick.playerId === playerId);
  if (other) return [{ type: 'PickUndone', data: { playerId, pick: 'other', at, overallPick: other.overallPick } }];
  throw new DraftRuleError('pick-not-found', DRAFT_RULE_MESSAGES.pickNotFound);
}

function addPlayerToRoster(playerId: string, state: TeamState, context: DecideContext): TeamEvent[] {
  const position = assertCanJoinRoster(playerId, state, context);
  return [{ type: 'PlayerAddedToRoster', data: { playerId, slot: firstFreeSlot(state.roster, position) } }];
}

function removePlayerFromRoster(playerId: string, state: TeamState): TeamEvent[] {
  if (!isOnRoster(state.roster, playerId)) throw new DraftRuleError('not-on-roster', DRAFT_RULE_MESSAGES.notOnRoster);
  const pick = state.ownPicks.find((own) => own.playerId === playerId);
  return [{ type: 'PlayerRemovedFromRoster', data: { playerId, ...(pick ? { overallPick: pick.overallPick } : {}) } }];
}

function swapSlots(data: Extract<TeamCommand, { type: 'SwapSlots' }>['data'], state: TeamState, context: DecideContext): TeamEvent[] {
  const { from, displaced } = swapIntoSlot(state.roster, data.slot, data.playerId, context.positionOf);
  return [{ type: 'SlotsSwapped', data: { slot: data.slot, playerId: data.playerId, from, displaced } }];
}

function saveReportCard(data: Extract<TeamCommand, { type: 'SaveReportCard' }>['data'], context: DecideContext): TeamEvent[] {
  const grade = data.grade.trim();
  const validPercentage = Number.isFinite(data.percentage) && data.percentage >= 0 && data.percentage <= 100;
  if (grade === '' || !validPercentage) throw new DraftRuleError('invalid-report-card', DRAFT_RULE_MESSAGES.invalidReportCard);
  return [
    {
      type: 'ReportCardSaved',
      data: { grade, percentage: data.percentage, gradeBreakdown: data.gradeBreakdown.map((row) => ({ ...row })), savedAt: context.now },
    },
  ];
}

function linkSleeperDraft(data: Extract<TeamCommand, { type: 'LinkSleeperDraft' }>['data'], state: TeamState): TeamEvent[] {
  const draftId = data.draftId.trim();
  const { leagueSize } = state.settings;
  const validSlot = data.draftSlot === null || (Number.isInteger(data.draftSlot) && data.draftSlot >= 1 && data.draftSlot <= leagueSize);
  if (draftId === '' || !validSlot) {
    throw new DraftRuleError('invalid-sleeper-draft', DRAFT_RULE_MESSAGES.invalidSleeperDraft(leagueSize));
  }
  return [{ type: 'SleeperDraftLinked', data: { draftId, draftSlot: data.draftSlot } }];
}

function unlinkSleeperDraft(state: TeamState): TeamEvent[] {
  if (state.sleeper === null) throw new DraftRuleError('sleeper-not-linked', DRAFT_RULE_MESSAGES.sleeperNotLinked);
  return [{ type: 'SleeperDraftUnlinked', data: {} }];
}

/** Off, on, paused or resumed: one event with the clock's new settings, none when they are the same. */
function setPickClock(data: Extract<TeamCommand, { type: 'SetPickClock' }>['data'], state: TeamState, context: DecideContext): TeamEvent[] {
  const parsed = pickClockSettingsSchema.safeParse(data);
  if (!parsed.success)
    throw new DraftRuleError('invalid-pick-clock', parsed.error.issues[0]?.message ?? DRAFT_RULE_MESSAGES.invalidPickClock);
  const { secondsPerPick } = parsed.data;
  // A clock that is off cannot be paused.
  const paused = secondsPerPick !== null && parsed.data.paused;
  const current = state.pickClock;
  const unchanged =
    current === null ? secondsPerPick === null : current.secondsPerPick === secondsPerPick && (current.pausedAt !== null) === paused;
  if (unchanged) return [];
  return [{ type: 'PickClockSet', data: { secondsPerPick, paused, at: context.now } }];
}

function assertTeamIsActive(state: TeamState): void {
  if (!state.exists) throw new DraftRuleError('team-not-found', DRAFT_RULE_MESSAGES.teamNotFound);
  if (state.deleted) throw new DraftRuleError('team-deleted', DRAFT_RULE_MESSAGES.teamDeleted);
}

function assertKnownPlayer(playerId: string, context: DecideContext): Position {
  const position = context.positionOf(playerId);
  if (position === undefined) throw new DraftRuleError('unknown-player', DRAFT_RULE_MESSAGES.unknownPlayer);
  return position;
}

/** The checks shared by drafting and adding: known, not yet on a list, and room on the roster. */
function assertCanJoinRoster(playerId: string, state: TeamState, context: DecideContext): Position {
  const position = assertKnownPlayer(playerId, context);
  if (isOnRoster(state.roster, playerId)) throw new DraftRuleError('already-on-roster', DRAFT_RULE_MESSAGES.alreadyOnRoster);
  if (isTakenByOther(state, playerId)) throw new DraftRuleError('taken-by-other', DRAFT_RULE_MESSAGES.takenByOther);
  const count = state.roster.playerIds.length;
  const size = rosterLimit(state.roster, state.settings.rosterSpots);
  if (count >= size) throw new DraftRuleError('roster-full', DRAFT_RULE_MESSAGES.rosterFull(count, size));
  return position;
}

function isTakenByOther(state: TeamState, playerId: string): boolean {
  return state.takenByOthers.some((pick) => pick.playerId === playerId);
}

/** Returns the trimmed name, checked with the shared form schema so the messages match the forms. */
function validTeamName(requestedName: string, takenNames: readonly string[]): string {
  const parsed = teamNameSchema.safeParse(requestedName);
  if (!parsed.success) {
    throw new DraftRuleError('invalid-team-name', parsed.error.issues[0]?.message ?? MESSAGES.teamNameRequired);
  }
  if (takenNames.some((taken) => sameTeamName(taken, parsed.data))) {
    throw new DraftRuleError('team-name-taken', MESSAGES.teamNameTaken);
  }
  return parsed.data;
}

function sameTeamName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The settings checked, with the roster spots as the shared schema reads them (kinds a payload leaves out are 0). */
function validSettings(settings: SettingsInput): SettingsInput {
  if (!SCORING_FORMATS.includes(settings.scoringFormat)) throw new DraftRuleError('invalid-scoring-format', MESSAGES.scoringFormat);
  if (!(LEAGUE_SIZES as readonly number[]).includes(settings.leagueSize)) {
    throw new DraftRuleError('invalid-league-size', MESSAGES.leagueSize);
  }
  const { draftPosition, leagueSize } = settings;
  if (!Number.isInteger(draftPosition) || draftPosition < 1 || draftPosition > leagueSize) {
    throw new DraftRuleError('invalid-draft-position', MESSAGES.draftPosition(leagueSize));
  }
  const spots = rosterSpotsSchema.safeParse(settings.rosterSpots);
  if (!spots.success)
    throw new DraftRuleError('invalid-roster-spots', spots.error.issues[0]?.message ?? MESSAGES.rosterSize(MAX_ROSTER_SIZE));
  return { ...settings, rosterSpots: spots.data };
}
