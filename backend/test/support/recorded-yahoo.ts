import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './shared-data';

/*
 * Real Yahoo Fantasy Sports responses recorded by other projects, read from the shared data folder
 * at test time (its platforms/SOURCES.md, rows 1–32). The wire-format ones are returned as the
 * bodies Yahoo's endpoints answer; whatadewitt's are the same bodies inside `module.exports = …;`.
 * RcubDev's NFL 2020 leagues were saved by yfpy, which flattens Yahoo's shape, so the functions
 * below that use them re-shape them back into the wire form, and say so.
 */

const yahooDir = () => join(sharedDataDir(), 'platforms', 'yahoo');

/** A recorded JSON body: `<repo>@<commit>/<file>`. */
export function recordedYahoo(path: string): Record<string, unknown> {
  const text = readFileSync(join(yahooDir(), path), 'utf8');
  // whatadewitt's nock data: the JSON body as a CommonJS module.
  const json = text.replace(/^\s*module\.exports\s*=\s*/, '').replace(/;\s*$/, '');
  return JSON.parse(json) as Record<string, unknown>;
}

/**
 * The body of whatadewitt's recorded 403, saved as `{ statusCode, data: '<body>' }` in a JS
 * module: the single-quoted body unescaped once, as the JS engine would.
 */
export function recordedYahooErrorBody(path: string): unknown {
  const text = readFileSync(join(yahooDir(), path), 'utf8');
  const data = /data:\s*'(.*)'\s*\}/s.exec(text);
  if (!data) throw new Error(`${path}: no data field`);
  return JSON.parse(data[1]!.replace(/\\\\/g, '\\'));
}

/** A deep copy to change one field of, for a case no recording has. */
export function copyOf<T>(body: T): T {
  return structuredClone(body);
}

export const YAHOO = {
  /** Row 5: GET league/390.l.22351/settings, 2019 NFL "Salary Cap Dynasty 2019", wire format. */
  ccsuSettings: 'ccsu-grad-capstone__scadservices@4bab36d/user_league_settings.json',
  /** Row 8: GET league/390.l.22351/teams (the signed-in user owns t.2). */
  ccsuTeams: 'ccsu-grad-capstone__scadservices@4bab36d/user_league_teams.json',
  /** Row 7: GET users;use_login=1/games;game_keys=390/leagues, the user of 390.l.22351's four 2019 NFL leagues. */
  ccsuUserLeagues: 'ccsu-grad-capstone__scadservices@4bab36d/user_leagues.json',
  /** Row 22: GET users;use_login=1/games/leagues, a 2024 NFL and a 2025 MLB league. */
  usersLeagues2024: 'spilchen__yahoo_fantasy_api@0a75982/sample.users_leagues.json',
  /** Row 11: GET team/390.l.22351.t.3/roster. */
  ccsuRoster: 'ccsu-grad-capstone__scadservices@4bab36d/user_league_team_roster.json',
  /** Row 17: GET league/396.l.49770/draftresults, 2019 NHL, 6 teams × 14 rounds (file named 21484). */
  nhlDraftResults: 'spilchen__yahoo_fantasy_api@0a75982/sample.draftresults.396.l.21484.json',
  /** Row 19: GET league/388.l.27081/settings, 2019 MLB auction. */
  mlbAuctionSettings: 'spilchen__yahoo_fantasy_api@0a75982/sample.league_settings.388.l.27081.json',
  /** Row 20: GET league/396.l.21484/settings, 2019 NHL points league. */
  nhlSettings: 'spilchen__yahoo_fantasy_api@0a75982/sample.league_settings.396.l.21484.json',
  /** Row 21: GET league/418.l.15944/teams, 2022 NBA. */
  nbaTeams: 'spilchen__yahoo_fantasy_api@0a75982/sample.league_teams.json',
  /** Row 27: GET league/399.l.710921/players;player_keys=…/ownership, 2020 NFL. */
  nflPlayerOwnership: 'spilchen__yahoo_fantasy_api@0a75982/sample.player_ownership.json',
  /** Row 26: GET league/449.l.751781/players;player_keys=449.p.7200/stats, 2024 NFL (Aaron Rodgers). */
  nflPlayerStats2024: 'spilchen__yahoo_fantasy_api@0a75982/sample.player_stats.449.l.75178.json',
  /** Row 30: GET league/328.l.34014/settings, 2014 MLB auction, compact wire body. */
  mlbAuctionSettings2014: 'whatadewitt__yahoo-fantasy-sports-api@ef2cb69/leagueSettings.js',
  /** Row 31: GET league/328.l.34014/draftresults, 2014 MLB auction with `cost`. */
  mlbAuctionDraftResults: 'whatadewitt__yahoo-fantasy-sports-api@ef2cb69/leagueDraftResults.js',
  /** Whatadewitt's recorded answer to a request without valid credentials. */
  notAuthorized: 'whatadewitt__yahoo-fantasy-sports-api@ef2cb69/userNotAuthorized.js',
  /** Rows 1 and 3: yfpy-serialized 2020 NFL 2QB leagues, 10 teams × 17 rounds. */
  rcub528423: 'RcubDev__fantasy-football-viewer@905f53f/528423-league-info.json',
  rcub516886: 'RcubDev__fantasy-football-viewer@905f53f/516886-league-info.json',
} as const;

