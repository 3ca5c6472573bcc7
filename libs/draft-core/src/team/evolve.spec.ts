import { DEFAULT_ROSTER_SPOTS, TEAM_EVENT_TYPES, type TeamEvent } from '@draftmode/domain';
import { benchPlayers } from '../roster/roster-players';
import { evolve, foldTeamEvents } from './evolve';
import { initialTeamState, type TeamState } from './team-state';

const AT = '2026-09-01T18:00:00.000Z';
const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 't-1',
    userId: 'u-1',
    name: 'Gridiron Gang',
    scoringFormat: 'PPR',
    leagueSize: 12,
    draftPosition: 3,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    isMock: true,
    createdAt: AT,
  },
};
const drafted = (playerId: string, slot: 'qb' | 'rb1' | 'flex' | null, overallPick: number): TeamEvent => ({
  type: 'PlayerDrafted',
  data: { playerId, slot, overallPick, at: AT },
});
const takenByOther = (playerId: string, overallPick: number): TeamEvent => ({
  type: 'PlayerTakenByOther',
  data: { playerId, overallPick, at: AT },
});

describe('evolve', () => {
  it('creates the team', () => {
    const state = foldTeamEvents([created]);
    expect(state).toMatchObject({
      exists: true,
      deleted: false,
      teamId: 't-1',
      userId: 'u-1',
      name: 'Gridiron Gang',
      isMock: true,
      createdAt: AT,
      settings: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, rosterSpots: DEFAULT_ROSTER_SPOTS },
      ownPicks: [],
      takenByOthers: [],
      reportCard: null,
      draftGrade: null,
      sleeper: null,
    });
    expect(state.roster.playerIds).toEqual([]);
  });

  it('ignores a second TeamCreated and anything before the first', () => {
    const renamed: TeamEvent = { type: 'TeamRenamed', data: { name: 'Early' } };
    expect(evolve(initialTeamState, renamed)).toBe(initialTeamState);
    const state = foldTeamEvents([created]);
    expect(evolve(state, { ...created, data: { ...created.data, name: 'Other' } } as TeamEvent)).toBe(state);
  });

  it('renames and changes settings', () => {
    const state = foldTeamEvents([
      created,
      { type: 'TeamRenamed', data: { name: 'New' } },
      {
        type: 'LeagueSettingsChanged',
        data: { scoringFormat: 'Standard', leagueSize: 8, draftPosition: 8, rosterSpots: DEFAULT_ROSTER_SPOTS },
      },
    ]);
    expect(state.name).toBe('New');
    expect(state.settings).toEqual({ scoringFormat: 'Standard', leagueSize: 8, draftPosition: 8, rosterSpots: DEFAULT_ROSTER_SPOTS });
  });

  it('records own picks in their slots and others’ picks on the board', () => {
    const state = foldTeamEvents([created, drafted('q1', 'qb', 3), takenByOther('r9', 1), drafted('q2', null, 22)]);
    expect(state.roster.positions.qb).toBe('q1');
    expect(state.roster.playerIds).toEqual(['q1', 'q2']);
    expect(benchPlayers(state.roster)).toEqual(['q2']);
    expect(state.ownPicks).toEqual([
      { playerId: 'q1', overallPick: 3, slot: 'qb' },
      { playerId: 'q2', overallPick: 22, slot: null },
    ]);
    // Every pick keeps the number it was recorded at (docs/draft-rules.md §3).
    expect(state.takenByOthers).toEqual([{ playerId: 'r9', overallPick: 1 }]);
  });

  it('frees the number of an undone or removed pick and changes no other pick', () => {
    const picks = [created, takenByOther('o1', 1), takenByOther('o2', 2), drafted('q1', 'qb', 3), drafted('r1', 'rb1', 22)];
    const undone = foldTeamEvents([...picks, { type: 'PickUndone', data: { playerId: 'q1', pick: 'own', overallPick: 3 } }]);
    expect(undone.ownPicks).toEqual([{ playerId: 'r1', overallPick: 22, slot: 'rb1' }]);
    const otherUndone = foldTeamEvents([...picks, { type: 'PickUndone', data: { playerId: 'o1', pick: 'other', overallPick: 1 } }]);
    expect(otherUndone.takenByOthers).toEqual([{ playerId: 'o2', overallPick: 2 }]);
    expect(otherUndone.ownPicks.map((pick) => pick.overallPick)).toEqual([3, 22]);
    const removed = foldTeamEvents([...picks, { type: 'PlayerRemovedFromRoster', data: { playerId: 'q1', overallPick: 3 } }]);
    expect(removed.ownPicks).toEqual([{ playerId: 'r1', overallPick: 22, slot: 'rb1' }]);
  });

  it('reads undo and removal events recorded before picks kept their numbers as they were then: later picks move up a slot', () => {
    // Streams written before picks kept their numbers carry no overallPick on these events.
    const picks = [created, takenByOther('o1', 1), takenByOther('o2', 2), drafted('q1', 'qb', 3), drafted('r1', 'rb1', 22)];
    const undone = foldTeamEvents([...picks, { type: 'PickUndone', data: { playerId: 'q1', pick: 'own' } }]);
    expect(undone.ownPicks).toEqual([{ playerId: 'r1', overallPick: 3, slot: 'rb1' }]);
    const removed = foldTeamEvents([...picks, { type: 'PlayerRemovedFromRoster', data: { playerId: 'q1' } }]);
    expect(removed.ownPicks).toEqual([{ playerId: 'r1', overallPick: 3, slot: 'rb1' }]);
    const moved = foldTeamEvents([
      ...picks,
      {
        type: 'LeagueSettingsChanged',
        data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, rosterSpots: DEFAULT_ROSTER_SPOTS },
      },
    ]);
    expect(moved.ownPicks.map((pick) => pick.overallPick)).toEqual([1, 24]);
    expect(moved.takenByOthers.map((pick) => pick.overallPick)).toEqual([2, 3]);
  });

  it('ignores a pick of a player already on a list, so a replayed event cannot duplicate him', () => {
    const state = foldTeamEvents([created, drafted('q1', 'qb', 1), takenByOther('r1', 2)]);
    expect(evolve(state, drafted('q1', 'qb', 3))).toBe(state);
    expect(evolve(state, drafted('r1', 'rb1', 3))).toBe(state);
    expect(evolve(state, takenByOther('q1', 3))).toBe(state);
    expect(evolve(state, { type: 'PlayerAddedToRoster', data: { playerId: 'r1', slot: null } })).toBe(state);
  });

  it('leaves a recorded slot that is already taken unassigned', () => {
    const state = foldTeamEvents([created, drafted('q1', 'qb', 1), drafted('q2', 'qb', 24)]);
    expect(state.roster.positions.qb).toBe('q1');
    expect(state.ownPicks[1]).toEqual({ playerId: 'q2', overallPick: 24, slot: null });
  });

  it('undoes an own pick, freeing the slot', () => {
    const state = foldTeamEvents([created, drafted('q1', 'qb', 1), { type: 'PickUndone', data: { playerId: 'q1', pick: 'own' } }]);
    expect(state.roster.positions.qb).toBeNull();
    expect(state.roster.playerIds).toEqual([]);
    expect(state.ownPicks).toEqual([]);
  });

  it('undoes another team’s pick, returning the player to the pool', () => {
    const state = foldTeamEvents([created, takenByOther('r1', 1), { type: 'PickUndone', data: { playerId: 'r1', pick: 'other' } }]);
    expect(state.takenByOthers).toEqual([]);
  });

  it('ignores an undo that matches no pick', () => {
    const state = foldTeamEvents([created, drafted('q1', 'qb', 1), takenByOther('r1', 2)]);
    expect(evolve(state, { type: 'PickUndone', data: { playerId: 'r1', pick: 'own' } })).toBe(state);
    expect(evolve(state, { type: 'PickUndone', data: { playerId: 'q1', pick: 'other' } })).toBe(state);
  });

  it('adds and removes roster players; removing a drafted one drops his pick', () => {
    const state = foldTeamEvents([
      created,
      { type: 'PlayerAddedToRoster', data: { playerId: 't1', slot: 'te' } },
      drafted('r1', 'rb1', 3),
      { type: 'PlayerRemovedFromRoster', data: { playerId: 'r1' } },
    ]);
    expect(state.roster.positions.te).toBe('t1');
    expect(state.roster.playerIds).toEqual(['t1']);
    expect(state.ownPicks).toEqual([]);
  });

  it('swaps slots', () => {
    const state = foldTeamEvents([
      created,
      drafted('q1', 'qb', 1),
      drafted('q2', null, 24),
      { type: 'SlotsSwapped', data: { slot: 'qb', playerId: 'q2', from: 'bench', displaced: 'q1' } },
    ]);
    expect(state.roster.positions.qb).toBe('q2');
    expect(state.roster.bench).toEqual(['q1']);
  });

  it('saves the report card and its grade', () => {
    const card = { grade: 'A-', percentage: 91, gradeBreakdown: [{ playerId: 'q1', grade: 'A', advice: 'Keep him' }], savedAt: AT };
    const state = foldTeamEvents([created, { type: 'ReportCardSaved', data: card }]);
    expect(state.reportCard).toEqual(card);
    expect(state.draftGrade).toBe('A-');
  });

  it('links and unlinks a Sleeper draft', () => {
    const linked = foldTeamEvents([created, { type: 'SleeperDraftLinked', data: { draftId: 'd-1', draftSlot: 3 } }]);
    expect(linked.sleeper).toEqual({ draftId: 'd-1', draftSlot: 3 });
    expect(evolve(linked, { type: 'SleeperDraftUnlinked', data: {} }).sleeper).toBeNull();
  });

  it('marks the team deleted and ignores later events', () => {
    const deleted = foldTeamEvents([created, { type: 'TeamDeleted', data: { deletedAt: AT } }]);
    expect(deleted.deleted).toBe(true);
    expect(evolve(deleted, drafted('q1', 'qb', 1))).toBe(deleted);
  });

  it('ignores an unknown event type', () => {
    const state = foldTeamEvents([created]);
    expect(evolve(state, { type: 'SomethingNew', data: {} } as unknown as TeamEvent)).toBe(state);
  });

  it('applies an example of every event type the domain defines', () => {
    // A tripwire: a new domain event type without a case in evolve fails here.
    const examples: Record<string, TeamEvent[]> = {
      TeamCreated: [],
      TeamRenamed: [{ type: 'TeamRenamed', data: { name: 'X' } }],
      LeagueSettingsChanged: [
        {
          type: 'LeagueSettingsChanged',
          data: { scoringFormat: 'PPR', leagueSize: 10, draftPosition: 1, rosterSpots: DEFAULT_ROSTER_SPOTS },
        },
      ],
      PlayerDrafted: [drafted('q1', 'qb', 1)],
      PlayerTakenByOther: [takenByOther('r1', 1)],
      PickUndone: [takenByOther('r1', 1), { type: 'PickUndone', data: { playerId: 'r1', pick: 'other' } }],
      PlayerAddedToRoster: [{ type: 'PlayerAddedToRoster', data: { playerId: 'q1', slot: 'qb' } }],
      PlayerRemovedFromRoster: [drafted('q1', 'qb', 1), { type: 'PlayerRemovedFromRoster', data: { playerId: 'q1' } }],
      SlotsSwapped: [
        drafted('r1', 'rb1', 1),
        { type: 'SlotsSwapped', data: { slot: 'flex', playerId: 'r1', from: 'rb1', displaced: null } },
      ],
      ReportCardSaved: [{ type: 'ReportCardSaved', data: { grade: 'B', percentage: 84, gradeBreakdown: [], savedAt: AT } }],
      SleeperDraftLinked: [{ type: 'SleeperDraftLinked', data: { draftId: 'd', draftSlot: null } }],
      SleeperDraftUnlinked: [
        { type: 'SleeperDraftLinked', data: { draftId: 'd', draftSlot: null } },
        { type: 'SleeperDraftUnlinked', data: {} },
      ],
      PickClockSet: [{ type: 'PickClockSet', data: { secondsPerPick: 90, paused: false, at: AT } }],
      TeamDeleted: [{ type: 'TeamDeleted', data: { deletedAt: AT } }],
    };
    expect(Object.keys(examples).sort()).toEqual([...TEAM_EVENT_TYPES].sort());
    const base = foldTeamEvents([created]);
    for (const [type, events] of Object.entries(examples)) {
      if (type === 'TeamCreated') continue;
      const last = events[events.length - 1] as TeamEvent;
      const before = foldTeamEvents(events.slice(0, -1), base);
      expect(evolve(before, last)).not.toEqual(before);
    }
  });

  it('never mutates the state it is given', () => {
    const state = foldTeamEvents([created, drafted('q1', 'qb', 1)]);
    const snapshot = structuredClone(state);
    foldTeamEvents(
      [drafted('q2', null, 2), { type: 'SlotsSwapped', data: { slot: 'qb', playerId: 'q2', from: 'bench', displaced: 'q1' } }],
      state,
    );
    expect(state).toEqual(snapshot);
  });
});

