import { bearer } from './support/accounts';
import { useTeamsApi } from './support/teams-api';

/**
 * The Teams API while drafting: picks, others' picks, undo, keepers, pick numbers and the
 * report card.
 */
describe('Teams API (draft engine)', () => {
  const api = useTeamsApi('teams_drafting');
  const { http, createTeam, command } = api;

  it('drafts with auto-assigned slots, records others’ picks, undoes both and grades live', async () => {
    const id = (await createTeam('Draft Day')).team.team.id;
    const drafted = await command(`/api/teams/${id}/picks`, 1, {
      playerId: 'ja-marr-chase',
    }).expect(200);
    expect(drafted.body.version).toBe(2);
    expect(drafted.body.team.roster.positions.wr1).toBe('ja-marr-chase');
    // Picks are numbered by draft slot (docs/draft-rules.md §3): slot 3 of 12 owns picks 3, 22, 27…
    expect(drafted.body.team.roster.ownPicks).toEqual([{ playerId: 'ja-marr-chase', overallPick: 3, slot: 'wr1' }]);
    expect(drafted.body.team.liveGrade).toEqual({
      letter: expect.any(String),
      percentage: expect.any(Number),
      isFinal: false,
    });
    expect(drafted.body.team.team.playerCount).toBe(1);

    const taken = await command(`/api/teams/${id}/taken`, 2, {
      playerId: 'bijan-robinson',
    }).expect(200);
    expect(taken.body.team.takenByOthers).toEqual([
      {
        playerId: 'bijan-robinson',
        overallPick: 1,
        position: 'RB',
        adp: expect.any(Number),
      },
    ]);

    const rb = await command(`/api/teams/${id}/picks`, 3, {
      playerId: 'saquon-barkley',
    }).expect(200);
    expect(rb.body.team.roster.positions.rb1).toBe('saquon-barkley');
    expect(rb.body.team.roster.ownPicks[1]).toEqual({
      playerId: 'saquon-barkley',
      overallPick: 22,
      slot: 'rb1',
    });

    // A player taken by others cannot be drafted, nor recorded twice.
    const refused = await command(`/api/teams/${id}/picks`, 4, {
      playerId: 'bijan-robinson',
    }).expect(409);
    expect(refused.body.message).toBe('That player was already taken by another team');
    const unknown = await command(`/api/teams/${id}/picks`, 4, {
      playerId: 'nobody-at-all',
    }).expect(400);
    expect(unknown.body.message).toBe('Unknown player');

    const undoOther = await command(`/api/teams/${id}/undo`, 4, {
      playerId: 'bijan-robinson',
    }).expect(200);
    expect(undoOther.body.team.takenByOthers).toEqual([]);
    const undoOwn = await command(`/api/teams/${id}/undo`, 5, {
      playerId: 'saquon-barkley',
    }).expect(200);
    expect(undoOwn.body.team.roster.playerIds).toEqual(['ja-marr-chase']);
    expect(undoOwn.body.team.roster.positions.rb1).toBeNull();

    const detail = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(detail.body).toEqual(undoOwn.body.team);
    expect(detail.body.version).toBe(6);
  });

  it('ties every pick to its number: an undo leaves a gap the next pick fills and moves no other pick', async () => {
    const id = (await createTeam('Gap Fillers')).team.team.id;
    // Slot 3 of 12: picks 1 and 2 are other teams', 3 is ours, 4 and 5 are others'.
    let version = 1;
    const record = async (kind: 'picks' | 'taken' | 'undo', playerId: string) => {
      const response = await command(`/api/teams/${id}/${kind}`, version, { playerId }).expect(200);
      version = response.body.version;
      return response.body.team;
    };
    await record('taken', 'bijan-robinson');
    await record('taken', 'jahmyr-gibbs');
    await record('picks', 'ja-marr-chase');
    await record('taken', 'saquon-barkley');
    await record('taken', 'justin-jefferson');
    // Undoing pick 2 changes no other pick: 4 and 5 keep their numbers, 2 is open.
    const undone = await record('undo', 'jahmyr-gibbs');
    expect(undone.takenByOthers.map((pick: { playerId: string; overallPick: number }) => [pick.playerId, pick.overallPick])).toEqual([
      ['bijan-robinson', 1],
      ['saquon-barkley', 4],
      ['justin-jefferson', 5],
    ]);
    expect(undone.roster.ownPicks).toEqual([{ playerId: 'ja-marr-chase', overallPick: 3, slot: 'wr1' }]);
    // The next player recorded fills the gap at 2, then the draft goes on at 6.
    const refilled = await record('taken', 'puka-nacua');
    expect(refilled.takenByOthers.find((pick: { playerId: string }) => pick.playerId === 'puka-nacua').overallPick).toBe(2);
    const next = await record('taken', 'christian-mccaffrey');
    expect(next.takenByOthers.find((pick: { playerId: string }) => pick.playerId === 'christian-mccaffrey').overallPick).toBe(6);
    // The team read model says the same.
    const detail = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(detail.body.takenByOthers).toEqual(next.takenByOthers);
  });

  it('records keepers at the picks their rounds cost, and the draft skips those picks', async () => {
    const id = (await createTeam('Keeper League')).team.team.id;
    // Slot 3 of 12: our round-2 pick is 22; team 1's round-1 pick is 1.
    const own = await command(`/api/teams/${id}/keepers`, 1, { playerId: 'ja-marr-chase', draftSlot: 3, round: 2 }).expect(200);
    expect(own.body.team.roster.ownPicks).toEqual([{ playerId: 'ja-marr-chase', overallPick: 22, slot: 'wr1', keeper: true }]);
    const other = await command(`/api/teams/${id}/keepers`, 2, { playerId: 'bijan-robinson', draftSlot: 1, round: 1 }).expect(200);
    expect(other.body.team.takenByOthers).toEqual([expect.objectContaining({ playerId: 'bijan-robinson', overallPick: 1 })]);
    // The first pick recorded in the draft is 2 (1 is kept), and our first is 3; our second skips 22 to 27.
    const taken = await command(`/api/teams/${id}/taken`, 3, { playerId: 'jahmyr-gibbs' }).expect(200);
    expect(taken.body.team.takenByOthers.find((pick: { playerId: string }) => pick.playerId === 'jahmyr-gibbs').overallPick).toBe(2);
    const first = await command(`/api/teams/${id}/picks`, 4, { playerId: 'saquon-barkley' }).expect(200);
    const second = await command(`/api/teams/${id}/picks`, 5, { playerId: 'josh-allen' }).expect(200);
    expect(first.body.team.roster.ownPicks.map((pick: { overallPick: number }) => pick.overallPick)).toEqual([22, 3]);
    expect(second.body.team.roster.ownPicks.map((pick: { overallPick: number }) => pick.overallPick)).toEqual([22, 3, 27]);

    // A pick already filled, a team or round the league does not have, and a bad body change nothing.
    const filled = await command(`/api/teams/${id}/keepers`, 6, { playerId: 'puka-nacua', draftSlot: 3, round: 1 }).expect(409);
    expect(filled.body.message).toBe('Pick 3 already has a player: undo that pick first to keep someone there');
    const noTeam = await command(`/api/teams/${id}/keepers`, 6, { playerId: 'puka-nacua', draftSlot: 13, round: 1 }).expect(400);
    expect(noTeam.body.message).toBe('A keeper needs a team from 1 to 12 and a round from 1 to 15');
    const notWhole = await command(`/api/teams/${id}/keepers`, 6, { playerId: 'puka-nacua', draftSlot: 2, round: 'two' }).expect(400);
    expect(notWhole.body.message).toBe('round must be a whole number');
    const detail = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(detail.body.version).toBe(6);
  });

  it('numbers picks by the league’s draft order: a third-round reversal and a linear draft', async () => {
    const id = (await createTeam('Reversal League')).team.team.id;
    const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1 };
    const reversed = await command(`/api/teams/${id}/settings`, 1, { ...settings, draftOrder: 'third-round-reversal' }, 'put').expect(200);
    expect(reversed.body.team.team.draftOrder).toBe('third-round-reversal');
    // Slot 1 keeps round 3 at its last pick (36) and round 4 at its first (37).
    const kept = await command(`/api/teams/${id}/keepers`, 2, { playerId: 'ja-marr-chase', draftSlot: 1, round: 3 }).expect(200);
    expect(kept.body.team.roster.ownPicks[0].overallPick).toBe(36);
    const linear = await command(`/api/teams/${id}/settings`, 3, { ...settings, draftOrder: 'linear' }, 'put').expect(200);
    expect(linear.body.team.team.draftOrder).toBe('linear');
    const keptLinear = await command(`/api/teams/${id}/keepers`, 4, { playerId: 'bijan-robinson', draftSlot: 1, round: 2 }).expect(200);
    expect(keptLinear.body.team.roster.ownPicks.map((pick: { overallPick: number }) => pick.overallPick)).toContain(13);
    // A snake is the default and is not listed; an order no draft has is refused.
    const snake = await command(`/api/teams/${id}/settings`, 5, { ...settings, draftOrder: 'snake' }, 'put').expect(200);
    expect(snake.body.team.team.draftOrder).toBeUndefined();
    const bad = await command(`/api/teams/${id}/settings`, 6, { ...settings, draftOrder: 'auction' }, 'put').expect(400);
    expect(bad.body.message).toBe('draftOrder must be one of snake, third-round-reversal, linear');
  });

  it('saves a report card as the draft grade and a draft history entry', async () => {
    const id = (await createTeam('Report Team')).team.team.id;
    await command(`/api/teams/${id}/picks`, 1, {
      playerId: 'josh-allen',
    }).expect(200);
    const saved = await command(`/api/teams/${id}/report-card`, 2, {
      grade: 'B+',
      percentage: 88,
      gradeBreakdown: [{ playerId: 'josh-allen', grade: 'A', advice: 'Start every week' }],
    }).expect(200);
    expect(saved.body.team.team.draftGrade).toBe('B+');
    const history = await http().get(`/api/teams/${id}/history`).set(bearer(api.owner.token)).expect(200);
    expect(history.body).toEqual([
      {
        userId: api.owner.id,
        teamId: id,
        draftData: {
          source: 'report-card',
          completedAt: expect.any(String),
          grade: 'B+',
          percentage: 88,
          gradeBreakdown: [{ playerId: 'josh-allen', grade: 'A', advice: 'Start every week' }],
          roster: expect.objectContaining({ playerIds: ['josh-allen'] }),
        },
        completedAt: expect.any(String),
        draftDuration: expect.any(Number),
        aiRecommendationsUsed: 0,
      },
    ]);
    await command(`/api/teams/${id}/report-card`, 3, {
      grade: '',
      percentage: 120,
    }).expect(400);
  });
});
