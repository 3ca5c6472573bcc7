import { z } from 'zod';
import { linkHandcuffs } from '../pool/handcuffs';
import { injuryStatusOf, type FormatKey, type PerFormat, type Player, type Position, type StatLine } from '@draftmode/domain';
import { nflTeam, normalizeTeamAbbr } from '../data/nfl-teams';
import type { PlayerPool } from '../pool/player-pool';
import { nearestByAdp } from './estimates';
import { PlayerImportError, getJson, globalFetch, type FetchLike, type ProgressListener } from './import-error';
import { PlayerNameIndex, normalizePlayerName, playerSlug, type UnmatchedRow } from './name-matching';

/** Base URL of Sleeper's public read API (players). */
export const SLEEPER_API_URL = 'https://api.sleeper.app';
/** Base URL of the host that serves Sleeper's season projections and ADP. */
export const SLEEPER_PROJECTIONS_URL = 'https://api.sleeper.com';

const POSITION_VALUES = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const satisfies readonly Position[];

// Sleeper sends many more fields than these; only the ones read here are checked, and nulls are
// common (free agents have no team, defenses have no age), so everything is optional.
const sleeperPlayerSchema = z.looseObject({
  player_id: z.string().nullish(),
  full_name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  position: z.string().nullish(),
  team: z.string().nullish(),
  age: z.number().nullish(),
  injury_status: z.string().nullish(),
  fantasy_positions: z.array(z.string()).nullish(),
  // Sleeper's crosswalk to the other platforms' ids (numbers in its answers; a string is taken too).
  espn_id: z.union([z.number(), z.string()]).nullish(),
  yahoo_id: z.union([z.number(), z.string()]).nullish(),
});

/** One entry of Sleeper's `GET /v1/players/nfl` map (the fields this importer reads). */
export type SleeperPlayer = z.infer<typeof sleeperPlayerSchema>;

/** Sleeper's `GET /v1/players/nfl` body: player id → player. */
export type SleeperPlayersResponse = Record<string, SleeperPlayer>;

const sleeperProjectionSchema = z.looseObject({
  player_id: z.string(),
  stats: z.record(z.string(), z.unknown()).nullish(),
  player: sleeperPlayerSchema.nullish(),
});

/** One entry of Sleeper's season projections: the player's projected stats, points and ADP. */
export type SleeperProjection = z.infer<typeof sleeperProjectionSchema>;