describe('evolve: streams stored before slots followed the league', () => {
  // The roster spots of a TeamCreated recorded before SUPERFLEX, WRTE and WRRB existed.
  const { SUPERFLEX: _s, WRTE: _t, WRRB: _r, ...oldSpots } = DEFAULT_ROSTER_SPOTS;
  const oldCreated: TeamEvent = { ...created, data: { ...(created.data as object), rosterSpots: oldSpots } } as TeamEvent;
  const at = (playerId: string, slot: string | null, overallPick: number): TeamEvent => ({
    type: 'PlayerDrafted',
    data: { playerId, slot, overallPick, at: AT },
  });

  it('reads an old TeamCreated as a league without superflex or WR/TE, WR/RB flex', () => {
    const state = foldTeamEvents([oldCreated]);
    expect(state.settings.rosterSpots).toEqual({ ...oldSpots, SUPERFLEX: 0, WRTE: 0, WRRB: 0 });
    expect(Object.keys(state.roster.positions)).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'def', 'k']);
  });

  it('reads an old LeagueSettingsChanged the same way', () => {
    const changed: TeamEvent = {
      type: 'LeagueSettingsChanged',
      data: { scoringFormat: 'PPR', leagueSize: 10, draftPosition: 2, rosterSpots: { ...oldSpots, WR: 3 } },
    };
    const state = foldTeamEvents([oldCreated, changed]);
    expect(state.settings.rosterSpots).toMatchObject({ WR: 3, SUPERFLEX: 0, WRTE: 0, WRRB: 0 });
    expect(state.roster.positions).toHaveProperty('wr3', null);
  });

  it('keeps a WR stored in wr3 of a two-WR league: he takes FLEX, and a later FLEX pick the bench', () => {
    // Recorded when every roster had wr3: WR, WR, WR (wr3), then an RB in FLEX over rb1 and rb2.
    const state = foldTeamEvents([
      oldCreated,
      at('w1', 'wr1', 3),
      at('w2', 'wr2', 22),
      at('w3', 'wr3', 27),
      at('r1', 'rb1', 46),
      at('r2', 'rb2', 51),
      at('r3', 'flex', 70),
    ]);
    expect(state.roster.playerIds).toEqual(['w1', 'w2', 'w3', 'r1', 'r2', 'r3']);
    expect(state.roster.positions).not.toHaveProperty('wr3');
    expect(state.roster.positions.flex).toBe('w3');
    expect(benchPlayers(state.roster)).toEqual(['r3']);
    expect(state.ownPicks.map((pick) => [pick.playerId, pick.slot])).toEqual([
      ['w1', 'wr1'],
      ['w2', 'wr2'],
      ['w3', 'flex'],
      ['r1', 'rb1'],
      ['r2', 'rb2'],
      ['r3', null],
    ]);
  });

  it('ignores a stored swap into a slot the league lacks, keeping everyone where he was', () => {
    const state = foldTeamEvents([
      oldCreated,
      at('w1', 'wr1', 3),
      at('w2', 'wr2', 22),
      at('w3', 'flex', 27),
      at('w4', null, 46),
      { type: 'SlotsSwapped', data: { slot: 'wr3', playerId: 'w4', from: 'bench', displaced: null } },
    ]);
    expect(state.roster.playerIds).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(benchPlayers(state.roster)).toEqual(['w4']);
  });
});

