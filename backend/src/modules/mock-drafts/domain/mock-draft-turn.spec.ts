import { DEFAULT_ROSTER_SPOTS, type Player, type RecordedEvent } from '@draftmode/domain';
import { decide, evolve, initialTeamState, type TeamCommand, type TeamState } from '@draftmode/draft-core';
import { bundledPlayers } from '@draftmode/players';
import { adpOf } from '@draftmode/grading';
import { BotBoards, botPick, draftClock, rewindPlan, rostersBySlot } from './mock-draft-turn';

const pool = bundledPlayers();
const byId = new Map(pool.map((player) => [player.id, player]));
const playerById = (id: string): Player | undefined => byId.get(id);
const context = { now: '2026-08-01T00:00:00.000Z', positionOf: (id: string) => byId.get(id)?.position };

/** A mock team's stream built with the real decider, so versions and overall picks are the engine's. */
class Stream {
  state: TeamState = initialTeamState;
  events: RecordedEvent[] = [];

  run(command: TeamCommand): void {
    for (const event of decide(command, this.state, context)) {
      this.state = evolve(this.state, event);
      this.events.push({
        position: this.events.length + 1,
        streamId: 'team-t',
        version: this.events.length + 1,
        type: event.type,
        data: event.data,
        metadata: { userId: 'u', commandId: `c${this.events.length}`, correlationId: `c${this.events.length}`, causationId: null },
        occurredAt: context.now,
      } as RecordedEvent);
    }
  }
}

function newDraft(leagueSize: 8 | 10 | 12, draftPosition: number): Stream {
  const stream = new Stream();
  stream.run({
    type: 'CreateTeam',
    data: { teamId: 't', userId: 'u', name: 'Mock', scoringFormat: 'PPR', leagueSize, draftPosition, isMock: true },
  });
  return stream;
}

/** Bots by seed; the user takes the best ADP left (a stand-in for the user: these tests are about the bots). */
function runDraft(seed: number, leagueSize: 8 | 10 | 12, draftPosition: number, stopAfter = Infinity): Stream {
  const stream = newDraft(leagueSize, draftPosition);
  const boards = new BotBoards(pool, 'ppr', leagueSize, seed);
  while (!draftClock(stream.state).finished && draftClock(stream.state).picksMade < stopAfter) {
    if (draftClock(stream.state).userOnTheClock) {
      const taken = new Set([...stream.state.roster.playerIds, ...stream.state.takenByOthers.map((pick) => pick.playerId)]);
      const best = boards.byAdp.find((player) => !taken.has(player.id) && player.position !== 'K' && player.position !== 'DEF');
      stream.run({ type: 'DraftPlayer', data: { playerId: (best as Player).id } });
    } else {
      const player = botPick(stream.state, boards, playerById);
      expect(player).not.toBeNull();
      stream.run({ type: 'RecordTakenByOther', data: { playerId: (player as Player).id } });
    }
  }
  return stream;
}

const pickOrder = (stream: Stream) =>
  stream.events.filter((event) => event.type === 'PlayerTakenByOther').map((event) => (event.data as { playerId: string }).playerId);