/** Where to fetch from; both default to Sleeper's public hosts. */
export interface SleeperFetchOptions {
  /** Base of the players API; default {@link SLEEPER_API_URL}. */
  baseUrl?: string;
  /** Fetch implementation; default the runtime's global fetch. */
  fetch?: FetchLike;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Fetches every NFL player Sleeper knows (`GET {baseUrl}/v1/players/nfl`, several MB).
 *
 * @throws PlayerImportError when Sleeper cannot be reached, answers with an error or sends another shape.
 */
export async function fetchSleeperPlayers(options: SleeperFetchOptions = {}): Promise<SleeperPlayersResponse> {
  const url = `${trimSlash(options.baseUrl ?? SLEEPER_API_URL)}/v1/players/nfl`;
  const body = await getJson(options.fetch ?? globalFetch(), url, 'Sleeper players API');
  const parsed = z.record(z.string(), sleeperPlayerSchema).safeParse(body);
  if (!parsed.success) throw new PlayerImportError(`Sleeper players API sent an unexpected body (${url}): ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Options for {@link fetchSleeperProjections}. */
export interface SleeperProjectionsOptions {
  season: number;
  /** Base of the projections host; default {@link SLEEPER_PROJECTIONS_URL}. */
  baseUrl?: string;
  positions?: readonly Position[];
  fetch?: FetchLike;
}

/**
 * Fetches Sleeper's regular-season projections for `season`
 * (`GET {baseUrl}/projections/nfl/{season}?season_type=regular&position[]=QB…`), which carry
 * projected points (`pts_ppr`, `pts_half_ppr`, `pts_std`) and ADP (`adp_ppr`, `adp_half_ppr`, `adp_std`).
 *
 * @throws PlayerImportError when the host cannot be reached, answers with an error or sends another shape.
 */
export async function fetchSleeperProjections(options: SleeperProjectionsOptions): Promise<SleeperProjection[]> {
  const positions = options.positions ?? POSITION_VALUES;
  const query = ['season_type=regular', ...positions.map((p) => `position[]=${encodeURIComponent(p)}`), 'order_by=adp_ppr'].join('&');
  const url = `${trimSlash(options.baseUrl ?? SLEEPER_PROJECTIONS_URL)}/projections/nfl/${encodeURIComponent(String(options.season))}?${query}`;
  const body = await getJson(options.fetch ?? globalFetch(), url, 'Sleeper projections API');
  const parsed = z.array(sleeperProjectionSchema).safeParse(body);
  if (!parsed.success)
    throw new PlayerImportError(`Sleeper projections API sent an unexpected body (${url}): ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** A Sleeper player as the importer saw it, for the unmatched report. */
export interface SleeperRow {
  sleeperId: string;
  name: string;
  position: Position;
  team: string;
}

/** The outcome of a Sleeper import. */
export interface SleeperImportResult {
  pool: PlayerPool;
  /** Imported players that were found in the reference (bundled) pool. */
  matchedCount: number;
  /** Imported players not in the reference pool; they are still in `pool`, with estimated tier and ADP spread. */
  unmatched: UnmatchedRow<SleeperRow>[];
  /** Projection entries left out: not a fantasy position, or no ADP and not in the reference pool. */
  skippedCount: number;
}

/** Input of {@link convertSleeperPool}. */
export interface ConvertSleeperOptions {
  players: SleeperPlayersResponse;
  projections: readonly SleeperProjection[];
  /** Pool that supplies what Sleeper lacks (tier, ADP spread, handcuffs, target share, Top 100). */
  reference: readonly Player[];
  season: number;
  /** 'YYYY-MM-DD' the caller took the data; passed in so the conversion stays pure. */
  snapshotDate: string;
  onProgress?: ProgressListener;
}

// Sleeper reports 999 (or leaves the field out) for players nobody drafts.
const UNDRAFTED_ADP = 999;
const INJURY_STATUSES_THAT_ARE_NOT_INJURIES = new Set(['sus', 'suspended', 'healthy', 'active']);

function statNumber(stats: Record<string, unknown> | null | undefined, key: string): number | undefined {
  const value = stats?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function sleeperAdp(stats: Record<string, unknown> | null | undefined): Partial<PerFormat<number>> {
  const pick = (key: string): number | undefined => {
    const value = statNumber(stats, key);
    return value !== undefined && value > 0 && value < UNDRAFTED_ADP ? value : undefined;
  };
  return { ppr: pick('adp_ppr'), half: pick('adp_half_ppr'), std: pick('adp_std') };
}

/**
 * A player's projected stat line from Sleeper's projection stats (`pass_yd`, `rush_td`, `rec`, …),
 * or null when the entry publishes no yardage of any kind (kickers, defenses, points-only entries).
 */
export function sleeperStatLine(stats: Record<string, unknown> | null | undefined, position: Position): StatLine | null {
  if (position === 'K' || position === 'DEF') return null;
  const n = (key: string) => statNumber(stats, key) ?? 0;
  if (!['pass_yd', 'rush_yd', 'rec_yd'].some((key) => statNumber(stats, key) !== undefined)) return null;
  return {
    passYds: n('pass_yd'),
    passTds: n('pass_td'),
    passInts: n('pass_int'),
    rushYds: n('rush_yd'),
    rushTds: n('rush_td'),
    receptions: n('rec'),
    recYds: n('rec_yd'),
    recTds: n('rec_td'),
    fumblesLost: n('fum_lost'),
    twoPointConversions: n('pass_2pt') + n('rush_2pt') + n('rec_2pt'),
  };
}

function completeFormats(partial: Partial<PerFormat<number>>, fallback: PerFormat<number> | undefined): PerFormat<number> | undefined {
  // A format Sleeper leaves out falls back to the reference pool, then to a neighbouring format,
  // because a missing half-PPR ADP is far better approximated by the PPR one than by nothing.
  const order: Record<FormatKey, FormatKey[]> = { ppr: ['half', 'std'], half: ['ppr', 'std'], std: ['half', 'ppr'] };
  const result = {} as PerFormat<number>;
  for (const key of ['ppr', 'half', 'std'] as const) {
    const value = partial[key] ?? fallback?.[key] ?? order[key].map((k) => partial[k]).find((v) => v !== undefined);
    if (value === undefined) return undefined;
    result[key] = round1(value);
  }
  return result;
}

/**
 * The ESPN and Yahoo ids Sleeper lists for a player, as the pool keeps them (digits, as strings);
 * a missing, empty or malformed one is left out rather than guessed.
 */
function platformIds(sleeper: SleeperPlayer): Pick<Player, 'espnId' | 'yahooId'> {
  const digits = (value: number | string | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return /^\d+$/.test(text) ? text : undefined;
  };
  const espnId = digits(sleeper.espn_id);
  const yahooId = digits(sleeper.yahoo_id);
  return { ...(espnId ? { espnId } : {}), ...(yahooId ? { yahooId } : {}) };
}

function imageUrlFor(sleeperId: string, position: Position, team: string): string {
  return position === 'DEF'
    ? `https://sleepercdn.com/images/team_logos/nfl/${team.toLowerCase()}.png`
    : `https://sleepercdn.com/content/nfl/players/thumb/${encodeURIComponent(sleeperId)}.jpg`;
}

/**
 * Converts Sleeper's players and projections into a pool. Pure: no I/O, the date is passed in.
 *
 * Players are matched to `reference` by Sleeper id (when the names agree) or by name and
 * position, so a matched player keeps his pool id, tier, handcuff link and the other fields Sleeper
 * does not publish; bye weeks come from the team table for the player's current team.
 */
export function convertSleeperPool(options: ConvertSleeperOptions): SleeperImportResult {
  const { reference, onProgress } = options;
  const index = new PlayerNameIndex(reference);
  const bySleeperId = new Map(reference.filter((p) => p.sleeperId !== null).map((p) => [p.sleeperId!, p]));
  const players: Player[] = [];
  const matchedRefIds = new Map<string, Player>();
  const usedIds = new Set<string>();
  const unmatched: UnmatchedRow<SleeperRow>[] = [];
  let skippedCount = 0;
  const total = options.projections.length;

  options.projections.forEach((entry, i) => {
    if (i % 25 === 0) onProgress?.(i, total, 'Converting Sleeper players');
    const sleeper: SleeperPlayer = { ...(entry.player ?? {}), ...(options.players[entry.player_id] ?? {}) };
    const rawPosition = sleeper.position ?? sleeper.fantasy_positions?.[0] ?? '';
    const position = (POSITION_VALUES as readonly string[]).includes(rawPosition) ? (rawPosition as Position) : undefined;
    if (!position) {
      skippedCount += 1;
      return;
    }
    const team = normalizeTeamAbbr(sleeper.team) ?? 'FA';
    const teamInfo = nflTeam(team);
    const name =
      position === 'DEF' && teamInfo
        ? `${teamInfo.name} D/ST`
        : (sleeper.full_name ?? [sleeper.first_name, sleeper.last_name].filter(Boolean).join(' ')).trim();
    if (name === '') {
      skippedCount += 1;
      return;
    }

    const byId = bySleeperId.get(entry.player_id);
    // A Sleeper id in the reference pool is trusted only when the names agree, so one bad id
    // in the data cannot graft one player's history onto another.
    const idMatch = byId && (position === 'DEF' || normalizePlayerName(byId.name) === normalizePlayerName(name)) ? byId : undefined;
    const found = idMatch ? { player: idMatch } : index.find({ name, position, team });
    const ref = 'player' in found && !matchedRefIds.has(found.player.id) ? found.player : undefined;

    const adp = completeFormats(sleeperAdp(entry.stats), ref?.adp);
    if (!adp) {
      skippedCount += 1;
      return;
    }
    const projected = {
      ppr: statNumber(entry.stats, 'pts_ppr'),
      half: statNumber(entry.stats, 'pts_half_ppr'),
      std: statNumber(entry.stats, 'pts_std'),
    };
    const projection = completeFormats(projected, ref?.projection) ?? { ppr: 0, half: 0, std: 0 };
    const estimate = ref ? { tier: ref.tier, adpStdDev: ref.adpStdDev } : nearestByAdp(reference, adp.ppr, position);

    let id = ref?.id ?? (position === 'DEF' && teamInfo ? `def-${teamInfo.abbr.toLowerCase()}` : playerSlug(name));
    if (usedIds.has(id)) id = `${id}-${playerSlug(entry.player_id)}`;
    usedIds.add(id);
    if (ref) matchedRefIds.set(ref.id, ref);
    else {
      const row: SleeperRow = { sleeperId: entry.player_id, name, position, team };
      const reason =
        'reason' in found
          ? found
          : { reason: 'ambiguous' as const, message: `"${name}" matched a pool player already taken by another Sleeper entry` };
      unmatched.push({ row, reason: reason.reason, message: reason.message });
    }

    const status = sleeper.injury_status?.trim().toLowerCase();
    const stats = sleeperStatLine(entry.stats, position);
    players.push({
      id,
      name,
      position,
      team,
      adp,
      adpStdDev: estimate.adpStdDev,
      projection,
      tier: estimate.tier,
      byeWeek: teamInfo?.byeWeek ?? ref?.byeWeek ?? 0,
      age: sleeper.age ?? ref?.age ?? 0,
      isHandcuff: false,
      handcuffOf: null,
      targetShare: ref?.targetShare ?? null,
      isInjured: status !== undefined && status !== '' && !INJURY_STATUSES_THAT_ARE_NOT_INJURIES.has(status),
      ...(injuryStatusOf(status) ? { injuryStatus: injuryStatusOf(status) } : {}),
      imageUrl: imageUrlFor(entry.player_id, position, team),
      nflTop100Rank: ref?.nflTop100Rank ?? null,
      sleeperId: entry.player_id,
      ...platformIds(sleeper),
      ...(stats ? { stats } : {}),
    });
  });

  // Handcuffs follow the imported projections and depth charts (see `linkHandcuffs`).
  players.splice(0, players.length, ...linkHandcuffs(players));
  players.sort((a, b) => a.adp.ppr - b.adp.ppr || a.name.localeCompare(b.name));
  onProgress?.(total, total, 'Converting Sleeper players');

  return {
    pool: {
      season: options.season,
      snapshotDate: options.snapshotDate,
      source: `Sleeper public API (players, ${options.season} regular-season projections and ADP), merged with the bundled pool`,
      players,
    },
    matchedCount: matchedRefIds.size,
    unmatched,
    skippedCount,
  };
}

/** Input of {@link importSleeperPool}. */
export interface ImportSleeperOptions {
  season: number;
  snapshotDate: string;
  reference: readonly Player[];
  /** Base of the players API; default {@link SLEEPER_API_URL}. */
  baseUrl?: string;
  /** Base of the projections host; default {@link SLEEPER_PROJECTIONS_URL}. */
  projectionsBaseUrl?: string;
  fetch?: FetchLike;
  onProgress?: ProgressListener;
}

/**
 * Fetches Sleeper's players and projections and converts them with {@link convertSleeperPool}.
 *
 * @throws PlayerImportError on network failure, an error status or an unexpected body.
 */
export async function importSleeperPool(options: ImportSleeperOptions): Promise<SleeperImportResult> {
  const { onProgress } = options;
  onProgress?.(0, 2, 'Fetching Sleeper players');
  const players = await fetchSleeperPlayers({ baseUrl: options.baseUrl, fetch: options.fetch });
  onProgress?.(1, 2, 'Fetching Sleeper projections');
  const projections = await fetchSleeperProjections({ season: options.season, baseUrl: options.projectionsBaseUrl, fetch: options.fetch });
  onProgress?.(2, 2, 'Fetched Sleeper data');
  return convertSleeperPool({
    players,
    projections,
    reference: options.reference,
    season: options.season,
    snapshotDate: options.snapshotDate,
    onProgress,
  });
}
