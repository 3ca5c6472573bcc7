import { Injectable } from '@nestjs/common';
import type { Player, Position } from '@draftmode/domain';
import { adpOf } from '@draftmode/grading';
import type { TeamSummaryDto } from '../../../teams';
import { ChatTools } from '../../tools/chat-tools';
import type { NameMatch } from '../../tools/player-names';
import type { ChatPool, TeamContext } from '../../tools/team-context';
import type { ChatReply, ChatRequest } from '../chat-engine';
import { DraftAdvisor, type AdviceTopic, type Question } from '../../tools/draft-advisor';
import { classify, pickAskedFor, positionAskedFor, positionsAskedFor, type Intent } from './intents';
import { markdownText } from '../../tools/markdown-text';

/** Teams answered side by side when the question is about all of them. */
const MAX_TEAMS_PER_ANSWER = 4;

/** Questions of one message answered; the rest are left for the user to ask again (each answer values the board). */
export const MAX_QUESTIONS_PER_MESSAGE = 5;

export const MORE_QUESTIONS_NOTE = `I answered the first ${MAX_QUESTIONS_PER_MESSAGE} questions; ask the others in another message.`;

const NO_TEAMS_ANSWER = 'Add your team in My Teams, then return here for instant AI strategy.';

export const DECLINE_ANSWER = 'I only answer fantasy football questions: your draft, your roster and the players in the pool.';

/** Questions about one named player: with none of them read, there is nothing more to answer. */
const PLAYER_INTENTS: ReadonlySet<Intent> = new Set(['compare', 'grade-pick', 'lookup', 'trade']);

/** Questions about a team as a whole, answered for each team when several are in question. */
const TEAM_INTENTS: ReadonlySet<AdviceTopic> = new Set([
  'my-picks',
  'values',
  'reaches',
  'ages',
  'waivers',
  'recommend',
  'grade-team',
  'weakest',
  'byes',
  'handcuffs',
  'kicker-defense',
  'next-pick',
  'strategy',
  'position-timing',
  'tiers',
  'runs',
  'injuries',
  'rookies',
  'drop',
  'start-sit',
  'at-next-pick',
]);

/**
 * The strategy engine that answers when no AI provider is configured, or when it fails: it reads
 * the players a question names (asking when a name is unclear, saying when a player is not in
 * the pool), works out what is asked, and answers from the team's draft model, the same numbers
 * the draft screen shows (see {@link DraftAdvisor}).
 */
@Injectable()
export class BuiltinChatEngine {
  constructor(private readonly tools: ChatTools) {}

  async reply(request: ChatRequest): Promise<ChatReply> {
    const teams = teamsAskedAbout(request);
    // One after the other: each build holds the event loop, and other requests go between them.
    const loaded = [];
    for (const summary of teams.slice(0, MAX_TEAMS_PER_ANSWER)) loaded.push(await this.tools.team(request.userId, summary.id));
    const earlier = [...request.history].reverse().find((turn) => turn.role === 'user')?.content;
    const content = answerQuestion({
      message: request.message,
      earlier,
      teams: request.teams,
      asked: loaded,
      more: Math.max(0, teams.length - MAX_TEAMS_PER_ANSWER),
      pool: this.tools.pool,
      names: this.tools.names,
      advisor: this.tools.advisor,
    });
    return { content, engine: 'builtin', promptTokens: null, completionTokens: null };
  }
}

/** What {@link answerQuestion} needs: the question, the teams it is about (loaded), the pool. */
interface AnswerInput {
  message: string;
  /** The user's previous question, for "him" in a follow-up ("will he last?"). */
  earlier?: string;
  /** All of the user's teams (their names are not player names). */
  teams: readonly TeamSummaryDto[];
  /** The teams the question is about, loaded (see {@link teamsAskedAbout}). */
  asked: readonly TeamContext[];
  /** Teams in question beyond those loaded. */
  more: number;
  pool: ChatPool;
  names: { find(text: string, options?: { lenient?: boolean }): NameMatch[] };
  advisor: DraftAdvisor;
}

/**
 * The built-in engine's answer: pure over its input, so the question bank tests it directly. Two
 * questions in one message ("Grade my team and tell me who to drop") get an answer each; a part
 * that is not about football is left out when another part is.
 */
export function answerQuestion(input: AnswerInput): string {
  const all = questionsIn(input.message);
  if (all.length === 1) return answerOne(input);
  const parts = all.slice(0, MAX_QUESTIONS_PER_MESSAGE);
  const answers = parts.map((part, index) => answerOne({ ...input, message: part, earlier: index > 0 ? parts[index - 1] : input.earlier }));
  const answered = [...new Set(answers.filter((answer) => answer !== DECLINE_ANSWER))];
  if (answered.length === 0) return DECLINE_ANSWER;
  return [...answered, ...(all.length > parts.length ? [MORE_QUESTIONS_NOTE] : [])].join('\n\n');
}

