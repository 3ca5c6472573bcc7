import fc from 'fast-check';
import type { Player } from '@draftmode/domain';
import { bundledPlayers } from '../data/bundled-pool';
import { matchPlayers, normalizePlayerName, playerSlug } from './name-matching';

const pool = bundledPlayers();

describe('normalizePlayerName', () => {
  it.each([
    ['D.K. Metcalf', 'DK Metcalf'],
    ['D. K. Metcalf', 'dk metcalf'],
    ['Marvin Harrison Jr.', 'Marvin Harrison'],
    ['Kenneth Walker III', 'Kenneth Walker'],
    ["Ja'Marr Chase", 'JaMarr Chase'],
    ['Ja’Marr Chase', "Ja'Marr Chase"],
    ["De'Von Achane", 'DeVon Achane'],
    ['Amon-Ra St. Brown', 'Amon Ra St Brown'],
    ['Amon-Ra St. Brown', 'AMON-RA ST. BROWN'],
    ['Jaxon Smith-Njigba', 'Jaxon Smith Njigba'],
    ['A.J. Brown', 'AJ Brown'],
    ['  Josh   Allen ', 'Josh Allen'],
    ['Ka\u0301imi Fairbairn', "Ka'imi Fairbairn"],
    ['Walker III, Kenneth', 'Kenneth Walker'],
    ['Harrison, Jr., Marvin', 'Marvin Harrison'],
    ['Michael Pittman Jr', 'Michael Pittman'],
    ['Hollywood Brown', 'Marquise Brown'],
  ])('%s ≡ %s', (a, b) => {
    expect(normalizePlayerName(a)).toBe(normalizePlayerName(b));
  });

  it('keeps different players apart', () => {
    expect(normalizePlayerName('Brian Thomas Jr.')).not.toBe(normalizePlayerName('Brian Robinson Jr.'));
    expect(normalizePlayerName('Josh Allen')).not.toBe(normalizePlayerName('Josh Hines-Allen'));
  });

  it('does not drop a lone token that looks like a suffix', () => {
    expect(normalizePlayerName('V')).toBe('v');
  });

  it('is idempotent and ignores case for any input', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const key = normalizePlayerName(name);
        expect(normalizePlayerName(name.toUpperCase())).toBe(normalizePlayerName(name.toLowerCase()));
        expect(key).toMatch(/^[a-z0-9]*$/);
      }),
    );
  });

  it('gives every bundled player a distinct key per position', () => {
    const keys = pool.map((p) => `${p.position}:${normalizePlayerName(p.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('playerSlug', () => {
  it('makes stable ascii slugs', () => {
    expect(playerSlug("Ja'Marr Chase")).toBe('ja-marr-chase');
    expect(playerSlug('Amon-Ra St. Brown')).toBe('amon-ra-st-brown');
    expect(playerSlug('Marvin Harrison Jr.')).toBe('marvin-harrison-jr');
  });
});

describe('matchPlayers', () => {
  const row = (name: string, position: Player['position'] | null, team: string | null = null) => ({ name, position, team });

  it('matches spelling variants to the pool player', () => {
    const result = matchPlayers(
      [
        row('DK Metcalf', 'WR', 'PIT'),
        row('Marvin Harrison', 'WR', 'ARI'),
        row('Kenneth Walker', 'RB', 'SEA'),
        row('JaMarr Chase', 'WR', 'CIN'),
        row('DeVon Achane', 'RB', 'MIA'),
        row('Amon Ra St Brown', 'WR', 'DET'),
      ],
      pool,
    );
    expect(result.unmatched).toEqual([]);
    expect(result.matched.map((m) => m.player.id)).toEqual([
      'dk-metcalf',
      'marvin-harrison-jr',
      'kenneth-walker-iii',
      'ja-marr-chase',
      'de-von-achane',
      'amon-ra-st-brown',
    ]);
  });

  it('still matches a player who changed teams', () => {
    // The pool has Brian Robinson Jr. in Washington; he was traded to San Francisco.
    const result = matchPlayers([row('Brian Robinson', 'RB', 'SF'), row('Davante Adams', 'WR', 'LV')], pool);
    expect(result.matched.map((m) => m.player.id)).toEqual(['brian-robinson-jr', 'davante-adams']);
  });

  it('falls back to the name alone only when it is unique', () => {
    // Travis Hunter is listed at CB by some sources; his name is unique in the pool.
    const result = matchPlayers([row('Travis Hunter', 'RB'), row('Travis Hunter', null)], pool);
    expect(result.matched.map((m) => m.player.id)).toEqual(['travis-hunter', 'travis-hunter']);
  });

  it('uses the team to tell apart two players with the same name and position', () => {
    const twins: Player[] = [
      { ...pool.find((p) => p.id === 'josh-allen')! },
      { ...pool.find((p) => p.id === 'josh-allen')!, id: 'josh-allen-2', team: 'JAX' },
    ];
    const result = matchPlayers([row('Josh Allen', 'QB', 'JAX'), row('Josh Allen', 'QB', null)], twins);
    expect(result.matched.map((m) => m.player.id)).toEqual(['josh-allen-2']);
    expect(result.unmatched).toMatchObject([{ reason: 'ambiguous' }]);
  });

  it('resolves defenses however they are written', () => {
    const result = matchPlayers(
      [row('Denver Broncos', 'DEF', null), row('Chiefs D/ST', 'DEF', null), row('Defense', 'DEF', 'SF'), row('BAL DST', 'DEF', null)],
      pool,
    );
    expect(result.matched.map((m) => m.player.id)).toEqual(['def-den', 'def-kc', 'def-sf', 'def-bal']);
  });

  it('reports rows it cannot match, with the reason', () => {
    const result = matchPlayers([row('Nobody McFakerson', 'TE', 'NYJ'), row('Ja’Marr Chase', 'QB', 'CIN')], pool);
    expect(result.matched).toHaveLength(1); // Chase's name is unique, so the wrong position is forgiven.
    expect(result.unmatched).toEqual([
      {
        row: row('Nobody McFakerson', 'TE', 'NYJ'),
        reason: 'not-in-pool',
        message: 'no player named "Nobody McFakerson" (TE) in the pool',
      },
    ]);
  });

  it('reports a position mismatch when the name is shared and no candidate has that position', () => {
    const pair: Player[] = [
      { ...pool.find((p) => p.id === 'josh-allen')! },
      { ...pool.find((p) => p.id === 'josh-allen')!, id: 'josh-allen-rb', position: 'RB' },
    ];
    const result = matchPlayers([row('Josh Allen', 'TE')], pair);
    expect(result.unmatched[0]).toMatchObject({ reason: 'position-mismatch' });
    expect(result.unmatched[0]!.message).toContain('QB, RB');
  });
});
