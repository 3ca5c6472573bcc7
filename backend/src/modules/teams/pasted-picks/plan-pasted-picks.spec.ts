import { DEFAULT_ROSTER_SPOTS, type TeamEvent } from '@draftmode/domain';
import { foldTeamEvents, type TeamState } from '@draftmode/draft-core';
import { bundledPlayers, parsePastedPicks, PlayerNameIndex } from '@draftmode/players';
import { planPastedPicks } from './plan-pasted-picks';

const players = bundledPlayers();
const byId = new Map(players.map((player) => [player.id, player]));
const names = new PlayerNameIndex(players);
const context = {
  now: '2026-09-01T18:00:00.000Z',
  positionOf: (id: string) => byId.get(id)?.position,
  playerOf: (id: string) => byId.get(id),
};
// The first 25 players by ADP: the list a draft's first picks make.
const byAdp = [...players].sort((a, b) => a.adp.ppr - b.adp.ppr).slice(0, 25);

const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 't-1',
    userId: 'u-1',
    name: 'Paste Planners',
    scoringFormat: 'PPR',
    leagueSize: 10,
    draftPosition: 3,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    isMock: false,
    createdAt: '2026-08-01T00:00:00.000Z',
  },
};
const taken = (playerId: string, overallPick: number): TeamEvent => ({
  type: 'PlayerTakenByOther',
  data: { playerId, overallPick, at: context.now },
});

function plan(text: string, state: TeamState = foldTeamEvents([created])) {
  const { picks, problems } = parsePastedPicks(text);
  return planPastedPicks(picks, problems, state, 1, names, context);
}
const list = (count: number, label = (index: number) => `${index + 1}.`) =>
  byAdp
    .slice(0, count)
    .map((player, index) => `${label(index)} ${player.name}`)
    .join('\n');

describe('planPastedPicks', () => {
  it('records the list in order: the team’s snake slots (3 and 18 of 10 teams) as its own picks', () => {
    const { preview, toRecord } = plan(list(20));
    expect(toRecord).toHaveLength(20);
    expect(toRecord.flatMap((pick, index) => (pick.own ? [index + 1] : []))).toEqual([3, 18]);
    expect(preview.counts).toEqual({ recorded: 0, new: 20, unmatched: 0, conflict: 0, later: 0 });
  });

  it('reads round and pick by the league size', () => {
    const { preview } = plan(list(12, (index) => `${Math.floor(index / 10) + 1}.${String((index % 10) + 1).padStart(2, '0')}`));
    expect(preview.rows.map((row) => row.overallPick)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(preview.stop).toBeNull();
  });

  it('skips what the team has and records the rest; a different player at a recorded pick stops it', () => {
    const state = foldTeamEvents([created, taken(byAdp[0]!.id, 1), taken(byAdp[1]!.id, 2)]);
    expect(plan(list(5), state).preview.counts).toEqual({ recorded: 2, new: 3, unmatched: 0, conflict: 0, later: 0 });
    const swapped = [byAdp[1]!, byAdp[0]!, byAdp[2]!].map((player, index) => `${index + 1}. ${player.name}`).join('\n');
    const { preview, toRecord } = plan(swapped, state);
    expect(toRecord).toEqual([]);
    expect(preview.rows.map((row) => row.status)).toEqual(['conflict', 'conflict', 'later']);
  });

  it('stops at a pick missing from the list, numbers out of order, and a player listed twice', () => {
    const [a, b, c] = byAdp;
    const gap = plan(`1. ${a!.name}\n3. ${c!.name}`);
    expect(gap.toRecord).toHaveLength(1);
    expect(gap.preview.stop).toEqual({ overallPick: 3, reason: 'Pick 2 is neither recorded nor in the list.' });

    const backwards = plan(`2. ${a!.name}\n1. ${b!.name}`);
    expect(backwards.preview.rows[1]).toMatchObject({
      status: 'conflict',
      message: 'Pick 1 comes after pick 2 in the list: the pick numbers are out of order.',
    });

    const twice = plan(`1. ${a!.name}\n2. ${a!.name}`);
    expect(twice.toRecord).toHaveLength(1);
    expect(twice.preview.rows[1]).toMatchObject({ status: 'conflict' });
    expect(twice.preview.rows[1]!.message?.startsWith(`${a!.name} at pick 2: `)).toBe(true);
  });
});
