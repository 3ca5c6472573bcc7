import { DEFAULT_ROSTER_SPOTS, MAX_ROSTER_SIZE, MAX_ROSTER_SPOTS, MESSAGES, presetPoints } from '@draftmode/domain';
import { NOW, context, given, run, afterCommands, refusal, draft } from './decide.fixtures';
import type { TeamCommand } from './team-commands';
import { initialTeamState } from './team-state';

// decide: the team's own commands (create, rename, league settings, delete, report card, Sleeper
// link) and any command on a team that does not exist.

describe('decide: CreateTeam', () => {
  const create = (overrides: Partial<Extract<TeamCommand, { type: 'CreateTeam' }>['data']> = {}): TeamCommand => ({
    type: 'CreateTeam',
    data: {
      teamId: 't-9',
      userId: 'u-1',
      name: '  Bench Mob  ',
      scoringFormat: 'Half-PPR',
      leagueSize: 10,
      draftPosition: 4,
      ...overrides,
    },
  });

  it('creates the team with trimmed name, default spots and now', () => {
    expect(run(create(), initialTeamState)).toEqual([
      {
        type: 'TeamCreated',
        data: {
          teamId: 't-9',
          userId: 'u-1',
          name: 'Bench Mob',
          scoringFormat: 'Half-PPR',
          leagueSize: 10,
          draftPosition: 4,
          rosterSpots: DEFAULT_ROSTER_SPOTS,
          isMock: false,
          createdAt: NOW,
        },
      },
    ]);
  });

  it('refuses a team that already exists', () => {
    expect(refusal(() => run(create(), given()))).toEqual({ code: 'team-exists', message: 'This team already exists' });
  });

  it('refuses an empty or too long name with the form messages', () => {
    expect(refusal(() => run(create({ name: '   ' }), initialTeamState))).toEqual({
      code: 'invalid-team-name',
      message: MESSAGES.teamNameRequired,
    });
    expect(refusal(() => run(create({ name: 'x'.repeat(41) }), initialTeamState))).toEqual({
      code: 'invalid-team-name',
      message: MESSAGES.teamNameTooLong,
    });
  });

  it('refuses a name the user already has, ignoring case and spaces', () => {
    const ctx = { ...context, existingTeamNames: ['bench mob '] };
    expect(refusal(() => run(create(), initialTeamState, ctx))).toEqual({ code: 'team-name-taken', message: MESSAGES.teamNameTaken });
  });

  it('refuses invalid league settings with the form messages', () => {
    expect(refusal(() => run(create({ leagueSize: 9 as never }), initialTeamState))).toEqual({
      code: 'invalid-league-size',
      message: MESSAGES.leagueSize,
    });
    expect(refusal(() => run(create({ draftPosition: 11 }), initialTeamState))).toEqual({
      code: 'invalid-draft-position',
      message: 'Draft position must be between 1 and 10',
    });
    expect(refusal(() => run(create({ draftPosition: 1.5 }), initialTeamState)).code).toBe('invalid-draft-position');
    expect(refusal(() => run(create({ scoringFormat: 'Points' as never }), initialTeamState))).toEqual({
      code: 'invalid-scoring-format',
      message: MESSAGES.scoringFormat,
    });
    expect(refusal(() => run(create({ rosterSpots: { ...DEFAULT_ROSTER_SPOTS, Bench: -1 } }), initialTeamState)).code).toBe(
      'invalid-roster-spots',
    );
    // A roster far larger than any league's would make every draft loop run for minutes.
    expect(refusal(() => run(create({ rosterSpots: { ...DEFAULT_ROSTER_SPOTS, Bench: 1_000_000_000 } }), initialTeamState))).toEqual({
      code: 'invalid-roster-spots',
      message: MESSAGES.rosterSpot('Bench', MAX_ROSTER_SPOTS.Bench),
    });
    expect(
      refusal(() =>
        run(
          create({ rosterSpots: { QB: 3, RB: 5, WR: 5, TE: 3, FLEX: 4, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 2, K: 2, Bench: 15 } }),
          initialTeamState,
        ),
      ),
    ).toEqual({ code: 'invalid-roster-spots', message: MESSAGES.rosterSize(MAX_ROSTER_SIZE) });
  });
});