type Yfpy = Record<string, unknown> & {
  league_key: string;
  num_teams: number;
  settings: Record<string, unknown>;
  draft_results: { draft_result: Record<string, unknown> }[];
  players: { player: YfpyPlayer }[];
  transactions: { transaction: { players?: unknown; player?: unknown } }[];
};
type YfpyPlayer = Record<string, unknown> & { player_key: string };

/** The league's metadata as the wire's first `league` element: yfpy's league object less its sub-resources. */
function wireMeta(league: Yfpy): Record<string, unknown> {
  const {
    settings: _settings,
    draft_results: _results,
    players: _players,
    transactions: _tx,
    standings: _s,
    scoreboard: _b,
    ...meta
  } = league;
  return meta;
}

/** `[a, b]` → `{ "0": a, "1": b, count: 2 }`, Yahoo's collection. */
function asCollection(items: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries([...items.map((item, index) => [String(index), item] as const), ['count', items.length]]);
}

/**
 * A yfpy-saved 2020 NFL league re-shaped into the wire bodies of `league/{key}/settings`,
 * `league/{key}/draftresults` and `league/{key}/players` (its players list and the players its
 * transactions name). yfpy keeps every value as Yahoo sent it; only the nesting is rebuilt: the
 * settings object back into `settings: [ … ]`, the lists back into `{ "0": …, count }`, each
 * player's fields back into a list of single-key objects. `stat_position_types` stays as yfpy
 * left it; nothing here reads it.
 */
export function yfpyLeagueAsWire(path: string): { settings: unknown; draftResults: unknown; players: unknown; league: Yfpy } {
  const league = recordedYahoo(path) as Yfpy;
  const meta = wireMeta(league);
  const body = (resource: Record<string, unknown>) => ({ fantasy_content: { league: [meta, resource] } });

  const players = new Map<string, YfpyPlayer>();
  for (const { player } of league.players) players.set(player.player_key, player);
  for (const { transaction } of league.transactions) {
    // yfpy turns a one-player list into the player itself.
    const listed = transaction.players ?? transaction.player;
    if (!listed) continue;
    for (const entry of Array.isArray(listed) ? listed : [listed]) {
      const player = (entry as { player?: YfpyPlayer }).player ?? (entry as YfpyPlayer);
      if (player?.player_key && !players.has(player.player_key)) players.set(player.player_key, player);
    }
  }
  const wirePlayer = (player: YfpyPlayer) => ({ player: [Object.entries(player).map(([key, value]) => ({ [key]: value }))] });

  return {
    league,
    settings: body({ settings: [league.settings] }),
    draftResults: body({ draft_results: asCollection(league.draft_results) }),
    players: body({ players: asCollection([...players.values()].map(wirePlayer)) }),
  };
}

/**
 * RcubDev's recorded teams of a league (row 4: yfpy-saved, `const teams = […]` in a JS module)
 * re-shaped into the wire body of `league/{key}/teams`: each team's fields as a list of single-key
 * objects. yfpy saved them signed in as nobody in particular, so no team carries
 * `is_owned_by_current_login`; `ownedTeamKey` says which team the test's user owns, as Yahoo marks
 * it (`is_owned_by_current_login: 1`, as in row 8).
 */
export function yfpyTeamsAsWire(leagueKey: string, ownedTeamKey: string | null): unknown {
  const text = readFileSync(join(yahooDir(), 'RcubDev__fantasy-football-viewer@0807c69/Teams.js'), 'utf8');
  const json = text.replace(/^\s*const\s+teams\s*=\s*/, '').replace(/export\s+default\s+teams;\s*$/, '');
  const teams = (JSON.parse(json) as { team: Record<string, unknown> & { team_key: string } }[])
    .map(({ team }) => team)
    .filter((team) => team.team_key.startsWith(`${leagueKey}.t.`));
  const wireTeam = (team: Record<string, unknown> & { team_key: string }) => ({
    team: [
      [
        ...Object.entries(team).map(([key, value]) => ({ [key]: value })),
        ...(team.team_key === ownedTeamKey ? [{ is_owned_by_current_login: 1 }] : []),
      ],
    ],
  });
  return { fantasy_content: { league: [{ league_key: leagueKey }, { teams: asCollection(teams.map(wireTeam)) }] } };
}
