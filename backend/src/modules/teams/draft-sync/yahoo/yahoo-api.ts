import { z } from 'zod';

/*
 * The bodies of Yahoo's Fantasy Sports API (`?format=json`) that DraftMode reads, checked with zod
 * and turned into plain values. Pure (no I/O), so the client to come and the tests of recorded
 * responses parse them alike.
 *
 * Yahoo's JSON is its XML turned over mechanically, and reads like it:
 * - a resource is a two-element array, `league: [{ ...metadata }, { settings: ... }]`;
 * - a collection is an object keyed "0", "1", … with a `count` beside them;
 * - an element with mixed children is an array of single-key objects, with `[]` where an optional
 *   child is absent (`team: [[{ team_key }, { team_id }, [], { name }, …]]`);
 * - `settings` is an array whose first element holds the settings (the MLB and NHL recordings
 *   have a second one with sport-specific extras);
 * - numbers and flags come as strings or numbers, and sometimes both in one body (`count: 1` and
 *   `count: "1"` for roster positions; `num_teams` a number, `is_auction_draft` a string).
 */

/** A number Yahoo sends as a JSON number or its decimal text ("0.033333333333333"). */
const yahooNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'expected a number'),
  ])
  .transform(Number);
const yahooInt = yahooNumber.pipe(z.number().int());
/** A flag: "1"/"0", 1/0 or a boolean. */
const yahooFlag = z.union([z.boolean(), z.number(), z.string()]).transform((flag) => flag === true || flag === 1 || flag === '1');

const leagueMetaSchema = z.looseObject({
  league_key: z.string().min(1),
  name: z.string().nullish(),
  season: z.union([z.string(), z.number()]).transform(String).nullish(),
  game_code: z.string().nullish(),
  num_teams: yahooInt,
  draft_status: z.string().nullish(),
});

const settingsSchema = z.looseObject({
  draft_type: z.string().nullish(),
  is_auction_draft: yahooFlag.nullish(),
  scoring_type: z.string().nullish(),
  uses_keeper: yahooFlag.nullish(),
  uses_roster_import: yahooFlag.nullish(),
  roster_positions: z.array(
    z.object({
      roster_position: z.looseObject({ position: z.string().min(1), position_type: z.string().nullish(), count: yahooInt }),
    }),
  ),
  stat_categories: z.looseObject({
    stats: z.array(
      z.object({
        stat: z.looseObject({
          stat_id: yahooInt,
          enabled: yahooFlag.nullish(),
          name: z.string().nullish(),
          display_name: z.string().nullish(),
          position_type: z.string().nullish(),
          is_only_display_stat: yahooFlag.nullish(),
        }),
      }),
    ),
  }),
  // Category leagues (no points) have no modifiers at all.
  stat_modifiers: z.looseObject({ stats: z.array(z.object({ stat: z.looseObject({ stat_id: yahooInt, value: yahooNumber }) })) }).nullish(),
});

const draftResultSchema = z.looseObject({
  pick: yahooInt,
  round: yahooInt,
  team_key: z.string().min(1),
  // Absent (or empty) for a pick not made yet in a live draft.
  player_key: z.string().nullish(),
  cost: yahooNumber.nullish(),
});

const teamFieldsSchema = z.looseObject({
  team_key: z.string().min(1),
  name: z.string().nullish(),
  is_owned_by_current_login: yahooFlag.nullish(),
});

const playerFieldsSchema = z.looseObject({
  player_key: z.string().min(1),
  name: z.looseObject({ full: z.string().nullish(), first: z.string().nullish(), last: z.string().nullish() }),
  editorial_team_abbr: z.string().nullish(),
  display_position: z.string().nullish(),
  primary_position: z.string().nullish(),
});