describe('decide: commands on a missing or deleted team', () => {
  it('refuses every command before the team exists', () => {
    expect(refusal(() => run(draft('q1'), initialTeamState))).toEqual({ code: 'team-not-found', message: 'That team does not exist' });
  });

  it('refuses every command after the team was deleted', () => {
    const deleted = given({ type: 'TeamDeleted', data: { deletedAt: NOW } });
    expect(refusal(() => run({ type: 'RenameTeam', data: { name: 'X' } }, deleted))).toEqual({
      code: 'team-deleted',
      message: 'That team was deleted',
    });
  });

  it('refuses an unknown command type', () => {
    expect(refusal(() => run({ type: 'Teleport', data: {} } as unknown as TeamCommand, given())).code).toBe('unknown-command');
  });
});

describe('decide: RenameTeam, ChangeLeagueSettings, DeleteTeam', () => {
  it('renames with a trimmed name', () => {
    expect(run({ type: 'RenameTeam', data: { name: ' New Name ' } }, given())).toEqual([
      { type: 'TeamRenamed', data: { name: 'New Name' } },
    ]);
  });

  it('does nothing when the name is unchanged, and allows a change of case', () => {
    const ctx = { ...context, existingTeamNames: ['Gridiron Gang', 'Other'] };
    expect(run({ type: 'RenameTeam', data: { name: 'Gridiron Gang' } }, given(), ctx)).toEqual([]);
    expect(run({ type: 'RenameTeam', data: { name: 'GRIDIRON GANG' } }, given(), ctx)).toHaveLength(1);
  });

  it('refuses another team’s name and an invalid name', () => {
    const ctx = { ...context, existingTeamNames: ['Gridiron Gang', 'Other'] };
    expect(refusal(() => run({ type: 'RenameTeam', data: { name: 'other' } }, given(), ctx)).message).toBe(MESSAGES.teamNameTaken);
    expect(refusal(() => run({ type: 'RenameTeam', data: { name: '' } }, given())).message).toBe(MESSAGES.teamNameRequired);
  });

  it('changes league settings, keeping roster spots when not given', () => {
    expect(run({ type: 'ChangeLeagueSettings', data: { scoringFormat: 'Standard', leagueSize: 16, draftPosition: 16 } }, given())).toEqual([
      {
        type: 'LeagueSettingsChanged',
        data: { scoringFormat: 'Standard', leagueSize: 16, draftPosition: 16, rosterSpots: DEFAULT_ROSTER_SPOTS, keepsPickNumbers: true },
      },
    ]);
  });

  it('refuses invalid settings', () => {
    expect(
      refusal(() => run({ type: 'ChangeLeagueSettings', data: { scoringFormat: 'PPR', leagueSize: 8, draftPosition: 9 } }, given())),
    ).toEqual({
      code: 'invalid-draft-position',
      message: MESSAGES.draftPosition(8),
    });
    expect(
      refusal(() =>
        run(
          {
            type: 'ChangeLeagueSettings',
            data: {
              scoringFormat: 'PPR',
              leagueSize: 8,
              draftPosition: 1,
              rosterSpots: { QB: 0, RB: 0, WR: 0, TE: 0, FLEX: 0, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 0 },
            },
          },
          given(),
        ),
      ).code,
    ).toBe('invalid-roster-spots');
  });

  it('keeps per-stat scoring and traded picks until a change replaces or clears them', () => {
    const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };
    const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 } as const;
    const withRules = afterCommands([
      {
        type: 'ChangeLeagueSettings',
        data: {
          ...settings,
          pointsPerStat: tePremium,
          tradedPicks: [
            { pick: 30, slot: 3 },
            { pick: 3, slot: 7 },
          ],
        },
      },
    ]);
    expect(withRules.settings.pointsPerStat).toEqual(tePremium);
    expect(withRules.settings.tradedPicks).toEqual([
      { pick: 3, slot: 7 },
      { pick: 30, slot: 3 },
    ]);
    const kept = afterCommands([{ type: 'ChangeLeagueSettings', data: { ...settings, draftPosition: 4 } }], withRules);
    expect(kept.settings.pointsPerStat).toEqual(tePremium);
    expect(kept.settings.tradedPicks).toHaveLength(2);
    const cleared = afterCommands(
      [{ type: 'ChangeLeagueSettings', data: { ...settings, pointsPerStat: null, tradedPicks: [] } }],
      withRules,
    );
    expect(cleared.settings.pointsPerStat).toBeUndefined();
    expect(cleared.settings.tradedPicks).toBeUndefined();
  });

  it('refuses a traded pick the draft does not have, one traded twice, and scoring no league uses', () => {
    const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 } as const;
    const change = (data: object): TeamCommand => ({ type: 'ChangeLeagueSettings', data: { ...settings, ...data } });
    expect(refusal(() => run(change({ tradedPicks: [{ pick: 181, slot: 2 }] }), given()))).toEqual({
      code: 'invalid-traded-picks',
      message: 'Pick 181 is not in this draft (its picks are 1 to 180)',
    });
    expect(refusal(() => run(change({ tradedPicks: [{ pick: 5, slot: 13 }] }), given()))).toEqual({
      code: 'invalid-traded-picks',
      message: MESSAGES.tradedPickSlot(12),
    });
    expect(
      refusal(() =>
        run(
          change({
            tradedPicks: [
              { pick: 5, slot: 2 },
              { pick: 5, slot: 4 },
            ],
          }),
          given(),
        ),
      ),
    ).toEqual({
      code: 'invalid-traded-picks',
      message: MESSAGES.tradedPickTwice(5),
    });
    expect(refusal(() => run(change({ pointsPerStat: { ...presetPoints('ppr'), passTd: 40 } }), given()))).toEqual({
      code: 'invalid-points-per-stat',
      message: MESSAGES.pointsPerStat('Passing TD', 0, 10),
    });
  });

  it('refuses settings that would leave the roster over its size', () => {
    const state = afterCommands([draft('q1'), draft('r1'), draft('w1')]);
    const small = { QB: 1, RB: 1, WR: 0, TE: 0, FLEX: 0, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 0 };
    expect(
      refusal(() =>
        run({ type: 'ChangeLeagueSettings', data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, rosterSpots: small } }, state),
      ),
    ).toEqual({
      code: 'roster-too-large-for-settings',
      message: 'Your roster has 3 players, more than the 2 these settings allow. Remove players first.',
    });
  });

  it('deletes the team at now', () => {
    expect(run({ type: 'DeleteTeam', data: {} }, given())).toEqual([{ type: 'TeamDeleted', data: { deletedAt: NOW } }]);
  });
});

