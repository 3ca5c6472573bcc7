import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PlayerImportError } from './import-error';
import { isIdpPosition, normalizePosition, parseRankingsCsv, positionFromFileName } from './rankings-csv';

const fixture = (name: string): string => readFileSync(join(__dirname, '__fixtures__', name), 'utf8');

describe('normalizePosition', () => {
  it.each([
    ['RB12', 'RB'],
    ['wr1', 'WR'],
    ['QB', 'QB'],
    ['TE 3', 'TE'],
    ['DST', 'DEF'],
    ['D/ST', 'DEF'],
    ['D/ST2', 'DEF'],
    ['DEF', 'DEF'],
    ['DST4', 'DEF'],
    ['PK', 'K'],
    ['K2', 'K'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePosition(input)).toBe(expected);
  });

  it('rejects what is not a fantasy position', () => {
    expect(normalizePosition('LB')).toBeNull();
    expect(normalizePosition('')).toBeNull();
  });

  it('knows the positions of individual defensive players', () => {
    for (const position of ['DE1', 'DT1', 'LB12', 'CB1', 'S1', 'DB3', 'DL', 'EDGE2']) expect(isIdpPosition(position)).toBe(true);
    for (const position of ['DST1', 'D/ST', 'DEF', 'WR1', 'XX']) expect(isIdpPosition(position)).toBe(false);
  });
});

describe('positionFromFileName', () => {
  it.each([
    ['FantasyPros_2024_Draft_TE_Rankings.csv', 'TE'],
    ['/home/me/Downloads/FantasyPros_2024_Draft_DST_Rankings.csv', 'DEF'],
    ['FantasyPros_2024_Draft_K_Rankings.csv', 'K'],
    ['qb-adp-2023.csv', 'QB'],
    ['FantasyPros_2023_Overall_ADP_Rankings.csv', null],
    ['FantasyPros_2023_Draft_ALL_Rankings.csv', null],
    ['my rankings.csv', null],
  ])('%s → %s', (name, expected) => {
    expect(positionFromFileName(name)).toBe(expected);
  });
});

describe('parseRankingsCsv: FantasyPros overall ADP with per-site columns', () => {
  const parsed = parseRankingsCsv(fixture('FantasyPros_2021_Overall_ADP_Rankings.csv'));

  it('is told from the header, byte-order mark and all', () => {
    expect(parsed.file).toEqual({
      kind: 'fantasypros-adp',
      adpFrom: 'adp',
      position: null,
      sites: ['ESPN', 'Sleeper', 'NFL', 'RTSports', 'FFC'],
      description: 'FantasyPros overall ADP with per-site columns ESPN, Sleeper, NFL, RTSports, FFC',
    });
  });

  it('reads every player row, counting IDP rows and the trailing blank lines apart from problems', () => {
    expect(parsed.badRows).toEqual([]);
    expect(parsed.rows).toHaveLength(230);
    expect(parsed.idpRows).toBe(7);
    expect(parsed.blankLines).toBe(2);
    expect(parsed.rows[0]).toEqual({
      line: 2,
      rank: 1,
      name: 'Christian McCaffrey',
      position: 'RB',
      team: 'CAR',
      bye: 13,
      adp: 1,
      projection: null,
    });
  });

  it('takes a defense\'s team from its name when the team column says "DST"', () => {
    const defenses = parsed.rows.filter((r) => r.position === 'DEF');
    expect(defenses).toHaveLength(32);
    expect(new Set(defenses.map((d) => d.team)).size).toBe(32);
    expect(defenses.find((d) => d.name === 'San Francisco 49ers')).toMatchObject({ team: 'SF', bye: 6, adp: 148 });
    expect(defenses.find((d) => d.name === 'Washington Football Team')).toMatchObject({ team: 'WAS' });
  });

  it("keeps suffixes, apostrophes and a free agent's empty team as written", () => {
    expect(parsed.rows.find((r) => r.name === "Le'Veon Bell")).toMatchObject({ team: null, bye: null, position: 'RB' });
    expect(parsed.rows.find((r) => r.name === 'Travis Etienne Jr.')).toMatchObject({ team: 'JAX', position: 'RB' });
    expect(parsed.rows.find((r) => r.name === 'Will Fuller V')).toMatchObject({ team: 'MIA' });
    expect(parsed.rows.filter((r) => r.name === 'Ryan Griffin').map((r) => [r.position, r.team])).toEqual([
      ['TE', 'NYJ'],
      ['QB', 'TB'],
    ]);
  });

  it('falls back to the mean of the sites when AVG is blank, and to the rank when there are no sites either', () => {
    const csv = [
      '"Rank","Player","Team","Bye","POS","ESPN","Sleeper","NFL","AVG"',
      '"1","Josh Allen","BUF","7","QB1","20","24","",""',
      '"2","Jalen Hurts","PHI","9","QB2","","","",""',
      '"3","Lamar Jackson","BAL","14","QB3","","","","x"',
    ].join('\n');
    const { rows, badRows } = parseRankingsCsv(csv);
    expect(rows.map((r) => [r.name, r.adp])).toEqual([
      ['Josh Allen', 22],
      ['Jalen Hurts', 2],
    ]);
    expect(badRows).toEqual([{ line: 4, kind: 'not-a-number', reason: 'adp "x" is not a number for Lamar Jackson' }]);
  });
});