/** A league's settings as `GET league/{key}/settings` gives them (the fields DraftMode reads). */
export interface YahooLeagueSettings {
  /** `{game}.l.{id}`, e.g. "390.l.22351". */
  leagueKey: string;
  name: string | null;
  season: string | null;
  /** "nfl", "nhl", "mlb", …; DraftMode drafts "nfl" only. */
  gameCode: string | null;
  numTeams: number;
  /** "predraft", "draft", "postdraft". */
  draftStatus: string | null;
  /** "live", "self", "autopick", "offline", … */
  draftType: string | null;
  isAuction: boolean;
  /** Yahoo's "head", "headpoint", "point", "roto": categories or points. */
  scoringType: string | null;
  /** `uses_keeper`, as the issue and Yahoo's docs name it; no recorded body carries it. */
  usesKeeper: boolean;
  /** Dynasty/keeper leagues carry rosters over this way (the ccsu league sends no `uses_keeper`). */
  usesRosterImport: boolean;
  /** One entry per kind of spot, in Yahoo's order: 'QB', 'W/R/T', 'BN', 'IR', 'DB', … */
  rosterPositions: { position: string; positionType: string | null; count: number }[];
  /** The stats the league lists; only those with a modifier score points. */
  statCategories: { statId: number; name: string; positionType: string | null; displayOnly: boolean }[];
  /** Points per unit of a stat, by Yahoo stat id. */
  statModifiers: Map<number, number>;
}

/** One entry of `GET league/{key}/draftresults`. */
export interface YahooDraftResult {
  /** Overall pick number, from 1. */
  pick: number;
  round: number;
  /** The team that holds the pick (its owner after trades): `{league key}.t.{n}`. */
  teamKey: string;
  /** `{game}.p.{id}`; null while the pick is not made. */
  playerKey: string | null;
  /** Auction price (a string on the wire); null in a snake draft. */
  cost: number | null;
}

export interface YahooDraftResults {
  leagueKey: string;
  numTeams: number;
  draftStatus: string | null;
  gameCode: string | null;
  results: YahooDraftResult[];
}

/** A team of `GET league/{key}/teams`. */
export interface YahooTeam {
  teamKey: string;
  name: string | null;
  /** The signed-in user's team. */
  ownedByCurrentLogin: boolean;
}

/** A player of a players collection (`league/{key}/players`, a team's roster): what matching reads. */
export interface YahooPlayer {
  playerKey: string;
  /** The number after `.p.`: the same player in every season (399.p.7200 and 449.p.7200 are both Aaron Rodgers). */
  playerId: string;
  name: string;
  /** Yahoo's primary position ('QB', 'WR', 'DEF', …), else the first of its display position. */
  position: string | null;
  /** Yahoo's team abbreviation, mixed case ('Ind', 'NO', 'LAC'). */
  team: string | null;
}

/** A body that is not what the endpoint answers: one line naming the first problems. */
export class YahooBodyError extends Error {
  override readonly name = 'YahooBodyError';
}

/** `GET league/{key}/settings`. */
export function parseYahooLeagueSettings(body: unknown): YahooLeagueSettings {
  const [meta, resource] = leagueResource(body, 'settings');
  const league = parsed(leagueMetaSchema, meta, 'league');
  const settingsList = parsed(z.array(z.unknown()).min(1), resource, 'league.settings');
  const settings = parsed(settingsSchema, settingsList[0], 'league.settings.0');
  return {
    leagueKey: league.league_key,
    name: league.name?.trim() || null,
    season: league.season ?? null,
    gameCode: league.game_code ?? null,
    numTeams: league.num_teams,
    draftStatus: league.draft_status ?? null,
    draftType: settings.draft_type ?? null,
    isAuction: settings.is_auction_draft === true,
    scoringType: settings.scoring_type ?? null,
    usesKeeper: settings.uses_keeper === true,
    usesRosterImport: settings.uses_roster_import === true,
    rosterPositions: settings.roster_positions.map(({ roster_position: spot }) => ({
      position: spot.position,
      positionType: spot.position_type ?? null,
      count: spot.count,
    })),
    statCategories: settings.stat_categories.stats
      .filter(({ stat }) => stat.enabled !== false)
      .map(({ stat }) => ({
        statId: stat.stat_id,
        name: stat.name ?? stat.display_name ?? `stat ${stat.stat_id}`,
        positionType: stat.position_type ?? null,
        displayOnly: stat.is_only_display_stat === true,
      })),
    statModifiers: new Map((settings.stat_modifiers?.stats ?? []).map(({ stat }) => [stat.stat_id, stat.value])),
  };
}

