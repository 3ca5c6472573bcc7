import type { Player } from './player';
import { needsStatLines, presetPoints, seasonPoints, statLinePoints, type LeagueScoring, type StatLine } from './scoring';

const line = (stats: Partial<StatLine>): StatLine => ({
  passYds: 0,
  passTds: 0,
  passInts: 0,
  rushYds: 0,
  rushTds: 0,
  receptions: 0,
  recYds: 0,
  recTds: 0,
  fumblesLost: 0,
  twoPointConversions: 0,
  ...stats,
});

const tightEnd: Pick<Player, 'position' | 'projection' | 'stats'> = {
  position: 'TE',
  projection: { ppr: 200, half: 160, std: 120 },
  stats: line({ receptions: 80, recYds: 900, recTds: 6, fumblesLost: 1 }),
};

describe('scoring', () => {
  it('scores a stat line with the presets the projections use', () => {
    // A 2019 FantasyPros QB row: 4,774.8 passing yards, 36 TD, 13.3 INT, 219.7 rushing yards, 1.9 TD, 2 fumbles lost; FPTS 337.9 (standard).
    const mahomes = line({ passYds: 4774.8, passTds: 36, passInts: 13.3, rushYds: 219.7, rushTds: 1.9, fumblesLost: 2 });
    expect(statLinePoints(mahomes, presetPoints('std'), 'QB')).toBeCloseTo(190.992 + 144 - 13.3 + 21.97 + 11.4 - 4, 6);
    expect(statLinePoints(tightEnd.stats!, presetPoints('ppr'), 'TE')).toBeCloseTo(80 + 90 + 36 - 2, 6);
    expect(statLinePoints(tightEnd.stats!, presetPoints('half'), 'TE')).toBeCloseTo(40 + 90 + 36 - 2, 6);
  });

  it('adds a bonus per reception for the position it names (TE premium)', () => {
    const points = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };
    expect(statLinePoints(tightEnd.stats!, points, 'TE') - statLinePoints(tightEnd.stats!, presetPoints('ppr'), 'TE')).toBeCloseTo(40, 6);
    expect(statLinePoints(tightEnd.stats!, points, 'WR')).toBeCloseTo(statLinePoints(tightEnd.stats!, presetPoints('ppr'), 'WR'), 6);
  });

  it("takes a preset's projection, a stat line's points per stat, and a kicker's preset", () => {
    const perStat: LeagueScoring = { kind: 'per-stat', points: { ...presetPoints('ppr'), passTd: 6 }, kickersAndDefenses: 'half' };
    expect(seasonPoints(tightEnd, { kind: 'preset', format: 'half' })).toBe(160);
    expect(seasonPoints(tightEnd, perStat)).toBeCloseTo(204, 6);
    expect(seasonPoints({ position: 'K', projection: { ppr: 140, half: 141, std: 142 } }, perStat)).toBe(141);
  });

  it('has no points per stat for a player without a stat line, unless only receptions are scored differently', () => {
    const sixPointPassing: LeagueScoring = { kind: 'per-stat', points: { ...presetPoints('ppr'), passTd: 6 }, kickersAndDefenses: 'ppr' };
    expect(seasonPoints({ ...tightEnd, stats: null }, sixPointPassing)).toBeNull();
    expect(needsStatLines(sixPointPassing)).toBe(true);
    // TE premium on PPR: 120 standard points plus 1.5 for each of his 80 projected catches (200 − 120).
    const tePremium: LeagueScoring = {
      kind: 'per-stat',
      points: { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } },
      kickersAndDefenses: 'ppr',
    };
    expect(needsStatLines(tePremium)).toBe(false);
    expect(seasonPoints({ ...tightEnd, stats: null }, tePremium)).toBeCloseTo(240, 6);
    expect(seasonPoints({ ...tightEnd, position: 'WR', stats: null }, tePremium)).toBeCloseTo(200, 6);
    expect(seasonPoints({ ...tightEnd, position: 'QB', projection: { ppr: 300, half: 300, std: 300 }, stats: null }, tePremium)).toBe(300);
  });
});