/** The positions a question names; "best flex option?" names the three that fill a FLEX. */
function flexOr(positions: Position[], message: string): Position[] {
  return positions.length === 0 && /\bflex\b/i.test(message) ? ['RB', 'WR', 'TE'] : positions;
}

/** The questions in a message: split after a question mark followed by more, or at "and"/"also"/"then" followed by a question word. */
function questionsIn(message: string): string[] {
  return message
    .split(
      /(?<=\?)\s+(?=(?:tell|when|who|whom|what|how|should|grade|rate|which|is|are|can|will|do|does|give|show|list|rank|and|also|if|any)\b)|[,;]?\s+(?:and|also|then|plus)\s+(?=(?:tell|when|who|whom|what|how|should|grade|rate|which|is|are|can|will|do|does|give|show|list|rank)\b)/i,
    )
    .map((part) => part.trim())
    .filter(Boolean);
}

function answerOne(input: AnswerInput): string {
  const { message, pool } = input;
  const text = withoutTeamNames(message, input.teams);
  let matches = input.names.find(text);
  // "Chase or Rice?": words that are usually English are read as names when nothing else in the question is football.
  // "Rice or Mayfield?": beside "or" and one name, such a word is the other name.
  const named = (list: NameMatch[]) => list.filter((m) => m.kind !== 'missing').length;
  if (classify(message, 0) === 'decline') matches = input.names.find(text, { lenient: true });
  else if (named(matches) === 1 && /\b(or|vs\.?|versus|for)\b/i.test(text)) {
    const lenient = input.names.find(text, { lenient: true });
    if (named(lenient) > 1) matches = lenient;
  }
  // "Will he last?" after a question about a player is about that player.
  if (matches.length === 0 && input.earlier && /\b(he|him|his)\b/i.test(message)) {
    matches = input.names.find(withoutTeamNames(input.earlier, input.teams)).filter((m) => m.kind === 'player');
  }
  // "Start Hill or Adams?" on a team with Tyreek Hill: an unclear name that only one player of the team's roster carries is him.
  const roster = new Set(input.asked[0]?.roster.map((player) => player.id) ?? []);
  matches = matches.map((m) => {
    if (m.kind !== 'ask') return m;
    const mine = m.candidates.filter((player) => roster.has(player.id));
    if (mine.length === 1) return { kind: 'player', typed: m.typed, player: mine[0]!, how: 'nickname', confidence: 1 };
    // "Is McMillan at 53 a reach?": the only one of them still on the board whose ADP is within a round of the pick on the clock (said in the answer).
    const team = input.asked[0];
    const near =
      team && !team.isFull
        ? m.candidates.filter(
            (player) =>
              team.moment.byId.has(player.id) && Math.abs(adpOf(player, team.grading.format) - team.currentPick) <= team.summary.leagueSize,
          )
        : [];
    return near.length === 1 ? { kind: 'player', typed: m.typed, player: near[0]!, how: 'context', confidence: 1 } : m;
  });
  const players = matches.flatMap((m) => (m.kind === 'player' ? [m.player] : []));
  const unclear = matches.filter((m): m is Extract<NameMatch, { kind: 'ask' }> => m.kind === 'ask');
  const missing = matches.filter((m): m is Extract<NameMatch, { kind: 'missing' }> => m.kind === 'missing');
  if (unclear.length > 0) return unclear.map(askAbout).join('\n\n');

  const intent = classify(message, players.length + missing.length);
  if (intent === 'decline') return DECLINE_ANSWER;
  if (intent === 'help') return HELP;
  if (intent === 'thanks') return THANKS_ANSWER;
  if (intent === 'list-teams') return listTeams(input.teams);
  if (intent === 'no-data') return NO_DATA_ANSWER(pool.season);

  const notes: string[] = missing.map(
    (m) => `**${markdownText(m.typed)}** is not in the ${pool.season} player pool, so I have no projection, ADP or grade for him.`,
  );
  notes.push(
    ...matches.flatMap((m) =>
      m.kind === 'player' && m.how === 'fuzzy'
        ? [
            `(I read "${markdownText(m.typed)}" as **${m.player.name}** (${m.player.position}, ${m.player.team}), a ${Math.round(m.confidence * 100)}% name match.)`,
          ]
        : m.kind === 'player' && m.how === 'context'
          ? [
              `(I read "${markdownText(m.typed)}" as **${m.player.name}** (${m.player.position}, ${m.player.team}), the only player of that name still on your board near this pick.)`,
            ]
          : [],
    ),
  );
  if (missing.length > 0 && players.length === 0 && (PLAYER_INTENTS.has(intent) || intent === 'at-next-pick')) return notes.join('\n\n');

  // "Tank Dell or Jaylen Waddle?" with one of them not in the pool is a question about the other.
  const topic: AdviceTopic = players.length === 1 && intent === 'compare' ? (classify(message, 1) as AdviceTopic) : intent;
  const question: Question = {
    intent: topic,
    message,
    players,
    position: positionAskedFor(message),
    positions: flexOr(positionsAskedFor(message), message),
    pick: pickAskedFor(message),
  };
  if (input.asked.length === 0) {
    const about = players.map((player) => describe(player, pool)).join('\n\n');
    return [...notes, about, NO_TEAMS_ANSWER].filter(Boolean).join('\n\n');
  }
  const teams = TEAM_INTENTS.has(question.intent) ? input.asked : input.asked.slice(0, 1);
  const sections = teams.map((team) => {
    const body = input.advisor.answer(team, question);
    return teams.length > 1 ? `### ${markdownText(team.summary.name)}\n${body}` : body;
  });
  if (teams.length > 1 && input.more > 0) sections.push(`_${input.more} more teams: focus on one of them to ask about it._`);
  return [...notes, ...sections].join('\n\n');
}