describe('mock draft bots', () => {
  it('choose the same players for the same seed, and other players for another seed', () => {
    const first = pickOrder(runDraft(11, 10, 6, 60));
    expect(pickOrder(runDraft(11, 10, 6, 60))).toEqual(first);
    expect(pickOrder(runDraft(12, 10, 6, 60))).not.toEqual(first);
  });

  it('draft by ADP with noise: the first round is mostly, not exactly, the ADP top', () => {
    const stream = runDraft(3, 12, 12, 11);
    const firstRound = pickOrder(stream);
    const adpTop = [...pool]
      .sort((a, b) => adpOf(a, 'ppr') - adpOf(b, 'ppr'))
      .slice(0, 24)
      .map((player) => player.id);
    expect(firstRound.filter((id) => adpTop.includes(id)).length).toBeGreaterThanOrEqual(9);
    expect(firstRound).not.toEqual(adpTop.slice(0, 11));
  });

  it.each([1, 2, 3, 4])(
    'keep the roster rules over a full draft (seed %i): ≤2 QB and TE, one K and one DEF in the last two rounds',
    (seed) => {
      const stream = runDraft(seed, 12, (seed % 12) + 1);
      expect(draftClock(stream.state)).toMatchObject({ finished: true, picksMade: 180 });
      const rosters = rostersBySlot(stream.state, playerById);
      const rounds = 15;
      rosters.forEach((roster, index) => {
        expect(roster).toHaveLength(rounds);
        if (index + 1 === stream.state.settings.draftPosition) return;
        const count = (position: string) => roster.filter((player) => player.position === position).length;
        expect(count('QB')).toBeLessThanOrEqual(2);
        expect(count('TE')).toBeLessThanOrEqual(2);
        expect(count('K')).toBe(1);
        expect(count('DEF')).toBe(1);
        // Starters are filled: QB1 RB2 WR2 TE1 (+FLEX from RB/WR/TE).
        expect(count('QB')).toBeGreaterThanOrEqual(DEFAULT_ROSTER_SPOTS.QB);
        expect(count('TE')).toBeGreaterThanOrEqual(DEFAULT_ROSTER_SPOTS.TE);
        expect(count('RB') + count('WR') + count('TE')).toBeGreaterThanOrEqual(
          DEFAULT_ROSTER_SPOTS.RB + DEFAULT_ROSTER_SPOTS.WR + DEFAULT_ROSTER_SPOTS.TE + DEFAULT_ROSTER_SPOTS.FLEX,
        );
        const kickerAndDefence = roster
          .map((player, pick) => ({ player, round: pick + 1 }))
          .filter(({ player }) => player.position === 'K' || player.position === 'DEF');
        for (const { round } of kickerAndDefence) expect(round).toBeGreaterThanOrEqual(rounds - 1);
      });
    },
  );

  it('make no pick while the user is on the clock', () => {
    const stream = runDraft(5, 8, 3, 2);
    expect(draftClock(stream.state)).toMatchObject({ userOnTheClock: true, currentOverallPick: 3, slotOnTheClock: 3 });
    expect(botPick(stream.state, new BotBoards(pool, 'ppr', 8, 5), playerById)).toBeNull();
  });

  it('follow the league’s draft: a third-round reversal and a traded pick decide who is on the clock and whose roster grows', () => {
    const stream = newDraft(8, 3);
    // Slot 3 of 8 got slot 1's first pick; its own first pick (3) went to slot 6.
    stream.run({
      type: 'ChangeLeagueSettings',
      data: {
        scoringFormat: 'PPR',
        leagueSize: 8,
        draftPosition: 3,
        draftOrder: 'third-round-reversal',
        tradedPicks: [
          { pick: 1, slot: 3 },
          { pick: 3, slot: 6 },
        ],
      },
    });
    expect(draftClock(stream.state)).toMatchObject({ currentOverallPick: 1, slotOnTheClock: 3, userOnTheClock: true });
    stream.run({ type: 'DraftPlayer', data: { playerId: (pool[0] as Player).id } });
    stream.run({ type: 'RecordTakenByOther', data: { playerId: (pool[1] as Player).id } });
    expect(draftClock(stream.state)).toMatchObject({ currentOverallPick: 3, slotOnTheClock: 6, userOnTheClock: false });
    stream.run({ type: 'RecordTakenByOther', data: { playerId: (pool[2] as Player).id } });
    expect(rostersBySlot(stream.state, playerById)[5]?.map((player) => player.id)).toEqual([(pool[2] as Player).id]);
    // Round 3 runs back like round 2: slot 3's pick is 22 (8 × 3 − 3 + 1).
    for (let pick = 4; pick < 22; pick++) {
      if (draftClock(stream.state).userOnTheClock) stream.run({ type: 'DraftPlayer', data: { playerId: (pool[pick] as Player).id } });
      else stream.run({ type: 'RecordTakenByOther', data: { playerId: (pool[pick] as Player).id } });
    }
    expect(draftClock(stream.state)).toMatchObject({ currentOverallPick: 22, slotOnTheClock: 3, userOnTheClock: true });
  });
});

describe('rewindPlan', () => {
  it('undoes every pick recorded after the user’s undone pick — the bots’ and the user’s later ones — latest first', () => {
    const stream = runDraft(8, 8, 2, 20);
    const own = stream.state.ownPicks[1];
    expect(own?.overallPick).toBe(15);
    const handled = stream.events.length;
    const before = stream.state;
    stream.run({ type: 'UndoPick', data: { playerId: (own as { playerId: string }).playerId } });
    const plan = rewindPlan(stream.events, handled, stream.state);
    // Picks 16–20 of 8 teams, slot 2: bots at 16, 17, 19, 20 and the user's own at 18 (numbered before the undo moved it up a slot).
    const recordedAfter = [...before.ownPicks, ...before.takenByOthers]
      .filter((pick) => pick.overallPick > 15)
      .sort((a, b) => b.overallPick - a.overallPick);
    expect(recordedAfter.map((pick) => pick.overallPick)).toEqual([20, 19, 18, 17, 16]);
    expect(plan).toEqual(recordedAfter.map((pick) => pick.playerId));
    // Already handled undos rewind nothing more.
    expect(rewindPlan(stream.events, stream.events.length, stream.state)).toEqual([]);
  });

  it('ignores undos of the bots’ picks', () => {
    const stream = runDraft(8, 8, 2, 5);
    const handled = stream.events.length;
    const last = stream.state.takenByOthers.at(-1) as { playerId: string };
    stream.run({ type: 'UndoPick', data: { playerId: last.playerId } });
    expect(rewindPlan(stream.events, handled, stream.state)).toEqual([]);
  });
});
