import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { POOL, context, given, run, afterCommands, refusal, draft, taken, add } from './decide.fixtures';
import { foldTeamEvents } from './evolve';
import type { TeamCommand } from './team-commands';

// decide: the roster outside the draft (add, remove, swap slots) and slots that follow the league's
// roster spots.

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
