/**
 * Times the built-in chat engine as a question is answered: building a team's draft model (as the
 * draft screen does) and answering questions of every type from it, over the question bank's
 * fixed rosters. Prints one summary line:
 * `chat: team context N ms, answer N ms (median of N questions), slowest answer N ms`.
 */
import { performance } from 'node:perf_hooks';
import { answerQuestion } from '../src/modules/chat/engines/builtin/builtin-chat-engine';
import { bundledChatPool, draftDetail, type DraftFixture } from '../src/modules/chat/engines/builtin/question-bank.fixtures';
import { DraftAdvisor } from '../src/modules/chat/tools/draft-advisor';
import { PlayerNames } from '../src/modules/chat/tools/player-names';
import { buildTeamContext } from '../src/modules/chat/tools/team-context';

const pool = bundledChatPool();
const names = new PlayerNames(pool.players);
const advisor = new DraftAdvisor();

const FIXTURES: DraftFixture[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Early',
    slot: 5,
    own: ['jahmyr-gibbs', 'drake-london', 'garrett-wilson', 'james-cook'],
    at: 'clock',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    name: 'Late',
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
    at: 3,
  },
];

const QUESTIONS = [
  'Who should I pick next?',
  'Best WR available?',
  'Should I take a QB or WR here?',
  "What's likely there at my next pick?",
  'Will Jaylen Waddle last to my next pick?',
  'Zero RB or hero RB for this roster?',
  'When should I take my second QB?',
  'When should I draft a kicker and defense?',
  'Any bye-week problems?',
  'Handcuffs for my RBs?',
  'Any injury concerns?',
  'Which rookies should I target?',
  'Who should I drop?',
  'Who do I start in week 1?',
  'Should I trade Drake London for Tee Higgins?',
  'Grade my team',
  'Should I draft Tank Dell?',
  'Is Jaylen Wadle worth it?',
  'Courtland Sutton or Rashee Rice?',
  'Is there a run on WRs?',
  'How many tier 1 RBs are left?',
  'Should I stack my QB?',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const contextTimes: number[] = [];
const answerTimes: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const fixture of FIXTURES) {
    const detail = draftDetail(fixture, pool);
    let started = performance.now();
    const team = buildTeamContext(detail, pool);
    contextTimes.push(performance.now() - started);
    for (const message of QUESTIONS) {
      started = performance.now();
      answerQuestion({ message, teams: [detail.team], asked: [team], more: 0, pool, names, advisor });
      answerTimes.push(performance.now() - started);
    }
  }
}
console.log(
  `chat: team context ${median(contextTimes).toFixed(1)} ms, answer ${median(answerTimes).toFixed(1)} ms (median of ${answerTimes.length} questions), slowest answer ${Math.max(...answerTimes).toFixed(1)} ms`,
);