/** `GET league/{key}/draftresults`, in pick order; picks not made yet keep a null player key. */
export function parseYahooDraftResults(body: unknown): YahooDraftResults {
  const [meta, resource] = leagueResource(body, 'draft_results');
  const league = parsed(leagueMetaSchema, meta, 'league');
  const results = collectionItems(resource, 'draft_result', 'league.draft_results').map((item, index) => {
    const result = parsed(draftResultSchema, item, `league.draft_results.${index}`);
    return {
      pick: result.pick,
      round: result.round,
      teamKey: result.team_key,
      playerKey: result.player_key?.trim() || null,
      cost: result.cost ?? null,
    };
  });
  return {
    leagueKey: league.league_key,
    numTeams: league.num_teams,
    draftStatus: league.draft_status ?? null,
    gameCode: league.game_code ?? null,
    results: results.sort((a, b) => a.pick - b.pick),
  };
}

/** `GET league/{key}/teams`. */
export function parseYahooTeams(body: unknown): YahooTeam[] {
  const [, resource] = leagueResource(body, 'teams');
  return collectionItems(resource, 'team', 'league.teams').map((team, index) => {
    const path = `league.teams.${index}`;
    const fields = parsed(teamFieldsSchema, mergedFields(firstPart(team, path), path), path);
    return { teamKey: fields.team_key, name: fields.name?.trim() || null, ownedByCurrentLogin: fields.is_owned_by_current_login === true };
  });
}

/**
 * The players of `GET league/{key}/players;player_keys=…` (or `…;start=…` pages) or of
 * `GET team/{key}/roster`: the same players collection in either resource.
 */
export function parseYahooPlayers(body: unknown): YahooPlayer[] {
  const content = fantasyContent(body);
  let players: unknown;
  if ('league' in content) players = leagueResource(body, 'players')[1];
  else if ('team' in content) {
    const team = parsed(z.array(z.unknown()).min(2), content['team'], 'team');
    const roster = parsed(z.looseObject({ roster: z.looseObject({ '0': z.looseObject({ players: z.unknown() }) }) }), team[1], 'team.1');
    players = roster.roster['0'].players;
  } else throw new YahooBodyError('body: neither a league nor a team players collection');
  // An empty page is `players: []` (the XML's empty element), not a collection.
  if (Array.isArray(players) && players.length === 0) return [];
  return collectionItems(players, 'player', 'players').map((player, index) => {
    const path = `players.${index}`;
    const fields = parsed(playerFieldsSchema, mergedFields(firstPart(player, path), path), path);
    const name = fields.name.full?.trim() || [fields.name.first, fields.name.last].filter(Boolean).join(' ').trim();
    const display = fields.display_position?.split(',')[0]?.trim() || null;
    return {
      playerKey: fields.player_key,
      playerId: playerIdOf(fields.player_key),
      name,
      position: fields.primary_position?.trim() || display,
      team: fields.editorial_team_abbr?.trim() || null,
    };
  });
}

/** One of the signed-in user's leagues (`GET users;use_login=1/games;game_keys=nfl/leagues`). */
export interface YahooUserLeague {
  leagueKey: string;
  name: string;
  season: string | null;
  gameCode: string | null;
  numTeams: number;
  draftStatus: string | null;
}

/**
 * `GET users;use_login=1/games;game_keys=…/leagues`: every league of every game listed, in Yahoo's
 * order. A game the user has no league in comes without a `leagues` element (or with `[]`).
 */
