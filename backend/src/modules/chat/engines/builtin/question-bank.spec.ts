import { userPickNumbers } from '@draftmode/draft-core';
import { FORMAT_KEY, type Player, type TeamDetailDto } from '@draftmode/domain';
import {
  adpOf,
  draftAlerts,
  valueBoard,
  gradePickAt,
  gradingContext,
  recommendationsAt,
  teamMomentInput,
  type DraftMoment,
} from '@draftmode/grading';
import { PlayerNames } from '../../tools/player-names';
import { buildTeamContext, type TeamContext } from '../../tools/team-context';
import { answerQuestion, DECLINE_ANSWER, teamsAskedAbout } from './builtin-chat-engine';
import { DraftAdvisor } from '../../tools/draft-advisor';
import { bundledChatPool, draftDetail, type DraftFixture } from './question-bank.fixtures';

/**
 * The question bank: questions managers ask during and after a draft, over fixed rosters at fixed
 * moments. Each answer must contain the facts the draft screen would show at that moment (the
 * numbers are computed here as frontend/src/features/draft/hooks/use-draft-model.ts computes
 * them) and must not name players the user did not mean or another team's players.
 */
const pool = bundledChatPool();
const names = new PlayerNames(pool.players);
const advisor = new DraftAdvisor(pool);

const FIXTURES: Record<string, DraftFixture> = {
  // Slot 5 after four rounds (Gibbs, London, Wilson, Cook), on the clock at pick 53.
  sharks: {
    id: '00000000-0000-4000-8000-00000000000a',
    name: 'Sharks',
    slot: 5,
    own: ['jahmyr-gibbs', 'drake-london', 'garrett-wilson', 'james-cook'],
    at: 'clock',
  },
  // The same roster three picks before its next turn (pick 50 on the clock, the user's is 53).
  sharksWaiting: {
    id: '00000000-0000-4000-8000-00000000000b',
    name: 'Sharks Waiting',
    slot: 5,
    own: ['jahmyr-gibbs', 'drake-london', 'garrett-wilson', 'james-cook'],
    at: 3,
  },
  // Four QBs, four TEs, two RBs and no WR after ten rounds.
  hoarders: {
    id: '00000000-0000-4000-8000-00000000000c',
    name: 'Hoarders',
    slot: 8,
    own: [
      'josh-allen',
      'kyren-williams',
      'lamar-jackson',
      'jalen-hurts',
      'trey-mcbride',
      'james-conner',
      'george-kittle',
      'joe-burrow',
      'travis-kelce',
      'sam-laporta',
    ],
    at: 'clock',
  },
  // A full roster stacked with Eagles (bye week 9).
  birds: {
    id: '00000000-0000-4000-8000-00000000000d',
    name: 'Birds',
    slot: 3,
    own: [
      'saquon-barkley',
      'a-j-brown',
      'jalen-hurts',
      'devonta-smith',
      'dallas-goedert',
      'kenneth-walker-iii',
      'jaylen-waddle',
      'rhamondre-stevenson',
      'jakobi-meyers',
      'tyler-allgeier',
      'jordan-mason',
      'tucker-kraft',
      'rashid-shaheed',
      'def-phi',
      'brandon-aubrey',
    ],
    at: 'clock',
  },
  // Before the draft, first overall.
  fresh: { id: '00000000-0000-4000-8000-00000000000e', name: 'Fresh', slot: 1, own: [], at: 'clock' },
  // Slot 12 after twelve picks, on the clock at pick 156 (the turn: 156 and 157).
  bears: {
    id: '00000000-0000-4000-8000-000000000010',
    name: 'Bears',
    slot: 12,
    own: [
      'ja-marr-chase',
      'de-von-achane',
      'tyreek-hill',
      'james-cook',
      'davante-adams',
      'patrick-mahomes',
      'sam-laporta',
      'tony-pollard',
      'jerry-jeudy',
      'zach-charbonnet',
      'jaylen-warren',
      'jakobi-meyers',
    ],
    at: 'clock',
  },
  // The same user's other team.
  otters: {
    id: '00000000-0000-4000-8000-00000000000f',
    name: 'Otters',
    slot: 10,
    own: ['puka-nacua', 'josh-jacobs', 'ladd-mcconkey'],
    at: 'clock',
  },
};

const details = Object.fromEntries(Object.entries(FIXTURES).map(([key, fixture]) => [key, draftDetail(fixture, pool)])) as Record<
  string,
  TeamDetailDto
>;
const contexts = new Map<string, TeamContext>();
function context(key: string): TeamContext {
  let found = contexts.get(key);
  if (!found) contexts.set(key, (found = buildTeamContext(details[key]!, pool)));
  return found;
}

/** What the draft screen shows for a team, computed as the screen computes it. */
interface Screen {
  moment: DraftMoment;
  current: number;
  chancePick: number | null;
  top: (position?: string) => Player;
  chance: (id: string) => string;
  grade: (id: string) => string;
  /** Projected points, ADP and VOR as the board shows them. */
  figures: (id: string) => string[];
  userPicks: number[];
}
const screens = new Map<string, Screen>();
function screen(key: string): Screen {
  const hit = screens.get(key);
  if (hit) return hit;
  const detail = details[key]!;
  const settings = detail.team;
  const ctx = gradingContext(pool.players, FORMAT_KEY[settings.scoringFormat], settings.leagueSize, settings.rosterSpots);
  const moment = valueBoard(
    teamMomentInput(
      { settings, rosterIds: detail.roster.playerIds, takenByOthers: detail.takenByOthers, ownPicks: detail.roster.ownPicks },
      pool.players,
      (id) => pool.get(id),
    ),
    { ctx },
  ).moment();
  const made: Screen = {
    moment,
    current: detail.takenByOthers.length + detail.roster.ownPicks.length + 1,
    chancePick: moment.horizon?.toPick ?? null,
    top: (position) => recommendationsAt(moment, 400).find((rec) => !position || rec.player.position === position)!.player,
    chance: (id) => `${Math.round(moment.byId.get(id)!.chance * 100)}%`,
    grade: (id) => {
      const grade = gradePickAt(moment, pool.get(id)!);
      return `${grade.letter} (${grade.percentage}%)`;
    },
    figures: (id) => {
      const player = pool.get(id)!;
      return [`${Math.round(ctx.points(player))} projected points`, `ADP ${adpOf(player, ctx.format).toFixed(1)}`];
    },
    userPicks: userPickNumbers(12, settings.draftPosition, 15),
  };
  screens.set(key, made);
  return made;
}

function ask(key: string, message: string): string {
  return answerQuestion({
    message,
    teams: [details[key]!.team, details['otters']!.team],
    asked: [context(key)],
    more: 0,
    pool,
    names,
    advisor,
  });
}

const rosterNames = (key: string) => details[key]!.roster.playerIds.map((id) => pool.get(id)!.name);

interface Case {
  team: string;
  question: string;
  must: (s: Screen) => Array<string | RegExp>;
  mustNot?: (s: Screen) => Array<string | RegExp>;
}

