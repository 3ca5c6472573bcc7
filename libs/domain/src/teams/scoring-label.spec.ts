import { presetPoints } from '../players/scoring';
import { scoringLabel } from './roster';

describe('scoringLabel', () => {
  const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };

  it('names the preset, a premium on top of it, or custom scoring', () => {
    expect(scoringLabel({ scoringFormat: 'PPR' })).toBe('PPR (Full Point)');
    expect(scoringLabel({ scoringFormat: 'PPR', pointsPerStat: tePremium })).toBe('PPR (Full Point), TE premium +0.5');
    expect(scoringLabel({ scoringFormat: 'PPR', pointsPerStat: { ...presetPoints('ppr'), passTd: 6 } })).toBe('Custom scoring');
    expect(scoringLabel({ scoringFormat: 'Half-PPR', pointsPerStat: presetPoints('half') })).toBe('Half PPR');
  });
});
