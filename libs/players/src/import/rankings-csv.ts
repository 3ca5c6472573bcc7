import { parse } from 'csv-parse/sync';
import type { Position } from '@draftmode/domain';
import { nflTeam, nflTeamByName, normalizeTeamAbbr } from '../data/nfl-teams';
import { PlayerImportError } from './import-error';

/**
 * Reading rankings and ADP files as people export them: FantasyPros' ADP and rankings exports
 * (overall or one position, with or without the per-site ADP columns) and the generic
 * `name, position, team, bye, adp[, projection]` sheet. The format is told from the header.
 */

/** What kind of file a header says it is. */
export type RankingsFileKind = 'fantasypros-adp' | 'fantasypros-rankings' | 'generic';

/** Where each row's ADP is read from. */
export type AdpSource =
  /** An ADP (or FantasyPros `AVG`) column. */
  | 'adp'
  /** The mean of the per-site ADP columns (ESPN, Sleeper, …), the file having no average. */
  | 'sites'
  /** The overall rank: a rankings file, where the rank is the order to draft in. */
  | 'rank'
  /** The rank within one position; the importer turns it into an overall ADP. */
  | 'position-rank';

/** The format a rankings file was read as. */
export interface RankingsFileInfo {
  kind: RankingsFileKind;
  adpFrom: AdpSource;
  /** The one position of a positional file (no position column); null for an overall file. */
  position: Position | null;
  /** The per-site ADP columns found, as the header spells them. */
  sites: string[];
  /** In words, for the import summary, e.g. 'FantasyPros overall ADP with per-site columns (ESPN, Sleeper)'. */
  description: string;
}

/** One valid data row, before matching. */
export interface RankingsRow {
  /** 1-based line of the file the row starts on. */
  line: number;
  rank: number | null;
  /** The name as the file writes it. */
  name: string;
  position: Position;
  /** Canonical team abbreviation, 'FA', or null when the file does not say. */
  team: string | null;
  bye: number | null;
  /** ADP, or the rank within the position when the file's `adpFrom` is 'position-rank'. */
  adp: number;
  /** Projected season points; null when the file has no projection column or leaves it blank. */
  projection: number | null;
}

/** Why a data row was not read. */
export type BadRowKind = 'no-name' | 'unknown-position' | 'unknown-team' | 'not-a-number' | 'no-adp' | 'field-count';

/** A data row that could not be read, with its line and the reason. */
export interface BadRankingsRow {
  line: number;
  kind: BadRowKind;
  reason: string;
}

/** The rows of a rankings CSV. */
export interface ParsedRankings {
  file: RankingsFileInfo;
  rows: RankingsRow[];
  /** Real problems: rows that look like players but could not be read. */
  badRows: BadRankingsRow[];
  /** Rows of individual defensive players (DE, LB, CB, …), which DraftMode does not draft. */
  idpRows: number;
  /** Lines with no values at all (exports often end with one or two). */
  blankLines: number;
}

/** Options of {@link parseRankingsCsv}. */
export interface ParseRankingsOptions {
  /**
   * The position of a file without a position column (a positional ranking), usually read from
   * its name by {@link positionFromFileName}.
   */
  position?: Position | null;
}

type Column = 'rank' | 'name' | 'nameTeamBye' | 'team' | 'position' | 'bye' | 'adp' | 'avg' | 'projection';

// Header spellings seen in cheat-sheet exports (FantasyPros, ESPN, Sleeper, spreadsheets),
// compared after lowercasing and dropping everything but letters, digits and '#'.
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  rank: ['rank', 'rk', '#', 'overall', 'ovr', 'ecr', 'overallrank'],
  name: ['player', 'name', 'playername', 'fullname'],
  // FantasyPros' older exports: "Player Team (Bye)" in one column, e.g. "Josh Jacobs LV (13)".
  nameTeamBye: ['playerteambye', 'playerteam'],
  team: ['team', 'tm', 'nflteam', 'tmabbr'],
  position: ['pos', 'position'],
  bye: ['bye', 'byeweek', 'byewk'],
  adp: ['adp', 'avgpick', 'averagedraftposition', 'avgadp'],
  // FantasyPros' average over the sites; in its rankings exports 'Avg' is an average expert rank
  // instead, which is why an 'ADP' column wins over it.
  avg: ['avg', 'average'],
  projection: ['projection', 'proj', 'projpts', 'projectedpoints', 'fpts', 'points', 'pts', 'projectedpts'],
};