const CASES: Case[] = [
  // What next, and why.
  {
    team: 'sharks',
    question: 'Who should I pick next?',
    must: (s) => [
      `**Take ${s.top().name}** (pick grade ${s.grade(s.top().id)})`,
      s.grade(s.top().id),
      `${s.chance(s.top().id)} chance he is still there at pick ${s.chancePick}`,
      'You are on the clock at pick 53',
      ...s.figures(s.top().id),
    ],
    mustNot: () => ['100% chance he is still there at pick 53', 'at pick 53)'],
  },
  {
    team: 'sharksWaiting',
    question: 'who should i take with my next pick',
    must: (s) => [
      `**Take ${s.top().name}** (pick grade ${s.grade(s.top().id)})`,
      `${s.chance(s.top().id)} chance he is still there at pick 53`,
      'yours is pick 53, 3 picks away',
    ],
  },
  {
    team: 'sharks',
    question: 'Best WR available?',
    must: (s) => [s.top('WR').name, `${s.chance(s.top('WR').id)} chance he is still there at pick ${s.chancePick}`],
    mustNot: () => ['(RB,', '(QB,', '(TE,'],
  },
  { team: 'sharks', question: 'any good tight ends left?', must: (s) => [s.top('TE').name, s.grade(s.top('TE').id)] },
  {
    team: 'fresh',
    question: 'What should I do with the first overall pick?',
    must: (s) => [`**Take ${s.top().name}** (pick grade ${s.grade(s.top().id)})`, 'You are on the clock at pick 1', s.grade(s.top().id)],
  },
  { team: 'hoarders', question: 'what do I need next?', must: () => ['Your weakest position is **WR**', 'no starter yet at WR'] },
  { team: 'sharksWaiting', question: 'Is there a run on WRs?', must: () => ['WR run: 4 of the last 8 picks'] },
  {
    team: 'sharks',
    question: 'What tiers are left at RB?',
    must: (s) => [`tier ${s.moment.byId.get(s.top('RB').id)!.tier}`, s.top('RB').name],
  },
  { team: 'sharks', question: 'how many tier 1 RBs are left?', must: () => ['no tier 1 RBs left'] },
  {
    team: 'sharks',
    question: 'Should I take a QB or WR here?',
    must: (s) => [
      `**WR now: ${s.top('WR').name}.**`,
      s.top('QB').name,
      s.grade(s.top('QB').id),
      `${s.chance(s.top('QB').id)} chance of lasting to pick 68`,
    ],
  },
  // What is likely there later.
  {
    team: 'sharks',
    question: 'Can I wait on Travis Kelce?',
    must: (s) => [`**${s.chance('travis-kelce')} chance** he is still there at pick 68`, 'take him now'],
  },
  { team: 'sharks', question: 'who should I target in round 6?', must: () => ['Who is likely still there at pick **68**'] },
  {
    team: 'sharksWaiting',
    question: "What's likely to be there at my next pick?",
    must: () => ['Who is likely still there at pick **53**'],
    mustNot: () => ['Isaiah Likely'],
  },
  {
    team: 'sharks',
    question: 'Will Jaylen Waddle last until my next pick?',
    must: (s) => [`**${s.chance('jaylen-waddle')} chance** he is still there at pick ${s.chancePick}`],
  },
  {
    team: 'sharks',
    question: 'Will Patrick Mahomes be there at my next turn?',
    must: (s) => [`**${s.chance('patrick-mahomes')} chance** he is still there at pick 68`],
  },
  // Strategy fit.
  {
    team: 'sharks',
    question: 'Should I go zero RB or hero RB with this roster?',
    must: () => ['**hero-RB** build', '**Zero-RB**', '**Hero-RB**', 'slot 5 of 12'],
  },
  {
    team: 'fresh',
    question: 'best QB available?',
    must: (s) => [
      `${s.top('QB').name} is the best QB left, but at this pick he grades ${s.grade(s.top('QB').id)}`,
      `the top of your board is **${s.top().name}**`,
    ],
    mustNot: (s) => [`**Take ${s.top('QB').name}`],
  },
  { team: 'fresh', question: "What's Ashton Jeanty's ADP?", must: () => ['**Ashton Jeanty** (RB, LV)', 'ADP 14.5'] },
  {
    team: 'fresh',
    question: 'Is robust RB a good strategy from the 1 slot?',
    must: () => ['**Robust-RB**', 'slot 1 of 12 (an early slot)'],
  },
  { team: 'sharks', question: 'should I wait on a late-round QB?', must: (s) => ['**Late QB**', s.top('QB').name] },
  {
    team: 'hoarders',
    question: 'What strategy am I running?',
    must: () => ['**hero-RB** build', 'Josh Allen QB, Kyren Williams RB, Lamar Jackson QB'],
  },
  // Second QB/TE, K/DEF.
  {
    team: 'sharks',
    question: 'When should I take my QB?',
    must: (s) => ['this would be your first QB', s.top('QB').name, `${s.chance(s.top('QB').id)} chance he is still there at pick 68`],
  },
  { team: 'hoarders', question: 'Should I take a second TE now or wait?', must: () => ['**Wait.**', 'fifth TE'] },
  {
    team: 'sharks',
    question: 'When should I draft a kicker and defense?',
    must: (s) => [`picks **${s.userPicks[13]} and ${s.userPicks[14]}**`, 'not yet'],
  },
  {
    team: 'hoarders',
    question: 'is it time for a DEF?',
    must: (s) => [`picks **${s.userPicks[13]} and ${s.userPicks[14]}**`, 'You are in round 11: not yet'],
  },
  // Byes, handcuffs, flags.
  {
    team: 'birds',
    question: 'Any bye-week problems?',
    must: () => [
      '**Week 9**',
      'Jalen Hurts (QB)',
      'A.J. Brown (WR)',
      'From your bench: Jaylen Waddle (WR, bye 12',
      'Waiver targets: **Geno Smith** (QB, LV)',
    ],
  },
  {
    team: 'birds',
    question: 'Who should I pick up off waivers?',
    must: () => [/Best undrafted (QB|RB|WR|TE)s for Birds/, /To make room, .+ is your weakest bench player|keep your roster as it is/],
  },
  {
    team: 'birds',
    question: 'Is Dallas Goedert worth keeping?',
    must: () => ['Dallas Goedert is on your bench', '**Keep him**'],
    mustNot: () => ['You took'],
  },
  {
    team: 'birds',
    question: "Who's my handcuff for Kenneth Walker?",
    must: () => ['Kenneth Walker III → **Zach Charbonnet**'],
    mustNot: () => ['Saquon Barkley →'],
  },
  { team: 'sharks', question: 'do my byes line up ok?', must: () => ['No bye-week problems'] },
  {
    team: 'sharks',
    question: 'Which handcuffs should I target for my RBs?',
    must: (s) => [
      'James Cook → **Ray Davis**',
      `${s.chance('ray-davis')} chance of lasting to pick 68`,
      'Jahmyr Gibbs: no handcuff linked in the 2025 pool',
    ],
  },
  { team: 'birds', question: 'who are my handcuffs?', must: () => ['Saquon Barkley → **Will Shipley**'] },
  {
    team: 'sharks',
    question: 'Any injury concerns on my team?',
    must: () => ['Nobody on Sharks is listed as injured', 'no injury type or expected return'],
  },
  { team: 'sharks', question: 'tell me about Kyle Pitts', must: (s) => [...s.figures('kyle-pitts'), s.grade('kyle-pitts')] },
  { team: 'sharks', question: 'Is Chris Godwin injured?', must: () => ['**Chris Godwin** (WR, TB) is **listed as injured**'] },
  { team: 'sharks', question: 'Which rookies should I target?', must: () => ['no rookie flag'] },
  // After the draft.
  { team: 'birds', question: 'Who should I drop?', must: () => ['**Drop Tyler Allgeier first**'] },
  { team: 'hoarders', question: 'Who should I cut from my bench?', must: () => ['**Drop Travis Kelce first**', 'fourth TE'] },
  {
    team: 'birds',
    question: 'Who do I start in week 1?',
    must: () => ['QB: **Jalen Hurts**', 'FLEX: **DeVonta Smith**', 'Sit: Jaylen Waddle'],
  },
  { team: 'birds', question: 'Should I start Jaylen Waddle or DeVonta Smith?', must: () => ['**Start DeVonta Smith** over Jaylen Waddle'] },
  { team: 'birds', question: 'who should I bench this week?', must: () => ['Sit: Jaylen Waddle'] },
  // Trades.
  {
    team: 'sharks',
    question: 'Should I trade Drake London for Tee Higgins?',
    must: () => ['Giving Drake London', 'for Tee Higgins', 'costs you', 'cannot'],
  },
  {
    team: 'birds',
    question: 'Someone offered me Tee Higgins for Jaylen Waddle, is it fair?',
    must: () => ['Giving Jaylen Waddle', 'helps you', 'cannot'],
  },
  // Grades.
  {
    team: 'hoarders',
    question: 'Grade my team',
    must: () => ['**4 QBs**', '**4 TEs**', 'No WRs after 10 picks'],
    mustNot: () => ['Strongest: **RB**'],
  },
  { team: 'birds', question: "How's my roster looking?", must: () => ['the final draft grade', 'Bye clash: week 9'] },
  {
    team: 'sharks',
    question: 'What happens if I take Kelce?',
    must: (s) => [`grades **${s.grade('travis-kelce')}**`, "**I'd pass**"],
    mustNot: () => ['**Take Travis Kelce'],
  },
  {
    team: 'sharks',
    question: 'Should I draft Jaylen Waddle?',
    must: (s) => [`grades **${s.grade('jaylen-waddle')}**`, 'at pick 53, where you are on the clock'],
  },
  { team: 'sharks', question: 'Is Baker Mayfield a reach here?', must: (s) => [`grades **${s.grade('baker-mayfield')}**`] },
  {
    team: 'sharks',
    question: "D'Andre Swift or Rashee Rice?",
    must: (s) => [s.grade('d-andre-swift'), s.grade('rashee-rice'), 'Pick grade at 53', `Still there at pick ${s.chancePick}`],
  },
  {
    team: 'sharks',
    question: 'Compare Jameson Williams, DK Metcalf and Tetairoa McMillan',
    must: (s) => [s.grade('jameson-williams'), s.grade('tetairoa-mcmillan'), 'already taken by another team'],
  },
  {
    team: 'sharks',
    question: 'Should I stack Drake London with his QB?',
    must: (s) => ['**Drake London** (WR, ATL) with **Michael Penix Jr.** (QB, ATL)', s.grade('michael-penix-jr')],
  },
  { team: 'sharksWaiting', question: 'Any value picks sliding past ADP?', must: () => ['the draft is following ADP'] },
  // Names.
  { team: 'sharks', question: 'Chase or Rice', must: () => ['"Chase" could be **Ja\'Marr Chase** (WR, CIN), **Chase Brown** (RB, CIN)'] },
  {
    team: 'sharks',
    question: 'Should I draft Tank Dell?',
    must: () => ['**Tank Dell** is not in the 2025 player pool'],
    mustNot: () => ['Bigsby'],
  },
  { team: 'sharks', question: 'Is Jaylen Wadle worth it here?', must: (s) => ['**Jaylen Waddle**', s.grade('jaylen-waddle')] },
  { team: 'sharks', question: 'What about Tank Bigsbee?', must: () => ['Did you mean **Tank Bigsby** (RB, JAX)?'] },
  { team: 'sharks', question: 'tell me about CMC', must: () => ['**Christian McCaffrey** (RB, SF)', 'already taken by another team'] },
  {
    team: 'bears',
    question: 'start Pollard or Cook week 1?',
    must: () => ['**Start James Cook** over Tony Pollard', 'James Cook: 232 projected points, **start** (RB2)'],
  },
  {
    team: 'bears',
    question: 'what is Mahomes bye week?',
    must: () => ['**Patrick Mahomes** (QB, KC): bye week **10**', "Ja'Marr Chase (WR)"],
  },
  {
    team: 'bears',
    question: 'I need a TE2, who?',
    must: (s) => ['this would be your second TE', s.top('TE').name, `${s.chance(s.top('TE').id)} chance he is still there at pick 180`],
  },
  { team: 'sharks', question: 'any upside picks with my next pick?', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'sharks', question: 'Terry McLaurin vs Courtland Sutton', must: () => ['None of them is still available to Sharks'] },
  {
    team: 'sharks',
    question: 'Who will be gone before my next pick?',
    must: (s) => ['Likely gone:', `Who is likely still there at pick **${s.chancePick}**`],
  },
  {
    team: 'sharks',
    question: 'rank my picks',
    must: () => [
      'Pick 5 (round 1): **Jahmyr Gibbs** (RB, DET)',
      `Draft grade now: **${context('sharks').grade!.letter} (${context('sharks').grade!.percentage}%)**`,
      ...context('sharks').replay.map((p) => `**${p.pickGrade.letter} (${p.pickGrade.percentage}%)**`),
    ],
  },
  { team: 'sharks', question: 'which pick was my best?', must: () => ['Best pick: **'] },
  { team: 'sharks', question: 'what is VOR?', must: () => ['**VOR**: value over replacement'], mustNot: () => ['**Take '] },
  {
    team: 'sharks',
    question: 'How does the draft grade work?',
    must: () => ['**Draft grade**:', 'B (85%) is level with an ADP drafter', "Sharks's draft grade now"],
  },
  { team: 'bears', question: 'Do I have enough WRs?', must: () => ['Bears has 5 WRs'] },
  { team: 'bears', question: 'who should be my flex?', must: () => ['FLEX: **Tyreek Hill**'] },
  { team: 'bears', question: 'Am I better at RB or WR?', must: () => ['Strongest: **WR**', 'Weakest: **RB**'] },
  { team: 'bears', question: 'If Achane gets hurt who plays?', must: () => ["De'Von Achane → **Jaylen Wright**"] },
  { team: 'bears', question: 'thanks!', must: () => ["You're welcome"] },
  { team: 'sharks', question: 'what are my weaknesses', must: () => [/Your weakest position is \*\*(QB|RB|WR|TE)\*\*/] },
  { team: 'bears', question: 'What will my team score this season?', must: () => ['(1815 projected points)'] },
  {
    team: 'bears',
    question: 'What should I do with my last three picks?',
    must: (s) => [
      `**Take ${s.top().name}**`,
      `Your K and DEF wait for the last two rounds: picks ${s.userPicks[13]} and ${s.userPicks[14]}.`,
    ],
    mustNot: () => ['(+0 points to your lineup)'],
  },
  // Timing, help, out of scope.
  { team: 'sharksWaiting', question: 'When is my next pick?', must: () => ['Your next pick is **53**'] },
  { team: 'sharks', question: 'What can you do?', must: () => ['Who should I pick next?'] },
  // Asked in other words than the ones above: a football question is answered, never declined.
  {
    team: 'sharks',
    question: 'give me your top 3 options right now',
    must: (s) => [`**Take ${s.top().name}**`, `1. **${s.top().name}**`],
    mustNot: () => [DECLINE_ANSWER],
  },
  {
    team: 'sharks',
    question: 'how am I doing?',
    must: () => [`**Sharks: ${context('sharks').grade!.letter} (${context('sharks').grade!.percentage}%)**`],
    mustNot: () => [DECLINE_ANSWER],
  },
  {
    team: 'sharks',
    question: 'explain the survival percentage',
    must: () => ['**Chance he is still there**'],
    mustNot: () => [DECLINE_ANSWER, '**Take '],
  },
  { team: 'sharks', question: 'hi', must: () => ['Who should I pick next?'], mustNot: () => [DECLINE_ANSWER] },
  {
    team: 'sharks',
    question: 'what is PPR?',
    must: () => ['**PPR**: points per reception', 'This team scores PPR'],
    mustNot: () => ['**Take '],
  },
  {
    team: 'fresh',
    question: 'what are the tiers at QB?',
    must: (s) => ['**QB**: tier 1', s.top('QB').name],
    mustNot: () => ['**Tier**: players at one position'],
  },
  {
    team: 'hoarders',
    question: 'which QB should I drop?',
    must: () => ['Your bench QBs', '**Drop Joe Burrow first**'],
    mustNot: () => ['Drop Travis Kelce', '- Sam LaPorta'],
  },
  {
    team: 'sharks',
    question: 'did I reach on James Cook?',
    must: () => [
      `You took **James Cook** (RB, BUF) at pick 44 (round 4): **${context('sharks').replay[3]!.pickGrade.letter} (${context('sharks').replay[3]!.pickGrade.percentage}%)**`,
    ],
  },
  {
    team: 'sharks',
    question: 'I have Gibbs and Cook, should I grab another running back?',
    must: () => ['Sharks has 2 RBs (Jahmyr Gibbs, James Cook)', 'this would be your third RB'],
    mustNot: () => ['| Pick grade at 53 |'],
  },
  { team: 'sharks', question: 'what do you think of my first pick?', must: () => ['Pick 5 (round 1): **Jahmyr Gibbs** (RB, DET)'] },
  { team: 'sharks', question: 'what position should I focus on next?', must: () => ['Your weakest position is **QB**'] },
  {
    team: 'sharks',
    question: 'who backs up Jahmyr Gibbs?',
    must: () => ['Handcuffs for Sharks', 'Jahmyr Gibbs: no handcuff linked in the 2025 pool'],
  },
  {
    team: 'birds',
    question: 'I need help with week 9',
    must: () => ['**Week 9**: Jalen Hurts (QB), Saquon Barkley (RB), A.J. Brown (WR), DeVonta Smith (WR)'],
    mustNot: () => ['Week 1 lineup'],
  },
  {
    team: 'bears',
    question: 'what should I do with my last picks?',
    must: (s) => [`**Take ${s.top().name}**`],
    mustNot: () => ["Bears's picks, each graded"],
  },
  { team: 'fresh', question: 'who goes first overall?', must: (s) => [`**Take ${s.top().name}**`], mustNot: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: 'who is overvalued right now?', must: (s) => [`**Take ${s.top().name}**`], mustNot: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: "what's the best pizza topping?", must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: 'can you help me with my taxes?', must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: "what's my biggest need?", must: () => ['Your weakest position is **QB**'] },
  { team: 'birds', question: 'who should I cut?', must: () => ['**Drop Tyler Allgeier first**'] },
  {
    team: 'hoarders',
    question: "what's wrong with my team?",
    must: () => [`**Hoarders: ${context('hoarders').grade!.letter} (${context('hoarders').grade!.percentage}%)**`],
  },
  {
    team: 'sharks',
    question: 'can Mahomes wait until my next pick?',
    must: (s) => [`**${s.chance('patrick-mahomes')} chance** he is still there at pick 68`],
  },
  { team: 'sharks', question: 'does my roster need a RB or WR more?', must: (s) => [`**WR now: ${s.top('WR').name}.**`, s.top('RB').name] },
  {
    team: 'fresh',
    question: 'RB or WR in round 1?',
    must: (s) => [`**WR now: ${s.top('WR').name}.**`, s.top('RB').name],
    mustNot: () => ['Who is likely still there'],
  },
  { team: 'sharks', question: 'I want to punt TE, good idea?', must: () => ['**Late TE**'] },
  {
    team: 'birds',
    question: 'which of my picks was the biggest reach?',
    must: () => ["Birds's picks, each graded at the moment it was made", 'Weakest: '],
  },
  { team: 'fresh', question: 'who should be my first pick?', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'sharks', question: 'what is a handcuff?', must: () => ['**Handcuff**: the backup'] },
  {
    team: 'sharks',
    question: 'when will the TEs run out?',
    must: (s) => [`**TE**: tier ${s.moment.byId.get(s.top('TE').id)!.tier}`],
    mustNot: () => ['WR run'],
  },
  { team: 'sharks', question: 'who will win the NFL this year?', must: () => ['no news, game results'], mustNot: () => ['**Sharks: '] },
  {
    team: 'sharks',
    question: 'who are the biggest reaches so far?',
    must: () => ['- Pick 29: **Garrett Wilson** (WR, NYJ), ADP 33.2, 4 picks early (yours)'],
    mustNot: () => ['**Take '],
  },
  {
    team: 'birds',
    question: 'who reached the most?',
    must: () => ['- Pick 51: **Dallas Goedert** (TE, PHI), ADP 108.0, 57 picks early (yours)', '- Pick 135: **Austin Ekeler** (RB, WAS)'],
  },
  { team: 'sharks', question: 'any reaches at QB?', must: () => ['No pick at QB so far came 3 or more picks ahead of its ADP'] },
  { team: 'sharks', question: 'my picks so far?', must: () => ["Sharks's picks, each graded at the moment it was made"] },
  {
    team: 'sharks',
    question: 'overall thoughts on my draft?',
    must: () => [`**Sharks: ${context('sharks').grade!.letter} (${context('sharks').grade!.percentage}%)**`],
  },
  {
    team: 'hoarders',
    question: 'is my roster balanced?',
    must: () => [`**Hoarders: ${context('hoarders').grade!.letter} (${context('hoarders').grade!.percentage}%)**`],
  },
  { team: 'sharks', question: 'Rice or Mayfield, and when should I get a TE?', must: () => ['| | Rashee Rice | Baker Mayfield |'] },
  { team: 'sharks', question: 'Mayfield or Love at QB?', must: () => ['| | Baker Mayfield | Jordan Love |'] },
  // Asked by a second reader of the engine, in words neither had used.
  {
    team: 'hoarders',
    question: 'Best wideout left?',
    must: (s) => [`1. **${s.top('WR').name}**`],
    mustNot: () => [DECLINE_ANSWER, '(RB,', '(QB,'],
  },
  {
    team: 'birds',
    question: 'week 9 is gonna be rough huh',
    must: () => ['**Week 9**: Jalen Hurts (QB), Saquon Barkley (RB), A.J. Brown (WR), DeVonta Smith (WR)'],
  },
  { team: 'sharks', question: 'what weeks are my guys off?', must: () => ['week 5: Drake London'] },
  { team: 'sharks', question: 'how is the chance % calculated?', must: () => ['**Chance he is still there**'] },
  { team: 'bears', question: 'am I on the turn?', must: () => ['pick **156**', '157'] },
  {
    team: 'sharks',
    question: 'Odds Tetairoa McMillan is there at 68?',
    must: (s) => [`**${s.chance('tetairoa-mcmillan')} chance** he is still there at pick 68`],
  },
  {
    team: 'sharks',
    question: 'what are the chances Kelce is still around next time I pick',
    must: (s) => [`**Travis Kelce** (TE, KC): **${s.chance('travis-kelce')} chance** he is still there at pick 68`],
  },
  {
    team: 'sharksWaiting',
    question: 'Will DeVonta Smith get sniped before my pick?',
    must: (s) => [`**${s.chance('devonta-smith')} chance** he is still there at pick 53`],
    mustNot: () => ['grades'],
  },
  {
    team: 'sharks',
    question: "Who's going to go in the next few picks?",
    must: () => ['Who is likely still there at pick **68**', 'Likely gone:'],
  },
  { team: 'sharks', question: 'do I need 2 TEs?', must: () => ['Sharks has no TE for 1 starting slot'] },
  { team: 'birds', question: "who's the worst guy on my roster", must: () => ['**Drop Tyler Allgeier first**'] },
  { team: 'hoarders', question: 'which TE should I dump?', must: () => ['Your bench TEs', '**Drop Travis Kelce first**'] },
  { team: 'birds', question: "who's my starting QB", must: () => ['**Start Jalen Hurts** at QB'] },
  {
    team: 'birds',
    question: 'was Goedert in round 5 a mistake?',
    must: () => [
      `You took **Dallas Goedert** (TE, PHI) at pick 51 (round 5): **${context('birds').replay.find((p) => p.player.id === 'dallas-goedert')!.pickGrade.letter}`,
    ],
  },
  { team: 'sharks', question: "what's my team projected to score?", must: () => ['(1039 projected points)'] },
  { team: 'sharks', question: 'wtf is VOR and why do you care about it', must: () => ['**VOR**: value over replacement'] },
  { team: 'sharks', question: 'what do the tiers mean?', must: () => ['**Tier**: players at one position'] },
  { team: 'sharks', question: "who's Cook's backup", must: () => ['James Cook → **Ray Davis** (RB, BUF)'] },
  {
    team: 'sharks',
    question: 'do I need a backup for my QB?',
    must: () => ['Sharks has no QB for 1 starting slot'],
    mustNot: () => ['Handcuffs for'],
  },
  { team: 'sharks', question: 'who is the best basketball player ever', must: () => [DECLINE_ANSWER] },
  {
    team: 'sharks',
    question: 'Who should I take, and when should I get my QB?',
    must: (s) => [`**Take ${s.top().name}**`, 'Sharks has no QB for 1 starting slot'],
  },
  {
    team: 'birds',
    question: 'Grade my team and tell me who to drop',
    must: () => [`**Birds: ${context('birds').grade!.letter} (${context('birds').grade!.percentage}%)**`, '**Drop Tyler Allgeier first**'],
  },
  { team: 'bears', question: 'Start Hill or Adams?', must: () => ['- Tyreek Hill:', '- Davante Adams:'], mustNot: () => ['could be'] },
  {
    team: 'bears',
    question: "is Chase's bye week a problem?",
    must: () => ["**Ja'Marr Chase** (WR, CIN): bye week **10**"],
    mustNot: () => ['could be'],
  },
  {
    team: 'fresh',
    question: 'explain zero rb to me and should i do it',
    must: () => ['**Zero-RB** means no RB in the first rounds', '**Zero-RB** fits this pick'],
  },
  { team: 'sharks', question: 'what is hero rb?', must: () => ['**Hero-RB** means one elite RB'] },
  {
    team: 'sharks',
    question: "Who's the best flex option available?",
    must: (s) => [`**WR now: ${s.top('WR').name}.**`, `- **RB**: **${s.top('RB').name}**`, `- **TE**: **${s.top('TE').name}**`],
    mustNot: () => ['(QB,'],
  },
  {
    team: 'birds',
    question: 'should I cut Jordan Mason or Tyler Allgeier?',
    must: () => ['**Drop Tyler Allgeier first**: he has the least value of the ones you named'],
  },
  // A third reader's questions.
  { team: 'sharks', question: 'whos the move rn', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'fresh', question: 'wat shud i pik first', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'sharks', question: "what's the best build from slot 5", must: () => ['**hero-RB** build'] },
  { team: 'bears', question: 'any of my guys hurt rn', must: () => ['Nobody on Bears is listed as injured'] },
  { team: 'bears', question: 'any runs happening?', must: () => ['No positional run right now'] },
  { team: 'sharks', question: "what does 'chance he is still there' mean exactly", must: () => ['**Chance he is still there**:'] },
  { team: 'fresh', question: 'what is replacement level', must: () => ['**VOR**: value over replacement'] },
  { team: 'sharks', question: 'what is a positional run', must: () => ['**Run**: a stretch of picks at one position'] },
  { team: 'sharks', question: 'Round 5, need the best player available, go', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'sharks', question: "what's the best draft beer?", must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: 'best pickup truck for towing?', must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: 'who won the world series', must: () => [DECLINE_ANSWER] },
  {
    team: 'hoarders',
    question: "who's the best receiver left for me at pick 128",
    must: (s) => [`**Take ${s.top('WR').name}**`],
    mustNot: () => ["I can't give chances"],
  },
  { team: 'sharks', question: 'best pick in round 5 for me?', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'sharks', question: 'Josh Downs in round 5 - value or reach?', must: () => ['Taking **Josh Downs** (WR, IND) at pick 53'] },
  { team: 'fresh', question: 'WR heavy start a good idea from pick 1?', must: () => ['**Zero-RB**'], mustNot: () => ['no lineup to set'] },
  { team: 'bears', question: 'Ray Davis vs Jerome Ford for my bench', must: () => ['| | Ray Davis | Jerome Ford |'] },
  { team: 'birds', question: 'is A.J. Brown for Bijan Robinson a win for me', must: () => ['Values for Birds', 'Giving A.J. Brown'] },
  {
    team: 'sharks',
    question: "how'd I do with Garrett Wilson in round 3",
    must: () => ['You took **Garrett Wilson** (WR, NYJ) at pick 29 (round 3)'],
  },
  { team: 'birds', question: 'is Rashid Shaheed droppable', must: () => ['Rashid Shaheed is on your bench'] },
  { team: 'hoarders', question: 'is everybody taking QBs right now', must: () => ['No QB run right now: 1 of the last 8 picks'] },
  { team: 'sharks', question: 'are people running on tight ends?', must: () => ['No TE run right now'], mustNot: () => ['Yes: WR run'] },
  { team: 'sharks', question: 'what QB can I get in round 7?', must: () => ["I can't give chances for pick 77"] },
  {
    team: 'sharks',
    question: 'any rookie WRs worth taking at 53?',
    must: () => ['The youngest WR near the top of your board'],
    mustNot: () => ['(RB,', '(QB,'],
  },
  { team: 'sharks', question: 'kelce v hockenson v andrews', must: () => ['| | Travis Kelce | T.J. Hockenson | Mark Andrews |'] },
  { team: 'bears', question: 'who can I get at pick 180', must: () => ['Who is likely still there at pick **180**'] },
  { team: 'birds', question: "do I have Barkley's backup?", must: () => ['Saquon Barkley → **Will Shipley** (RB, PHI)'] },
  {
    team: 'sharks',
    question: "should I take Brandon Aubrey early? he's the best K",
    must: () => ['Taking **Brandon Aubrey** (K, DAL)'],
    mustNot: () => ['age '],
  },
  // A fourth reader's questions.
  {
    team: 'sharks',
    question: 'Why is your top recommendation not the player with the most projected points?',
    must: () => ['**Recommendations**: the board ranks'],
  },
  {
    team: 'sharks',
    question: 'rice here?',
    must: (s) => [`Taking **Rashee Rice** (WR, KC) at pick 53, where you are on the clock, grades **${s.grade('rashee-rice')}**`],
  },
  { team: 'sharks', question: 'bowers still there?', must: () => ['**Brock Bowers** (TE, LV)', 'already taken by another team'] },
  { team: 'fresh', question: '1.01?', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'sharks', question: 'sniped! my guy just went, who now?', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'bears', question: 'who should I grab at 157', must: () => ['Nobody picks between 156 and 157'] },
  { team: 'birds', question: "Who's the best player I passed on?", must: () => ["Birds's picks, each graded at the moment it was made"] },
  {
    team: 'sharks',
    question: 'Does the model account for ADP variance when computing survival odds?',
    must: () => ['**Chance he is still there**'],
    mustNot: () => ['no news, game results'],
  },
  { team: 'sharks', question: 'Can you recommend a good fantasy novel?', must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: 'Recommend a good pick-up line for a date', must: () => [DECLINE_ANSWER] },
  { team: 'bears', question: 'Who is the best point guard in the league right now?', must: () => [DECLINE_ANSWER] },
  {
    team: 'sharks',
    question: 'Kirk Cousins projected points?',
    must: () => ['**Kirk Cousins** is not in the 2025 player pool'],
    mustNot: () => ['Christian Kirk'],
  },
  { team: 'sharks', question: 'hampton or walker', must: () => ['| | Omarion Hampton | Kenneth Walker III |'] },
  {
    team: 'sharks',
    question: 'Which tier is Jaxon Smith-Njigba in?',
    must: () => ['**Jaxon Smith-Njigba** (WR, SEA): age 23, bye week 8, tier 7 WR'],
  },
  { team: 'sharks', question: "What's my projected starting lineup total?", must: () => ['(1039 projected points)'] },
  {
    team: 'birds',
    question: 'What was my best value pick of the draft?',
    must: () => ["Birds's picks, each graded at the moment it was made"],
  },
  {
    team: 'sharks',
    question: 'Summarize my draft in two sentences',
    must: () => [`**Sharks: ${context('sharks').grade!.letter} (${context('sharks').grade!.percentage}%)**`],
  },
  {
    team: 'birds',
    question: 'Was Brandon Aubrey in round 15 fine?',
    must: () => ['You took **Brandon Aubrey** (K, DAL) at pick 171 (round 15)'],
  },
  { team: 'birds', question: 'wk1 flex?', must: () => ['- FLEX: **DeVonta Smith** (PHI)'] },
  { team: 'sharks', question: 'need a name NOW', must: (s) => [`**Take ${s.top().name}**`] },
  {
    team: 'bears',
    question: 'quick - RB or WR for the bench',
    must: (s) => [`- **RB**: **${s.top('RB').name}**`, `- **WR**: **${s.top('WR').name}**`],
  },
  {
    team: 'sharksWaiting',
    question: "who's gonna get taken in the next 3 picks",
    must: () => ['Who is likely still there at pick **53**'],
  },
  { team: 'sharks', question: "What does 'flex' mean on my lineup?", must: () => ['**FLEX**: a starting slot'] },
  { team: 'sharks', question: 'what is the best rice recipe?', must: () => [DECLINE_ANSWER] },
  // A fifth reader's questions.
  { team: 'hoarders', question: 'top 5 players on my board right now?', must: (s) => [`**Take ${s.top().name}**`] },
  { team: 'otters', question: 'who do you like for me at 58?', must: () => ['Who is likely still there at pick **58**'] },
  { team: 'sharksWaiting', question: 'whos the highest ranked guy still on the board', must: (s) => [`1. **${s.top().name}**`] },
  {
    team: 'bears',
    question: "need a WR for depth, who's the best one?",
    must: (s) => [`1. **${s.top('WR').name}**`],
    mustNot: () => ['weakest position'],
  },
  {
    team: 'sharksWaiting',
    question: 'think Rashee Rice makes it to 53?',
    must: (s) => [`**Rashee Rice** (WR, KC): **${s.chance('rashee-rice')} chance** he is still there at pick 53`],
  },
  {
    team: 'sharks',
    question: "odds Aaron Jones is still on the board when I'm back up",
    must: (s) => [`**Aaron Jones** (RB, MIN): **${s.chance('aaron-jones')} chance**`],
  },
  {
    team: 'sharksWaiting',
    question: 'Calvin Ridley gone by the time I pick?',
    must: (s) => [`**Calvin Ridley** (WR, TEN): **${s.chance('calvin-ridley')} chance**`],
    mustNot: () => ['grades'],
  },
  {
    team: 'sharks',
    question: 'How likely is it that T.J. Hockenson lasts to my round 6 pick?',
    must: (s) => [`**T.J. Hockenson** (TE, MIN): **${s.chance('t-j-hockenson')} chance** he is still there at pick 68`],
  },
  {
    team: 'bears',
    question: "romeo doubs or wan'dale robinson for my last bench spot",
    must: () => ["| | Romeo Doubs | Wan'Dale Robinson |"],
  },
  { team: 'fresh', question: 'hero rb or double wr to start?', must: () => ['**Hero-RB**'], mustNot: () => ['no lineup to set'] },
  {
    team: 'bears',
    question: 'should I grab a second QB behind Mahomes?',
    must: () => ['Bears has 1 QB (Patrick Mahomes) for 1 starting slot; this would be your second QB'],
  },
  {
    team: 'bears',
    question: 'are Chase and Mahomes off the same week?',
    must: () => ["**Ja'Marr Chase** (WR, CIN): bye week **10**", 'Patrick Mahomes (QB)'],
  },
  {
    team: 'sharksWaiting',
    question: 'should I be grabbing Ray Davis as insurance for Cook?',
    must: () => ['James Cook → **Ray Davis** (RB, BUF)'],
    mustNot: () => ['Ray Davis: no handcuff'],
  },
  {
    team: 'otters',
    question: 'is week 5 gonna hurt me?',
    must: () => ['Off in week 5 on Otters: Josh Jacobs (RB)'],
    mustNot: () => ['listed as injured'],
  },
  {
    team: 'birds',
    question: 'I own Walker, is Charbonnet worth stashing?',
    must: () => ['Kenneth Walker III → **Zach Charbonnet** (RB, SEA)'],
  },
  {
    team: 'hoarders',
    question: 'too many old guys on my team?',
    must: () => ['Ages on Hoarders, oldest first', '- Travis Kelce (TE): 35'],
  },
  { team: 'birds', question: 'any of my starters banged up?', must: () => ['Nobody on Birds is listed as injured'] },
  {
    team: 'otters',
    question: 'which RBs on the board are older than 28?',
    must: () => ['The oldest RB near the top of your board'],
    mustNot: () => ['(WR)', '(QB)'],
  },
  {
    team: 'bears',
    question: 'Bench Jerry Jeudy or Jakobi Meyers?',
    must: () => ['- Jerry Jeudy:', '- Jakobi Meyers:'],
    mustNot: () => ['Drop '],
  },
  { team: 'hoarders', question: 'which of my 4 QBs starts?', must: () => ['**Start Josh Allen** at QB'] },
  {
    team: 'otters',
    question: 'was taking Ladd McConkey in round 3 smart?',
    must: () => ['You took **Ladd McConkey** (WR, LAC) at pick 34 (round 3)'],
  },
  { team: 'sharks', question: '2-for-1: Garrett Wilson + James Cook for CeeDee Lamb, do it?', must: () => ['Values for Sharks'] },
  { team: 'fresh', question: 'how are tiers calculated?', must: () => ['**Tier**: players at one position'] },
  { team: 'sharks', question: 'why does my pick grade say B?', must: () => ['**Pick grade**: how a pick compares'] },
  { team: 'otters', question: 'is VOR the same thing as projected points?', must: () => ['**VOR**: value over replacement'] },
  { team: 'sharksWaiting', question: 'what does the percentage next to Rashee Rice mean?', must: () => ['**Chance he is still there**'] },
  { team: 'sharks', question: 'how many picks make a run?', must: () => ['**Run**: a stretch of picks'], mustNot: () => ['Yes: WR run'] },
  { team: 'fresh', question: 'what does ADP spread mean?', must: () => ['**ADP**: average draft position'] },
  { team: 'sharks', question: 'Draft me a cover letter for a marketing job', must: () => [DECLINE_ANSWER] },
  {
    team: 'sharks',
    question: 'How old are my running backs?',
    must: () => ['Ages on Sharks at RB', '- James Cook (RB): 25', '- Jahmyr Gibbs (RB): 23'],
  },
  // A sixth reader's questions.
  { team: 'otters', question: "what's the play here at 39?", must: (s) => [`**Take ${s.top().name}**`] },
  {
    team: 'otters',
    question: 'who adds the most to my starting lineup right now?',
    must: (s) => [`**Take ${s.top().name}**`],
    mustNot: () => ['Week 1 lineup'],
  },
  { team: 'sharksWaiting', question: "if you were me who'd you take when my turn comes", must: (s) => [`1. **${s.top().name}**`] },
  {
    team: 'sharksWaiting',
    question: 'Courtland Sutton — will he slip to me at 53?',
    must: (s) => [`**Courtland Sutton** (WR, DEN): **${s.chance('courtland-sutton')} chance** he is still there at pick 53`],
  },
  {
    team: 'sharksWaiting',
    question: 'Burrow, Mahomes or Baker — which QB?',
    must: () => ['| | Joe Burrow | Patrick Mahomes | Baker Mayfield |'],
  },
  { team: 'otters', question: 'is taking Sam LaPorta in round 4 too early?', must: () => ['Taking **Sam LaPorta** (TE, DET) at pick 39'] },
  { team: 'otters', question: 'when should I start thinking about QB?', must: () => ['Otters has no QB for 1 starting slot'] },
  { team: 'otters', question: 'planning to stream QBs all year, is that dumb?', must: () => ['**Late QB**'] },
  {
    team: 'sharks',
    question: 'thinking of skipping QB until round 10, good idea?',
    must: () => ['**Late QB**'],
    mustNot: () => ['**Zero-RB**'],
  },
  { team: 'bears', question: "Pollard's backup — is it Spears?", must: () => ['Tony Pollard → **Tyjae Spears** (RB, TEN)'] },
  {
    team: 'bears',
    question: 'which bye week hurts me most?',
    must: () => ['bye-week problems among Bears'],
    mustNot: () => ['**Jalen Hurts**'],
  },
  { team: 'birds', question: "who's off week 12", must: () => ['Off in week 12 on Birds: Jaylen Waddle (WR)'] },
  { team: 'bears', question: 'Is Tyreek getting too old? should I worry', must: () => ['**Tyreek Hill** (WR, MIA): age 31'] },
  { team: 'sharks', question: 'which RBs on my board are under 25?', must: () => ['The youngest RB near the top of your board'] },
  { team: 'fresh', question: 'young studs to build around?', must: () => ['The youngest players near the top of your board'] },
  { team: 'bears', question: 'which WR should ride the pine?', must: () => ['Sit: Jakobi Meyers'] },
  { team: 'bears', question: 'should Jaylen Warren or Zach Charbonnet be my RB2?', must: () => ['- Jaylen Warren:', '**sit** (bench)'] },
  { team: 'sharks', question: 'someone wants Gibbs for Justin Jefferson + Swift, thoughts?', must: () => ['Values for Sharks'] },
  { team: 'bears', question: 'Adams for Kyren Williams straight up, who wins?', must: () => ['Values for Bears'] },
  { team: 'sharksWaiting', question: 'why does the chance column matter?', must: () => ['**Chance he is still there**'] },
  {
    team: 'bears',
    question: 'vor vs adp, which matters more?',
    must: () => ['**VOR**: value over replacement', '**ADP**: average draft position'],
  },
  { team: 'sharks', question: "why would a player's chance be 0%?", must: () => ['**Chance he is still there**'] },
  { team: 'fresh', question: 'what does tier 1 mean for QBs?', must: () => ['**Tier**: players at one position'] },
  { team: 'bears', question: 'who is the best player in the Premier League?', must: () => [DECLINE_ANSWER] },
  { team: 'fresh', question: 'help me pick a name for my puppy', must: () => [DECLINE_ANSWER] },
  {
    team: 'sharks',
    question: 'Is Philadelphia Eagles D/ST any good?',
    must: () => ['**Philadelphia Eagles D/ST** (DEF, PHI): bye week'],
    mustNot: () => ['age 0'],
  },
  // A seventh reader's questions.
  {
    team: 'otters',
    question: 'who fills my lineup best here, need a starter',
    must: (s) => [`**Take ${s.top().name}**`],
    mustNot: () => ['Week 1 lineup'],
  },
  {
    team: 'otters',
    question: "need a TE — who's the top one left",
    must: (s) => [`1. **${s.top('TE').name}**`],
    mustNot: () => ['weakest position'],
  },
  {
    team: 'sharksWaiting',
    question: 'Is Baker Mayfield likely to get snagged before 53?',
    must: (s) => [`**Baker Mayfield** (QB, TB): **${s.chance('baker-mayfield')} chance** he is still there at pick 53`],
  },
  {
    team: 'fresh',
    question: 'Chase or Bijan at 1?',
    must: () => [
      '(I read "Chase" as **Ja\'Marr Chase** (WR, CIN), the only player of that name still on your board near this pick.)',
      "| | Ja'Marr Chase | Bijan Robinson |",
    ],
  },
  {
    team: 'sharksWaiting',
    question: 'is McMillan at 53 a reach?',
    must: () => ['(I read "McMillan" as **Tetairoa McMillan** (WR, CAR)', 'Taking **Tetairoa McMillan** (WR, CAR)'],
  },
  {
    team: 'sharks',
    question: 'Aaron Jones is 30, too old to draft?',
    must: () => ['**Aaron Jones** (RB, MIN): age 30', 'Risk: an RB aged 30'],
  },
  {
    team: 'hoarders',
    question: 'Bench Kittle or McBride?',
    must: () => ['**They all start**: bench none of them'],
    mustNot: () => ['**Start Trey McBride** over'],
  },
  {
    team: 'hoarders',
    question: 'which RB starts for me, Kyren or Conner',
    must: () => ['- Kyren Williams: 238 projected points, **start** (RB1)'],
  },
  { team: 'bears', question: 'if I need a roster spot who goes', must: () => ['Bench order, first to drop at the top'] },
  {
    team: 'bears',
    question: 'Hill for Kittle trade, good for me?',
    must: () => ['**Tyreek Hill** (WR, MIA)', '(yours)', '**George Kittle** (TE, SF)'],
  },
  { team: 'otters', question: "how'd my first 3 rounds go?", must: () => ["Otters's picks, each graded at the moment it was made"] },
  {
    team: 'bears',
    question: 'where do I rank vs the rest of the league?',
    must: () => [`**Bears: ${context('bears').grade!.letter} (${context('bears').grade!.percentage}%)**`],
  },
  {
    team: 'birds',
    question: 'did I overpay for Kenneth Walker?',
    must: () => ['You took **Kenneth Walker III** (RB, SEA) at pick 70 (round 6)'],
  },
  {
    team: 'sharksWaiting',
    question: 'what is the grading scale based on, is a C bad?',
    must: () => ['**Draft grade**:'],
    mustNot: () => [DECLINE_ANSWER],
  },
  { team: 'hoarders', question: 'how do you compute VOR for a kicker?', must: () => ['**VOR**: value over replacement'] },
  { team: 'bears', question: 'where does the ADP data come from?', must: () => ['**ADP**: average draft position'] },
  { team: 'sharksWaiting', question: 'is a higher chance percentage good or bad?', must: () => ['**Chance he is still there**'] },
  { team: 'otters', question: 'does the draft grade change as I pick?', must: () => ['**Draft grade**: your pick grades blended'] },
  { team: 'sharksWaiting', question: 'should I pick Bitcoin or Ethereum?', must: () => [DECLINE_ANSWER] },
  { team: 'otters', question: 'help me plan a trip to Vegas', must: () => [DECLINE_ANSWER] },
  // An eighth reader's questions.
  { team: 'sharksWaiting', question: 'who should I put in my queue', must: (s) => [`1. **${s.top().name}**`] },
  { team: 'otters', question: 'best reciever avalable', must: (s) => [`1. **${s.top('WR').name}**`] },
  {
    team: 'sharksWaiting',
    question: 'any shot Isiah Pacheco falls to me at 53?',
    must: (s) => [`**Isiah Pacheco** (RB, KC): **${s.chance('isiah-pacheco')} chance** he is still there at pick 53`],
  },
  { team: 'hoarders', question: 'should I go heavy on RB for the rest of the draft?', must: () => ['Hoarders drafts from slot 8 of 12'] },
  {
    team: 'bears',
    question: 'I took LaPorta in round 7, should I get another tight end to cover his bye?',
    must: () => ['**Sam LaPorta** (TE, DET): bye week **8**'],
    mustNot: () => ['Handcuffs for'],
  },
  {
    team: 'sharks',
    question: 'Should I handcuff Gibbs with Montgomery?',
    must: () => ["David Montgomery is not Jahmyr Gibbs's handcuff in the 2025 pool"],
    mustNot: () => ['- David Montgomery: no handcuff'],
  },
  {
    team: 'hoarders',
    question: 'are any of the WRs on the board injured?',
    must: () => ['**Darnell Mooney** (WR, ATL)'],
    mustNot: () => ['(RB, ', '(QB, '],
  },
  { team: 'hoarders', question: 'lamar or allen this week', must: () => ['**Start Josh Allen** over Lamar Jackson'] },
  { team: 'fresh', question: 'adp?', must: () => ['**ADP**: average draft position'] },
  { team: 'sharks', question: 'if chance says 10% should i just take him now?', must: () => ['**Chance he is still there**'] },
  { team: 'bears', question: 'how is my draft grade different from pick grades?', must: () => ['**Pick grade**:', '**Draft grade**:'] },
  { team: 'hoarders', question: 'does this league use PPR or standard?', must: () => ['This team scores PPR'] },
  { team: 'sharks', question: 'explain runs like I am 5', must: () => ['**Run**: a stretch of picks'] },
  { team: 'fresh', question: "what does 'reach' mean in drafting?", must: () => ["**Reach**: a pick made well before the player's ADP"] },
  // A ninth reader's questions.
  {
    team: 'bears',
    question: 'Is Jerome Ford gonna be there at 157?',
    must: () => ["nobody picks between 156 and 157, so if you don't take him at 156 he is there at 157"],
  },
  {
    team: 'sharks',
    question: 'whats the chance George Pickens is there next round',
    must: (s) => [`**George Pickens** (WR, DAL): **${s.chance('george-pickens')} chance** he is still there at pick 68`],
  },
  {
    team: 'fresh',
    question: 'Will Bijan Robinson come back to me at pick 24?',
    must: (s) => [`**Bijan Robinson** (RB, ATL): **${s.chance('bijan-robinson')} chance** he is still there at pick 24`],
  },
  {
    team: 'sharksWaiting',
    question: 'zero rb is dead right? i already have 2 rbs so what build am I',
    must: () => ['**hero-RB** build', '**Zero-RB**'],
  },
  { team: 'hoarders', question: 'Any bye week overlap between my QBs?', must: () => ['Shared: week 7 (Josh Allen, Lamar Jackson)'] },
  { team: 'hoarders', question: "who's my weakest bench guy", must: () => ['Bench order, first to drop at the top'] },
  { team: 'otters', question: "who's starting for me if the season started today?", must: () => ['Week 1 lineup for Otters'] },
  { team: 'fresh', question: "what's the difference between a tier and a rank?", must: () => ['**Tier**:', '**Recommendations**:'] },
  { team: 'hoarders', question: 'how are pick grades calculated?', must: () => ['**Pick grade**:'] },
  { team: 'fresh', question: 'is higher VOR always better?', must: () => ['**VOR**: value over replacement'] },
  { team: 'bears', question: 'best fantasy RPG game to play right now?', must: () => [DECLINE_ANSWER] },
  // A tenth reader's questions.
  {
    team: 'sharksWaiting',
    question: "3 picks till I'm up, build me a shortlist",
    must: () => ['Who is likely still there at pick **53**'],
  },
  { team: 'sharks', question: 'recomend someone pls', must: (s) => [`**Take ${s.top().name}**`] },
  {
    team: 'bears',
    question: 'will Rico Dowdle still be there at my second pick of the turn?',
    must: () => ['nobody picks between 156 and 157'],
  },
  {
    team: 'otters',
    question: 'with Puka and Ladd already, should I keep hammering WR?',
    must: () => ['Otters has 2 WRs (Puka Nacua, Ladd McConkey)'],
  },
  { team: 'hoarders', question: 'i have 4 qbs already, do I ever need a 5th?', must: () => ['this would be your fifth QB', '**Wait.**'] },
  { team: 'fresh', question: 'how many TEs should I draft in total?', must: () => ['**Two TEs at most**'] },
  { team: 'sharks', question: 'would a double-TE approach make sense for me?', must: () => ['**Two TEs at most**'] },
  { team: 'bears', question: 'list my bye weeks', must: () => ["Your starters' byes: week 7: James Cook"] },
  {
    team: 'birds',
    question: 'do I need Jordan Mason as a handcuff? who does he back up',
    must: () => ['Jordan Mason is the handcuff of Aaron Jones'],
  },
  { team: 'bears', question: 'is Zach Charbonnet my worst player?', must: () => ['Zach Charbonnet is on your bench'] },
  {
    team: 'hoarders',
    question: 'start Kelce or LaPorta this week',
    must: () => ['**Neither starts** in your best lineup'],
    mustNot: () => ['**Start Sam LaPorta** over'],
  },
  { team: 'fresh', question: "why is Chase's ADP 1.3 and what does that number mean", must: () => ['**ADP**: average draft position'] },
  { team: 'sharks', question: 'how many picks early counts as a reach?', must: () => ['**Reach**:'] },
  { team: 'sharksWaiting', question: 'what does tier 3 mean for Travis Kelce?', must: () => ['**Tier**: players at one position'] },
  { team: 'sharks', question: 'Write me a poem about the ocean', must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: "What's the capital of France?", must: () => [DECLINE_ANSWER] },
  { team: 'sharks', question: 'who won the super bowl last year?', must: () => ['no news, game results'], mustNot: () => ['**Take '] },
];