/**
 * The teams a question is about: the focused team; with focus 'all', a team the question names,
 * else the team on the draft screen, else every team of the user.
 */
export function teamsAskedAbout(request: Pick<ChatRequest, 'focus' | 'message' | 'teams' | 'screenTeam'>): TeamSummaryDto[] {
  if (request.focus !== 'all') return request.teams.filter((team) => team.id === request.focus);
  const text = request.message.toLowerCase();
  const named = request.teams.filter((team) => text.includes(team.name.toLowerCase()));
  if (named.length > 0) return named.slice(0, 1);
  const onScreen = request.teams.find((team) => team.id === request.screenTeam);
  return onScreen ? [onScreen] : [...request.teams];
}

function withoutTeamNames(message: string, teams: readonly TeamSummaryDto[]): string {
  let text = message;
  for (const team of teams) if (team.name.trim().length >= 3) text = text.split(team.name).join(' , ');
  return text;
}

function askAbout(match: Extract<NameMatch, { kind: 'ask' }>): string {
  const options = match.candidates.map((p) => `**${p.name}** (${p.position}, ${p.team})`);
  if (options.length === 1) return `Did you mean ${options[0]}? I don't want to guess from "${markdownText(match.typed)}".`;
  return `"${markdownText(match.typed)}" could be ${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}. Which one did you mean?`;
}

function describe(player: Player, pool: ChatPool): string {
  const handcuffOf = player.handcuffOf ? pool.get(player.handcuffOf)?.name : undefined;
  return [
    `**${player.name}**: ${player.position}, ${player.team}, age ${player.age}, bye week ${player.byeWeek}. ADP ${player.adp.ppr} and ${player.projection.ppr} projected points in PPR.`,
    player.isInjured ? 'Listed as injured in the pool.' : '',
    handcuffOf ? `He backs up ${handcuffOf}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function listTeams(teams: readonly TeamSummaryDto[]): string {
  if (teams.length === 0) return NO_TEAMS_ANSWER;
  return `Your teams:\n${teams.map((t) => `- **${markdownText(t.name)}**: ${t.leagueSize} teams, pick ${t.draftPosition}, ${t.playerCount} players${t.draftGrade ? `, draft grade ${t.draftGrade}` : ''}`).join('\n')}`;
}

const NO_DATA_ANSWER = (season: number) =>
  `I don't have that: the ${season} player pool has preseason ADP and projections, bye weeks, an injury flag and handcuff links, but no news, game results, weather, betting lines, depth charts or snap counts. Ask me what to pick, who lasts to your next pick, or how your roster is built.`;

const THANKS_ANSWER = "You're welcome. Good luck with the draft: ask me again when you are on the clock.";

const HELP = [
  'Ask me about your draft, for the team on your screen:',
  '- Who should I pick next? Best WR available?',
  '- Who will still be there at my next pick? Will Jaylen Waddle last?',
  '- Zero-RB or hero-RB for this roster? When should I take my second QB? K and DEF?',
  '- Grade my team. Weakest position? Any bye-week problems? Handcuffs for my RBs?',
  '- Should I draft a named player? Compare two or three players.',
  '- Injuries, rookies, who to bench or drop, my week 1 lineup, trade values.',
  '- Rank my picks. What is VOR? How does the draft grade work?',
].join('\n');
