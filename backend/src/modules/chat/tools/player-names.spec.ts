import { bundledPlayers } from '@draftmode/players';
import { MAX_FUZZY_READINGS, PlayerNames, type NameMatch } from './player-names';

describe('PlayerNames', () => {
  const names = new PlayerNames(bundledPlayers());
  const read = (text: string) =>
    names
      .find(text)
      .map((match: NameMatch) =>
        match.kind === 'player'
          ? match.player.name
          : match.kind === 'ask'
            ? `ask:${match.candidates.map((p) => p.name).join('|')}`
            : `missing:${match.typed}`,
      );

  it('finds full names in any spelling, in the order they appear', () => {
    expect(read('Compare AJ Brown and Ja’Marr Chase')).toEqual(['A.J. Brown', "Ja'Marr Chase"]);
    expect(read('amon-ra st. brown vs CeeDee Lamb?')).toEqual(['Amon-Ra St. Brown', 'CeeDee Lamb']);
  });

  it('takes a unique first or last name, nicknames and initials, but never a common word', () => {
    expect(read('Bijan or Gibbs?')).toEqual(['Bijan Robinson', 'Jahmyr Gibbs']);
    expect(read('is CMC worth it over JSN')).toEqual(['Christian McCaffrey', 'Jaxon Smith-Njigba']);
    expect(read('JT or Gibbs?')).toEqual(['Jonathan Taylor', 'Jahmyr Gibbs']);
    expect(read('is ETN worth it? Hock or Kelce?')).toEqual(['Travis Etienne Jr.', 'T.J. Hockenson', 'Travis Kelce']);
    expect(read('Will I get a chance at a handcuff?')).toEqual([]);
    expect(read('brown or allen?')).toEqual([]);
    // Capitalised in mid-sentence, a common word is typed as a name: which Allen is asked.
    expect(read('Brown or Allen?')).toEqual(['ask:Josh Allen|Keenan Allen|Braelon Allen']);
    expect(read('start Pollard or Cook week 1?')).toEqual(['Tony Pollard', 'James Cook']);
    expect(read('Should I go zero RB or hero RB with this roster?')).toEqual([]);
  });

  it('reads a close misspelling as the player, and says a name nobody has is not in the pool', () => {
    expect(names.find('Jaylen Wadle or Tee Higgins?')[0]).toMatchObject({ kind: 'player', how: 'fuzzy', typed: 'Jaylen Wadle' });
    expect(read('Jaylen Wadle or Tee Higgins?')).toEqual(['Jaylen Waddle', 'Tee Higgins']);
    expect(read('Should I draft Tank Dell?')).toEqual(['missing:Tank Dell']);
    expect(read('should i draft tank dell')).toEqual(['missing:tank dell']);
  });

  it('asks when a name is only near one or several players', () => {
    expect(read('Is Tank Bigsbee a good pick?')).toEqual(['ask:Tank Bigsby']);
    expect(read('what about Jaylen')[0]).toMatch(/^ask:Jaylen /);
  });

  it('looks names up for the model, best known first', () => {
    expect(names.search('Saquon')[0]!.name).toBe('Saquon Barkley');
    expect(names.search('josh allen')[0]!.position).toBe('QB');
    expect(names.search('nobody at all')).toEqual([]);
    expect(names.resolve('Tank Dell')).toEqual({ kind: 'missing', typed: 'Tank Dell' });
  });
});

describe('PlayerNames on a long message of name-like words', () => {
  const names = new PlayerNames(bundledPlayers());
  const messages = [
    'aa '.repeat(666),
    'Aa '.repeat(666),
    'Abcdefghi Jklmnopqr '.repeat(100),
    // Different words every time, so nothing could be remembered from an earlier span.
    Array.from({ length: 333 }, (_, i) => `Zq${i.toString(36)}x`).join(' '),
  ].map((text) => text.slice(0, 2000));

  it('compares a bounded number of names per message, whatever its length', () => {
    for (const text of messages) {
      for (const lenient of [false, true]) {
        const before = names.comparisons;
        names.find(text, { lenient });
        // Before the bound, "aa aa …" compared every span of two and three words with every name (over a million edit distances).
        expect(names.comparisons - before).toBeLessThan(MAX_FUZZY_READINGS * 200);
      }
    }
  });

  it('still reads the names of a long message exactly, past the fuzzy readings', () => {
    const text = `${'Abcdefghi Jklmnopqr '.repeat(40)} Should I draft Bijan Robinson or Jahmyr Gibbs?`;
    expect(
      names
        .find(text)
        .filter((match) => match.kind === 'player')
        .map((match) => (match.kind === 'player' ? match.player.name : '')),
    ).toEqual(['Bijan Robinson', 'Jahmyr Gibbs']);
  });
});
