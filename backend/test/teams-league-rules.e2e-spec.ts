import { presetPoints } from '@draftmode/domain';
import { bearer } from './support/accounts';
import { useTeamsApi } from './support/teams-api';

/**
 * The Teams API and a league as its commissioner set it up: traded picks and per-stat scoring kept
 * on the team, in the list and after a restart of the read models; picks made at the numbers the
 * league's owners give them; settings no league has refused with a message, changing nothing.
 */
describe('Teams API (league rules)', () => {
  const api = useTeamsApi('teams_league_rules');
  const { http, createTeam, command } = api;
  // Slot 3 got team 10's first-round pick (10) for its own round-2 pick (22).
  const tradedPicks = [
    { pick: 10, slot: 3 },
    { pick: 22, slot: 10 },
  ];
  const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };

  it('keeps traded picks and per-stat scoring, and numbers the own picks by them', async () => {
    const created = await createTeam('Trade Partners', api.owner, {
      draftOrder: 'third-round-reversal',
      tradedPicks,
      pointsPerStat: tePremium,
    });
    const id = created.team.team.id;
    expect(created.team.team).toMatchObject({ tradedPicks, pointsPerStat: tePremium, draftOrder: 'third-round-reversal' });
    const listed = await http().get('/api/teams').set(bearer(api.owner.token)).expect(200);
    expect(listed.body.find((team: { id: string }) => team.id === id)).toMatchObject({ tradedPicks, pointsPerStat: tePremium });

    // Own picks: 3, then the traded-in 10; the round-2 pick 22 is team 10's now; round 3 runs back (34).
    let version = created.version;
    const own: number[] = [];
    for (const playerId of ['ja-marr-chase', 'bijan-robinson', 'saquon-barkley']) {
      const drafted = await command(`/api/teams/${id}/picks`, version, { playerId }).expect(200);
      version = drafted.body.version;
      own.push(drafted.body.team.roster.ownPicks.at(-1).overallPick);
    }
    expect(own).toEqual([3, 10, 34]);
    const taken = await command(`/api/teams/${id}/taken`, version, { playerId: 'josh-allen' }).expect(200);
    expect(taken.body.team.takenByOthers[0]).toMatchObject({ playerId: 'josh-allen', overallPick: 1 });
  });

  it('refuses a pick traded to a team the league does not have, or outside the draft, and changes nothing', async () => {
    const created = await createTeam('No Such Team');
    const id = created.team.team.id;
    const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 };
    const noTeam = await command(
      `/api/teams/${id}/settings`,
      created.version,
      { ...settings, tradedPicks: [{ pick: 5, slot: 13 }] },
      'put',
    ).expect(400);
    expect(noTeam.body.message).toBe('A traded pick must go to a draft slot from 1 to 12');
    const outside = await command(
      `/api/teams/${id}/settings`,
      created.version,
      { ...settings, tradedPicks: [{ pick: 181, slot: 2 }] },
      'put',
    ).expect(400);
    expect(outside.body).toMatchObject({
      message: 'Pick 181 is not in this draft (its picks are 1 to 180)',
      fields: { tradedPicks: expect.any(String) },
    });
    const twice = await command(
      `/api/teams/${id}/settings`,
      created.version,
      {
        ...settings,
        tradedPicks: [
          { pick: 5, slot: 2 },
          { pick: 5, slot: 4 },
        ],
      },
      'put',
    ).expect(400);
    expect(twice.body.message).toBe('Pick 5 is listed as traded more than once');
    const scoring = await command(
      `/api/teams/${id}/settings`,
      created.version,
      { ...settings, pointsPerStat: { ...tePremium, passTd: 40 } },
      'put',
    ).expect(400);
    expect(scoring.body.message).toBe('Passing TD points must be a number from 0 to 10');
    const team = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(team.body.version).toBe(created.version);
    expect(team.body.team.tradedPicks).toBeUndefined();
  });
});