describe('evolve: LeagueSettingsChanged reshapes the roster', () => {
  const settings = (rosterSpots: typeof DEFAULT_ROSTER_SPOTS): TeamEvent => ({
    type: 'LeagueSettingsChanged',
    data: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, rosterSpots },
  });

  it('gives a superflex league its SUPERFLEX slot and moves a QB in qb to qb1 when the league takes two', () => {
    const superflex = foldTeamEvents([created, drafted('q1', 'qb', 3), settings({ ...DEFAULT_ROSTER_SPOTS, SUPERFLEX: 1 })]);
    expect(superflex.roster.positions).toMatchObject({ qb: 'q1', superflex: null });
    const twoQbs = foldTeamEvents([created, drafted('q1', 'qb', 3), settings({ ...DEFAULT_ROSTER_SPOTS, QB: 2 })]);
    expect(twoQbs.roster.positions).toMatchObject({ qb1: 'q1', qb2: null });
    expect(twoQbs.roster.positions).not.toHaveProperty('qb');
  });

  it('sends a player whose slot is gone to the bench when no slot takes him, never off the roster', () => {
    const state = foldTeamEvents([created, drafted('k1', null, 3), settings({ ...DEFAULT_ROSTER_SPOTS, K: 0, Bench: 7 })]);
    expect(state.roster.playerIds).toEqual(['k1']);
    expect(benchPlayers(state.roster)).toEqual(['k1']);
  });
});