describe('decide: SaveReportCard', () => {
  const card = { grade: 'B+', percentage: 88, gradeBreakdown: [{ playerId: 'q1', grade: 'A', advice: 'Start him every week' }] };

  it('saves the card at now', () => {
    expect(run({ type: 'SaveReportCard', data: card }, given())).toEqual([{ type: 'ReportCardSaved', data: { ...card, savedAt: NOW } }]);
  });

  it('refuses a card without a grade or with a percentage out of range', () => {
    expect(refusal(() => run({ type: 'SaveReportCard', data: { ...card, grade: ' ' } }, given())).code).toBe('invalid-report-card');
    expect(refusal(() => run({ type: 'SaveReportCard', data: { ...card, percentage: 101 } }, given())).code).toBe('invalid-report-card');
    expect(refusal(() => run({ type: 'SaveReportCard', data: { ...card, percentage: Number.NaN } }, given())).code).toBe(
      'invalid-report-card',
    );
  });
});

describe('decide: LinkSleeperDraft and UnlinkSleeperDraft', () => {
  it('links a draft with or without a slot', () => {
    expect(run({ type: 'LinkSleeperDraft', data: { draftId: ' 123 ', draftSlot: 4 } }, given())).toEqual([
      { type: 'SleeperDraftLinked', data: { draftId: '123', draftSlot: 4 } },
    ]);
    expect(run({ type: 'LinkSleeperDraft', data: { draftId: '123', draftSlot: null } }, given())).toHaveLength(1);
  });

  it('refuses an empty id or a slot outside the league', () => {
    expect(refusal(() => run({ type: 'LinkSleeperDraft', data: { draftId: '', draftSlot: null } }, given())).code).toBe(
      'invalid-sleeper-draft',
    );
    expect(refusal(() => run({ type: 'LinkSleeperDraft', data: { draftId: '1', draftSlot: 13 } }, given()))).toEqual({
      code: 'invalid-sleeper-draft',
      message: 'A Sleeper draft needs an id, and its draft slot must be between 1 and 12',
    });
  });

  it('unlinks a linked draft and refuses when none is linked', () => {
    const linked = given({ type: 'SleeperDraftLinked', data: { draftId: '1', draftSlot: null } });
    expect(run({ type: 'UnlinkSleeperDraft', data: {} }, linked)).toEqual([{ type: 'SleeperDraftUnlinked', data: {} }]);
    expect(refusal(() => run({ type: 'UnlinkSleeperDraft', data: {} }, given()))).toEqual({
      code: 'sleeper-not-linked',
      message: 'This team is not linked to a Sleeper draft',
    });
  });
});
