import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledPlayers } from '../data/bundled-pool';
import { sharedDataDir } from '../testing/shared-data';
import { matchPlayers } from './name-matching';
import { parsePastedPicks, type PastedPick } from './pasted-picks';

// Real pastes (docs: ../shared/data/platforms/README.md, SOURCES.md rows 87–89), read at run time.
const draftroom = join(sharedDataDir(), 'platforms', 'draftroom');
const read = (file: string) => readFileSync(join(draftroom, file), 'utf8');
const espnHistory = () => read('Johnor12__2026_redraft@514732c/draft_history.txt');
const yahooResults = () => read('TK2575__ff_draftPrep@18b7906/draftResults_2020.csv');
const espnRecap = () => read('cgmiracle__FantsyFootballDash@2a5a610/draft_results.csv');

const brief = ({ overall, name, position, team }: PastedPick) => ({ overall, name, position, team });

describe('parsePastedPicks: real pastes', () => {
  it("reads ESPN's draft-room pick history: one detail per line, injury tags, fantasy teams with digits", () => {
    const { picks, problems } = parsePastedPicks(espnHistory());
    expect(problems).toEqual([]);
    expect(picks.map((pick) => pick.overall)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(picks.slice(0, 4).map(brief)).toEqual([
      { overall: 1, name: 'Jahmyr Gibbs', position: 'RB', team: 'DET' },
      { overall: 2, name: 'Bijan Robinson', position: 'RB', team: 'ATL' },
      // "Q" on its own line between the name and the team is an injury tag.
      { overall: 3, name: 'Puka Nacua', position: 'WR', team: 'LAR' },
      { overall: 4, name: "Ja'Marr Chase", position: 'WR', team: 'CIN' },
    ]);
    expect(brief(picks[7]!)).toEqual({ overall: 8, name: 'Amon-Ra St. Brown', position: 'WR', team: 'DET' });
    // No fantasy team ("John's Stout Team4") is read as a player.
    expect(picks.some((pick) => /John/.test(pick.name))).toBe(false);
    expect(matchPlayers(picks, bundledPlayers()).unmatched).toEqual([]);
  });

  it("reads Yahoo's results table: trailing spaces, Yahoo team abbreviations, defenses by city", () => {
    const { picks, problems } = parsePastedPicks(yahooResults());
    expect(problems).toEqual([]);
    expect(picks).toHaveLength(182);
    expect(picks.map((pick) => pick.overall)).toEqual(Array.from({ length: 182 }, (_, index) => index + 1));
    expect(picks.slice(3, 5).map(brief)).toEqual([
      { overall: 4, name: 'Justin Tucker', position: 'K', team: 'BAL' },
      { overall: 5, name: 'Christian McCaffrey', position: 'RB', team: 'CAR' },
    ]);
    expect(brief(picks[11]!)).toEqual({ overall: 12, name: 'Buffalo', position: 'DEF', team: 'BUF' });
    expect(picks.every((pick) => pick.position !== null && pick.team !== null)).toBe(true);
    const { matched } = matchPlayers(picks, bundledPlayers());
    expect(matched.find(({ row }) => row.name === 'Buffalo')?.player.id).toBe('def-buf');
  });

  it('reads ESPN\'s recap export: "Name Tm, POS" in one cell, D/ST rows, the fantasy team column left out', () => {
    const { picks, problems } = parsePastedPicks(espnRecap());
    expect(problems).toEqual([]);
    expect(picks).toHaveLength(160);
    expect(brief(picks[0]!)).toEqual({ overall: 1, name: 'Christian McCaffrey', position: 'RB', team: 'CAR' });
    const ravens = picks.find((pick) => pick.name === 'Ravens');
    expect(ravens && brief(ravens)).toEqual({ overall: 66, name: 'Ravens', position: 'DEF', team: 'BAL' });
    expect(picks.filter((pick) => pick.position === 'DEF')).toHaveLength(11);
    const { matched } = matchPlayers(picks, bundledPlayers());
    expect(matched.find(({ row }) => row.name === 'Ravens')?.player.id).toBe('def-bal');
  });
});

describe('parsePastedPicks: lines as people type them', () => {
  it('reads numbered lines, round.pick, details and bare names', () => {
    const text = [
      "1. Ja'Marr Chase",
      '2) Bijan Robinson',
      '1.03 Jahmyr Gibbs RB DET',
      '1.04 CeeDee Lamb, WR, DAL',
      'Justin Jefferson (Min - WR)',
      'Rd 1, Pick 7: Puka Nacua WR LAR',
      'Bo Nix',
      'Denver D/ST',
      '#10 Kenneth Walker III SEA RB',
    ].join('\n');
    expect(
      parsePastedPicks(text).picks.map(({ overall, round, roundPick, name, position, team }) => [
        overall,
        round,
        roundPick,
        name,
        position,
        team,
      ]),
    ).toEqual([
      [1, null, null, "Ja'Marr Chase", null, null],
      [2, null, null, 'Bijan Robinson', null, null],
      [null, 1, 3, 'Jahmyr Gibbs', 'RB', 'DET'],
      [null, 1, 4, 'CeeDee Lamb', 'WR', 'DAL'],
      [null, null, null, 'Justin Jefferson', 'WR', 'MIN'],
      [null, 1, 7, 'Puka Nacua', 'WR', 'LAR'],
      [null, null, null, 'Bo Nix', null, null],
      [null, null, null, 'Denver', 'DEF', null],
      [10, null, null, 'Kenneth Walker III', 'RB', 'SEA'],
    ]);
  });

  it('leaves out what follows the details on a line (a fantasy team), and reads a position in front', () => {
    const text = [
      '1 Christian McCaffrey RB SF Team Name 92',
      "2.\tJa'Marr Chase (Cin - WR)\tBob's Team",
      'WR Puka Nacua LAR',
      '4. New York Giants D/ST NYG',
      '5. Kenneth Walker III SEA RB',
    ].join('\n');
    expect(parsePastedPicks(text).picks.map(brief)).toEqual([
      { overall: 1, name: 'Christian McCaffrey', position: 'RB', team: 'SF' },
      { overall: 2, name: "Ja'Marr Chase", position: 'WR', team: 'CIN' },
      { overall: null, name: 'Puka Nacua', position: 'WR', team: 'LAR' },
      { overall: 4, name: 'New York Giants', position: 'DEF', team: 'NYG' },
      { overall: 5, name: 'Kenneth Walker III', position: 'RB', team: 'SEA' },
    ]);
  });

  it('reads tab-separated spreadsheet rows, with or without a header', () => {
    const withHeader = "Pick\tPlayer\tPos\tTeam\tOwner\n1\tJa'Marr Chase\tWR\tCIN\tBob\n2\tBijan Robinson\tRB\tATL\tAnn";
    const without = "1\tJa'Marr Chase\tWR\tCIN\tBob\n2\tBijan Robinson\tRB\tATL\tAnn";
    for (const text of [withHeader, without])
      expect(parsePastedPicks(text).picks.map(brief)).toEqual([
        { overall: 1, name: "Ja'Marr Chase", position: 'WR', team: 'CIN' },
        { overall: 2, name: 'Bijan Robinson', position: 'RB', team: 'ATL' },
      ]);
  });

  it('reports a line with no name, and reads nothing from an empty paste', () => {
    expect(parsePastedPicks('1.01 WR CIN\nBijan Robinson').problems).toEqual(['line 1: no player name in "1.01 WR CIN"']);
    expect(parsePastedPicks('  \n\n')).toEqual({ picks: [], problems: [] });
  });
});
