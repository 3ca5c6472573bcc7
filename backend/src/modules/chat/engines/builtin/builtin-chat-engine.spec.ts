import { PlayerNames } from '../../tools/player-names';
import { DraftAdvisor } from '../../tools/draft-advisor';
import { answerQuestion, MAX_QUESTIONS_PER_MESSAGE, MORE_QUESTIONS_NOTE } from './builtin-chat-engine';
import { bundledChatPool } from './question-bank.fixtures';

describe('answerQuestion on a message of many questions', () => {
  const pool = bundledChatPool();
  const names = new PlayerNames(pool.players);
  const advisor = new DraftAdvisor();

  it('answers a bounded number of them and says so', () => {
    let reads = 0;
    const counting = { find: (text: string, options?: { lenient?: boolean }) => (reads++, names.find(text, options)) };
    const message = 'Is Bijan Robinson worth it? '.repeat(70).slice(0, 2000);
    const answer = answerQuestion({ message, teams: [], asked: [], more: 0, pool, names: counting, advisor });
    // Each question reads names at most three times (plain, lenient, the earlier question's); 70 were asked.
    expect(reads).toBeLessThanOrEqual(MAX_QUESTIONS_PER_MESSAGE * 3);
    expect(answer).toContain(MORE_QUESTIONS_NOTE);
  });
});