describe('the question bank', () => {
  it('holds at least 40 questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [c.team, c.question, c] as const))('%s: %s', (team, question, c) => {
    const answer = ask(team, question);
    const s = screen(team);
    for (const fact of c.must(s))
      expect(answer).toEqual(typeof fact === 'string' ? expect.stringContaining(fact) : expect.stringMatching(fact));
    for (const fact of c.mustNot?.(s) ?? [])
      expect(answer).not.toEqual(typeof fact === 'string' ? expect.stringContaining(fact) : expect.stringMatching(fact));
    // Never a non-answer, never another of the user's teams, never a pick that is not this draft's (made, on the clock or the user's).
    expect(answer).not.toMatch(/didn't understand/i);
    if (team !== 'otters') for (const other of rosterNames('otters')) if (!question.includes(other)) expect(answer).not.toContain(other);
    const made = [...details[team]!.takenByOthers, ...details[team]!.roster.ownPicks].map((pick) => pick.overallPick);
    const known = new Set([s.current, s.chancePick, ...s.userPicks, ...made]);
    for (const match of answer.matchAll(/\bpicks? \**(\d+)\**/gi)) expect(known).toContain(Number(match[1]));
    // "Take X" never stands next to a reason against it.
    for (const line of answer.split('\n')) if (/\*\*Take /.test(line)) expect(line).not.toMatch(/Reach|Risk:/);
  });

  it('gives one draft grade when grading a team, the draft screen’s', () => {
    const answer = ask('sharks', 'grade my team so far');
    expect(answer.match(/\b[A-F][+-]? \(\d+%\)/g)).toHaveLength(1);
    const last = context('sharks').replay.at(-1)!.live;
    expect(answer).toContain(`${last.letter} (${last.percentage}%)`);
  });

  it('gives one grade in a recommendation: the top pick’s', () => {
    for (const key of ['sharks', 'sharksWaiting', 'fresh', 'hoarders'])
      expect(ask(key, 'who should I take?').match(/\b[A-F][+-]? \(\d+%\)/g)).toHaveLength(1);
  });

  it('reads "he" in a follow-up as the player of the question before', () => {
    const answer = answerQuestion({
      message: 'Will he last to my next pick?',
      earlier: 'Tell me about Jaylen Waddle',
      teams: [details['sharks']!.team],
      asked: [context('sharks')],
      more: 0,
      pool,
      names,
      advisor,
    });
    expect(answer).toContain(
      `**Jaylen Waddle** (WR, MIA): **${screen('sharks').chance('jaylen-waddle')} chance** he is still there at pick 68`,
    );
  });

  it('shows the draft screen’s alerts with the recommendations', () => {
    const answer = ask('sharks', 'who next?');
    for (const alert of draftAlerts(screen('sharks').moment)) expect(answer).toContain(alert.text);
  });
});

describe('which team a question is about', () => {
  const teams = [details['sharks']!.team, details['otters']!.team];
  const request = (focus: string, message: string, screenTeam?: string) => ({ focus, message, teams, screenTeam });

  it('is the focused team, else a team the question names, else the team on the draft screen', () => {
    expect(teamsAskedAbout(request(teams[1]!.id, 'who next?', teams[0]!.id)).map((t) => t.name)).toEqual(['Otters']);
    expect(teamsAskedAbout(request('all', 'grade Otters', teams[0]!.id)).map((t) => t.name)).toEqual(['Otters']);
    expect(teamsAskedAbout(request('all', 'who next?', teams[1]!.id)).map((t) => t.name)).toEqual(['Otters']);
    expect(teamsAskedAbout(request('all', 'who next?')).map((t) => t.name)).toEqual(['Sharks', 'Otters']);
  });
});