describe('parseRankingsCsv: other FantasyPros exports', () => {
  it('reads an ADP export without per-site columns, with defenses named by city, nickname or D/ST', () => {
    const { file, rows, badRows, idpRows, blankLines } = parseRankingsCsv(fixture('FantasyPros_2022_Half_PPR_ADP_Rankings.csv'));
    expect(file).toMatchObject({
      kind: 'fantasypros-adp',
      adpFrom: 'adp',
      sites: [],
      description: 'FantasyPros overall ADP without per-site columns',
    });
    expect(badRows).toEqual([]);
    expect([idpRows, blankLines]).toEqual([1, 1]);
    expect(rows.filter((r) => r.position === 'DEF').map((r) => [r.name, r.team])).toEqual([
      ['Buffalo Bills', 'BUF'],
      ['49ers D/ST', 'SF'],
      ['Dallas', 'DAL'],
      ['Washington Commanders', 'WAS'],
      ['Jets', 'NYJ'],
      ['Buffalo Bills', 'BUF'],
    ]);
    expect(rows.find((r) => r.name === 'Marquez Valdés-Scantling')).toMatchObject({ team: 'KC', adp: 112.4 });
    expect(rows.find((r) => r.name === 'Kaʻimi Fairbairn')).toMatchObject({ position: 'K', team: 'HOU' });
  });

  it('reads the older "Player Team (Bye)" column, with former team names', () => {
    const { file, rows, badRows, blankLines } = parseRankingsCsv(fixture('FantasyPros_2018_Overall_ADP_Rankings.csv'));
    expect(file).toMatchObject({ kind: 'fantasypros-adp', sites: ['ESPN', 'CBS', 'Yahoo', 'MFL', 'Fantrax'] });
    expect(badRows).toEqual([]);
    expect(blankLines).toBe(1);
    expect(rows[0]).toEqual({ line: 2, rank: 1, name: 'Todd Gurley', position: 'RB', team: 'LAR', bye: 12, adp: 1.2, projection: null });
    expect(rows.find((r) => r.name === 'Odell Beckham Jr.')).toMatchObject({ team: 'NYG', bye: 9 });
    expect(rows.filter((r) => r.position === 'DEF').map((r) => [r.name, r.team, r.bye])).toEqual([
      ['Jacksonville Jaguars', 'JAX', 9],
      ['Los Angeles Rams', 'LAR', 12],
      ['Oakland Raiders', 'LV', 7],
      ['Washington Redskins', 'WAS', 4],
    ]);
  });

  it('reads overall rankings, whose rank is the order to draft in', () => {
    const { file, rows, idpRows } = parseRankingsCsv(fixture('FantasyPros_2023_Draft_ALL_Rankings.csv'));
    expect(file).toMatchObject({
      kind: 'fantasypros-rankings',
      adpFrom: 'rank',
      position: null,
      description: 'FantasyPros overall rankings, ADP from the rank',
    });
    expect(rows.map((r) => r.adp)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rows.find((r) => r.name === 'Dallas Cowboys')).toMatchObject({ position: 'DEF', team: 'DAL', bye: 7 });
    expect(idpRows).toBe(1);
  });

  it('reads a positional ranking with the position its file name gives', () => {
    const { file, rows } = parseRankingsCsv(fixture('FantasyPros_2024_Draft_TE_Rankings.csv'), { position: 'TE' });
    expect(file).toMatchObject({
      kind: 'fantasypros-rankings',
      adpFrom: 'position-rank',
      position: 'TE',
      description: 'FantasyPros TE rankings, ADP estimated from the positional rank',
    });
    expect(rows).toHaveLength(16);
    expect(rows[0]).toEqual({ line: 2, rank: 1, name: 'Sam LaPorta', position: 'TE', team: 'DET', bye: 5, adp: 1, projection: null });
    expect(() => parseRankingsCsv(fixture('FantasyPros_2024_Draft_TE_Rankings.csv'))).toThrow(
      /has no position column .* file name names no position/,
    );
  });

  it('prefers an ADP column to the expert average of a rankings export', () => {
    const csv = 'Rank,Player,Team,Pos,Bye,Best,Worst,Avg,Std Dev,ADP,vs. ADP\n1,Justin Jefferson,MIN,WR,13,1,3,1.4,0.6,1.8,+0.8\n';
    const { file, rows } = parseRankingsCsv(csv);
    expect(file).toMatchObject({ kind: 'fantasypros-rankings', adpFrom: 'adp' });
    expect(rows[0]).toMatchObject({ name: 'Justin Jefferson', adp: 1.8, rank: 1 });
  });
});

