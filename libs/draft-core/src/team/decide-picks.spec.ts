import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { decide, type DecideContext } from './decide';
import { NOW, POOL, context, given, run, afterCommands, refusal, draft, taken, add } from './decide.fixtures';
import { foldTeamEvents } from './evolve';
import type { TeamCommand } from './team-commands';

// decide: the draft's picks (own, others', lists of picks, undo, keepers) and how they are numbered.

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

  it('marks the picks a room lists as keepers, own and others’, at their numbers', () => {
    const events = run(
      {
        type: 'RecordPicks',
        data: {
          picks: [
            { playerId: 'q1', own: true, overallPick: 1, keeper: true },
            { playerId: 'r1', own: false, overallPick: 2, keeper: true },
            { playerId: 'w1', own: false, overallPick: 3 },
          ],
        },
      },
      given(),
    );
    expect(events.map((event) => [event.type, (event.data as { overallPick: number }).overallPick, 'keeper' in event.data])).toEqual([
      ['PlayerDrafted', 1, true],
      ['PlayerTakenByOther', 2, true],
      ['PlayerTakenByOther', 3, false],
    ]);
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
          keepsPickNumbers: true,
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

describe('decide: traded picks and picks at a draft room’s numbers', () => {
  // Slot 1 of 12 traded its first pick to slot 7 and got slot 10's third-round pick (34).
  const trades: TeamCommand = {
    type: 'ChangeLeagueSettings',
    data: {
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 1,
      tradedPicks: [
        { pick: 1, slot: 7 },
        { pick: 34, slot: 1 },
      ],
    },
  };

  it('own picks follow the picks the team owns, the others skip them', () => {
    const state = afterCommands([trades]);
    expect(run(draft('q1'), state)[0]).toMatchObject({ data: { overallPick: 24 } });
    expect(run(taken('r1'), state)[0]).toMatchObject({ data: { overallPick: 1 } });
    // Own picks: 24, 25, then the traded-in 34, then 48.
    const third = afterCommands([draft('q1'), draft('r1')], state);
    expect(run(draft('w1'), third)[0]).toMatchObject({ data: { overallPick: 34 } });
    const fourth = afterCommands([draft('w1')], third);
    expect(run(draft('w2'), fourth)[0]).toMatchObject({ data: { overallPick: 48 } });
  });

  it('a keeper costs the pick the team owns in his round, and none when it traded that round away', () => {
    const state = afterCommands([trades]);
    expect(run({ type: 'RecordKeeper', data: { playerId: 'w1', draftSlot: 1, round: 3 } }, state)[0]).toMatchObject({
      type: 'PlayerDrafted',
      data: { overallPick: 25 },
    });
    expect(refusal(() => run({ type: 'RecordKeeper', data: { playerId: 'w1', draftSlot: 1, round: 1 } }, state))).toEqual({
      code: 'invalid-keeper',
      message: 'Team 1 has no pick in round 1 to keep a player with (it was traded)',
    });
  });

  it('records picks at the numbers a draft room gives them, leaving the gaps between open', () => {
    const state = afterCommands([
      trades,
      {
        type: 'RecordPicks',
        data: {
          picks: [
            { playerId: 'r1', own: false, overallPick: 1 },
            { playerId: 'r2', own: false, overallPick: 5 },
            { playerId: 'q1', own: true, overallPick: 34 },
          ],
        },
      },
    ]);
    expect(state.takenByOthers.map((pick) => pick.overallPick)).toEqual([1, 5]);
    expect(state.ownPicks.map((pick) => pick.overallPick)).toEqual([34]);
    // The gap at 2 is the next other team's pick; the next own pick is the lowest open one, 24.
    expect(run(taken('w1'), state)[0]).toMatchObject({ data: { overallPick: 2 } });
    expect(run(draft('w1'), state)[0]).toMatchObject({ data: { overallPick: 24 } });
  });

  it('keeps a room’s numbers when the room’s settings are taken after its picks, while every pick still fits', () => {
    const numbered: TeamCommand = {
      type: 'RecordPicks',
      data: {
        picks: [
          { playerId: 'r1', own: false, overallPick: 2 },
          { playerId: 'r2', own: false, overallPick: 5 },
        ],
      },
    };
    const sleepers: TeamCommand = {
      type: 'ChangeLeagueSettings',
      data: {
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 10,
        draftOrder: 'third-round-reversal',
        tradedPicks: [
          { pick: 7, slot: 10 },
          { pick: 15, slot: 7 },
        ],
      },
    };
    const kept = afterCommands([numbered, sleepers]);
    expect(kept.takenByOthers.map((pick) => pick.overallPick)).toEqual([2, 5]);
    // Pick 2 becomes the team's own under other settings: then every pick is numbered by slot, as before.
    const own2: TeamCommand = { type: 'ChangeLeagueSettings', data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 2 } };
    expect(afterCommands([numbered, own2]).takenByOthers.map((pick) => pick.overallPick)).toEqual([1, 3]);
  });

  it('refuses a room’s number that is filled, outside the draft, or owned by the other side', () => {
    const state = afterCommands([trades, { type: 'RecordPicks', data: { picks: [{ playerId: 'r1', own: false, overallPick: 3 }] } }]);
    const at = (playerId: string, own: boolean, overallPick: number): TeamCommand => ({
      type: 'RecordPicks',
      data: { picks: [{ playerId, own, overallPick }] },
    });
    expect(refusal(() => run(at('r2', false, 3), state))).toEqual({
      code: 'pick-number-taken',
      message: 'Pick 3 already has a player: undo it first',
    });
    expect(refusal(() => run(at('r2', false, 181), state))).toEqual({
      code: 'invalid-pick-number',
      message: 'Pick 181 is not in this draft (its picks are 1 to 180)',
    });
    expect(refusal(() => run(at('q1', true, 1), state))).toEqual({
      code: 'invalid-pick-number',
      message: 'Pick 1 belongs to team 7, not to you',
    });
    expect(refusal(() => run(at('r2', false, 34), state))).toEqual({
      code: 'invalid-pick-number',
      message: 'Pick 34 is yours: record it as your own pick',
    });
  });
});
