import { readFileSync } from 'node:fs';
import { sharedDataFile } from './shared-data';

/*
 * Real Yahoo Fantasy Sports answers recorded by other projects (../shared/data/platforms/SOURCES.md),
 * read at test time, as the wire bodies a loopback Yahoo serves. RcubDev's 2020 NFL league
 * 399.l.528423 was saved by yfpy, which flattens Yahoo's shape; it is re-shaped back into the wire
 * form here as backend/test/support/recorded-yahoo.ts does (only the nesting changes, never a value).
 */
const yahooFile = (path: string) => readFileSync(sharedDataFile('platforms', 'yahoo', path), 'utf8');
const json = (path: string) => JSON.parse(yahooFile(path)) as Record<string, unknown>;

type Item = Record<string, unknown>;
const asCollection = (items: readonly unknown[]) =>
  Object.fromEntries([...items.map((item, index) => [String(index), item] as const), ['count', items.length]]);
const fieldsList = (fields: Item) => Object.entries(fields).map(([key, value]) => ({ [key]: value }));

interface YahooLeagueBodies {
  leagueKey: string;
  /** `users;use_login=1/games;game_keys=nfl/leagues`: row 7's listing plus a 2020 game holding the league (rows 2 and 10). */
  userLeagues: unknown;
  settings: unknown;
  teams: unknown;
  players: unknown;
  /** `draftresults` with `made` picks made: the later ones listed without a player, as during a draft. */
  draftAfter(made: number): unknown;
}

/** RcubDev's 399.l.528423 (10 teams × 17 rounds), the test's user owning `ownedTeamKey`. */
export function rcubLeague(ownedTeamKey: string): YahooLeagueBodies {
  const league = json('RcubDev__fantasy-football-viewer@905f53f/528423-league-info.json') as Item & {
    league_key: string;
    settings: Item;
    draft_results: { draft_result: Item }[];
    players: { player: Item & { player_key: string } }[];
    transactions: { transaction: { players?: unknown; player?: unknown } }[];
  };
  const { settings, draft_results: results, players: listed, transactions, standings: _s, scoreboard: _b, ...meta } = league;
  // The players the league lists and those its transactions name (yfpy turns a one-player list into the player).
  const players = new Map(listed.map(({ player }) => [player.player_key, player] as const));
  for (const { transaction } of transactions) {
    const named = transaction.players ?? transaction.player;
    for (const entry of named ? (Array.isArray(named) ? named : [named]) : []) {
      const player = ((entry as { player?: Item }).player ?? entry) as Item & { player_key?: string };
      if (player.player_key && !players.has(player.player_key)) players.set(player.player_key, player as Item & { player_key: string });
    }
  }
  const body = (resource: Item) => ({ fantasy_content: { league: [meta, resource] } });

  const listing = json('ccsu-grad-capstone__scadservices@4bab36d/user_leagues.json') as {
    fantasy_content: { users: { '0': { user: [Item, { games: Item & { count: number } }] } } };
  };
  const games = listing.fantasy_content.users['0'].user[1].games;
  // game_390.json is in fact game 399, the 2020 season (SOURCES.md row 10).
  const game2020 = (json('ccsu-grad-capstone__scadservices@4bab36d/game_390.json') as { fantasy_content: { game: Item[] } }).fantasy_content
    .game[0]!;
  const metadata = json('RcubDev__fantasy-football-viewer@905f53f/528423-league-metadata.json');
  games[String(games.count)] = { game: [game2020, { leagues: asCollection([{ league: [metadata] }]) }] };
  games.count += 1;

  const teamsText = yahooFile('RcubDev__fantasy-football-viewer@0807c69/Teams.js')
    .replace(/^\s*const\s+teams\s*=\s*/, '')
    .replace(/export\s+default\s+teams;\s*$/, '');
  const teams = (JSON.parse(teamsText) as { team: Item & { team_key: string } }[])
    .map(({ team }) => team)
    .filter((team) => team.team_key.startsWith(`${league.league_key}.t.`))
    .map((team) => ({
      team: [[...fieldsList(team), ...(team.team_key === ownedTeamKey ? [{ is_owned_by_current_login: 1 }] : [])]],
    }));

  return {
    leagueKey: league.league_key,
    userLeagues: listing,
    settings: body({ settings: [settings] }),
    teams: body({ teams: asCollection(teams) }),
    players: body({ players: asCollection([...players.values()].map((player) => ({ player: [fieldsList(player)] }))) }),
    draftAfter: (made) => {
      const picks = results.map(({ draft_result: result }, index) => {
        const { player_key: playerKey, ...rest } = result;
        return { draft_result: index < made ? { ...rest, player_key: playerKey } : rest };
      });
      const status = made >= results.length ? 'postdraft' : 'draft';
      return { fantasy_content: { league: [{ ...meta, draft_status: status }, { draft_results: asCollection(picks) }] } };
    },
  };
}