describe('parseRankingsCsv: the generic sheet', () => {
  const generic = fixture('rankings.csv');

  it('reads columns in any order, with quoted commas and quotes and a blank projection', () => {
    const { file, rows } = parseRankingsCsv(generic);
    expect(file).toMatchObject({ kind: 'generic', adpFrom: 'adp', description: 'rankings sheet' });
    expect(rows[0]).toEqual({ line: 2, rank: 1, name: "Ja'Marr Chase", position: 'WR', team: 'CIN', bye: 10, adp: 1.2, projection: 332.5 });
    expect(rows.find((r) => r.name === 'Walker III, Kenneth')).toMatchObject({ position: 'RB', adp: 41 });
    expect(rows.find((r) => r.name === 'Marvin Harrison Jr.')).toMatchObject({ projection: null, line: 6 });
    expect(rows.find((r) => r.name === 'Chiefs D/ST')).toMatchObject({ position: 'DEF', team: 'KC' });
  });

  it('reports bad rows with their line numbers and kinds and keeps going', () => {
    const { rows, badRows } = parseRankingsCsv(generic);
    expect(rows).toHaveLength(9);
    expect(badRows).toEqual([
      { line: 11, kind: 'not-a-number', reason: 'adp "abc" is not a number for Josh Allen' },
      { line: 12, kind: 'unknown-position', reason: 'unknown position "XX" for Somebody Else' },
      { line: 13, kind: 'no-name', reason: 'player name is empty' },
      { line: 14, kind: 'field-count', reason: 'expected 8 fields, found 3' },
    ]);
  });

  it('accepts case-insensitive header spellings and no projection column at all', () => {
    const csv = 'NAME,POSITION,ADP,TEAM,BYE,RANK\n"Smith-Njigba, Jaxon",WR,22.6,SEA,8,23\nTravis Kelce,TE,63,KC,10,60\n';
    const { rows, badRows } = parseRankingsCsv(csv);
    expect(badRows).toEqual([]);
    expect(rows).toEqual([
      { line: 2, rank: 23, name: 'Smith-Njigba, Jaxon', position: 'WR', team: 'SEA', bye: 8, adp: 22.6, projection: null },
      { line: 3, rank: 60, name: 'Travis Kelce', position: 'TE', team: 'KC', bye: 10, adp: 63, projection: null },
    ]);
  });

  it('counts lines from where a row starts when a quoted field spans lines', () => {
    const csv = 'player,pos,adp\n"Josh\nAllen",QB,25\nBad,ZZ,1\n';
    const { rows, badRows } = parseRankingsCsv(csv);
    expect(rows[0]).toMatchObject({ line: 2 });
    expect(badRows).toEqual([{ line: 4, kind: 'unknown-position', reason: 'unknown position "ZZ" for Bad' }]);
  });

  it('rejects an unknown team, and a defense whose team it cannot tell', () => {
    expect(parseRankingsCsv('player,pos,adp,team\nJosh Allen,QB,25,XYZ\n').badRows).toEqual([
      { line: 2, kind: 'unknown-team', reason: 'unknown team "XYZ" for Josh Allen' },
    ]);
    expect(parseRankingsCsv('player,pos,adp,team\nDefense,DST,125,DST\n').badRows).toEqual([
      { line: 2, kind: 'unknown-team', reason: 'cannot tell which team\'s defense "Defense" (team "DST") is' },
    ]);
  });

  it('fails with one line naming the formats it reads when the header is none of them', () => {
    expect(() => parseRankingsCsv('player,team,bye\nJosh Allen,BUF,7\n')).toThrow(
      'Rankings CSV: cannot tell the format from its header (player, team, bye); expected a FantasyPros ADP export (Rank, Player, Team, Bye, POS, the sites such as ESPN and Sleeper, AVG), a FantasyPros rankings export (RK, PLAYER NAME, TEAM, POS, BYE WEEK) or the columns name, position, team, bye, adp',
    );
    expect(() => parseRankingsCsv('player,team,adp\nJosh Allen,BUF,25\n')).toThrow(/has no position column/);
    expect(() => parseRankingsCsv('')).toThrow(PlayerImportError);
    expect(() => parseRankingsCsv('\n\n')).toThrow('Rankings CSV is empty');
    expect(() => parseRankingsCsv('player,pos,adp\n"Josh Allen,QB,25\n')).toThrow(/not valid CSV/);
  });
});