// Per-site ADP columns of FantasyPros' ADP exports over the years.
const SITE_COLUMNS: readonly string[] = [
  'espn',
  'sleeper',
  'nfl',
  'rtsports',
  'ffc',
  'yahoo',
  'cbs',
  'mfl',
  'myfantasyleague',
  'fantrax',
  'underdog',
  'ffpc',
  'nffc',
  'draftsharks',
  'fleaflicker',
  'drafters',
  'bb10s',
  'aol',
];

// Columns only FantasyPros' rankings exports have.
const RANKINGS_MARKS: readonly string[] = ['tiers', 'tier', 'sosseason', 'ecrvsadp', 'best', 'worst', 'stddev'];

const EXPECTED_FORMATS =
  'expected a FantasyPros ADP export (Rank, Player, Team, Bye, POS, the sites such as ESPN and Sleeper, AVG), ' +
  'a FantasyPros rankings export (RK, PLAYER NAME, TEAM, POS, BYE WEEK) or the columns name, position, team, bye, adp';

// Positions of individual defensive players; such rows are counted, not reported as problems.
const IDP_POSITIONS = new Set(['DL', 'DE', 'DT', 'NT', 'LB', 'ILB', 'OLB', 'MLB', 'EDGE', 'DB', 'CB', 'S', 'SS', 'FS', 'IDP']);

function headerKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9#]/g, '');
}

function positionKey(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[\s/.]/g, '')
    .replace(/\d+$/, '');
}

/**
 * The position a cheat sheet means by `text`: positional ranks ('RB12') lose their number and
 * every defense spelling ('DST', 'D/ST', 'DEF', 'D') becomes 'DEF'; null when it is not a fantasy position.
 */
export function normalizePosition(text: string): Position | null {
  const key = positionKey(text);
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

/** Whether `text` is the position of an individual defensive player ('DE1', 'LB', 'CB12'). */
export function isIdpPosition(text: string): boolean {
  return IDP_POSITIONS.has(positionKey(text));
}

/**
 * The position a positional export is for, read from its file name
 * ('FantasyPros_2024_Draft_QB_Rankings.csv' → 'QB', '…_DST_…' → 'DEF'); null when the name names none.
 */
export function positionFromFileName(fileName: string): Position | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const found = base
    .replace(/\.[a-z]+$/i, '')
    .split(/[^A-Za-z/]+/)
    .map((word) => (word.toUpperCase() === 'KICKER' || word.toUpperCase() === 'KICKERS' ? 'K' : word))
    .map((word) => (/^(QB|RB|WR|TE|K|DST|DEF|D\/ST|PK)$/i.test(word) ? normalizePosition(word) : null))
    .filter((p): p is Position => p !== null);
  return found.length === 1 ? found[0]! : null;
}

function parseNumber(text: string | undefined): number | null | 'invalid' {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || trimmed === '-' || trimmed === '—' || trimmed === '–') return null;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? value : 'invalid';
}

interface Layout {
  columns: Map<Column, number>;
  sites: { index: number; label: string }[];
  file: RankingsFileInfo;
}

