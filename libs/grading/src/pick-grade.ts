import { gamesExpectedMissed, INJURY_STATUS_LABELS, type Player } from '@draftmode/domain';
import { valueBoard, type CandidateValue, type DraftMoment, type DraftMomentInput } from './draft-model';
import { letterFor, toPercentage, type Letter } from './letter';
import { adpOf, adpSpread } from './projection';

/** Inputs of {@link gradePick}: the moment before the pick and the player taken. */
export interface PickGradeInput extends DraftMomentInput {
  player: Player;
}

/**
 * Figures behind a pick grade, in expected season points for the user's roster, each a whole
 * number as the dialog shows it: `value` = `gain` + `market` − `byePenalty`, and `loss` is the best
 * pick's value minus this one's, so every figure a reason quotes is the difference of two shown.
 */
export interface PickComponents {
  /** What the player adds to the best lineup (see `CandidateValue.gain`). */
  gain: number;
  /** ADP's word on taking him at this pick (see `CandidateValue.market`). */
  market: number;
  /** Points his bye week costs the user's starters (see `CandidateValue.byePenalty`). */
  byePenalty: number;
  /** What taking him here is worth (see `CandidateValue.value`). */
  value: number;
  /** The best pick on the board and its value, or null when he is the best pick. */
  best: { name: string; value: number } | null;
  /** How far his value is below the best pick's (0 for the best pick), without a construction rule's penalty: see `breaksRule`. */
  loss: number;
  /** What is at stake at this pick (see `DraftMoment.stake`): the points that take a grade from A to C. */
  stake: number;
  /** Whether taking him breaks a construction rule (see `constructionRule`): the reasons say which. */
  breaksRule: boolean;
  /** Overall pick minus ADP: positive is value (taken later than usual), negative earlier. */
  picksAfterAdp: number;
}

/** A graded pick. */
export interface PickGrade {
  letter: Letter;
  percentage: number;
  components: PickComponents;
  /** One to three plain reasons, the most important first. */
  reasons: string[];
}

/** Percentage of the best pick on the board. */
const BEST_PICK = 96;
/** Percentage a pick approaches as the points it gives up grow. */
const WORST_PICK = 50;

/**
 * The percentage of a pick that gives up `loss` points against the best pick on the board, when
 * `stake` points are at stake at that pick (`DraftMoment.stake`): 96 (A) for the best pick, and
 * each stake given up halves the distance to 50, so a pick a stake down is a C (73), two stakes a
 * D- (62), and a construction rule's 1,000 points an F. Monotone in the loss, so the grader orders
 * a board exactly as the recommendations do.
 */
export function percentageForLoss(loss: number, stake: number): number {
  return toPercentage(WORST_PICK + (BEST_PICK - WORST_PICK) * 2 ** (-Math.max(0, loss) / stake));
}

/**
 * A candidate's value and its parts as shown, in whole points: the parts add up to the value, the
 * market's figure taking the rounding (and 0 rather than −0).
 */
export function shownValue(v: Pick<CandidateValue, 'gain' | 'byePenalty' | 'value'>): {
  value: number;
  gain: number;
  market: number;
  byePenalty: number;
} {
  const value = whole(v.value);
  const gain = whole(v.gain);
  const byePenalty = whole(v.byePenalty);
  return { value, gain, market: value - gain + byePenalty, byePenalty };
}

/** Points a pick scored `score` gives up against the board's best, `best`: the difference of the two whole numbers shown. */
export function pointsGivenUp(best: number, score: number): number {
  return Math.max(0, Math.round(best) - Math.round(score));
}

/**
 * What a pick gives up against the best pick, as its grade counts it: the difference of their
 * scores, where a construction rule's penalty makes a break an F; but a soft rule (a backup QB or TE
 * before the last three rounds, see `ConstructionRule.soft`) costs one stake on top of the points of
 * value it gives up: waiting is better, a round early is no blunder, so alone it is a C.
 */
function lossAgainst(best: CandidateValue, value: CandidateValue, stake: number): number {
  return value.rule?.soft ? pointsGivenUp(best.value, value.value) + stake : pointsGivenUp(best.score, value.score);
}

/** Grades taking `player` at this moment of the draft (see {@link gradePickAt}). */
export function gradePick(input: PickGradeInput): PickGrade {
  const board = valueBoard(withPlayerOnBoard(input));
  const { best, stake } = board.top();
  const { ctx, round, horizon } = board;
  return gradeOnBoard({ ctx, input: board.input, round, horizon, stake, best, value: board.valueOf(input.player) }, input.player);
}

/**
 * The percentage of {@link gradePick}, and nothing else: what the live draft grade takes of each
 * pick. The same figure from the best score on the board and the pick's, without the chances each
 * player lasts (no score depends on them) or the reasons.
 */
export function pickPercentage(input: PickGradeInput): number {
  const board = valueBoard(withPlayerOnBoard(input), { chances: false });
  const { best, stake } = board.top();
  const value = board.valueOf(input.player);
  return percentageForLoss(value !== undefined && best !== undefined ? lossAgainst(best, value, stake) : Infinity, stake);
}

/** The moment before the pick as if `player` were still on the board. */
function withPlayerOnBoard(input: PickGradeInput): PickGradeInput {
  const taken = new Set<string>(input.takenIds);
  taken.delete(input.player.id);
  return { ...input, takenIds: taken };
}

interface Reason {
  text: string;
  weight: number;
}

