import { DEFAULT_ROSTER_SPOTS, MAX_ROSTER_SIZE, MAX_ROSTER_SPOTS, MESSAGES, type Position, type TeamEvent } from '@draftmode/domain';
import { DraftRuleError } from '../errors/draft-rule-error';
import { decide, type DecideContext } from './decide';
import { foldTeamEvents } from './evolve';
import type { TeamCommand } from './team-commands';
import { initialTeamState, type TeamState } from './team-state';

const NOW = '2026-09-01T18:00:00.000Z';
const POOL: Record<string, Position> = {
  q1: 'QB',
  q2: 'QB',
  r1: 'RB',
  r2: 'RB',
  r3: 'RB',
  w1: 'WR',
  w2: 'WR',
  w3: 'WR',
  w4: 'WR',
  t1: 'TE',
  k1: 'K',
  d1: 'DEF',
};
const context: DecideContext = { now: NOW, positionOf: (id) => POOL[id] };

const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 't-1',
    userId: 'u-1',
    name: 'Gridiron Gang',
    scoringFormat: 'PPR',
    leagueSize: 12,
    draftPosition: 1,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    isMock: false,
    createdAt: '2026-08-01T00:00:00.000Z',
  },
};

function given(...events: TeamEvent[]): TeamState {
  return foldTeamEvents([created, ...events]);
}

function run(command: TeamCommand, state: TeamState, ctx: DecideContext = context): TeamEvent[] {
  return decide(command, state, ctx);
}

/** Runs each command in turn against the evolving state, as the backend would. */
function afterCommands(commands: TeamCommand[], state: TeamState = given(), ctx: DecideContext = context): TeamState {
  return commands.reduce((current, command) => foldTeamEvents(run(command, current, ctx), current), state);
}

function refusal(action: () => unknown): { code: string; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof DraftRuleError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DraftRuleError');
}

const draft = (playerId: string): TeamCommand => ({ type: 'DraftPlayer', data: { playerId } });
const taken = (playerId: string): TeamCommand => ({ type: 'RecordTakenByOther', data: { playerId } });
const add = (playerId: string): TeamCommand => ({ type: 'AddPlayerToRoster', data: { playerId } });

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
        data: { scoringFormat: 'Standard', leagueSize: 16, draftPosition: 16, rosterSpots: DEFAULT_ROSTER_SPOTS },
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

