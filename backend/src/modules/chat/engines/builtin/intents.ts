import type { Position } from '@draftmode/domain';

/** The questions the built-in strategy engine understands. */
export type Intent =
  | 'compare'
  | 'handcuffs'
  | 'byes'
  | 'kicker-defense'
  | 'weakest'
  | 'grade-team'
  | 'grade-pick'
  | 'recommend'
  | 'next-pick'
  | 'lookup'
  | 'list-teams'
  | 'help'
  | 'out-of-scope'
  | 'unknown';

const OUT_OF_SCOPE = /\b(trades?|trading|waivers?|faab|start\/sit|start or sit|sit or start|who (should i|do i) start|lineup for week|news|weather|dfs|daily fantasy|dynasty|keepers?|auction|betting|odds|parlay)\b/;

/**
 * Classifies a question. Named players decide first (two or more → a comparison), then the
 * specific topics, then the general "who next", so "who should I take with my next pick" is a
 * recommendation while "when is my next pick" is about timing.
 */
export function classify(message: string, mentionedPlayers: number): Intent {
  const text = message.toLowerCase();
  if (mentionedPlayers >= 2) return 'compare';
  if (/handcuff/.test(text)) return 'handcuffs';
  if (/\bbyes?\b/.test(text)) return 'byes';
  if (mentionedPlayers === 0 && /\b(k|kickers?|def|dst|d\/st|defen[cs]es?)\b/.test(text)) return 'kicker-defense';
  if (/\b(weak|weakest|weakness|worst|thinnest|thin at|holes?|shore up)\b/.test(text)) return 'weakest';
  if (/\b(grade|rate|rating|report card|how (good|strong|bad) is|how am i doing|how('s| is| does) my (team|roster|draft))\b/.test(text)) {
    return mentionedPlayers === 1 ? 'grade-pick' : 'grade-team';
  }
  if (mentionedPlayers === 1 && /\b(should i (take|draft|pick)|good pick|worth (it|a pick|taking)|reach)\b/.test(text)) return 'grade-pick';
  if (OUT_OF_SCOPE.test(text)) return 'out-of-scope';
  if (
    /\b(who|whom|which player|best available|best player|recommend|suggest)\b|\b(pick|take|draft) next\b|\bshould i (take|draft|pick)\b|\bbest\b[^?]*\b(available|left|remaining)\b/.test(text)
  ) {
    return 'recommend';
  }
  if (/\bwhen\b|how many picks|next pick|next turn|on the clock|am i up/.test(text)) return 'next-pick';
  if (mentionedPlayers === 1) return 'lookup';
  if (/\b(my teams|which teams|list (my )?teams|what teams)\b/.test(text)) return 'list-teams';
  if (/\b(help|what can you do|what can you answer|what do you know)\b/.test(text)) return 'help';
  return 'unknown';
}

const POSITION_WORDS: [RegExp, Position][] = [
  [/\b(qbs?|quarterbacks?)\b/, 'QB'],
  [/\b(rbs?|running ?backs?)\b/, 'RB'],
  [/\b(wrs?|wide ?receivers?|receivers?)\b/, 'WR'],
  [/\b(tes?|tight ?ends?)\b/, 'TE'],
  [/\b(kickers?)\b/, 'K'],
  [/\b(dst|d\/st|defen[cs]es?)\b/, 'DEF'],
];

/** The one position a question asks about ("best WR left?"), or undefined. */
export function positionAskedFor(message: string): Position | undefined {
  const text = message.toLowerCase();
  const found = POSITION_WORDS.filter(([pattern]) => pattern.test(text)).map(([, position]) => position);
  return found.length === 1 ? found[0] : undefined;
}
