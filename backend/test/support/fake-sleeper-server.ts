import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A recorded Sleeper draft: what GET /v1/draft/<id> and GET /v1/draft/<id>/picks answered. */
export interface RecordedSleeperDraft {
  draft: {
    draft_id: string;
    status: string;
    settings: { teams: number; rounds: number };
    [key: string]: unknown;
  };
  picks: SleeperPickJson[];
  /** What GET /v1/draft/<id>/traded_picks answers; none when absent. */
  tradedPicks?: unknown[];
}

export interface SleeperPickJson {
  round: number;
  pick_no: number;
  draft_slot: number;
  player_id: string;
  picked_by: string;
  metadata: {
    first_name: string;
    last_name: string;
    position: string;
    team: string;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** The 12-team draft in test/support/fixtures (see its `_about`). */
export function recordedDraft(): RecordedSleeperDraft {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', 'sleeper-draft-12-team.json'), 'utf8')) as RecordedSleeperDraft;
}

/** One draft being replayed: how far it has got, and what goes wrong next. */
export interface DraftReplay {
  readonly draftId: string;
  readonly picks: readonly SleeperPickJson[];
  /** Picks made so far (a prefix of the recording). */
  revealed: number;
  /** Requests for this draft (draft and picks) so far. */
  requests: number;
  /** The next `count` requests for this draft answer `status` (0: the connection is cut). */
  failNext(count: number, status?: number): void;
  /** Shows the first `count` picks; the draft reads complete once every pick is shown. */
  reveal(count: number): void;
}

export interface FakeSleeperServer {
  /** The API base to set as SLEEPER_API_URL (ends in /v1). */
  url: string;
  /** Replays `recording` under `draftId` (the recording's picks with that draft id), from no picks. */
  addDraft(draftId: string, recording?: RecordedSleeperDraft): DraftReplay;
  /** Serves `body` as GET /v1/league/<leagueId>, and `rosters` as its /rosters. */
  addLeague(leagueId: string, body: unknown, rosters?: unknown[]): void;
  /** Forgets a draft: Sleeper answers it with a literal null from now on. */
  removeDraft(draftId: string): void;
  close(): Promise<void>;
}

/**
 * A server on 127.0.0.1 that speaks the part of Sleeper's public API DraftMode reads (a draft, its
 * picks and traded picks, a league), and replays recorded drafts as far as a test has revealed
 * them. Unknown draft and league ids answer 200 with a literal null, as Sleeper does.
 */
export async function startFakeSleeperServer(): Promise<FakeSleeperServer> {
  const drafts = new Map<string, DraftReplay & { failures: number[] }>();
  const leagues = new Map<string, { league: unknown; rosters: unknown[] }>();

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const league = /^\/v1\/league\/([^/]+)(\/rosters)?\/?$/.exec(path);
    if (request.method === 'GET' && league) {
      const found = leagues.get(decodeURIComponent(league[1]!));
      return json(response, 200, league[2] ? (found?.rosters ?? []) : (found?.league ?? null));
    }
    const match = /^\/v1\/draft\/([^/]+)(\/picks|\/traded_picks)?\/?$/.exec(path);
    if (request.method !== 'GET' || !match) return json(response, 404, { error: 'not found' });
    const replay = drafts.get(decodeURIComponent(match[1]!));
    if (!replay) return json(response, 200, match[2] ? [] : null);
    replay.requests += 1;
    const failure = replay.failures.shift();
    if (failure === 0) return void response.socket?.destroy();
    if (failure !== undefined) return json(response, failure, { error: 'Sleeper is having a moment' });
    if (match[2] === '/traded_picks') return json(response, 200, recordingOf(replay).tradedPicks ?? []);
    const shown = replay.picks.slice(0, replay.revealed);
    if (match[2]) return json(response, 200, shown);
    const status = replay.revealed >= replay.picks.length ? 'complete' : replay.revealed === 0 ? 'pre_draft' : 'drafting';
    return json(response, 200, {
      ...recordingOf(replay).draft,
      draft_id: replay.draftId,
      status,
    });
  });
  const recordings = new WeakMap<DraftReplay, RecordedSleeperDraft>();
  const recordingOf = (replay: DraftReplay) => recordings.get(replay)!;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    addDraft(draftId, recording = recordedDraft()) {
      const replay = {
        draftId,
        picks: recording.picks.map((pick) => ({ ...pick, draft_id: draftId })),
        revealed: 0,
        requests: 0,
        failures: [] as number[],
        failNext(count: number, status = 503) {
          for (let i = 0; i < count; i += 1) replay.failures.push(status);
        },
        reveal(count: number) {
          replay.revealed = Math.min(count, replay.picks.length);
        },
      };
      recordings.set(replay, recording);
      drafts.set(draftId, replay);
      return replay;
    },
    addLeague(leagueId, body, rosters = []) {
      leagues.set(leagueId, { league: body, rosters });
    },
    removeDraft(draftId) {
      drafts.delete(draftId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
  });
  response.end(JSON.stringify(body));
}
