import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import playersFixture from './sleeper-players-nfl.json';
import projectionsFixture from './sleeper-projections-2025.json';

/** How the fake Sleeper answers, so tests can exercise failures too. */
export type FixtureMode = 'ok' | 'players-503' | 'projections-not-json' | 'projections-wrong-shape';

/** A loopback HTTP server speaking the two Sleeper endpoints with recorded responses. */
export interface FixtureServer {
  url: string;
  requests: string[];
  setMode(mode: FixtureMode): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Starts the server on 127.0.0.1 with an ephemeral port. */
export async function startFixtureServer(): Promise<FixtureServer> {
  let mode: FixtureMode = 'ok';
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method !== 'GET') return send(res, 405, '{"error":"method"}');
    if (url.pathname === '/v1/players/nfl') {
      if (mode === 'players-503') return send(res, 503, 'upstream unavailable', 'text/plain');
      return send(res, 200, JSON.stringify(playersFixture));
    }
    const projections = /^\/projections\/nfl\/(\d{4})$/.exec(url.pathname);
    if (projections) {
      // Sleeper needs both parameters; without them it answers with an empty list, which would hide a bug here.
      if (url.searchParams.get('season_type') !== 'regular' || url.searchParams.getAll('position[]').length === 0) {
        return send(res, 400, '{"error":"season_type and position[] are required"}');
      }
      if (projections[1] !== '2025') return send(res, 200, '[]');
      if (mode === 'projections-not-json') return send(res, 200, '<html>maintenance</html>', 'text/html');
      if (mode === 'projections-wrong-shape') return send(res, 200, '{"players":[]}');
      return send(res, 200, JSON.stringify(projectionsFixture));
    }
    return send(res, 404, '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
