import type { Player } from '@draftmode/domain';
import { valueBoard, type CandidateValue, type DraftMoment, type DraftMomentInput } from './draft-model';
import { letterFor, type Letter } from './letter';
import { percentageForLoss, pointsGivenUp, shownValue } from './pick-grade';

/** Inputs of {@link recommendations}: a draft moment and how many to list. */
export interface RecommendationInput extends DraftMomentInput {
  /** How many to return (default 10). */
  limit?: number;
}

/** One recommended player. */
export interface Recommendation {
  player: Player;
  /** Projected season points. */
  projection: number;
  /** Value over replacement (projected points over the position's replacement level). */
  vor: number;
  /** Positional tier from the projections (1 = best). */
  tier: number;
  /** Expected points he adds to the user's lineup (see `CandidateValue.gain`). */
  gain: number;
  /** What taking him here is worth, in whole points (see `CandidateValue.value`): the board's order, and the figure the grader shows. */
  value: number;
  /** The draft model's value, which orders the list (see `CandidateValue.score`). */
  score: number;
  /** The pick grade taking him now would get. */
  grade: { letter: Letter; percentage: number };
  /** The pick the chance looks ahead to (null when the user has no picks after this one). */
  nextPick: number | null;
  /** Chance he is still there at `nextPick`, 0–1. */
  chanceAvailableAtNextPick: number;
  /** One plain reason for the recommendation. */
  reason: string;
}

/** The best picks for the user at this moment (see {@link recommendationsAt}). */
export function recommendations(input: RecommendationInput): Recommendation[] {
  return recommendationsAt(valueBoard(input).moment(), input.limit ?? 10);
}

/**
 * The top of the draft model's board (see `valueBoard`), in its order, which is also the pick
 * grader's order: the first is the pick that grades best. Picks that break a roster-construction
 * rule are left out while any pick keeps the rules. Each comes with the chance he is still there
 * at the user's next pick (at the turn, the pick after it).
 */
export function recommendationsAt(moment: DraftMoment, limit = 10): Recommendation[] {
  const keepsRules = moment.board.filter((v) => !v.rule);
  const list = (keepsRules.length > 0 ? keepsRules : moment.board).slice(0, Math.max(0, limit));
  const best = moment.board[0];
  return list.map((v) => {
    const percentage = percentageForLoss(best ? pointsGivenUp(best.score, v.score) : 0, moment.stake);
    return {
      player: v.player,
      projection: round1(moment.ctx.points(v.player)),
      vor: round1(moment.ctx.vor(v.player)),
      tier: v.tier,
      gain: round1(v.gain),
      value: shownValue(v).value,
      score: round1(v.score),
      grade: { letter: letterFor(percentage), percentage },
      nextPick: moment.horizon?.toPick ?? null,
      chanceAvailableAtNextPick: v.chance,
      reason: reasonFor(v, moment),
    };
  });
}

/**
 * One line: the slot he fills, his value here and what it is made of (the grader's figures), and
 * whether he lasts. "Value 22 (adds 40, ADP −18)": the list is in value order, so a player who adds
 * more to the lineup but is usually there later reads as such.
 */
function reasonFor(v: CandidateValue, moment: DraftMoment): string {
  const { value, gain, market, byePenalty } = shownValue(v);
  const parts = [`adds ${gain}`, ...(market !== 0 ? [`ADP ${market > 0 ? '+' : '−'}${Math.abs(market)}`] : [])];
  if (byePenalty > 0) parts.push(`bye −${byePenalty}`);
  const role = v.fill.kind === 'bench' ? `${v.player.position} depth` : `Fills your ${v.fill.slot}`;
  const next = moment.horizon?.toPick;
  const urgency =
    next === undefined
      ? ''
      : v.chance < 0.35
        ? `; unlikely to last to pick ${next}`
        : v.chance > 0.8
          ? `; likely there at pick ${next} too`
          : '';
  return `${role}: value ${value} pts (${parts.join(', ')})${urgency}`;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