describe('evolve: league settings changes and pick numbers', () => {
  const created: TeamEvent = {
    type: 'TeamCreated',
    data: {
      teamId: 't',
      userId: 'u',
      name: 'Old Stream',
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 5,
      rosterSpots: DEFAULT_ROSTER_SPOTS,
      isMock: false,
      createdAt: 'x',
    },
  };
  const other = (playerId: string, overallPick: number): TeamEvent => ({
    type: 'PlayerTakenByOther',
    data: { playerId, overallPick, at: 'x' },
  });
  const before: TeamEvent[] = [
    created,
    other('o1', 1),
    other('o2', 2),
    other('o3', 3),
    other('o4', 4),
    { type: 'PlayerDrafted', data: { playerId: 'me', slot: null, overallPick: 5, at: 'x' } },
    other('o6', 6),
    other('o7', 7),
    other('o8', 8),
    { type: 'PickUndone', data: { playerId: 'o2', pick: 'other', overallPick: 2, at: 'x' } },
  ];
  const scoringOnly = { scoringFormat: 'Standard' as const, leagueSize: 12 as const, draftPosition: 5, rosterSpots: DEFAULT_ROSTER_SPOTS };
  const numbers = (state: TeamState) => state.takenByOthers.map((pick) => pick.overallPick);

  it('reads a change recorded before picks kept their numbers as it was: every pick renumbered by slot', () => {
    // Recorded then, the change closed the gap at 2, and the next pick was recorded at 8.
    const state = foldTeamEvents([...before, { type: 'LeagueSettingsChanged', data: scoringOnly }, other('o9', 8)]);
    expect(numbers(state)).toEqual([1, 2, 3, 4, 6, 7, 8]);
  });

  it('keeps every number through a change recorded now, the gap included', () => {
    const state = foldTeamEvents([...before, { type: 'LeagueSettingsChanged', data: { ...scoringOnly, keepsPickNumbers: true } }]);
    expect(numbers(state)).toEqual([1, 3, 4, 6, 7, 8]);
  });
});
