import type { ScoringFormat } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { name } from './shared';

// 'What does VOR mean?': the draft screen's terms, as the draft model works them out.

/** What a term on the draft screen means, and how it is worked out. */
export function explain(pool: ChatPool, team: TeamContext, message: string): string {
  const text = message.toLowerCase();
  const found = GLOSSARY.filter((entry) => entry.pattern.test(text));
  const entries = found.length > 0 ? found : GLOSSARY.filter((entry) => entry.term === 'Draft grade');
  const lines = entries.map(
    (entry) => `**${entry.term}**: ${entry.meaning(pool.season, team.summary.leagueSize, team.summary.scoringFormat)}`,
  );
  if (entries.some((entry) => entry.term === 'Draft grade') && team.grade)
    lines.push(`${name(team)}'s draft grade now: **${team.grade.letter} (${team.grade.percentage}%)**.`);
  return lines.join('\n\n');
}

/** The terms of the draft screen, as the draft model works them out (docs/adr/0005-draft-model.md). */
const GLOSSARY: ReadonlyArray<{
  term: string;
  pattern: RegExp;
  meaning: (season: number, leagueSize: number, format: ScoringFormat) => string;
}> = [
  {
    term: 'VOR',
    pattern: /\bvor\b|value over replacement|over replacement|replacement level/,
    meaning: (_, teams) =>
      `value over replacement: a player's projected points minus those of the best player at his position that nobody in a ${teams}-team league starts (what the waiver wire offers). It compares positions on one scale.`,
  },
  {
    term: 'ADP',
    pattern: /\badp\b|average draft position/,
    meaning: (season) =>
      `average draft position: where a player goes on average in real drafts, from the ${season} pool, for your scoring format. Its spread says how far either side he usually goes.`,
  },
  {
    term: 'Tier',
    pattern: /\btiers?\b/,
    meaning: () =>
      'players at one position whose projections are close, from the projections themselves; when a tier runs dry, the next player at that position is clearly worse.',
  },
  {
    term: 'Chance he is still there',
    pattern: /\bchance|\bpercent|\bsurviv|\blast(s)? to\b|still there/,
    meaning: () =>
      "the chance a player lasts to your next pick (on the clock, to the pick after this one): the picks in between are played out with each team's roster needs and how far ADP spreads.",
  },
  {
    term: 'Pick grade',
    pattern: /pick grade|grade (a|my|the|each) pick|how .*picks? (are|is) graded/,
    meaning: () =>
      'how a pick compares with the best option on your board at that moment: A (96%) for the top of the board, lower the more value you give up, with the reasons (value against ADP, roster need, byes, risk).',
  },
  {
    term: 'Draft grade',
    pattern: /draft grade|live grade|report card|roster grade|\bgrade\b|\bgrading\b/,
    meaning: () =>
      "your pick grades blended with your roster's projected strength against what ADP drafters have after as many picks (pick grades weigh half at the start and fade out); on a full roster it is the report card's grade. B (85%) is level with an ADP drafter.",
  },
  {
    term: 'PPR',
    pattern: /\bppr\b|\bscoring\b|points per reception/,
    meaning: (_, __, format) =>
      `points per reception: each catch scores 1 point in PPR, half a point in Half-PPR and nothing in Standard, which lifts pass catchers (WRs, TEs, receiving RBs). This team scores ${format}: its projections, ADP and grades are that format's.`,
  },
  {
    term: 'Handcuff',
    pattern: /\bhandcuffs?\b/,
    meaning: () =>
      "the backup of a team's starting RB, who takes over if the starter is hurt; worth a late pick when you roster the starter.",
  },
  {
    term: 'FLEX',
    pattern: /\bflex\b/,
    meaning: () => 'a starting slot any RB, WR or TE can fill: your best one beyond the RB and WR starters.',
  },
  {
    term: 'Recommendations',
    pattern: /recommend\w*|board order|\brank(s|ing)?\b/,
    meaning: () =>
      'the board ranks each available player by what he adds to your best lineup over simulated seasons (depth counts, with diminishing returns), plus the market: a player whose ADP is well past this pick will likely still be there later, so he ranks lower now; a shared bye costs a little, and picks that break a roster rule (a K before the last two rounds, a third QB) are left out. So the top is not always the player with the most projected points.',
  },
  {
    term: 'Reach',
    pattern: /\breach\w*|\bsteals?\b/,
    meaning: () =>
      'a pick made well before the player\'s ADP (a steal: well after it). The pick grade says "Reach: went N picks before ADP" when the market would likely have left him for later; the board weighs that with what he adds to your lineup.',
  },
  {
    term: 'Run',
    pattern: /\bruns?\b/,
    meaning: () =>
      'a stretch of picks at one position: 4 of the last 8 picks at one position count as a run on the draft screen. The players of that position left then go faster than their ADP says.',
  },
  {
    term: 'Bye week',
    pattern: /\bbyes?\b/,
    meaning: () =>
      "the week a player's NFL team does not play; starters sharing one leave holes that week, so among near-equal picks the model prefers a different bye.",
  },
];
