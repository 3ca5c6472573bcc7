import { randomUUID } from 'node:crypto';
import { DRAFT_SYNC_MESSAGES, SLEEPER_MESSAGES, type SleeperLeaguePreviewDto, type SleeperSyncStatusDto } from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startFakeSleeperServer, type FakeSleeperServer, type RecordedSleeperDraft } from './support/fake-sleeper-server';
import { exampleKeeperLeague, trainerSimpsonStartup, brownjfPreDraft, type RecordedSleeperLeague } from './support/recorded-sleeper';
import { waitFor } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

const POLL_MS = 25;

/** A recorded draft as the fake server replays it, with its traded picks. */
function replayed(recorded: RecordedSleeperLeague): RecordedSleeperDraft {
  return { draft: recorded.draft as never, picks: recorded.picks as never, tradedPicks: recorded.tradedPicks };
}

/**
 * Importing a Sleeper league through a local server that answers with Sleeper responses recorded
 * from real leagues (../shared/data/platforms/sleeper): link, preview, confirm, and the picks at
 * Sleeper's numbers. Bad drafts are answered with one line and change nothing.
 */
describe('Sleeper league import', () => {
  let sleeper: FakeSleeperServer;
  let testApp: TestApp;
  let owner: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    sleeper = await startFakeSleeperServer();
    testApp = await startTestApp('sleeper_league', { SLEEPER_API_URL: sleeper.url, DRAFT_SYNC_POLL_MS: String(POLL_MS) });
    owner = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
    await sleeper?.close();
  });

  async function createTeam(draftPosition = 1): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({ name: `League ${randomUUID().slice(0, 8)}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition, commandId: randomUUID() })
      .expect(201);
    return response.body.team.team.id as string;
  }

  const team = async (teamId: string) => (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body;

  async function link(teamId: string, draftId: string, draftSlot: number | null): Promise<void> {
    await http()
      .post(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(owner.token))
      .send({ expectedVersion: (await team(teamId)).version, commandId: randomUUID(), draftId, draftSlot })
      .expect(200);
  }

  const preview = (teamId: string) => http().get(`/api/teams/${teamId}/sleeper-league`).set(bearer(owner.token));

  async function syncEvents(teamId: string, draftId: string) {
    const rows = (await testApp.app
      .get(DataSource)
      .query('SELECT type, command_id, data FROM events WHERE stream_id = $1 ORDER BY version', [`team-${teamId}`])) as {
      type: string;
      command_id: string;
      data: { playerId: string; overallPick: number };
    }[];
    return rows
      .filter((row) => row.command_id.startsWith(`sleeper-${draftId}-`))
      .map((row) => ({ type: row.type, pickNo: Number(row.command_id.split('-').at(-1)), overallPick: row.data.overallPick }));
  }

  it('previews a superflex, TE-premium, third-round-reversal league, takes it on confirmation, and keeps Sleeper’s pick numbers', async () => {
    const recorded = trainerSimpsonStartup();
    const draftId = recorded.draft.draft_id;
    const replay = sleeper.addDraft(draftId, replayed(recorded));
    sleeper.addLeague(recorded.league!.league_id, recorded.league, recorded.rosters);
    const teamId = await createTeam(1);
    await link(teamId, draftId, 10);
    const before = await team(teamId);

    const answer = await preview(teamId).expect(200);
    const body = answer.body as SleeperLeaguePreviewDto;
    expect(body).toMatchObject({
      draftId,
      leagueId: recorded.league!.league_id,
      name: recorded.league!['name'],
      season: '2026',
      rounds: 53,
      settings: {
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 10,
        draftOrder: 'third-round-reversal',
        rosterSpots: { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 4, SUPERFLEX: 1, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 15 },
        // The league's 6-point passing TDs need stat lines the test's (bundled) pool lacks: its TE
        // premium is taken, the rest stays on the preset, and a note says what to import.
        pointsPerStat: expect.objectContaining({ passTd: 4, receptionBonus: { RB: 0, WR: 0, TE: 0.5 } }),
      },
      current: { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1, draftOrder: 'snake', pointsPerStat: null, tradedPicks: [] },
      keepers: [],
    });
    expect(body.settings.tradedPicks.slice(0, 3)).toEqual([
      { pick: 7, slot: 10 },
      { pick: 15, slot: 7 },
      { pick: 27, slot: 7 },
    ]);
    expect(body.notes).toContain(
      "DraftMode drafts no defensive players (IDP): the league's 3 DL, 3 LB, 3 DB, 3 IDP_FLEX spots are left out.",
    );
    expect(body.notes).toContainEqual(
      expect.stringMatching(/no projected stat lines .* with the league’s points per catch\. Import FantasyPros/),
    );
    // A preview changes nothing.
    expect((await team(teamId)).version).toBe(before.version);
    expect((await preview(teamId).expect(200)).body).toEqual(body);

    // Four rounds of the real draft happen before the user confirms: the user's picks are at numbers
    // the team's settings give to other slots, so they wait, with the reason.
    const shown = 48;
    replay.reveal(shown);
    const status = async () =>
      (await http().get(`/api/teams/${teamId}/sleeper-sync`).set(bearer(owner.token)).expect(200)).body as SleeperSyncStatusDto;
    const refused = (sync: SleeperSyncStatusDto) => sync.unmatchedPicks.filter((pick) => pick.reason.startsWith('DraftMode refused'));
    const waiting = await waitFor(`${shown} picks dealt with`, async () => {
      const sync = await status();
      return sync.lastPickNo >= shown ? sync : null;
    });
    expect(refused(waiting).find((pick) => pick.pickNo === 7)?.reason).toBe(
      `DraftMode refused to record it: Pick 7 belongs to team 7, not to you (${DRAFT_SYNC_MESSAGES.settingsDiffer('sleeper')})`,
    );

    // Confirming sends the previewed settings as the team's settings; the sync goes over the draft again.
    const current = await team(teamId);
    const confirmed = await http()
      .put(`/api/teams/${teamId}/settings`)
      .set(bearer(owner.token))
      .send({ expectedVersion: current.version, commandId: randomUUID(), ...body.settings })
      .expect(200);
    expect(confirmed.body.version).toBeGreaterThan(current.version);
    const after = (await preview(teamId).expect(200)).body as SleeperLeaguePreviewDto;
    expect(after.current).toEqual(body.settings);

    // Every pick at Sleeper's pick_no now, the user's those roster 10 made; only players missing from
    // DraftMode's pool (2026 rookies) go unrecorded.
    const sync = await waitFor('the picks again under the new settings', async () => {
      const again = await status();
      return again.lastPickNo >= shown && refused(again).length === 0 ? again : null;
    });
    expect(sync.picksRecorded + sync.unmatchedPicks.length).toBe(shown);
    const recordedPicks = (await syncEvents(teamId, draftId)).filter((event) => event.type !== 'PickClockSet');
    expect(recordedPicks.length).toBe(sync.picksRecorded);
    expect(recordedPicks.filter((event) => event.overallPick !== event.pickNo)).toEqual([]);
    const ownPickNos = recorded.picks.filter((pick) => pick.pick_no <= shown && pick.roster_id === 10).map((pick) => pick.pick_no);
    // Picks 7 and 43 are other slots' picks traded to slot 10; 10 and 46 its own.
    expect(ownPickNos).toEqual([7, 10, 43, 46]);
    expect(recordedPicks.filter((event) => event.type === 'PlayerDrafted').map((event) => event.pickNo)).toEqual(ownPickNos);
    const detail = await team(teamId);
    // Pick 7 is slot 7's, traded to slot 10; pick 27 is slot 10's third-round pick (the round runs back), traded to slot 7.
    expect(detail.roster.ownPicks.map((pick: { overallPick: number }) => pick.overallPick)).toEqual([7, 10, 43, 46]);
    expect(detail.takenByOthers.map((pick: { overallPick: number }) => pick.overallPick)).toEqual(expect.arrayContaining([15, 25, 27]));
  });

  it('answers a draft it cannot import with one line, and changes nothing', async () => {
    const example = exampleKeeperLeague();
    const cases: [string, RecordedSleeperLeague, number, string][] = [
      [
        'an auction (the recorded draft with its type changed)',
        { ...example, draft: { ...example.draft, type: 'auction' } },
        400,
        SLEEPER_MESSAGES.auction,
      ],
      [
        'eleven teams (the recorded draft with its size changed)',
        { ...example, draft: { ...example.draft, settings: { ...example.draft.settings, teams: 11 } } },
        400,
        'This Sleeper draft has 11 teams; DraftMode drafts leagues of 8, 10, 12, 14 or 16 teams',
      ],
      ['a league Sleeper does not have', brownjfPreDraft(), 400, SLEEPER_MESSAGES.leagueNotFound(brownjfPreDraft().draft.league_id!)],
    ];
    sleeper.addLeague(example.league!.league_id, example.league, example.rosters);
    for (const [label, recorded, status, message] of cases) {
      const draftId = String(9_100_000_000 + cases.findIndex((entry) => entry[0] === label));
      sleeper.addDraft(draftId, replayed(recorded));
      const teamId = await createTeam(4);
      await link(teamId, draftId, 4);
      const version = (await team(teamId)).version;
      const answer = await preview(teamId);
      expect({ label, status: answer.status, message: answer.body.message }).toEqual({ label, status, message });
      expect((await team(teamId)).version).toBe(version);
    }

    // The example league itself is fine: PPR with K and DEF, the bonus it cannot count noted.
    const draftId = '9100000009';
    sleeper.addDraft(draftId, replayed(example));
    const teamId = await createTeam(4);
    await link(teamId, draftId, 4);
    const fine = (await preview(teamId).expect(200)).body as SleeperLeaguePreviewDto;
    expect(fine.settings).toMatchObject({ scoringFormat: 'PPR', pointsPerStat: null, rosterSpots: { K: 1, DEF: 1, FLEX: 2, Bench: 5 } });
    expect(fine.notes).toEqual(["Scoring DraftMode's projections cannot count is left out: bonus_pass_yd_400 2."]);

    // A draft Sleeper no longer has, Sleeper failing, and a team with no link.
    sleeper.removeDraft(draftId);
    expect((await preview(teamId).expect(400)).body.message).toBe(SLEEPER_MESSAGES.draftNotFound(draftId));
    // The live sync polls the same draft: every answer fails until the preview has seen one.
    const failing = sleeper.addDraft(draftId, replayed(example));
    failing.failNext(100_000, 502);
    expect((await preview(teamId).expect(503)).body.message).toBe(SLEEPER_MESSAGES.leagueUnreachable);
    (failing as unknown as { failures: number[] }).failures.splice(0);
    const unlinked = await createTeam(4);
    expect((await preview(unlinked).expect(409)).body.message).toBe(SLEEPER_MESSAGES.notLinked);
    await http().get(`/api/teams/${unlinked}/sleeper-league`).expect(401);
    const document = (await http().get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/teams/{id}/sleeper-league'] ?? {})).toEqual(['get']);
    const stranger = await signUp(testApp.app);
    await http().get(`/api/teams/${teamId}/sleeper-league`).set(bearer(stranger.token)).expect(404);
  });
});
