import { draftAlerts } from '@draftmode/grading';
import { answerQuestion, teamsAskedAbout } from './builtin-chat-engine';
import { advisor, ask, type Case, context, details, expectAnswerFits, names, pool, screen } from './question-bank.fixtures';

/**
 * The question bank: questions managers ask during and after a draft, over fixed rosters at fixed
 * moments (question-bank.fixtures.ts). Each answer must contain the facts the draft screen would
 * show at that moment and must not name players the user did not mean or another team's players.
 * This file holds the questions by topic; question-bank-reworded.spec.ts and
 * question-bank-readers.spec.ts hold the same topics asked in other words.
 */
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
];

describe('the question bank', () => {
  it('holds at least 40 questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [c.team, c.question, c] as const))('%s: %s', (team, question, c) => {
    expectAnswerFits(team, question, c);
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
