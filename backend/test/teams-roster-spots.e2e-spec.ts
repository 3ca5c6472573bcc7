import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DEFAULT_ROSTER_SPOTS, MAX_ROSTER_SIZE, MAX_ROSTER_SPOTS, MESSAGES } from '@draftmode/domain';
import { bearer } from './support/accounts';
import { useTeamsApi } from './support/teams-api';

/**
 * The Teams API and a league's roster spots: size, eligible slots, flex and superflex spots,
 * rows from before them and spots no league uses.
 */
describe('Teams API (draft engine)', () => {
  const api = useTeamsApi('teams_roster_spots');
  const { http, createTeam, command } = api;

  it('keeps the roster within its size and slots to eligible positions', async () => {
    const id = (await createTeam('Tiny Team')).team.team.id;
    const tiny = {
      QB: 1,
      RB: 1,
      WR: 0,
      TE: 0,
      FLEX: 0,
      DEF: 0,
      K: 0,
      Bench: 1,
    };
    await command(
      `/api/teams/${id}/settings`,
      1,
      {
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 3,
        rosterSpots: tiny,
      },
      'put',
    ).expect(200);
    await command(`/api/teams/${id}/roster`, 2, {
      playerId: 'josh-allen',
    }).expect(200);
    await command(`/api/teams/${id}/roster`, 3, {
      playerId: 'bijan-robinson',
    }).expect(200);
    const bench = await command(`/api/teams/${id}/roster`, 4, {
      playerId: 'ceedee-lamb',
    }).expect(200);
    expect(bench.body.team.roster.playerIds).toHaveLength(3);
    const full = await command(`/api/teams/${id}/picks`, 5, {
      playerId: 'brock-bowers',
    }).expect(409);
    expect(full.body.message).toBe('Your roster is full (3/3)');

    const ineligible = await command(`/api/teams/${id}/swap`, 5, {
      slot: 'qb',
      playerId: 'ceedee-lamb',
    }).expect(422);
    expect(ineligible.body.message).toMatch(/cannot play the/);
    const badSlot = await command(`/api/teams/${id}/swap`, 5, {
      slot: 'goalie',
      playerId: 'ceedee-lamb',
    }).expect(400);
    expect(badSlot.body.fields).toHaveProperty('slot');

    const removed = await http()
      .delete(`/api/teams/${id}/roster/josh-allen`)
      .set(bearer(api.owner.token))
      .send({ expectedVersion: 5, commandId: randomUUID() })
      .expect(200);
    expect(removed.body.team.roster.positions.qb).toBeNull();
    const swapped = await command(`/api/teams/${id}/swap`, 6, {
      slot: 'rb1',
      playerId: 'bijan-robinson',
    }).expect(409);
    expect(swapped.body.message).toBe('That player is already in that slot');
  });

  it('keeps superflex and WR/TE, WR/RB flex spots, and reads settings and rows from before them', async () => {
    const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 };
    const superflex = { ...DEFAULT_ROSTER_SPOTS, SUPERFLEX: 1, Bench: 5 };
    // Created as a superflex league: the roster has a SUPERFLEX slot and a second QB takes it.
    const created = await createTeam('Superflex League', api.owner, { rosterSpots: superflex });
    expect(created.team.team).toMatchObject({ rosterSpots: superflex });
    const id = created.team.team.id;
    await command(`/api/teams/${id}/picks`, 1, { playerId: 'josh-allen' }).expect(200);
    const second = await command(`/api/teams/${id}/picks`, 2, { playerId: 'lamar-jackson' }).expect(200);
    expect(second.body.team.roster.positions).toEqual({
      qb: 'josh-allen',
      rb1: null,
      rb2: null,
      wr1: null,
      wr2: null,
      te: null,
      flex: null,
      superflex: 'lamar-jackson',
      def: null,
      k: null,
    });

    // Settings without the new kinds (a client from before them) mean none: the superflex QB goes to the bench.
    const { SUPERFLEX: _s, WRTE: _t, WRRB: _r, ...oldSpots } = DEFAULT_ROSTER_SPOTS;
    const old = await command(`/api/teams/${id}/settings`, 3, { ...settings, rosterSpots: oldSpots }, 'put').expect(200);
    expect(old.body.team.team.rosterSpots).toEqual(DEFAULT_ROSTER_SPOTS);
    expect(old.body.team.roster.positions).not.toHaveProperty('superflex');
    expect(old.body.team.roster.playerIds).toEqual(['josh-allen', 'lamar-jackson']);

    // Back to superflex through the settings: round-trips on the team and in the list.
    const back = await command(`/api/teams/${id}/settings`, old.body.version, { ...settings, rosterSpots: superflex }, 'put').expect(200);
    expect(back.body.team.team.rosterSpots).toEqual(superflex);
    const detail = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(detail.body.team.rosterSpots).toEqual(superflex);
    expect(detail.body.roster.positions).toHaveProperty('superflex', null);
    const list = await http().get('/api/teams').set(bearer(api.owner.token)).expect(200);
    expect(list.body.find((team: { id: string }) => team.id === id).rosterSpots).toEqual(superflex);
    // The bench QB can be swapped into SUPERFLEX; a slot the league lacks is refused with its slots named.
    const swapped = await command(`/api/teams/${id}/swap`, back.body.version, { slot: 'superflex', playerId: 'lamar-jackson' }).expect(200);
    expect(swapped.body.team.roster.positions.superflex).toBe('lamar-jackson');
    const noWr3 = await command(`/api/teams/${id}/swap`, swapped.body.version, { slot: 'wr3', playerId: 'lamar-jackson' }).expect(400);
    expect(noWr3.body.message).toBe(
      "This league's roster has no wr3 slot (its slots: qb, rb1, rb2, wr1, wr2, te, flex, superflex, def, k)",
    );
    const bounds = await command(
      `/api/teams/${id}/settings`,
      swapped.body.version,
      { ...settings, rosterSpots: { ...superflex, SUPERFLEX: 3 } },
      'put',
    ).expect(400);
    expect(bounds.body.message).toBe(MESSAGES.rosterSpot('SUPERFLEX', MAX_ROSTER_SPOTS.SUPERFLEX));
    // A kind DraftMode does not keep is refused by name, on a change and on a new team, not dropped.
    const unknownKind = `Not a roster spot DraftMode keeps: DL (roster spots are ${Object.keys(DEFAULT_ROSTER_SPOTS).join(', ')})`;
    const idp = await command(
      `/api/teams/${id}/settings`,
      swapped.body.version,
      { ...settings, rosterSpots: { ...superflex, DL: 2 } },
      'put',
    ).expect(400);
    expect(idp.body.message).toBe(unknownKind);
    const created400 = await http()
      .post('/api/teams')
      .set(bearer(api.owner.token))
      .send({ name: 'IDP League', ...settings, rosterSpots: { ...superflex, DL: 2 }, commandId: randomUUID() })
      .expect(400);
    expect(created400.body.message).toBe(unknownKind);
  });

  it("reads a roster row written with the old fixed slots in the league's own slots", async () => {
    const id = (await createTeam('Old Rows')).team.team.id;
    let version = 1;
    for (const playerId of ['ja-marr-chase', 'justin-jefferson', 'puka-nacua']) {
      version = (await command(`/api/teams/${id}/picks`, version, { playerId }).expect(200)).body.version;
    }
    // As the read models stood before slots followed the league: wr3 in every roster, no new kinds in the spots.
    const dataSource = api.testApp.app.get(DataSource);
    const { SUPERFLEX: _s, WRTE: _t, WRRB: _r, ...oldSpots } = DEFAULT_ROSTER_SPOTS;
    await dataSource.query('UPDATE team_list SET roster_spots = $2::jsonb WHERE id = $1', [id, JSON.stringify(oldSpots)]);
    const oldPositions = {
      qb: null,
      rb1: null,
      rb2: null,
      wr1: 'ja-marr-chase',
      wr2: 'justin-jefferson',
      wr3: 'puka-nacua',
      te: null,
      flex: null,
      def: null,
      k: null,
    };
    await dataSource.query('UPDATE team_rosters SET positions = $2::jsonb WHERE team_id = $1', [id, JSON.stringify(oldPositions)]);

    const detail = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(detail.body.team.rosterSpots).toEqual(DEFAULT_ROSTER_SPOTS);
    expect(detail.body.roster.positions).not.toHaveProperty('wr3');
    expect(detail.body.roster.positions).toMatchObject({ wr1: 'ja-marr-chase', wr2: 'justin-jefferson', flex: 'puka-nacua' });
    // The next command writes the roster as the events fold it.
    const next = await command(`/api/teams/${id}/picks`, version, { playerId: 'josh-allen' }).expect(200);
    expect(next.body.team.roster.positions).toMatchObject({ qb: 'josh-allen', flex: 'puka-nacua' });
  });

  it('refuses roster spots no league uses, and the server keeps answering', async () => {
    const created = await createTeam('Endless Bench');
    const id = created.team.team.id;
    const settings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 };
    const huge = await command(
      `/api/teams/${id}/settings`,
      created.version,
      { ...settings, rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, DEF: 1, K: 1, Bench: 1_000_000_000 } },
      'put',
    ).expect(400);
    expect(huge.body.message).toBe(MESSAGES.rosterSpot('Bench', MAX_ROSTER_SPOTS.Bench));
    const tooMany = await command(
      `/api/teams/${id}/settings`,
      created.version,
      { ...settings, rosterSpots: MAX_ROSTER_SPOTS },
      'put',
    ).expect(400);
    expect(tooMany.body.message).toBe(MESSAGES.rosterSize(MAX_ROSTER_SIZE));
    // A setting DraftMode does not keep is refused by name, not answered 200 and dropped.
    const unknown = await command(
      `/api/teams/${id}/settings`,
      created.version,
      { ...settings, scoringFormat: 'Standard', draftType: 'linear', scoring: { passTd: 6 } },
      'put',
    ).expect(400);
    expect(unknown.body.message).toBe(
      'Not a league setting DraftMode keeps: draftType, scoring (settings are scoringFormat, leagueSize, draftPosition, rosterSpots, draftOrder, pointsPerStat and tradedPicks)',
    );
    // Nothing changed: the team is at the version it had, and a pick is graded at once.
    const team = await http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(team.body.version).toBe(created.version);
    await command(`/api/teams/${id}/picks`, created.version, { playerId: 'josh-allen' }).expect(200);
    await http().get('/health/live').expect(200);
  });
});
