import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import { gradingContext } from './context';
import { pickPercentageCache, prepareNextPickGrade, replayPickPercentages, type DraftHistory } from './draft-replay';
import { simulateDraft } from './simulate';
import { testPool } from './testing/test-pool';

const pool = testPool();
const byId = new Map(pool.map((player) => [player.id, player]));
const playerById = (id: string): Player | undefined => byId.get(id);

const draft = simulateDraft({ pool, format: 'ppr', leagueSize: 12, rosterSpots: DEFAULT_ROSTER_SPOTS });
const slotFive = draft.picks.filter((pick) => pick.slot === 5);

/**
 * Slot 5 of a 12-team ADP draft after its first `ownPicks` own picks, the other teams' picks up to
 * the last of them; its own picks listed last first, as a client may send them.
 */
function draftAfter(ownPicks: number): DraftHistory {
  const own = slotFive.slice(0, ownPicks);
  const until = own.at(-1)?.overallPick ?? 0;
  return {
    settings: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 5, rosterSpots: DEFAULT_ROSTER_SPOTS },
    ownPicks: own.map((pick) => ({ playerId: pick.player.id, overallPick: pick.overallPick })).reverse(),
    takenByOthers: draft.picks
      .filter((pick) => pick.slot !== 5 && pick.overallPick < until)
      .map((pick) => ({ playerId: pick.player.id, overallPick: pick.overallPick })),
  };
}

describe('prepareNextPickGrade', () => {
  it('computes the lineup thresholds of the roster as the next pick grade asks for them: own picks in overall-pick order', () => {
    const history = draftAfter(4);
    const prepared = prepareNextPickGrade(history, pool, playerById, pickPercentageCache());

    const roster = [...history.ownPicks].sort((a, b) => a.overallPick - b.overallPick).map((pick) => byId.get(pick.playerId) as Player);
    expect(gradingContext(pool, 'ppr', 12, DEFAULT_ROSTER_SPOTS).lineupThresholdsOf(roster)).toBe(prepared);
  });

  it('changes no grade', () => {
    const history = draftAfter(5);
    const before = replayPickPercentages(history, pool, playerById);
    const cache = pickPercentageCache();
    prepareNextPickGrade(draftAfter(4), pool, playerById, cache);
    expect(replayPickPercentages(history, pool, playerById, cache)).toEqual(before);
  });
});
