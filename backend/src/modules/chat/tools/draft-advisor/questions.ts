import type { Player, Position } from '@draftmode/domain';

/** The questions about one team the advisor answers (the built-in engine's intents and the model's `draft_advice` topics). */
export const ADVICE_TOPICS = [
  'recommend',
  'at-next-pick',
  'next-pick',
  'grade-team',
  'weakest',
  'byes',
  'handcuffs',
  'kicker-defense',
  'strategy',
  'position-timing',
  'tiers',
  'runs',
  'injuries',
  'rookies',
  'drop',
  'start-sit',
  'trade',
  'compare',
  'grade-pick',
  'lookup',
  'waivers',
  'values',
  'reaches',
  'ages',
  'stack',
  'my-picks',
  'explain',
] as const;
export type AdviceTopic = (typeof ADVICE_TOPICS)[number];

/** One question for one team (or none), with the players it names already read. */
export interface Question {
  intent: AdviceTopic;
  message: string;
  /** The players the question names, in the order typed. */
  players: Player[];
  /** The position it asks about, when exactly one. */
  position?: Position;
  /** Every position it names ("QB or WR here?"). */
  positions?: Position[];
  /** A pick number it names ("who is there at pick 40"). */
  pick?: number;
}
