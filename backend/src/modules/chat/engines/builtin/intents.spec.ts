import { classify, positionAskedFor } from './intents';

describe('classify', () => {
  it.each([
    ['Who should I pick next?', 0, 'recommend'],
    ['Best WR available?', 0, 'recommend'],
    ['who should I take with my next pick', 0, 'recommend'],
    ['When is my next pick?', 0, 'next-pick'],
    ['How many picks until I am up?', 0, 'next-pick'],
    ['Grade my team', 0, 'grade-team'],
    ["How's my roster looking?", 0, 'grade-team'],
    ['Compare these two', 2, 'compare'],
    ['Any bye-week problems?', 0, 'byes'],
    ["What's my weakest position?", 0, 'weakest'],
    ['Which handcuffs should I grab?', 0, 'handcuffs'],
    ['When should I draft a kicker and defense?', 0, 'kicker-defense'],
    ['When do I take K and DEF?', 0, 'kicker-defense'],
    ['Should I take him?', 1, 'grade-pick'],
    ['Tell me about him', 1, 'lookup'],
    ['List my teams', 0, 'list-teams'],
    ['What can you do?', 0, 'help'],
    ['Should I trade for a quarterback?', 0, 'out-of-scope'],
    ['Who do I start in week 3?', 0, 'out-of-scope'],
    ['blorp', 0, 'unknown'],
  ] as const)('%s → %s', (message, mentioned, intent) => {
    expect(classify(message, mentioned)).toBe(intent);
  });
});

describe('positionAskedFor', () => {
  it('finds the one position a question names', () => {
    expect(positionAskedFor('best running back left?')).toBe('RB');
    expect(positionAskedFor('Any good TEs?')).toBe('TE');
    expect(positionAskedFor('who should I pick next')).toBeUndefined();
    expect(positionAskedFor('RB or WR?')).toBeUndefined();
  });
});
