import { linkHandcuffs } from '../pool/handcuffs';
import type { FormatKey, Player, Position } from '@draftmode/domain';
import { BUNDLED_SEASON, bundledPlayers } from '../data/bundled-pool';
import { nflTeam } from '../data/nfl-teams';
import type { PlayerPool } from '../pool/player-pool';
import { AdpFromPositionRank, ProjectionFromAdp, nearestByAdp } from './estimates';
import { PlayerImportError, type ProgressListener } from './import-error';
import { PlayerNameIndex, normalizePlayerName, playerSlug, unreverseName } from './name-matching';
import { parseRankingsCsv, type BadRankingsRow, type BadRowKind, type RankingsFileInfo, type RankingsRow } from './rankings-csv';

/** Options of {@link importRankingsCsv}. */
export interface ImportRankingsOptions {
  /**
   * The pool the file updates (e.g. Sleeper's): its players in the file take the file's ADP, the
   * others keep theirs, and players only in the file are added. Without it the file is the whole
   * source: the pool is the file's players.
   */
  pool?: PlayerPool;
  /** Season of the written pool; default the given pool's, else the bundled season. */
  season?: number;
  /** Scoring format the file's ADP and projections are for; default 'ppr'. */
  format?: FormatKey;
  /**
   * The file is a superflex or 2QB ADP export: it sets the superflex ADP (`adpSuperflex`) of the
   * pool's players it lists and adds nobody (the pool's own ADP decides who is in a draft at all).
   */
  superflex?: boolean;
  /** 'YYYY-MM-DD' of the import. */
  snapshotDate: string;
  /** Name of the file, for the pool's `source`. */
  sourceName?: string;
  /** Position of a file without a position column (see `positionFromFileName`). */
  position?: Position | null;
  /**
   * Players that lend what a file does not publish (ids, Sleeper ids, ages, tiers, ADP spread, the
   * projection curve); default the bundled pool, of season `referenceSeason`.
   */
  reference?: readonly Player[];
  referenceSeason?: number;
  onProgress?: ProgressListener;
}

/** Why a row was skipped; 'bad-row' kinds come from reading the file. */
export type SkipKind = BadRowKind | 'listed-twice' | 'ambiguous' | 'not-in-pool';

/** A row that is in neither the added nor the updated players, with the reason. */
export interface SkippedRankingsRow {
  line: number;
  kind: SkipKind;
  /** The row's name when it could be read. */
  name: string | null;
  /** One line a person can read. */
  message: string;
}

/** The outcome of applying a rankings file. */
export interface RankingsImportResult {
  pool: PlayerPool;
  file: RankingsFileInfo;
  /** Players of the given pool that took the file's figures. */
  updated: number;
  /** Players the file brought in (every player, when there was no pool). */
  added: number;
  /** Rows neither added nor updated: real problems, with line and reason. */
  skipped: SkippedRankingsRow[];
  /** IDP rows (DE, LB, CB, …), left out on purpose. */
  idpRows: number;
  /** Empty lines, left out on purpose. */
  blankLines: number;
  /** Rows added or updated, per position. */
  perPosition: Record<Position, number>;
}

/** Words for each kind of skipped row, for summaries. */
export const SKIP_REASONS: Readonly<Record<SkipKind, string>> = {
  'listed-twice': 'listed twice',
  ambiguous: 'ambiguous name',
  'not-in-pool': 'not in the pool (a superflex ADP file adds nobody)',
  'no-name': 'no name',
  'unknown-position': 'unknown position',
  'unknown-team': 'unknown team',
  'not-a-number': 'not a number',
  'no-adp': 'no ADP',
  'field-count': 'wrong number of fields',
};

function copyPlayer(player: Player): Player {
  return { ...player, adp: { ...player.adp }, projection: { ...player.projection } };
}

