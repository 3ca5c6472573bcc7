import { parse } from 'csv-parse/sync';
import type { FormatKey, Position } from '@draftmode/domain';
import { nflTeam, normalizeTeamAbbr } from '../data/nfl-teams';
import type { PlayerPool } from '../pool/player-pool';
import { PlayerImportError, type ProgressListener } from './import-error';
import { PlayerNameIndex, type UnmatchedRow } from './name-matching';

/** One valid data row of a rankings CSV, before matching. */
export interface RankingsRow {
  /** 1-based line of the file the row starts on. */
  line: number;
  rank: number | null;
  name: string;
  position: Position;
  /** Canonical team abbreviation, 'FA', or null when the file has no team column or leaves it blank. */
  team: string | null;
  bye: number | null;
  adp: number;
  /** Projected season points; null when the file has no projection column or leaves it blank. */
  projection: number | null;
}

/** A data row that could not be read, with its line and the reason. */
export interface BadRankingsRow {
  line: number;
  reason: string;
}

/** The rows of a rankings CSV. */
export interface ParsedRankings {
  rows: RankingsRow[];
  badRows: BadRankingsRow[];
}

type Column = 'rank' | 'name' | 'team' | 'position' | 'bye' | 'adp' | 'projection';

// Header spellings seen in cheat-sheet exports (FantasyPros, ESPN, Sleeper, spreadsheets),
// compared after lowercasing and dropping everything but letters, digits and '#'.
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  rank: ['rank', 'rk', '#', 'overall', 'ovr', 'ecr', 'overallrank'],
  name: ['player', 'name', 'playername', 'player name'],
  team: ['team', 'tm', 'nflteam', 'tmabbr'],
  position: ['pos', 'position'],
  bye: ['bye', 'byeweek', 'byewk', 'byewk'],
  adp: ['adp', 'avgpick', 'averagedraftposition', 'avg'],
  projection: ['projection', 'proj', 'projpts', 'projectedpoints', 'fpts', 'points', 'pts', 'projectedpts'],
};
const REQUIRED: readonly Column[] = ['name', 'position', 'adp'];