export function parseYahooUserLeagues(body: unknown): YahooUserLeague[] {
  const users = fantasyContent(body)['users'];
  const [user] = collectionItems(users, 'user', 'users');
  const parts = parsed(z.array(z.unknown()).min(1), user, 'users.0.user');
  const gamesPart = parts.slice(1).find((part) => typeof part === 'object' && part !== null && 'games' in part);
  if (!gamesPart) return [];
  const games = (gamesPart as { games: unknown }).games;
  if (Array.isArray(games) && games.length === 0) return [];
  return collectionItems(games, 'game', 'users.0.user.games').flatMap((game, gameIndex) => {
    const path = `users.0.user.games.${gameIndex}`;
    // Pick'em games are a lone object, not `[fields, { leagues }]`: no fantasy league in them.
    if (!Array.isArray(game)) return [];
    const leaguesPart = game.slice(1).find((part) => typeof part === 'object' && part !== null && 'leagues' in part);
    const leagues = (leaguesPart as { leagues?: unknown } | undefined)?.leagues;
    if (leagues === undefined || (Array.isArray(leagues) && leagues.length === 0)) return [];
    return collectionItems(leagues, 'league', `${path}.leagues`).map((league, index) => {
      const fields = parsed(leagueMetaSchema, firstPart(league, `${path}.leagues.${index}`)[0], `${path}.leagues.${index}`);
      return {
        leagueKey: fields.league_key,
        name: fields.name?.trim() || fields.league_key,
        season: fields.season ?? null,
        gameCode: fields.game_code ?? null,
        numTeams: fields.num_teams,
        draftStatus: fields.draft_status ?? null,
      };
    });
  });
}

/** The season-free id of a player key: "399.p.30121" → "30121". */
export function playerIdOf(playerKey: string): string {
  const match = /\.p\.(\d+)$/.exec(playerKey);
  return match ? match[1]! : playerKey;
}

/* ---- the XML-mirroring shape ---- */

function fantasyContent(body: unknown): Record<string, unknown> {
  // Yahoo's error bodies (403 for a token without access, 400 for a bad key) say what went wrong.
  const error = z.object({ error: z.looseObject({ description: z.string() }) }).safeParse(body);
  if (error.success) throw new YahooBodyError(`Yahoo answered with an error: ${error.data.error.description}`);
  return parsed(z.object({ fantasy_content: z.looseObject({}) }), body, 'body').fantasy_content;
}

/** `league: [{ metadata }, { <name>: … }]` → the metadata and the named sub-resource. */
function leagueResource(body: unknown, name: string): [unknown, unknown] {
  const league = parsed(z.array(z.unknown()).min(2), fantasyContent(body)['league'], 'league');
  return [league[0], field(league[1], name, 'league.1')];
}

function field(value: unknown, name: string, path = ''): unknown {
  const object = parsed(z.looseObject({}), value, path || 'body');
  if (!(name in object)) throw new YahooBodyError(`${path ? `${path}.` : ''}${name}: missing`);
  return object[name];
}

/** `{ "0": { <item>: … }, "1": …, count: n }` → the items in index order; the count must agree. */
function collectionItems(value: unknown, item: string, path: string): unknown[] {
  const object = parsed(z.looseObject({ count: yahooInt.optional() }), value, path);
  const indexes = Object.keys(object)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b);
  if (object.count !== undefined && object.count !== indexes.length)
    throw new YahooBodyError(`${path}: count says ${object.count}, ${indexes.length} listed`);
  return indexes.map((index) => field(object[String(index)], item, `${path}.${index}`));
}

/** A resource element `[[fields…], {sub-resource}]`, or `[fields…]` alone: its fields part. */
function firstPart(element: unknown, path: string): unknown[] {
  const list = parsed(z.array(z.unknown()).min(1), element, path);
  return Array.isArray(list[0]) ? (list[0] as unknown[]) : list;
}

/** `[{ a: 1 }, [], { b: 2 }]` → `{ a: 1, b: 2 }`: an XML element's children, empty ones dropped. */
function mergedFields(children: readonly unknown[], path: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  children.forEach((child, index) => {
    if (Array.isArray(child) && child.length === 0) return;
    Object.assign(merged, parsed(z.looseObject({}), child, `${path}.${index}`));
  });
  return merged;
}

function parsed<T extends z.ZodType>(schema: T, value: unknown, path: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new YahooBodyError(
      result.error.issues
        .slice(0, 2)
        .map((issue) => `${[path, ...issue.path].join('.')}: ${issue.message}`)
        .join('; '),
    );
  return result.data;
}