function readHeader(header: readonly string[], options: ParseRankingsOptions): Layout {
  const keys = header.map(headerKey);
  const columns = new Map<Column, number>();
  for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [Column, readonly string[]][]) {
    // Earlier aliases win, so 'Rank' beats a later 'Overall' column and so on.
    for (const alias of aliases) {
      const i = keys.indexOf(headerKey(alias));
      if (i >= 0) {
        columns.set(column, i);
        break;
      }
    }
  }
  const sites = keys.flatMap((key, index) => (SITE_COLUMNS.includes(key) ? [{ index, label: header[index]!.trim() }] : []));
  const hasName = columns.has('name') || columns.has('nameTeamBye');
  // An 'Avg' next to rankings marks (Best, Worst, Std Dev) is an average rank, not an ADP.
  const rankingsMarks = keys.some((key) => RANKINGS_MARKS.includes(key));
  const adpColumn = columns.has('adp') ? 'adp' : columns.has('avg') && (!rankingsMarks || sites.length > 0) ? 'avg' : undefined;
  if (adpColumn === 'avg') columns.set('adp', columns.get('avg')!);
  const adpFrom: AdpSource | undefined = adpColumn
    ? 'adp'
    : sites.length > 0
      ? 'sites'
      : columns.has('rank')
        ? columns.has('position')
          ? 'rank'
          : 'position-rank'
        : undefined;
  if (!hasName || !adpFrom) {
    throw new PlayerImportError(`Rankings CSV: cannot tell the format from its header (${header.join(', ')}); ${EXPECTED_FORMATS}`);
  }
  let position: Position | null = null;
  if (!columns.has('position')) {
    position = options.position ?? null;
    if (position === null) {
      throw new PlayerImportError(
        `Rankings CSV has no position column (header: ${header.join(', ')}) and its file name names no position (QB, RB, WR, TE, K or DST); ${EXPECTED_FORMATS}`,
      );
    }
    // A positional file's rank is within the position, whatever the column is called.
  }

  const fantasyPros =
    sites.length > 0 ||
    adpColumn === 'avg' ||
    rankingsMarks ||
    columns.has('nameTeamBye') ||
    keys.includes('playername') ||
    keys.includes('byeweek');
  const kind: RankingsFileKind = !fantasyPros
    ? 'generic'
    : rankingsMarks || adpFrom === 'rank' || adpFrom === 'position-rank'
      ? 'fantasypros-rankings'
      : 'fantasypros-adp';
  const scope = position ? `${position === 'DEF' ? 'DST' : position}` : 'overall';
  const siteWords =
    sites.length > 0
      ? ` with per-site columns ${sites.map((s) => s.label).join(', ')}`
      : kind === 'fantasypros-adp'
        ? ' without per-site columns'
        : '';
  const description =
    kind === 'generic'
      ? `rankings sheet${position ? ` (${scope})` : ''}`
      : kind === 'fantasypros-adp'
        ? `FantasyPros ${scope} ADP${siteWords}`
        : `FantasyPros ${scope} rankings${adpFrom === 'position-rank' ? ', ADP estimated from the positional rank' : adpFrom === 'rank' ? ', ADP from the rank' : ''}`;
  return { columns, sites, file: { kind, adpFrom, position, sites: sites.map((s) => s.label), description } };
}

// "Josh Jacobs LV (13)", "Kenneth Walker III SEA (5)", "Baltimore Ravens (13)".
function splitNameTeamBye(text: string): { name: string; team: string | null; bye: number | null } {
  let rest = text.trim();
  let bye: number | null = null;
  const byeMatch = /\s*\((\d{1,2})\)\s*$/.exec(rest);
  if (byeMatch) {
    bye = Number(byeMatch[1]);
    rest = rest.slice(0, byeMatch.index).trim();
  }
  const teamMatch = /\s+([A-Z]{2,3})$/.exec(rest);
  if (teamMatch && nflTeam(teamMatch[1]!)) return { name: rest.slice(0, teamMatch.index).trim(), team: teamMatch[1]!, bye };
  return { name: rest, team: null, bye };
}

/**
 * The team of a defense row: its name says which team ('San Francisco 49ers', '49ers D/ST',
 * 'Chicago Defense'), and the team column, when it holds a team at all, is the fallback —
 * exports put 'DST' or nothing there as often as an abbreviation.
 */
function defenseTeam(name: string, teamCell: string | undefined): string | null {
  const bare = name.replace(/\b(d\s*\/\s*st|dst|def|defen[cs]e|special teams|and|&)\b/gi, ' ').trim();
  const team = nflTeam(bare) ?? nflTeamByName(bare) ?? (teamCell ? nflTeam(teamCell) : undefined);
  return team?.abbr ?? null;
}

/**
 * Parses a rankings or ADP file in any of the formats people export (see {@link RankingsFileKind}),
 * told apart by the header: columns in any order, header case and punctuation ignored, quoted
 * fields with commas and quotes.
 *
 * Rows that cannot be read come back in `badRows` with their line; IDP rows and blank lines are
 * only counted, since they are not problems with the file.
 *
 * @throws PlayerImportError when the file is not CSV at all (e.g. an unclosed quote) or its header is none of the formats.
 */
