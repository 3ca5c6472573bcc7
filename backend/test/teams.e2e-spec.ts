import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEFAULT_ROSTER_SPOTS, MAX_ROSTER_SIZE, MAX_ROSTER_SPOTS, MESSAGES } from '@draftmode/domain';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Teams API (draft engine)', () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('teams');
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function createTeam(name: string, account: TestAccount = owner, extra: Record<string, unknown> = {}) {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({
        name,
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 3,
        commandId: randomUUID(),
        ...extra,
      })
      .expect(201);
    return response.body as {
      version: number;
      team: { team: { id: string }; version: number };
    };
  }

  function command(path: string, version: number, body: Record<string, unknown> = {}, method: 'post' | 'put' | 'patch' = 'post') {
    return http()
      [method](path)
      .set(bearer(owner.token))
      .send({ expectedVersion: version, commandId: randomUUID(), ...body });
  }

  it('creates, lists, renames and deletes a team', async () => {
    const created = await createTeam('  Gridiron Gang  ');
    const id = created.team.team.id;
    expect(created.version).toBe(1);
    expect(created.team.team).toMatchObject({
      name: 'Gridiron Gang',
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 3,
      playerCount: 0,
      draftGrade: null,
      version: 1,
    });

    const list = await http().get('/api/teams').set(bearer(owner.token)).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        name: 'Gridiron Gang',
        playerCount: 0,
        draftGrade: null,
        version: 1,
      }),
    ]);

    const renamed = await command(`/api/teams/${id}`, 1, { name: 'Bench Mob' }, 'patch').expect(200);
    expect(renamed.body).toMatchObject({
      version: 2,
      team: { team: { name: 'Bench Mob' } },
    });

    const settings = await command(
      `/api/teams/${id}/settings`,
      2,
      { scoringFormat: 'Standard', leagueSize: 10, draftPosition: 10 },
      'put',
    ).expect(200);
    expect(settings.body.team.team).toMatchObject({
      scoringFormat: 'Standard',
      leagueSize: 10,
      draftPosition: 10,
    });

    const deleted = await http()
      .delete(`/api/teams/${id}`)
      .query({ expectedVersion: 3, commandId: randomUUID() })
      .set(bearer(owner.token))
      .expect(200);
    expect(deleted.body).toEqual({ version: 4, duplicate: false, team: null });
    await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(404);
    expect((await http().get('/api/teams').set(bearer(owner.token)).expect(200)).body).toEqual([]);
  });

  it('validates team payloads with the form messages', async () => {
    const empty = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
        commandId: randomUUID(),
      })
      .expect(400);
    expect(empty.body).toMatchObject({
      message: MESSAGES.teamNameRequired,
      fields: { name: MESSAGES.teamNameRequired },
    });
    const badSize = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({
        name: 'X',
        scoringFormat: 'PPR',
        leagueSize: 9,
        draftPosition: 1,
        commandId: randomUUID(),
      })
      .expect(400);
    expect(badSize.body.message).toBe(MESSAGES.leagueSize);
    const noCommand = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({
        name: 'X',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
      })
      .expect(400);
    expect(noCommand.body.fields).toHaveProperty('commandId');
  });

  it('refuses a duplicate team name, on create and on rename', async () => {
    const first = await createTeam('Dup Name');
    const again = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({
        name: 'dup name',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
        commandId: randomUUID(),
      })
      .expect(409);
    expect(again.body).toMatchObject({
      message: 'You already have a team with that name',
      fields: { name: MESSAGES.teamNameTaken },
    });
    const other = await createTeam('Other Name');
    const rename = await command(`/api/teams/${other.team.team.id}`, 1, { name: ' DUP NAME ' }, 'patch').expect(409);
    expect(rename.body.message).toBe(MESSAGES.teamNameTaken);
    // Another user may use the same name.
    await createTeam('Dup Name', stranger);
    expect(first.version).toBe(1);
  });

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

    const detail = await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200);
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
    const detail = await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200);
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
    const detail = await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200);
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

  it('answers a stale expectedVersion with 409 and the current version', async () => {
    const id = (await createTeam('Stale Team')).team.team.id;
    await command(`/api/teams/${id}/picks`, 1, {
      playerId: 'josh-allen',
    }).expect(200);
    const stale = await command(`/api/teams/${id}/picks`, 1, {
      playerId: 'lamar-jackson',
    }).expect(409);
    expect(stale.body).toMatchObject({ statusCode: 409, currentVersion: 2 });
  });

  it('answers a retried command id with the first result and appends nothing', async () => {
    const id = (await createTeam('Retry Team')).team.team.id;
    const commandId = randomUUID();
    const first = await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: 1, commandId, playerId: 'josh-allen' })
      .expect(200);
    const retry = await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: 1, commandId, playerId: 'josh-allen' })
      .expect(200);
    expect(first.body.duplicate).toBe(false);
    expect(retry.body).toEqual({ ...first.body, duplicate: true });
    const rows = (await testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM events WHERE stream_id = $1', [`team-${id}`])) as { count: number }[];
    expect(rows[0]?.count).toBe(2);

    // A retried create lands on the same team.
    const createId = randomUUID();
    const body = {
      name: 'Retry Create',
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 1,
      commandId: createId,
    };
    const created = await http().post('/api/teams').set(bearer(owner.token)).send(body).expect(201);
    const recreated = await http().post('/api/teams').set(bearer(owner.token)).send(body).expect(201);
    expect(recreated.body).toEqual({ ...created.body, duplicate: true });
  });

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
      .set(bearer(owner.token))
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
    const created = await createTeam('Superflex League', owner, { rosterSpots: superflex });
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
    const detail = await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200);
    expect(detail.body.team.rosterSpots).toEqual(superflex);
    expect(detail.body.roster.positions).toHaveProperty('superflex', null);
    const list = await http().get('/api/teams').set(bearer(owner.token)).expect(200);
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
      .set(bearer(owner.token))
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
    const dataSource = testApp.app.get(DataSource);
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

    const detail = await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200);
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
      'Not a league setting DraftMode keeps: draftType, scoring (settings are scoringFormat, leagueSize, draftPosition, rosterSpots and draftOrder)',
    );
    // Nothing changed: the team is at the version it had, and a pick is graded at once.
    const team = await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200);
    expect(team.body.version).toBe(created.version);
    await command(`/api/teams/${id}/picks`, created.version, { playerId: 'josh-allen' }).expect(200);
    await http().get('/health/live').expect(200);
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
    const history = await http().get(`/api/teams/${id}/history`).set(bearer(owner.token)).expect(200);
    expect(history.body).toEqual([
      {
        userId: owner.id,
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

  it('answers 404 Team not found for another user’s team on every route', async () => {
    const id = (await createTeam('Private Team')).team.team.id;
    const envelope = { expectedVersion: 1, commandId: randomUUID() };
    const as = (req: request.Test) => req.set(bearer(stranger.token));
    const attempts = [
      as(http().get(`/api/teams/${id}`)),
      as(http().get(`/api/teams/${id}/history`)),
      as(http().patch(`/api/teams/${id}`)).send({
        ...envelope,
        name: 'Mine now',
      }),
      as(http().put(`/api/teams/${id}/settings`)).send({
        ...envelope,
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 1,
      }),
      as(http().delete(`/api/teams/${id}`)).query(envelope),
      as(http().post(`/api/teams/${id}/picks`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/taken`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/undo`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/roster`)).send({
        ...envelope,
        playerId: 'josh-allen',
      }),
      as(http().delete(`/api/teams/${id}/roster/josh-allen`)).send(envelope),
      as(http().post(`/api/teams/${id}/swap`)).send({
        ...envelope,
        slot: 'qb',
        playerId: 'josh-allen',
      }),
      as(http().post(`/api/teams/${id}/report-card`)).send({
        ...envelope,
        grade: 'A',
        percentage: 95,
      }),
      as(http().get('/api/players')).query({ teamId: id }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect({
        status: response.status,
        message: response.body.message,
      }).toEqual({ status: 404, message: 'Team not found' });
    }
    await http().get('/api/teams/not-a-uuid').set(bearer(owner.token)).expect(404);
    // Nothing was written by the attempts.
    expect((await http().get(`/api/teams/${id}`).set(bearer(owner.token)).expect(200)).body.version).toBe(1);
  });

  it('requires a token', async () => {
    await http().get('/api/teams').expect(401);
    await http().post('/api/teams').send({}).expect(401);
  });

  it('deleting an account erases its teams: events, read models and history', async () => {
    const leaving = await signUp(testApp.app);
    const kept = await createTeam('Stays Put');
    const created = await createTeam('Short Stay', leaving);
    const id = created.team.team.id;
    await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(leaving.token))
      .send({
        expectedVersion: 1,
        commandId: randomUUID(),
        playerId: 'ja-marr-chase',
      })
      .expect(200);
    const dataSource = testApp.app.get(DataSource);
    const countRows = async (sql: string, param: string) => Number((await dataSource.query(sql, [param]))[0].count);
    expect(await countRows('SELECT count(*) FROM events WHERE stream_id = $1', `team-${id}`)).toBe(2);

    await http().delete('/api/users/me').set(bearer(leaving.token)).send({ password: leaving.password }).expect(204);

    expect(await countRows('SELECT count(*) FROM events WHERE stream_id = $1', `team-${id}`)).toBe(0);
    expect(await countRows('SELECT count(*) FROM team_list WHERE user_id = $1', leaving.id)).toBe(0);
    expect(await countRows('SELECT count(*) FROM team_rosters WHERE team_id = $1', id)).toBe(0);
    expect(await countRows('SELECT count(*) FROM team_read_model_checkpoints WHERE stream_id = $1', `team-${id}`)).toBe(0);
    // Another user's team is untouched.
    expect(await countRows('SELECT count(*) FROM events WHERE stream_id = $1', `team-${kept.team.team.id}`)).toBe(1);
  });
});
