import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A league as ESPN's league endpoint answers it (the views merged into one body), and who may read it. */
export interface ServedEspnLeague {
  season: number;
  body: unknown;
  /** The Cookie header a private league requires; public when absent. */
  cookie?: string;
}

export interface FakeEspnServer {
  /** The base to set as ESPN_API_URL (…/apis/v3/games/ffl). */
  url: string;
  addLeague(leagueId: string, league: ServedEspnLeague): void;
  /** Serves `body` as the season's players view (to anyone). */
  addPlayers(season: number, body: unknown): void;
  /** Every request's path and Cookie header, in order. */
  readonly requests: { path: string; cookie: string | undefined }[];
  close(): Promise<void>;
}

/**
 * ESPN's fantasy API on 127.0.0.1 (the paths the client asks for), serving recorded answers: a
 * private league answers 401 as ESPN does unless the request carries its cookies.
 */
export async function startFakeEspnServer(): Promise<FakeEspnServer> {
  const leagues = new Map<string, ServedEspnLeague>();
  const players = new Map<number, unknown>();
  const requests: FakeEspnServer['requests'] = [];

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cookie = request.headers.cookie;
    requests.push({ path: `${url.pathname}${url.search}`, cookie });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const leagueMatch = /^\/apis\/v3\/games\/ffl\/seasons\/(\d+)\/segments\/0\/leagues\/(\d+)$/.exec(url.pathname);
    if (leagueMatch) {
      const league = leagues.get(leagueMatch[2]!);
      if (!league || league.season !== Number(leagueMatch[1])) return send(404, { messages: ['Not Found'] });
      // ESPN's answer to a private league without its cookies.
      if (league.cookie !== undefined && cookie !== league.cookie)
        return send(401, {
          messages: ['You are not authorized to view this League.'],
          details: [
            {
              message: 'You are not authorized to view this League.',
              shortMessage: 'Not authorized.',
              resolved: false,
              type: 'AUTH_LEAGUE_NOT_VISIBLE',
              metaData: null,
            },
          ],
        });
      return send(200, league.body);
    }
    const playersMatch = /^\/apis\/v3\/games\/ffl\/seasons\/(\d+)\/players$/.exec(url.pathname);
    if (playersMatch && players.has(Number(playersMatch[1]))) {
      // As ESPN: without X-Fantasy-Filter the view is a short slice; with filterIds, those players.
      const all = players.get(Number(playersMatch[1])) as { id: number }[];
      const filter = request.headers['x-fantasy-filter'];
      if (typeof filter !== 'string') return send(200, all.slice(0, 50));
      const wanted = new Set((JSON.parse(filter) as { players: { filterIds: { value: number[] } } }).players.filterIds.value);
      return send(
        200,
        all.filter((player) => wanted.has(player.id)),
      );
    }
    send(404, { messages: ['Not Found'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/apis/v3/games/ffl`,
    requests,
    addLeague: (leagueId, league) => leagues.set(leagueId, league),
    addPlayers: (season, body) => players.set(season, body),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