function mostCommon(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/**
 * Applies a rankings or ADP file (any format {@link parseRankingsCsv} reads) to a pool, or makes
 * a pool of it.
 *
 * - A row that matches a pool player (name, position, team as tie-breaker; see
 *   {@link PlayerNameIndex}) sets his ADP for `format`, his projection when the file has one, and
 *   his team when the file names one.
 * - A row that matches nobody adds a player: name, position, team, bye and ADP from the file (the
 *   same ADP in every format), the projection from the file or else from ADP (see
 *   {@link ProjectionFromAdp}: the pool's projections, or the reference's), tier and ADP spread
 *   from the reference player drafted nearest, and id, Sleeper id and age from the reference
 *   player of that name.
 * - Byes are the file's: a team's bye is the one its rows give, for every player of that team.
 * - A positional ranking's rank becomes an overall ADP through the position's ADPs in the pool
 *   (or the reference).
 *
 * Pure: no I/O, the date is passed in.
 *
 * @throws PlayerImportError as {@link parseRankingsCsv}.
 */
export function importRankingsCsv(text: string, options: ImportRankingsOptions): RankingsImportResult {
  const format = options.format ?? 'ppr';
  if (options.superflex && !options.pool)
    throw new PlayerImportError('a superflex ADP file updates a pool: import the pool first (Sleeper or an ADP file)');
  const reference = options.reference ?? bundledPlayers();
  const referenceSeason = options.referenceSeason ?? BUNDLED_SEASON;
  const season = options.season ?? options.pool?.season ?? referenceSeason;
  const sameSeason = season === referenceSeason;
  const parsed = parseRankingsCsv(text, { position: options.position });
  const { file } = parsed;

  const players = (options.pool?.players ?? []).map(copyPlayer);
  const index = new PlayerNameIndex(players);
  const referenceIndex = new PlayerNameIndex(reference);
  const usedIds = new Set(players.map((p) => p.id));
  const usedSleeperIds = new Set(players.flatMap((p) => (p.sleeperId === null ? [] : [p.sleeperId])));
  const projections = new ProjectionFromAdp([players, reference]);
  const positionAdp = new AdpFromPositionRank([players, reference]);

  const rows: RankingsRow[] = parsed.rows.map((row) =>
    file.adpFrom === 'position-rank' ? { ...row, rank: row.adp, adp: positionAdp.adp(row.position, row.adp) } : row,
  );
  // Byes belong to teams; the file's rows agree on them except for a typo now and then.
  const byeOfTeam = new Map<string, number>();
  const byesSeen = new Map<string, number[]>();
  for (const row of rows) {
    if (row.team && row.team !== 'FA' && row.bye !== null) byesSeen.set(row.team, [...(byesSeen.get(row.team) ?? []), row.bye]);
  }
  for (const [team, byes] of byesSeen) byeOfTeam.set(team, mostCommon(byes)!);
  const teamBye = (team: string): number | undefined => byeOfTeam.get(team) ?? (sameSeason ? nflTeam(team)?.byeWeek : undefined);

  const skipped: SkippedRankingsRow[] = parsed.badRows.map((b: BadRankingsRow) => ({
    line: b.line,
    kind: b.kind,
    name: null,
    message: `line ${b.line}: ${b.reason}`,
  }));
  const perPosition: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  // Which row took a pool player, and the rows added, keyed by name, position and team.
  const takenBy = new Map<string, RankingsRow>();
  const addedKeys = new Set<string>();
  const fileOrder = new Map<string, number>();
  let updated = 0;
  let added = 0;

  const found = rows.map((row) => index.find(row));
  // Rows whose team agrees with the pool player they found go first, so that of two players with
  // one name the right row claims the pool's player and the other is added, not refused.
  const teamDisagrees = (entry: { row: RankingsRow; found: (typeof found)[number] }): number =>
    'player' in entry.found && entry.found.player.team === entry.row.team ? 0 : 1;
  const order = rows.map((row, i) => ({ row, i, found: found[i]! })).sort((a, b) => teamDisagrees(a) - teamDisagrees(b) || a.i - b.i);
  const byId = new Map(players.map((p) => [p.id, p]));
  // Players whose bye the file gave on their own row; the others take their team's.
  const ownBye = new Set<string>();
  const movedTeam = new Set<string>();

  const skip = (row: RankingsRow, kind: SkipKind, message: string): void => {
    skipped.push({ line: row.line, kind, name: row.name, message: `line ${row.line}: ${message}` });
  };
  const label = (row: RankingsRow): string => `"${row.name}" (${row.position}${row.team ? `, ${row.team}` : ''})`;
  const addKey = (row: RankingsRow): string => `${normalizePlayerName(row.name)}|${row.position}|${row.team ?? 'FA'}`;

  const addPlayer = (row: RankingsRow, orderIndex: number): void => {
    const key = addKey(row);
    if (addedKeys.has(key)) {
      skip(row, 'listed-twice', `${label(row)} is listed twice`);
      return;
    }
    const team = row.team ?? 'FA';
    const refFound = row.position === 'DEF' ? undefined : referenceIndex.find(row);
    const ref = refFound && 'player' in refFound ? refFound.player : undefined;
    let id: string;
    if (row.position === 'DEF') {
      id = `def-${team.toLowerCase()}`;
      if (usedIds.has(id)) {
        skip(row, 'listed-twice', `${label(row)} is listed twice`);
        return;
      }
    } else {
      id = ref && !usedIds.has(ref.id) ? ref.id : playerSlug(unreverseName(row.name));
      if (usedIds.has(id)) id = `${id}-${team.toLowerCase()}`;
      for (let n = 2; usedIds.has(id); n += 1) id = `${id.replace(/-\d+$/, '')}-${n}`;
    }
    addedKeys.add(key);
    usedIds.add(id);
    const sleeperId = row.position === 'DEF' ? team : ref?.sleeperId && !usedSleeperIds.has(ref.sleeperId) ? ref.sleeperId : null;
    if (sleeperId !== null) usedSleeperIds.add(sleeperId);
    const estimate = nearestByAdp(reference, row.adp, row.position);
    // Only a reference of the same season knows this season's roles, injuries and lists.
    const seasonal = sameSeason ? ref : undefined;
    players.push({
      id,
      // The file's name, even for a defense ('Washington Football Team' in a 2021 file).
      name: unreverseName(row.name),
      position: row.position,
      team,
      adp: { ppr: row.adp, half: row.adp, std: row.adp },
      adpStdDev: estimate.adpStdDev,
      projection: projections.perFormat(row.position, row.adp, format, row.projection),
      tier: estimate.tier,
      byeWeek: row.bye ?? teamBye(team) ?? 0,
      age: ref ? Math.max(0, ref.age + season - referenceSeason) : 0,
      isHandcuff: false,
      handcuffOf: null,
      targetShare: seasonal?.targetShare ?? null,
      isInjured: seasonal?.isInjured ?? false,
      imageUrl: seasonal?.imageUrl ?? null,
      nflTop100Rank: seasonal?.nflTop100Rank ?? null,
      sleeperId,
      // The reference's other platform ids travel with its Sleeper id: the same person, once.
      ...(ref && sleeperId !== null && sleeperId === ref.sleeperId
        ? { ...(ref.espnId ? { espnId: ref.espnId } : {}), ...(ref.yahooId ? { yahooId: ref.yahooId } : {}) }
        : {}),
    });
    fileOrder.set(id, orderIndex);
    if (row.bye !== null) ownBye.add(id);
    added += 1;
    perPosition[row.position] += 1;
  };

  order.forEach(({ row, i, found: result }, n) => {
    if (n % 25 === 0) options.onProgress?.(n, rows.length, 'Applying rankings CSV');
    if (!('player' in result)) {
      if (result.reason === 'ambiguous') skip(row, 'ambiguous', result.message);
      else if (options.superflex) skip(row, 'not-in-pool', `${label(row)} is not in the pool`);
      else addPlayer(row, i);
      return;
    }
    const earlier = takenBy.get(result.player.id);
    if (earlier) {
      // The same name on another team is another player; on the same team it is a repeat.
      if (row.position !== 'DEF' && row.team !== null && earlier.team !== null && row.team !== earlier.team) addPlayer(row, i);
      else skip(row, 'listed-twice', `${label(row)} is listed twice (line ${earlier.line} too)`);
      return;
    }
    takenBy.set(result.player.id, row);
    const player = byId.get(result.player.id)!;
    if (options.superflex) {
      player.adpSuperflex = row.adp;
      fileOrder.set(player.id, i);
      updated += 1;
      perPosition[row.position] += 1;
      return;
    }
    player.adp[format] = row.adp;
    if (row.projection !== null) player.projection[format] = row.projection;
    // A current file knows about trades the pool may not.
    if (row.team && row.team !== 'FA' && player.position !== 'DEF' && row.team !== player.team) {
      player.team = row.team;
      movedTeam.add(player.id);
    }
    if (row.bye !== null) {
      player.byeWeek = row.bye;
      ownBye.add(player.id);
    }
    fileOrder.set(player.id, i);
    updated += 1;
    perPosition[row.position] += 1;
  });
  options.onProgress?.(rows.length, rows.length, 'Applying rankings CSV');

  // Every player of a team the file gives a bye for has that bye (the pool's may be another
  // season's); a player who changed teams otherwise takes his new team's bye from the team table.
  for (const player of players) {
    if (ownBye.has(player.id)) continue;
    const bye = byeOfTeam.get(player.team) ?? (movedTeam.has(player.id) ? teamBye(player.team) : undefined);
    if (bye !== undefined) player.byeWeek = bye;
  }

  // ADP order; ties keep the file's order, so the pool lists the file's players as the file does.
  players.sort(
    (a, b) =>
      a.adp.ppr - b.adp.ppr || (fileOrder.get(a.id) ?? Infinity) - (fileOrder.get(b.id) ?? Infinity) || a.name.localeCompare(b.name),
  );
  const fileWords = `${options.superflex ? 'superflex' : format} ADP from ${file.description}${options.sourceName ? ` (${options.sourceName})` : ''}`;
  return {
    pool: {
      season,
      snapshotDate: options.snapshotDate,
      source: options.pool ? `${options.pool.source}; ${fileWords}` : `${fileWords}; projections from ADP where the file has none`,
      // Handcuffs follow this pool's own projections and teams.
      players: linkHandcuffs(players),
    },
    file,
    updated,
    added,
    skipped: skipped.sort((a, b) => a.line - b.line),
    idpRows: parsed.idpRows,
    blankLines: parsed.blankLines,
    perPosition,
  };
}
