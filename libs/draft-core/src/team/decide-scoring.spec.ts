import { presetPoints } from '@draftmode/domain';
import { context, given, refusal, run, afterCommands } from './decide.fixtures';
import { DRAFT_RULE_MESSAGES } from '../errors/draft-rule-error';
import type { TeamCommand } from './team-commands';
import { initialTeamState } from './team-state';

// decide: per-stat scoring against a player pool without the stat lines it scores.

const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };
const sixPointPassing = { ...presetPoints('ppr'), passTd: 6 };
const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 } as const;
const noStatLines = { ...context, poolHasStatLines: false };
const needsStatLines = { code: 'points-per-stat-needs-stat-lines', message: DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines };

describe('decide: per-stat scoring needs stat lines', () => {
  it('names what to import', () => {
    expect(DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines).toContain('npm run players:sync -- --csv');
    expect(DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines).toContain('Sleeper projections');
  });

  it('refuses a new team or a settings change asking for it when the pool has none', () => {
    const create: TeamCommand = {
      type: 'CreateTeam',
      data: { teamId: 't-9', userId: 'u-1', name: 'Premium', ...settings, pointsPerStat: sixPointPassing },
    };
    expect(refusal(() => run(create, initialTeamState, noStatLines))).toEqual(needsStatLines);
    const change: TeamCommand = { type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: sixPointPassing } };
    expect(refusal(() => run(change, given(), noStatLines))).toEqual(needsStatLines);
  });

  it('takes points per catch (a TE premium) on any pool: the preset projections score them', () => {
    const change: TeamCommand = { type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: tePremium } };
    expect(run(change, given(), noStatLines)[0]).toMatchObject({ data: { pointsPerStat: tePremium } });
  });

  it('takes it when the pool has stat lines, or when nothing says', () => {
    const change: TeamCommand = { type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: tePremium } };
    expect(run(change, given(), { ...context, poolHasStatLines: true })[0]).toMatchObject({ data: { pointsPerStat: tePremium } });
    expect(run(change, given(), context)[0]).toMatchObject({ data: { pointsPerStat: tePremium } });
  });

  it('lets a league keep, send again or clear its scoring on a pool without stat lines, not change it', () => {
    const premium = afterCommands([{ type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: sixPointPassing } }]);
    const kept = run({ type: 'ChangeLeagueSettings', data: { ...settings, draftPosition: 4 } }, premium, noStatLines);
    expect(kept[0]).toMatchObject({ data: { draftPosition: 4, pointsPerStat: sixPointPassing } });
    const sentAgain = run(
      { type: 'ChangeLeagueSettings', data: { ...settings, draftPosition: 5, pointsPerStat: sixPointPassing } },
      premium,
      noStatLines,
    );
    expect(sentAgain[0]).toMatchObject({ data: { draftPosition: 5, pointsPerStat: sixPointPassing } });
    const edited = { ...sixPointPassing, passInt: -2 };
    expect(
      refusal(() => run({ type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: edited } }, premium, noStatLines)),
    ).toEqual(needsStatLines);
    const cleared = run({ type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: null } }, premium, noStatLines);
    expect(cleared[0]?.data).not.toHaveProperty('pointsPerStat');
  });
});
