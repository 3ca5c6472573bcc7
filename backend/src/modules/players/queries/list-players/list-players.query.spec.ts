import { bundledPlayers } from '@draftmode/players';
import { DEFAULT_VALUATION, listPlayers, listPlayersQuerySchema, searchKey } from './list-players.query';

describe('listPlayers', () => {
  const pool = bundledPlayers();
  const query = (raw: Record<string, unknown>) => listPlayersQuerySchema.parse(raw);

  it('folds case, accents and punctuation for search', () => {
    expect(searchKey("Ja'Marr Chase")).toBe('jamarrchase');
    expect(searchKey('José Núñez')).toBe('josenunez');
  });

  it('finds by a part of the name or by all words', () => {
    const names = (search: string) => listPlayers(pool, query({ search }), DEFAULT_VALUATION).players.map((player) => player.name);
    expect(names('ja marr')).toContain("Ja'Marr Chase");
    expect(names('chase ja')).toContain("Ja'Marr Chase");
    expect(names('JÁ’MARR')).toContain("Ja'Marr Chase");
  });

  it('hides the given ids, filters by position and pages', () => {
    const page = listPlayers(pool, query({ position: 'wr', limit: '3', offset: '1' }), DEFAULT_VALUATION, new Set(['ja-marr-chase']));
    expect(page.players).toHaveLength(3);
    expect(page.players.every((player) => player.position === 'WR' && player.id !== 'ja-marr-chase')).toBe(true);
    expect(page.offset).toBe(1);
  });

  it('applies defaults and refuses out-of-range limits', () => {
    expect(query({})).toMatchObject({ sort: 'adp', limit: 50, offset: 0 });
    expect(listPlayersQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});
