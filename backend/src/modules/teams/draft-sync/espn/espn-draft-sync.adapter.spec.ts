import { ESPN_LINK_MESSAGES } from '@draftmode/domain';
import { initialTeamState } from '@draftmode/draft-core';
import { bundledPlayers } from '@draftmode/players';
import { startFakeEspnServer, type FakeEspnServer } from '../../../../../test/support/fake-espn-server';
import { espnPlayers2018, fxbgDraft2018After } from '../../../../../test/support/recorded-espn';
import { CredentialDecryptError } from '../../../../infra/crypto/credential-cipher';
import type { PlayerPool } from '../../../player-pool';
import type { ReadDraftResult } from '../draft-sync.adapter';
import { EspnDraftSyncAdapter } from './espn-draft-sync.adapter';
import { EspnClient, type EspnCookies } from './espn.client';
import type { EspnLinkRow, EspnLinkStore } from './espn-link.store';

const LEAGUE = '368876';
const COOKIES: EspnCookies = { espnS2: 'AEBsecretS2', swid: '{fdhdfhfd-45A0-4E5C-A807-hdfhfdh}' };

/** The links as EspnLinkStore hands them out: a row per team and its opened cookies. */
class KeptLinks {
  readonly rows = new Map<string, { link: EspnLinkRow; cookies: EspnCookies | null | 'unreadable' }>();

  keep(teamId: string, cookies: EspnCookies | null | 'unreadable', espnTeamId: number | null = 5): void {
    this.rows.set(teamId, {
      link: {
        teamId,
        userId: 'u1',
        leagueId: LEAGUE,
        season: 2018,
        leagueName: 'FXBG League',
        espnTeamId,
        espnTeamName: null,
        private: cookies !== null,
      },
      cookies,
    });
  }

  get = (teamId: string) => Promise.resolve(this.rows.get(teamId)?.link ?? null);
  teamIds = () => Promise.resolve([...this.rows.keys()]);
  cookies = (teamId: string) => {
    const kept = this.rows.get(teamId)?.cookies ?? null;
    return kept === 'unreadable' ? Promise.reject(new CredentialDecryptError()) : Promise.resolve(kept);
  };
}

/**
 * The ESPN adapter reading "FXBG League" 2018 (recorded mDraftDetail, ../shared/data/platforms/espn)
 * from a loopback ESPN through the real client, as the poller calls it: before, during and after
 * the draft, and each way ESPN can refuse.
 */
describe('EspnDraftSyncAdapter', () => {
  let espn: FakeEspnServer;
  let links: KeptLinks;
  let adapter: EspnDraftSyncAdapter;
  const serveDraft = (made: number, cookie?: string) =>
    espn.addLeague(LEAGUE, { season: 2018, body: fxbgDraft2018After(made), ...(cookie ? { cookie } : {}) });
  const read = (teamId = 't1') => adapter.readDraft(teamId, initialTeamState);
  const draftOf = (result: ReadDraftResult) => {
    if (result.kind !== 'draft') throw new Error(`expected a draft, got ${JSON.stringify(result)}`);
    return result.draft;
  };

  beforeAll(async () => {
    espn = await startFakeEspnServer();
    espn.addPlayers(2018, espnPlayers2018());
  });
  afterAll(() => espn.close());
  beforeEach(() => {
    links = new KeptLinks();
    const pool = { players: bundledPlayers() } as unknown as PlayerPool;
    adapter = new EspnDraftSyncAdapter(links as unknown as EspnLinkStore, new EspnClient({ espn: { apiUrl: espn.url } }), pool);
  });

  it('follows the draft as ESPN fills it in: none before, the made picks at ESPN’s numbers during, all 150 after', async () => {
    links.keep('t1', null);
    serveDraft(0);
    expect(draftOf(await read())).toEqual({ draftKey: `${LEAGUE}-2018`, status: 'pre_draft', picks: [] });

    serveDraft(12);
    const running = draftOf(await read());
    expect(running.status).toBe('drafting');
    expect(running.picks.map((pick) => pick.pickNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Pick 8 is team 5's, the linked user's: Saquon Barkley, in the pool.
    expect(running.picks[7]).toEqual({
      pickNo: 8,
      round: 1,
      playerId: 'saquon-barkley',
      own: true,
      platformPlayerId: '3929630',
      name: 'Saquon Barkley',
      position: 'RB',
      team: 'NYG',
    });
    // Le'Veon Bell (pick 1) left the pool: listed with the reason, never guessed.
    expect(running.picks[0]).toMatchObject({
      pickNo: 1,
      playerId: null,
      own: false,
      platformPlayerId: '15825',
      name: "Le'Veon Bell",
      reason: 'Not matched to a DraftMode player: no player named "Le\'Veon Bell" (RB) in the pool',
    });
    // The names are asked for with the drafted ids only.
    const asked = espn.requests.filter((sent) => sent.path.includes('/players'));
    expect(asked.length).toBeGreaterThan(0);

    serveDraft(150);
    const done = draftOf(await read());
    expect(done.status).toBe('complete');
    expect(done.picks).toHaveLength(150);
    expect(done.draftKey).toBe(running.draftKey);
  });

  it('reads only the draft view on each poll, with the kept cookies in a header', async () => {
    links.keep('t1', COOKIES);
    serveDraft(20, `espn_s2=${COOKIES.espnS2}; SWID=${COOKIES.swid}`);
    const from = espn.requests.length;
    expect(draftOf(await read()).picks).toHaveLength(20);
    const sent = espn.requests.slice(from);
    expect(sent[0]!.path).toBe(`/apis/v3/games/ffl/seasons/2018/segments/0/leagues/${LEAGUE}?view=mDraftDetail`);
    expect(sent.every((request) => request.cookie === `espn_s2=${COOKIES.espnS2}; SWID=${COOKIES.swid}`)).toBe(true);
    expect(sent.every((request) => !request.path.includes('secret'))).toBe(true);
  });

  it('says no pick is the user’s own when the link names no ESPN team', async () => {
    links.keep('t1', null, null);
    serveDraft(10);
    expect(new Set(draftOf(await read()).picks.map((pick) => pick.own))).toEqual(new Set([null]));
  });

  it('asks the user to link again when ESPN refuses the kept cookies, or the league turned private', async () => {
    serveDraft(10, 'espn_s2=other; SWID={other}');
    links.keep('t1', COOKIES);
    expect(await read('t1')).toEqual({ kind: 'failed', message: ESPN_LINK_MESSAGES.cookiesRefused, reconnect: true });
    links.keep('t2', null);
    expect(await read('t2')).toEqual({ kind: 'failed', message: ESPN_LINK_MESSAGES.private, reconnect: true });
    links.keep('t3', 'unreadable');
    expect(await read('t3')).toEqual({ kind: 'failed', message: ESPN_LINK_MESSAGES.credentialsUnreadable, reconnect: true });
  });

  it('retries an unreachable ESPN, and reports a team no longer linked', async () => {
    const offline = new EspnDraftSyncAdapter(
      links as unknown as EspnLinkStore,
      new EspnClient({ espn: { apiUrl: 'http://127.0.0.1:9/apis/v3/games/ffl' } }),
      { players: bundledPlayers() } as unknown as PlayerPool,
    );
    expect(await adapter.linkedTeamIds()).toEqual([]);
    links.keep('t1', null);
    expect(await adapter.linkedTeamIds()).toEqual(['t1']);
    expect(await offline.readDraft('t1', initialTeamState)).toEqual({ kind: 'failed', message: ESPN_LINK_MESSAGES.unreachable });
    expect(await read('gone')).toEqual({ kind: 'unlinked' });
  });
});
