import type { Player } from '@draftmode/domain';
import {
  pickOnBoard,
  pickScores,
  RULE_PENALTY,
  type CandidateValue,
  type DraftMoment,
  type DraftMomentInput,
  type PickOnBoard,
} from './draft-model';
import { letterFor, toPercentage, type Letter } from './letter';
import { adpOf, adpSpread } from './projection';

/** Inputs of {@link gradePick}: the moment before the pick and the player taken. */
export interface PickGradeInput extends DraftMomentInput {
  player: Player;
}

/** Figures behind a pick grade, in expected season points for the user's lineup. */
export interface PickComponents {
  /** What the player adds to the best lineup (see `CandidateValue.gain`). */
  gain: number;
  /** The market's word on taking him now (see `CandidateValue.market`). */
  market: number;
  /** How far his value is below the best pick on the board (0 for the best pick), without a construction rule's penalty: see `breaksRule`. */
  loss: number;
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
/** Percentage a pick approaches as its loss against the best pick grows. */
const WORST_PICK = 50;
/** Points of loss over which a pick goes about two thirds of the way from the best grade to the worst. */
const LOSS_SCALE = 60;

/**
 * The percentage of a pick that is worth `loss` points less than the best pick on the board:
 * 96 (A) for the best pick, 89 (B+) ten points down, 83 (B) at 20, 74 (C) at 40, falling
 * towards 50. A function of the loss alone, so the grader orders a board exactly as the
 * recommendations do.
 */
export function percentageForLoss(loss: number): number {
  return toPercentage(WORST_PICK + (BEST_PICK - WORST_PICK) * Math.exp(-Math.max(0, loss) / LOSS_SCALE));
}

/** Grades taking `player` at this moment of the draft (see {@link gradePickAt}). */
export function gradePick(input: PickGradeInput): PickGrade {
  return gradeOnBoard(pickOnBoard(withPlayerOnBoard(input), input.player), input.player);
}

/**
 * The percentage of {@link gradePick}, and nothing else: what the live draft grade takes of each
 * pick. The same figure from the best score on the board and the pick's (`pickScores`), without
 * the board itself, the chances each player lasts (no score depends on them) or the reasons.
 */
export function pickPercentage(input: PickGradeInput): number {
  const { best, score } = pickScores(input, input.player);
  return percentageForLoss(score !== undefined && best !== undefined ? Math.max(0, best - score) : Infinity);
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
 * model's value (see `draftMoment`): the percentage is {@link percentageForLoss} of the points it
 * gives up, and the reasons say why: a construction rule it breaks, the better player it passes
 * on, the slot it fills, whether he would have lasted to the next pick, his ADP, bye and risk flags.
 */
export function gradePickAt(moment: DraftMoment, player: Player): PickGrade {
  const { ctx, input, round, horizon } = moment;
  return gradeOnBoard({ ctx, input, round, horizon, best: moment.board[0], value: moment.byId.get(player.id) }, player);
}

/** {@link gradePickAt} from what it needs of the moment: the best candidate and the player's value (see `pickOnBoard`). */
function gradeOnBoard(moment: PickOnBoard, player: Player): PickGrade {
  const value = moment.value;
  const overallPick = moment.input.currentOverallPick;
  const adp = adpOf(player, moment.ctx.format);
  const picksAfterAdp = Math.round((overallPick - adp) * 10) / 10;
  if (!value) {
    const percentage = percentageForLoss(Infinity);
    return {
      letter: letterFor(percentage),
      percentage,
      components: { gain: 0, market: 0, loss: 0, breaksRule: false, picksAfterAdp },
      reasons: [`${player.name} is already drafted`],
    };
  }
  const best = moment.best as CandidateValue;
  const loss = Math.max(0, best.score - value.score);
  const percentage = percentageForLoss(loss);
  const reasons: Reason[] = [];
  if (value.rule) reasons.push({ text: value.rule.text, weight: Infinity });
  // Beside a rule break, what he passes on is counted without the rule's penalty.
  const pointsBehind = value.rule && !best.rule ? Math.max(0, loss - RULE_PENALTY) : loss;
  if (best !== value && pointsBehind >= 5) {
    reasons.push({
      text: `Passes on ${best.player.name} (${Math.round(pointsBehind)} more points of value for your roster)`,
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
  if (player.isInjured) reasons.push({ text: 'Risk: listed as injured', weight: 5 });
  if (player.position === 'RB' && player.age >= 28) reasons.push({ text: `Risk: RB aged ${player.age}`, weight: 2 });
  if (player.handcuffOf && moment.round < Math.ceil(moment.ctx.rounds / 2))
    reasons.push({ text: `Risk: handcuff taken early (round ${moment.round})`, weight: 2 });
  reasons.sort((x, y) => y.weight - x.weight);
  return {
    letter: letterFor(percentage),
    percentage,
    components: {
      gain: round1(value.gain),
      market: round1(value.market),
      loss: round1(pointsBehind),
      breaksRule: value.rule !== null,
      picksAfterAdp,
    },
    reasons: reasons.slice(0, 3).map((r) => r.text),
  };
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