describe('decide: DraftPlayer', () => {
  it('drafts with the auto-assigned slot and the current overall pick', () => {
    expect(run(draft('r1'), given())).toEqual([{ type: 'PlayerDrafted', data: { playerId: 'r1', slot: 'rb1', overallPick: 1, at: NOW } }]);
  });

  it('numbers an own pick by the team’s next draft slot (1, 24, 25… from slot 1 of 12), not by the picks recorded', () => {
    const state = afterCommands([draft('q1'), taken('r1'), taken('r2'), taken('w1')]);
    expect(run(draft('w2'), state)).toEqual([{ type: 'PlayerDrafted', data: { playerId: 'w2', slot: 'wr1', overallPick: 24, at: NOW } }]);
  });

  it('after an earlier own pick is undone, the later picks keep their numbers and the next own pick fills the one left open', () => {
    const others = ['r1', 'r2', 'r3', 'w1', 'w2', 'w3', 'w4', 't1', 'k1', 'd1'];
    const state = afterCommands(
      [draft('q1'), ...others.map(taken), draft('r1x'), { type: 'UndoPick', data: { playerId: 'q1' } }],
      given(),
      {
        ...context,
        positionOf: (id) => POOL[id] ?? 'RB',
      },
    );
    // The later pick stays at 24; the first slot is open again and the next own pick fills it.
    expect(state.ownPicks).toEqual([{ playerId: 'r1x', overallPick: 24, slot: 'rb1' }]);
    expect(run(draft('q2'), state)[0]).toMatchObject({ data: { playerId: 'q2', overallPick: 1 } });
  });

  it('drafts to the bench (slot null) when no slot is free', () => {
    const state = afterCommands([draft('q1')]);
    expect(run(draft('q2'), state)[0]).toMatchObject({ data: { slot: null } });
  });

  it('refuses an unknown player', () => {
    expect(refusal(() => run(draft('nobody'), given()))).toEqual({ code: 'unknown-player', message: 'Unknown player' });
  });

  it('refuses a player already on the roster', () => {
    expect(refusal(() => run(draft('q1'), afterCommands([add('q1')])))).toEqual({
      code: 'already-on-roster',
      message: 'That player is already on this roster',
    });
  });

  it('refuses a player taken by another team', () => {
    expect(refusal(() => run(draft('q1'), afterCommands([taken('q1')])))).toEqual({
      code: 'taken-by-other',
      message: 'That player was already taken by another team',
    });
  });

  it('refuses a pick when the roster is full', () => {
    const tiny = { QB: 1, RB: 1, WR: 0, TE: 0, FLEX: 0, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 0 };
    const state = afterCommands([
      { type: 'ChangeLeagueSettings', data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, rosterSpots: tiny } },
      draft('q1'),
      draft('r1'),
    ]);
    expect(refusal(() => run(draft('w1'), state))).toEqual({ code: 'roster-full', message: 'Your roster is full (2/2)' });
  });

  it('refuses the 16th player of a default roster (15/15)', () => {
    const ids = Array.from({ length: 16 }, (_, index) => `p${index}`);
    const ctx: DecideContext = { now: NOW, positionOf: (id) => (ids.includes(id) ? 'WR' : undefined) };
    const state = ids.slice(0, 15).reduce((current, id) => foldTeamEvents(decide(draft(id), current, ctx), current), given());
    expect(refusal(() => decide(draft('p15'), state, ctx)).message).toBe('Your roster is full (15/15)');
  });
});

describe('decide: RecordTakenByOther', () => {
  it('records the player at the current overall pick', () => {
    const state = afterCommands([draft('q1')]);
    expect(run(taken('r1'), state)).toEqual([{ type: 'PlayerTakenByOther', data: { playerId: 'r1', overallPick: 2, at: NOW } }]);
  });

  it('numbers the other teams’ picks around the team’s own slots', () => {
    // Slot 1 of 12 owns picks 1, 24 and 25.
    expect(run(taken('r1'), given())[0]).toMatchObject({ data: { overallPick: 2 } });
    const anyone: DecideContext = { ...context, positionOf: (id) => POOL[id] ?? 'WR' };
    const state = afterCommands(
      Array.from({ length: 22 }, (_, index) => taken(`x${index}`)),
      given(),
      anyone,
    );
    expect(state.takenByOthers.at(-1)?.overallPick).toBe(23);
    expect(run(taken('zz'), state, anyone)[0]).toMatchObject({ data: { overallPick: 26 } });
  });

  it('refuses a player on the roster, one already taken, and an unknown one', () => {
    const state = afterCommands([draft('q1'), taken('r1')]);
    expect(refusal(() => run(taken('q1'), state)).code).toBe('already-on-roster');
    expect(refusal(() => run(taken('r1'), state))).toEqual({
      code: 'already-taken-by-other',
      message: 'That player was already taken by another team',
    });
    expect(refusal(() => run(taken('zz'), state)).code).toBe('unknown-player');
  });
});

describe('decide: RecordPicks', () => {
  const picks = (...list: [string, boolean][]): TeamCommand => ({
    type: 'RecordPicks',
    data: { picks: list.map(([playerId, own]) => ({ playerId, own })) },
  });

  it('records each pick as DraftPlayer or RecordTakenByOther would, one after the other', () => {
    const events = run(picks(['q1', true], ['r1', false], ['w1', false]), given());
    expect(events.map((event) => [event.type, (event.data as { overallPick: number }).overallPick])).toEqual([
      ['PlayerDrafted', 1],
      ['PlayerTakenByOther', 2],
      ['PlayerTakenByOther', 3],
    ]);
    expect(afterCommands([draft('q1'), taken('r1'), taken('w1')])).toEqual(foldTeamEvents(events, given()));
  });

  it('refuses the whole list when one pick breaks a rule', () => {
    expect(refusal(() => run(picks(['r1', false], ['r1', false]), given())).code).toBe('already-taken-by-other');
  });
});