/**
 * Grades a pick by how it compares with the best pick on the board at that moment, in the draft
 * model's value (see `valueBoard`): the percentage is {@link percentageForLoss} of the points it
 * gives up, and the reasons say why: a construction rule it breaks, the better player it passes
 * on, the slot it fills, whether he would have lasted to the next pick, his ADP, bye and risk flags.
 */
export function gradePickAt(moment: DraftMoment, player: Player): PickGrade {
  const { ctx, input, round, horizon } = moment;
  return gradeOnBoard(
    { ctx, input, round, horizon, stake: moment.stake, best: moment.board[0], value: moment.byId.get(player.id) },
    player,
  );
}

/** What a pick grade needs of a valued board: the best candidate and the player's value (undefined when either is not on the board). */
interface PickOnBoard extends Pick<DraftMoment, 'ctx' | 'input' | 'round' | 'horizon' | 'stake'> {
  best: CandidateValue | undefined;
  value: CandidateValue | undefined;
}

/** {@link gradePickAt} from what it needs of the board (see {@link PickOnBoard}). */
function gradeOnBoard(moment: PickOnBoard, player: Player): PickGrade {
  const value = moment.value;
  const overallPick = moment.input.currentOverallPick;
  const adp = adpOf(player, moment.ctx.format);
  const picksAfterAdp = Math.round((overallPick - adp) * 10) / 10;
  if (!value) {
    const percentage = percentageForLoss(Infinity, moment.stake);
    return {
      letter: letterFor(percentage),
      percentage,
      components: {
        gain: 0,
        market: 0,
        byePenalty: 0,
        value: 0,
        best: null,
        loss: 0,
        stake: moment.stake,
        breaksRule: false,
        picksAfterAdp,
      },
      reasons: [`${player.name} is already drafted`],
    };
  }
  const best = moment.best as CandidateValue;
  const loss = lossAgainst(best, value, moment.stake);
  const percentage = percentageForLoss(loss, moment.stake);
  const reasons: Reason[] = [];
  if (value.rule) reasons.push({ text: value.rule.text, weight: Infinity });
  // The points he gives up are the difference of the two values shown; a rule break's penalty is its own reason.
  const pointsBehind = pointsGivenUp(best.value, value.value);
  if (best !== value && pointsBehind >= 5) {
    reasons.push({
      text: `Passes on ${best.player.name} (${pointsBehind} more points of value for your roster)`,
      weight: pointsBehind,
    });
  } else if (best === value || loss < 1) {
    reasons.push({ text: 'Best pick on the board for your roster', weight: 6 });
  }
  if (value.fill.kind !== 'bench') reasons.push({ text: `Fills your open ${value.fill.slot} slot`, weight: 4 });
  else if (!value.rule) reasons.push({ text: `Adds ${player.position} depth (${ordinal(value.fill.nth)} ${player.position})`, weight: 2 });
  const next = moment.horizon?.toPick;
  if (next !== undefined) {
    const chance = Math.round(value.chance * 100);
    if (value.chance <= 0.35) reasons.push({ text: `Unlikely to last to pick ${next} (${chance}% chance)`, weight: 3.5 });
    else if (value.chance >= 0.7 && best !== value)
      reasons.push({ text: `Likely still there at pick ${next} (${chance}% chance)`, weight: 3 + loss / 10 });
  }
  const kickerOrDefense = player.position === 'K' || player.position === 'DEF';
  const sd = adpSpread(adp, player.adpStdDev);
  const picks = Math.round(Math.abs(overallPick - adp));
  if (!kickerOrDefense && picks >= 3 && Math.abs(overallPick - adp) >= 0.5 * sd) {
    if (overallPick > adp) reasons.push({ text: `Value: went ${picks} picks after ADP`, weight: 3 });
    else if (next !== undefined && value.chance >= 0.5)
      reasons.push({ text: `Reach: went ${picks} picks before ADP`, weight: 3 + loss / 10 });
  }
  if (value.byeShared > 0) {
    reasons.push({
      text: `Bye week ${player.byeWeek} shared with ${value.byeShared} starter${value.byeShared === 1 ? '' : 's'}`,
      weight: 2.5,
    });
  }
  const missed = gamesExpectedMissed(player);
  if (missed > 0) {
    const listed = player.injuryStatus ? INJURY_STATUS_LABELS[player.injuryStatus] : 'listed as injured';
    reasons.push({
      text: `Risk: ${listed}, expected to miss about ${missed < 1 ? 'part of a game' : `${Math.round(missed)} game${Math.round(missed) === 1 ? '' : 's'}`}`,
      weight: 5,
    });
  }
  if (player.position === 'RB' && player.age >= 28) reasons.push({ text: `Risk: RB aged ${player.age}`, weight: 2 });
  const starter = player.handcuffOf ? moment.input.roster.find((p) => p.id === player.handcuffOf) : undefined;
  if (starter) reasons.push({ text: `Handcuffs your ${starter.name}: his role is yours if he misses games`, weight: 4.5 });
  else if (player.handcuffOf && moment.round < Math.ceil(moment.ctx.rounds / 2))
    reasons.push({ text: `Risk: handcuff taken early (round ${moment.round})`, weight: 2 });
  reasons.sort((x, y) => y.weight - x.weight);
  return {
    letter: letterFor(percentage),
    percentage,
    components: {
      ...shownValue(value),
      best: best === value ? null : { name: best.player.name, value: whole(best.value) },
      loss: pointsBehind,
      stake: moment.stake,
      breaksRule: value.rule !== null,
      picksAfterAdp,
    },
    reasons: reasons.slice(0, 3).map((r) => r.text),
  };
}

/** A figure as shown: a whole number, and 0 rather than −0. */
function whole(x: number): number {
  return Math.round(x) + 0;
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}
