import { classify, pickAskedFor, positionAskedFor } from './intents';

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
    ['Zero RB or hero RB from the 10 slot?', 0, 'strategy'],
    ['Should I take my second QB now or wait?', 0, 'position-timing'],
    ['Who will still be there at my next pick?', 0, 'at-next-pick'],
    ['Will he last to pick 40?', 1, 'at-next-pick'],
    ['Any injury concerns?', 0, 'injuries'],
    ['Which rookies are worth a pick?', 0, 'rookies'],
    ['Who should I drop?', 0, 'drop'],
    ['Who do I start in week 1?', 0, 'start-sit'],
    ['Should I trade him for a quarterback?', 1, 'trade'],
    ['Is there a run on receivers?', 0, 'runs'],
    ['How many tier 1 RBs are left?', 0, 'tiers'],
    ['When should I start drafting QBs?', 0, 'position-timing'],
    ['Should I stack my QB with his WR?', 0, 'stack'],
    ['Any steals left?', 0, 'values'],
    ['Who should I pick up off waivers?', 0, 'waivers'],
    ['Is it time to take a tight end?', 0, 'position-timing'],
    ['Give me three names for my next pick', 0, 'recommend'],
    ['How do I fix my week 9 bye?', 0, 'byes'],
    ['Can I wait on him?', 1, 'at-next-pick'],
    ["What's the weather for week 1 in Kansas City?", 0, 'no-data'],
    ['Any news on his holdout?', 1, 'no-data'],
    ["What's the capital of France?", 0, 'decline'],
    ['Write me a poem', 0, 'decline'],
  ] as const)('%s → %s', (message, players, intent) => {
    expect(classify(message, players)).toBe(intent);
  });
});

describe('positionAskedFor and pickAskedFor', () => {
  it('finds the one position and the pick a question names', () => {
    expect(positionAskedFor('best running back left?')).toBe('RB');
    expect(positionAskedFor('Any good TEs?')).toBe('TE');
    expect(positionAskedFor('who should I pick next')).toBeUndefined();
    expect(positionAskedFor('RB or WR?')).toBeUndefined();
    expect(pickAskedFor('who is there at pick 40?')).toBe(40);
    expect(pickAskedFor('who next?')).toBeUndefined();
  });
});