describe('decide: UndoPick', () => {
  it('undoes an own pick', () => {
    expect(run({ type: 'UndoPick', data: { playerId: 'q1' } }, afterCommands([draft('q1')]))).toEqual([
      { type: 'PickUndone', data: { playerId: 'q1', pick: 'own', at: NOW, overallPick: 1 } },
    ]);
  });

  it('undoes another team’s pick', () => {
    expect(run({ type: 'UndoPick', data: { playerId: 'q1' } }, afterCommands([taken('q1')]))).toEqual([
      { type: 'PickUndone', data: { playerId: 'q1', pick: 'other', at: NOW, overallPick: 2 } },
    ]);
  });

  it('refuses a pick that was not made, including a player only added in My Teams', () => {
    expect(refusal(() => run({ type: 'UndoPick', data: { playerId: 'q1' } }, given()))).toEqual({
      code: 'pick-not-found',
      message: 'There is no such pick to undo',
    });
    expect(refusal(() => run({ type: 'UndoPick', data: { playerId: 'q1' } }, afterCommands([add('q1')]))).code).toBe('pick-not-found');
  });
});

describe('decide: AddPlayerToRoster and RemovePlayerFromRoster', () => {
  it('adds with the auto-assigned slot', () => {
    expect(run(add('t1'), given())).toEqual([{ type: 'PlayerAddedToRoster', data: { playerId: 't1', slot: 'te' } }]);
  });

  it('applies the same rules as drafting', () => {
    expect(refusal(() => run(add('zz'), given())).code).toBe('unknown-player');
    expect(refusal(() => run(add('t1'), afterCommands([add('t1')]))).code).toBe('already-on-roster');
    expect(refusal(() => run(add('t1'), afterCommands([taken('t1')]))).code).toBe('taken-by-other');
  });

  it('removes a rostered player', () => {
    expect(run({ type: 'RemovePlayerFromRoster', data: { playerId: 't1' } }, afterCommands([add('t1')]))).toEqual([
      { type: 'PlayerRemovedFromRoster', data: { playerId: 't1' } },
    ]);
  });

  it('refuses to remove a player who is not on the roster', () => {
    expect(refusal(() => run({ type: 'RemovePlayerFromRoster', data: { playerId: 't1' } }, given()))).toEqual({
      code: 'not-on-roster',
      message: 'That player is not on this roster',
    });
  });
});

describe('decide: SwapSlots', () => {
  const swap = (slot: 'qb' | 'rb1' | 'flex', playerId: string): TeamCommand => ({ type: 'SwapSlots', data: { slot, playerId } });

  it('swaps a bench player with the occupant', () => {
    const state = afterCommands([draft('q1'), draft('q2')]);
    expect(run(swap('qb', 'q2'), state)).toEqual([
      { type: 'SlotsSwapped', data: { slot: 'qb', playerId: 'q2', from: 'bench', displaced: 'q1' } },
    ]);
  });

  it('records no displaced player when the occupant cannot take the old slot', () => {
    const state = afterCommands([draft('r1'), draft('w1'), draft('w2'), draft('w3'), draft('w4')]);
    expect(run(swap('flex', 'r1'), state)).toEqual([
      { type: 'SlotsSwapped', data: { slot: 'flex', playerId: 'r1', from: 'rb1', displaced: null } },
    ]);
  });

  it('refuses an ineligible position', () => {
    expect(refusal(() => run(swap('qb', 'w1'), afterCommands([draft('w1')])))).toEqual({
      code: 'ineligible-slot',
      message: 'A WR cannot play the qb slot',
    });
  });

  it('refuses a player who is not on the roster or already in the slot', () => {
    expect(refusal(() => run(swap('qb', 'q1'), given())).code).toBe('not-on-roster');
    expect(refusal(() => run(swap('qb', 'q1'), afterCommands([draft('q1')]))).code).toBe('already-in-slot');
  });
});

