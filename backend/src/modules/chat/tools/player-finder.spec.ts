import { bundledPlayers } from '@draftmode/players';
import { PlayerFinder } from './player-finder';

describe('PlayerFinder', () => {
  const finder = new PlayerFinder(bundledPlayers());
  const names = (text: string) => finder.mentions(text).map((player) => player.name);

  it('finds full names in any spelling, in the order they appear', () => {
    expect(names('Compare AJ Brown and Ja’Marr Chase')).toEqual(['A.J. Brown', "Ja'Marr Chase"]);
    expect(names('amon-ra st. brown vs CeeDee Lamb?')).toEqual(['Amon-Ra St. Brown', 'CeeDee Lamb']);
  });

  it('takes a unique first or last name, but never a common word', () => {
    expect(names('Bijan or Gibbs?')).toEqual(['Bijan Robinson', 'Jahmyr Gibbs']);
    expect(names('Will I get a chance at a handcuff?')).toEqual([]);
    expect(names('Brown or Allen?')).toEqual([]);
  });

  it('looks names up for the model, best known first', () => {
    expect(finder.search('Saquon')[0]!.name).toBe('Saquon Barkley');
    expect(finder.search('josh allen')[0]!.position).toBe('QB');
    expect(finder.search('nobody at all')).toEqual([]);
  });
});