function headerKey(text: string): string {
  return text.trim().toLowerCase().replace(/[^a-z0-9#]/g, '');
}

/**
 * The position a cheat sheet means by `text`: positional ranks ('RB12') lose their number and
 * every defense spelling ('DST', 'D/ST', 'DEF', 'D') becomes 'DEF'; null when it is not a fantasy position.
 */
export function normalizePosition(text: string): Position | null {
  const key = text.trim().toUpperCase().replace(/[\s/.]/g, '').replace(/\d+$/, '');
  switch (key) {
    case 'QB':
    case 'RB':
    case 'WR':
    case 'TE':
    case 'K':
      return key;
    case 'PK':
      return 'K';
    case 'DEF':
    case 'DST':
    case 'D':
      return 'DEF';
    default:
      return null;
  }
}

function parseNumber(text: string | undefined): number | null | 'invalid' {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || trimmed === '-' || trimmed === '—') return null;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? value : 'invalid';
}

/**
 * Parses a rankings cheat sheet (rank, player/name, team, pos/position, bye, ADP, projection) in
 * any column order with case-insensitive headers. Quoted fields may contain commas and quotes.
 * Only player, position and ADP columns are required.
 *
 * Rows with a missing name, an unknown position or team, or a non-numeric number are returned in
 * `badRows` with their line number instead of failing the whole file.
 *
 * @throws PlayerImportError when the file is not CSV at all (e.g. an unclosed quote) or a required column is missing.
 */
export function parseRankingsCsv(text: string): ParsedRankings {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new PlayerImportError(`Rankings CSV is not valid CSV${line ? ` (line ${line})` : ''}: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) throw new PlayerImportError('Rankings CSV is empty');

  const columns = new Map<Column, number>();
  header.record.forEach((cell, i) => {
    const key = headerKey(cell);
    for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [Column, readonly string[]][]) {
      if (!columns.has(column) && aliases.some((alias) => headerKey(alias) === key)) columns.set(column, i);
    }
  });
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length > 0) {
    throw new PlayerImportError(`Rankings CSV has no ${missing.join(', ')} column (header: ${header.record.join(', ')})`);
  }

  const result: ParsedRankings = { rows: [], badRows: [] };
  for (const { record, info } of data) {
    // info.lines is where the record ends; a quoted field may span lines, so count back.
    const line = info.lines - (record.join(',').split('\n').length - 1);
    const cell = (column: Column): string | undefined => {
      const i = columns.get(column);
      return i === undefined ? undefined : record[i];
    };
    const bad = (reason: string): void => {
      result.badRows.push({ line, reason });
    };
    if (record.length !== header.record.length) {
      bad(`expected ${header.record.length} fields, found ${record.length}`);
      continue;
    }
    const name = (cell('name') ?? '').trim();
    if (name === '') {
      bad('player name is empty');
      continue;
    }
    const position = normalizePosition(cell('position') ?? '');
    if (!position) {
      bad(`unknown position "${cell('position') ?? ''}" for ${name}`);
      continue;
    }
    const teamText = cell('team');
    const team = teamText === undefined || teamText.trim() === '' ? null : normalizeTeamAbbr(teamText);
    if (team === null && teamText !== undefined && teamText.trim() !== '') {
      bad(`unknown team "${teamText}" for ${name}`);
      continue;
    }
    const numbers = { rank: parseNumber(cell('rank')), bye: parseNumber(cell('bye')), adp: parseNumber(cell('adp')), projection: parseNumber(cell('projection')) };
    const invalid = (Object.entries(numbers) as [Column, number | null | 'invalid'][]).find(([, value]) => value === 'invalid');
    if (invalid) {
      bad(`${invalid[0]} "${cell(invalid[0])}" is not a number for ${name}`);
      continue;
    }
    const adp = numbers.adp as number | null;
    if (adp === null || adp <= 0) {
      bad(`ADP is missing for ${name}`);
      continue;
    }
    result.rows.push({
      line,
      rank: numbers.rank as number | null,
      name,
      position,
      team,
      bye: numbers.bye as number | null,
      adp,
      projection: numbers.projection as number | null,
    });
  }
  return result;
}

/** Options of {@link importRankingsCsv}. */
export interface ImportRankingsOptions {
  /** Pool the rankings update; its players not in the CSV keep their values. */
  pool: PlayerPool;
  /** Scoring format the sheet's ADP and projections are for; default 'ppr'. */
  format?: FormatKey;
  /** 'YYYY-MM-DD' of the import. */
  snapshotDate: string;
  /** Name of the file, for the pool's `source`. */
  sourceName?: string;
  onProgress?: ProgressListener;
}

/** The outcome of applying a rankings CSV to a pool. */
export interface RankingsImportResult {
  pool: PlayerPool;
  matchedCount: number;
  /** Rows that matched no pool player; they are left out of the pool. */
  unmatched: UnmatchedRow<RankingsRow>[];
  badRows: BadRankingsRow[];
}

/**
 * Applies a rankings CSV to a pool: every matched player takes the sheet's ADP and (when given)
 * projection for `format`, and its team — with that team's bye — when the sheet names one, since
 * a current cheat sheet knows about trades the pool may not.
 *
 * @throws PlayerImportError as {@link parseRankingsCsv}.
 */
export function importRankingsCsv(text: string, options: ImportRankingsOptions): RankingsImportResult {
  const format = options.format ?? 'ppr';
  const { rows, badRows } = parseRankingsCsv(text);
  const players = options.pool.players.map((p) => ({ ...p, adp: { ...p.adp }, projection: { ...p.projection } }));
  const index = new PlayerNameIndex(players);
  const byId = new Map(players.map((p) => [p.id, p]));
  const taken = new Set<string>();
  const unmatched: UnmatchedRow<RankingsRow>[] = [];

  rows.forEach((row, i) => {
    if (i % 25 === 0) options.onProgress?.(i, rows.length, 'Applying rankings CSV');
    const found = index.find(row);
    if (!('player' in found)) {
      unmatched.push({ row, reason: found.reason, message: `line ${row.line}: ${found.message}` });
      return;
    }
    if (taken.has(found.player.id)) {
      unmatched.push({ row, reason: 'ambiguous', message: `line ${row.line}: "${row.name}" is listed twice (${found.player.id})` });
      return;
    }
    taken.add(found.player.id);
    const player = byId.get(found.player.id)!;
    player.adp[format] = row.adp;
    if (row.projection !== null) player.projection[format] = row.projection;
    const team = row.team && row.team !== 'FA' ? nflTeam(row.team) : undefined;
    if (team && player.position !== 'DEF') {
      player.team = team.abbr;
      player.byeWeek = team.byeWeek;
    }
  });
  options.onProgress?.(rows.length, rows.length, 'Applying rankings CSV');

  players.sort((a, b) => a.adp.ppr - b.adp.ppr || a.name.localeCompare(b.name));
  return {
    pool: {
      ...options.pool,
      snapshotDate: options.snapshotDate,
      source: `${options.pool.source}; ${format} ADP and projections from rankings CSV${options.sourceName ? ` ${options.sourceName}` : ''}`,
      players,
    },
    matchedCount: taken.size,
    unmatched,
    badRows,
  };
}