describe('decide: roster slots follow the league (issue 34)', () => {
  const settings = (rosterSpots: Partial<typeof DEFAULT_ROSTER_SPOTS>): TeamCommand => ({
    type: 'ChangeLeagueSettings',
    data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, rosterSpots: { ...DEFAULT_ROSTER_SPOTS, ...rosterSpots } },
  });

  it('auto-assigns a second QB to SUPERFLEX in a superflex league', () => {
    const state = afterCommands([settings({ SUPERFLEX: 1 }), draft('q1'), draft('q2')]);
    expect(state.roster.positions).toMatchObject({ qb: 'q1', superflex: 'q2' });
  });

  it('stores the new kinds at 0 when a command leaves them out (a payload from before they existed)', () => {
    const { SUPERFLEX: _s, WRTE: _t, WRRB: _r, ...old } = DEFAULT_ROSTER_SPOTS;
    const events = run(
      {
        type: 'ChangeLeagueSettings',
        data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, rosterSpots: old as typeof DEFAULT_ROSTER_SPOTS },
      },
      given(),
    );
    expect(events).toEqual([{ type: 'LeagueSettingsChanged', data: expect.objectContaining({ rosterSpots: DEFAULT_ROSTER_SPOTS }) }]);
  });

  it('re-places a WR whose wr3 the new settings drop: to FLEX when it is open', () => {
    const state = afterCommands([settings({ WR: 3 }), draft('w1'), draft('w2'), draft('w3')]);
    expect(state.roster.positions.wr3).toBe('w3');
    const after = foldTeamEvents(run(settings({}), state), state);
    expect(after.roster.positions).not.toHaveProperty('wr3');
    expect(after.roster.positions.flex).toBe('w3');
    expect(after.roster.playerIds).toEqual(['w1', 'w2', 'w3']);
  });

  it('re-places a TE from a dropped FLEX into WR/TE, knowing his position', () => {
    const state = afterCommands([draft('t1'), { type: 'AddPlayerToRoster', data: { playerId: 't2' } }], given(), {
      ...context,
      positionOf: (id) => (id.startsWith('t') ? 'TE' : POOL[id]),
    });
    expect(state.roster.positions.flex).toBe('t2');
    const events = run(settings({ FLEX: 0, WRTE: 1, Bench: 7 }), state, {
      ...context,
      positionOf: (id) => (id.startsWith('t') ? 'TE' : POOL[id]),
    });
    expect(events).toEqual([
      expect.objectContaining({ type: 'LeagueSettingsChanged' }),
      { type: 'SlotsSwapped', data: { slot: 'wrte', playerId: 't2', from: 'bench', displaced: null } },
    ]);
    const after = foldTeamEvents(events, state);
    expect(after.roster.positions).toMatchObject({ te: 't1', wrte: 't2' });
  });

  it('refuses a swap into a slot the league does not have, with a clear message', () => {
    const state = afterCommands([draft('w1'), draft('w2'), draft('w3'), draft('w4')]);
    expect(refusal(() => run({ type: 'SwapSlots', data: { slot: 'wr3', playerId: 'w4' } }, state))).toEqual({
      code: 'unknown-slot',
      message: "This league's roster has no wr3 slot (its slots: qb, rb1, rb2, wr1, wr2, te, flex, def, k)",
    });
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

describe('decide: RecordKeeper', () => {
  const keep = (playerId: string, draftSlot: number, round: number): TeamCommand => ({
    type: 'RecordKeeper',
    data: { playerId, draftSlot, round },
  });

  it("keeps a player at the pick his round costs: the user's own on his roster, another team's as taken by it", () => {
    // Slot 1 of 12: round 3's pick is 25; slot 4's round 2 pick is 21.
    expect(run(keep('w1', 1, 3), given())).toEqual([
      { type: 'PlayerDrafted', data: { playerId: 'w1', slot: 'wr1', overallPick: 25, at: NOW, keeper: true } },
    ]);
    expect(run(keep('r1', 4, 2), given())).toEqual([
      { type: 'PlayerTakenByOther', data: { playerId: 'r1', overallPick: 21, at: NOW, keeper: true } },
    ]);
  });

  it('skips the kept picks when the draft reaches them', () => {
    const state = afterCommands([keep('w1', 1, 1), keep('r1', 2, 1)]);
    // Pick 1 (ours) and 2 are kept: the next other team's pick is 3, and our next own pick is 24.
    expect(run(taken('r2'), state)[0]).toMatchObject({ data: { overallPick: 3 } });
    expect(run(draft('q1'), state)[0]).toMatchObject({ data: { overallPick: 24 } });
  });

  it('refuses a team or round the league does not have, a pick already filled and a player already listed', () => {
    expect(refusal(() => run(keep('w1', 13, 1), given()))).toEqual({
      code: 'invalid-keeper',
      message: 'A keeper needs a team from 1 to 12 and a round from 1 to 15',
    });
    expect(refusal(() => run(keep('w1', 2, 16), given())).code).toBe('invalid-keeper');
    expect(refusal(() => run(keep('w1', 2, 1.5), given())).code).toBe('invalid-keeper');
    const kept = afterCommands([keep('w1', 2, 1)]);
    expect(refusal(() => run(keep('w2', 2, 1), kept))).toEqual({
      code: 'keeper-pick-taken',
      message: 'Pick 2 already has a player: undo that pick first to keep someone there',
    });
    expect(refusal(() => run(keep('w1', 3, 1), kept)).code).toBe('already-taken-by-other');
    expect(refusal(() => run(keep('zz', 3, 1), kept)).code).toBe('unknown-player');
  });
});

describe('decide: draft order', () => {
  it('numbers picks and keepers by the league’s draft order, and keeps the order a settings change leaves out', () => {
    const settings: TeamCommand = {
      type: 'ChangeLeagueSettings',
      data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, draftOrder: 'third-round-reversal' },
    };
    expect(run(settings, given())).toEqual([
      {
        type: 'LeagueSettingsChanged',
        data: {
          scoringFormat: 'PPR',
          leagueSize: 12,
          draftPosition: 1,
          rosterSpots: DEFAULT_ROSTER_SPOTS,
          draftOrder: 'third-round-reversal',
        },
      },
    ]);
    const state = afterCommands([settings, draft('q1'), draft('r1')]);
    // Slot 1 with round 3 reversed: 1, 24, 36.
    expect(run(draft('w1'), state)[0]).toMatchObject({ data: { overallPick: 36 } });
    expect(run({ type: 'RecordKeeper', data: { playerId: 'w1', draftSlot: 1, round: 4 } }, state)[0]).toMatchObject({
      data: { overallPick: 37 },
    });
    const renamedLeague = afterCommands(
      [{ type: 'ChangeLeagueSettings', data: { scoringFormat: 'Standard', leagueSize: 12, draftPosition: 1 } }],
      state,
    );
    expect(renamedLeague.settings.draftOrder).toBe('third-round-reversal');
    // A snake is the default and is not stored.
    const snake = afterCommands([{ type: 'ChangeLeagueSettings', data: { ...settings.data, draftOrder: 'snake' } }], state);
    expect(snake.settings.draftOrder).toBeUndefined();
  });

  it('refuses an order no draft has', () => {
    const bad = { type: 'ChangeLeagueSettings', data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, draftOrder: 'auction' } };
    expect(refusal(() => run(bad as TeamCommand, given()))).toEqual({
      code: 'invalid-draft-order',
      message: 'The draft order must be snake, third-round-reversal or linear',
    });
  });
});