export function parseRankingsCsv(text: string, options: ParseRankingsOptions = {}): ParsedRankings {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new PlayerImportError(`Rankings CSV is not valid CSV${line ? ` (line ${line})` : ''}: ${(error as Error).message}`);
  }
  const isBlank = (record: readonly string[]): boolean => record.every((cell) => cell.trim() === '');
  const headerAt = records.findIndex((r) => !isBlank(r.record));
  if (headerAt < 0) throw new PlayerImportError('Rankings CSV is empty');
  const header = records[headerAt]!.record;
  const { columns, sites, file } = readHeader(header, options);

  const result: ParsedRankings = { file, rows: [], badRows: [], idpRows: 0, blankLines: 0 };
  for (const { record, info } of records.slice(headerAt + 1)) {
    // info.lines is where the record ends; a quoted field may span lines, so count back.
    const line = info.lines - (record.join(',').split('\n').length - 1);
    if (isBlank(record)) {
      result.blankLines += 1;
      continue;
    }
    const cell = (column: Column): string | undefined => {
      const i = columns.get(column);
      return i === undefined ? undefined : record[i];
    };
    const bad = (kind: BadRowKind, reason: string): void => {
      result.badRows.push({ line, kind, reason });
    };
    if (record.length !== header.length) {
      bad('field-count', `expected ${header.length} fields, found ${record.length}`);
      continue;
    }
    const combined = columns.has('nameTeamBye') && !columns.has('name') ? splitNameTeamBye(cell('nameTeamBye') ?? '') : undefined;
    const name = (combined?.name ?? cell('name') ?? '').trim();
    if (name === '') {
      bad('no-name', 'player name is empty');
      continue;
    }
    const positionText = cell('position');
    if (positionText !== undefined && isIdpPosition(positionText)) {
      result.idpRows += 1;
      continue;
    }
    const position = positionText === undefined ? file.position : normalizePosition(positionText);
    if (!position) {
      bad('unknown-position', `unknown position "${positionText ?? ''}" for ${name}`);
      continue;
    }
    const teamText = combined?.team ?? cell('team');
    let team: string | null;
    if (position === 'DEF') {
      team = defenseTeam(name, teamText);
      if (team === null) {
        bad('unknown-team', `cannot tell which team's defense "${name}"${teamText ? ` (team "${teamText}")` : ''} is`);
        continue;
      }
    } else {
      team = teamText === undefined || teamText.trim() === '' ? null : normalizeTeamAbbr(teamText);
      if (team === null && teamText !== undefined && teamText.trim() !== '') {
        bad('unknown-team', `unknown team "${teamText}" for ${name}`);
        continue;
      }
    }
    const numbers = {
      rank: parseNumber(cell('rank')),
      bye: combined ? combined.bye : parseNumber(cell('bye')),
      adp: parseNumber(cell('adp')),
      projection: parseNumber(cell('projection')),
    };
    const invalid = (Object.entries(numbers) as [Column, number | null | 'invalid'][]).find(([, value]) => value === 'invalid');
    if (invalid) {
      bad('not-a-number', `${invalid[0]} "${cell(invalid[0])}" is not a number for ${name}`);
      continue;
    }
    const rank = numbers.rank as number | null;
    const siteValues = sites.map((s) => parseNumber(record[s.index])).filter((v): v is number => typeof v === 'number' && v > 0);
    const siteMean = siteValues.length > 0 ? Math.round((siteValues.reduce((s, v) => s + v, 0) / siteValues.length) * 10) / 10 : null;
    // A file's own average first, then the sites it averages, then its rank (which orders the file).
    const adp = [numbers.adp as number | null, siteMean, rank].find((v): v is number => v !== null && v > 0);
    if (adp === undefined) {
      bad('no-adp', `ADP is missing for ${name}`);
      continue;
    }
    const bye = numbers.bye as number | null;
    result.rows.push({
      line,
      rank,
      name,
      position,
      team,
      bye: bye !== null && Number.isInteger(bye) && bye >= 1 && bye <= 18 ? bye : null,
      adp,
      projection: numbers.projection as number | null,
    });
  }
  return result;
}
