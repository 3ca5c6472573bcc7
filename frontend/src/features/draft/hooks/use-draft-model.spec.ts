import { DEFAULT_LEAGUE_SETTINGS, presetPoints, type PlayerListItem, type StatLine } from '@draftmode/domain';
import { emptyRoster, initialTeamState, type TeamState } from '@draftmode/draft-core';
import { renderHook, waitFor } from '@testing-library/react';
import { poolItems } from '../testing/render-ui';
import { useDraftModel } from './use-draft-model';

const pool = poolItems();
const byId = new Map(pool.map((player) => [player.id, player]));

/** A 12-team draft from slot 3 with the first `taken` players of the pool gone to other teams. */
function stateAfter(taken: number): TeamState {
  return {
    ...initialTeamState,
    exists: true,
    name: 'Model Team',
    settings: { ...DEFAULT_LEAGUE_SETTINGS, draftPosition: 3 },
    roster: emptyRoster(),
    takenByOthers: pool.slice(0, taken).map((player, index) => ({ playerId: player.id, overallPick: index + 1 })),
  };
}

describe('useDraftModel', () => {
  it('knows the pick on the clock, the user’s picks and what is left', async () => {
    const state = stateAfter(1);
    const { result } = renderHook(() => useDraftModel(state, pool, byId));
    // The board comes first; the draft model follows after the first paint.
    expect(result.current.moment).toBeNull();
    await waitFor(() => expect(result.current.moment).not.toBeNull());
    expect(result.current.currentOverall).toBe(2);
    expect(result.current.userPicks.slice(0, 4)).toEqual([3, 22, 27, 46]);
    expect(result.current.nextPick).toBe(3);
    expect(result.current.chancePick).toBe(3);
    expect(result.current.available).toHaveLength(pool.length - 1);
    expect(result.current.recommendations.length).toBeGreaterThan(0);
  });

  it('on the clock, looks the chances ahead to the following pick instead of a useless 100 %', async () => {
    const state = stateAfter(2);
    const { result } = renderHook(() => useDraftModel(state, pool, byId));
    await waitFor(() => expect(result.current.moment).not.toBeNull());
    expect(result.current.currentOverall).toBe(3);
    expect(result.current.nextPick).toBe(3);
    expect(result.current.chancePick).toBe(22);
    const chances = result.current.recommendations.map((rec) => rec.chanceAvailableAtNextPick);
    expect(chances.some((chance) => chance < 0.5)).toBe(true);
    expect(result.current.recommendations.every((rec) => rec.nextPick === 22)).toBe(true);
  });

  it('follows the picks the team owns after a trade, and the last pick taken is the one before the clock, not a keeper', async () => {
    const keeperPick = { playerId: (pool[100] as (typeof pool)[number]).id, overallPick: 170 };
    const state: TeamState = {
      ...stateAfter(1),
      // Slot 3 got pick 10 for its round-2 pick (22); team 2 keeps a player at its last-round pick.
      settings: {
        ...DEFAULT_LEAGUE_SETTINGS,
        draftPosition: 3,
        tradedPicks: [
          { pick: 10, slot: 3 },
          { pick: 22, slot: 10 },
        ],
      },
      takenByOthers: [...stateAfter(1).takenByOthers, keeperPick],
    };
    const { result } = renderHook(() => useDraftModel(state, pool, byId));
    await waitFor(() => expect(result.current.moment).not.toBeNull());
    expect(result.current.userPicks.slice(0, 4)).toEqual([3, 10, 27, 46]);
    expect(result.current.lastTaken).toEqual({ playerId: pool[0]!.id, overallPick: 1, own: false });
  });
});

describe('useDraftModel in a per-stat league', () => {
  it("values and lists the players in the league's scoring", async () => {
    // Kelce's row of FantasyPros' 2019 TE projection export (../shared/data/fantasypros-projections/2019), as `players:sync --csv` stores it.
    const kelceLine: StatLine = {
      ...{ passYds: 0, passTds: 0, passInts: 0, rushYds: 0, rushTds: 0, twoPointConversions: 0 },
      ...{ receptions: 98.7, recYds: 1251.5, recTds: 9.4, fumblesLost: 0.6 },
    };
    const players: PlayerListItem[] = pool.map((player) => (player.id === 'travis-kelce' ? { ...player, stats: kelceLine } : player));
    const ids = new Map(players.map((player) => [player.id, player]));
    const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 1 } };
    const plainState = stateAfter(0);
    const premiumState = { ...plainState, settings: { ...plainState.settings, pointsPerStat: tePremium } };
    const plain = renderHook(() => useDraftModel(plainState, players, ids));
    const premium = renderHook(() => useDraftModel(premiumState, players, ids));
    await waitFor(() => expect(premium.result.current.moment).not.toBeNull());

    const kelce = ids.get('travis-kelce')!;
    const listed = premium.result.current.available.find((player) => player.id === kelce.id)!;
    expect(plain.result.current.ctx.pool).toBe(players);
    expect(premium.result.current.ctx.pool).toContain(listed);
    // 98.7 + 125.15 + 56.4 − 1.2 in PPR, and a point more per catch.
    expect(listed.projection.ppr).toBeCloseTo(279.05 + 98.7, 1);
    expect(premium.result.current.ctx.vor(kelce)).toBeGreaterThan(plain.result.current.ctx.vor(kelce));
  });
});
