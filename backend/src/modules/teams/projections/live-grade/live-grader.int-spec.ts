import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import type { Worker } from 'node:worker_threads';
import { PlayerPool } from '../../../player-pool';
import { liveGradeOf, type LiveGradeInput } from './live-grade';
import { LiveGrader } from './live-grader';

const pool = new PlayerPool({ dataDir: '/nonexistent/draftmode-test' });
const playerById = (id: string) => pool.get(id);
const settings = { scoringFormat: 'PPR' as const, leagueSize: 12 as const, draftPosition: 6, rosterSpots: DEFAULT_ROSTER_SPOTS };

/** A draft of a team at slot 6 of 12: the players from `offset` on in pool order, the team's own picks at its snake slots up to `picks`. */
function draftOf(offset: number, picks: number): LiveGradeInput {
  const ownPicks: Array<{ playerId: string; overallPick: number }> = [];
  const takenByOthers: Array<{ playerId: string; overallPick: number }> = [];
  for (let overall = 1; overall <= picks; overall++) {
    const round = Math.ceil(overall / 12);
    const own = overall === (round % 2 === 1 ? (round - 1) * 12 + 6 : round * 12 - 5);
    const playerId = (pool.players[(offset + overall) % pool.players.length] as { id: string }).id;
    (own ? ownPicks : takenByOthers).push({ playerId, overallPick: overall });
  }
  return { settings, roster: { playerIds: ownPicks.map((pick) => pick.playerId) }, ownPicks, takenByOthers };
}

describe('LiveGrader', () => {
  let grader: LiveGrader;

  beforeEach(() => {
    grader = new LiveGrader(pool);
    grader.onModuleInit();
  });

  afterEach(async () => {
    await grader.onModuleDestroy();
  });

  it('grades on its thread as liveGradeOf does here, for drafts at different points', async () => {
    const drafts = [draftOf(0, 6), draftOf(40, 19), draftOf(90, 30), draftOf(7, 3)];
    const onThread = await Promise.all(drafts.map((draft) => grader.grade(draft)));
    expect(onThread).toEqual(drafts.map((draft) => liveGradeOf(draft, pool.players, playerById)));
    expect(onThread[0]).toEqual({ letter: expect.any(String), percentage: expect.any(Number), isFinal: false });
    expect(onThread[3]).toBeNull();
  });

  it('grades an own pick made on the board it prepared as without the preparation', async () => {
    // 29 picks in: the user (slot 6) is on the clock at pick 30.
    const onTheClock = draftOf(120, 29);
    grader.prepare('team-a', onTheClock);
    // The thread prepares between the messages it answers: once another grade is back, the board is ready.
    await grader.grade(draftOf(0, 6));
    const after = draftOf(120, 30);
    expect(after.ownPicks).toHaveLength(onTheClock.ownPicks.length + 1);
    expect(await grader.grade(after)).toEqual(liveGradeOf(after, pool.players, playerById));
  });

  it('goes on grading in this thread when its thread stops', async () => {
    const draft = draftOf(200, 19);
    const expected = liveGradeOf(draft, pool.players, playerById);
    const thread = (grader as unknown as { worker: Worker }).worker;
    const pending = grader.grade(draft);
    await thread.terminate();
    expect(await pending).toEqual(expected);
    expect(await grader.grade(draftOf(200, 19))).toEqual(expected);
  });
});
