import { parse } from 'csv-parse/sync';
import type { Position, StatLine } from '@draftmode/domain';
import { nflTeam, nflTeamByName, normalizeTeamAbbr } from '../data/nfl-teams';
import { PlayerImportError } from './import-error';
import { normalizePosition, positionFromFileName } from './rankings-csv';

/**
 * Reading FantasyPros' season projection exports, as users download them from the Projections
 * page: one file per position (QB, RB, WR, TE, K, DST) or the FLX file with a position column.
 * Their headers repeat column names between stat groups (a QB's `ATT,CMP,YDS,TDS,INTS` passing then
 * `ATT,YDS,TDS` rushing), so a column is known by the group it sits in: `ATT` followed by `CMP`
 * opens passing, `ATT` alone opens rushing, `REC` opens receiving. Numbers may carry thousands
 * separators (`"4,774.8"`); the kicker file may add each player's high and low projection as rows
 * of their own (`,high,…`), which are left out.
 */

/** One player's projection as the file gives it. */
export interface ProjectionRow {
  /** 1-based line of the file. */
  line: number;
  name: string;
  position: Position;
  /** Canonical team abbreviation, or null when the file leaves it blank (a defense is its team). */
  team: string | null;
  /** The stat line (QB/RB/WR/TE); null for kickers and defenses, whose files give points only. */
  stats: StatLine | null;
  /** The file's `FPTS` (FantasyPros' standard scoring), null when blank. */
  points: number | null;
}

/** A row that could not be read, with its line and the reason. */
export interface BadProjectionRow {
  line: number;
  name: string | null;
  message: string;
}

export interface ParsedProjections {
  rows: ProjectionRow[];
  bad: BadProjectionRow[];
  /** The kicker file's high and low rows, left out on purpose. */
  rangeRows: number;
  /** The position of a one-position file; null for the FLX file. */
  position: Position | null;
}

type Group = 'passing' | 'rushing' | 'receiving' | 'other';
type Field = 'name' | 'team' | 'position' | 'points' | keyof StatLine;

const STAT_FIELDS: Record<Exclude<Group, 'other'>, Partial<Record<string, keyof StatLine>>> = {
  passing: { yds: 'passYds', tds: 'passTds', ints: 'passInts' },
  rushing: { yds: 'rushYds', tds: 'rushTds' },
  receiving: { rec: 'receptions', yds: 'recYds', tds: 'recTds' },
};

/** Whether a header row is a FantasyPros projections export's: a player column and an `FPTS` column. */
export function isProjectionsHeader(header: readonly string[]): boolean {
  const cells = header.map(cellKey);
  return cells.includes('player') && cells.includes('fpts');
}

function cellKey(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** Which field each column holds, from the header's stat groups (see the module comment). */
function columnFields(header: readonly string[]): Array<Field | null> {
  const cells = header.map(cellKey);
  let group: Group = 'other';
  return cells.map((cell, i): Field | null => {
    if (cell === 'player') return 'name';
    if (cell === 'team') return 'team';
    if (cell === 'pos' || cell === 'position') return 'position';
    if (cell === 'fpts') return 'points';
    if (cell === 'fl') return 'fumblesLost';
    if (cell === 'att') {
      group = cells[i + 1] === 'cmp' ? 'passing' : 'rushing';
      return null;
    }
    if (cell === 'rec') group = 'receiving';
    if (group === 'other') return null;
    return STAT_FIELDS[group][cell] ?? null;
  });
}

function parseNumber(text: string | undefined): number | null | 'invalid' {
  const trimmed = (text ?? '').trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 'invalid';
}

function emptyStatLine(): StatLine {
  return {
    passYds: 0,
    passTds: 0,
    passInts: 0,
    rushYds: 0,
    rushTds: 0,
    receptions: 0,
    recYds: 0,
    recTds: 0,
    fumblesLost: 0,
    twoPointConversions: 0,
  };
}

/**
 * Reads a FantasyPros projections export. `fileName` tells a one-position file's position when the
 * header alone does not (`…_Projections_RB.csv`); the FLX file has a position column.
 *
 * @throws PlayerImportError when the text is not such an export or its position cannot be told.
 */
export function parseProjectionsCsv(text: string, fileName = ''): ParsedProjections {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  } catch (error) {
    throw new PlayerImportError(`not a CSV file: ${(error as Error).message}`);
  }
  const header = records[0];
  if (!header || !isProjectionsHeader(header))
    throw new PlayerImportError('not a FantasyPros projections export: the header needs a "Player" and an "FPTS" column');
  const fields = columnFields(header);
  const cells = header.map(cellKey);
  const filePosition = fields.includes('position') ? null : positionOfFile(cells, fileName);
  const parsed: ParsedProjections = { rows: [], bad: [], rangeRows: 0, position: filePosition };

  records.slice(1).forEach((record, index) => {
    const line = index + 2;
    const value = (field: Field) => {
      const at = fields.indexOf(field);
      return at >= 0 ? (record[at] ?? '').trim() : '';
    };
    const name = value('name');
    const teamText = value('team');
    if (name === '' && /^(high|low)$/i.test(teamText)) {
      parsed.rangeRows += 1;
      return;
    }
    // FantasyPros' second row is a near-empty spacer (`" ","","",""`).
    if (record.every((cell) => cell.trim() === '')) return;
    if (name === '') {
      parsed.bad.push({ line, name: null, message: `line ${line}: no player name` });
      return;
    }
    const position = filePosition ?? normalizePosition(value('position').replace(/\d+$/, ''));
    if (!position) {
      parsed.bad.push({ line, name, message: `line ${line}: ${name}: unknown position "${value('position')}"` });
      return;
    }
    let team = teamText === '' ? null : normalizeTeamAbbr(teamText);
    if (position === 'DEF' && team === null) team = nflTeamByName(name)?.abbr ?? null;
    if (teamText !== '' && (team === null || !(team === 'FA' || nflTeam(team)))) {
      parsed.bad.push({ line, name, message: `line ${line}: ${name}: unknown team "${teamText}"` });
      return;
    }
    const points = parseNumber(value('points'));
    let stats: StatLine | null = null;
    let invalid: string | null = null;
    if (position !== 'K' && position !== 'DEF') {
      stats = emptyStatLine();
      fields.forEach((field, at) => {
        if (field === null || field === 'name' || field === 'team' || field === 'position' || field === 'points') return;
        const number = parseNumber(record[at]);
        if (number === 'invalid') invalid ??= `${header[at]?.trim()} "${record[at]?.trim()}"`;
        else if (number !== null) (stats as StatLine)[field] = number;
      });
    }
    if (points === 'invalid' || invalid !== null) {
      parsed.bad.push({ line, name, message: `line ${line}: ${name}: not a number: ${invalid ?? `FPTS "${value('points')}"`}` });
      return;
    }
    parsed.rows.push({ line, name, position, team, stats, points });
  });
  return parsed;
}

/** The position of a one-position export: from the header's stat columns, else from the file's name. */
function positionOfFile(cells: readonly string[], fileName: string): Position {
  if (cells.includes('cmp')) return 'QB';
  if (cells.includes('fga') || cells.includes('fg')) return 'K';
  if (cells.includes('sack')) return 'DEF';
  const named = fileName ? positionFromFileName(fileName) : null;
  if (named) return named;
  // RB, WR and TE files differ only in their stat groups' order and presence.
  const rushingFirst = cells.indexOf('att');
  const receiving = cells.indexOf('rec');
  if (receiving >= 0 && rushingFirst < 0) return 'TE';
  if (receiving >= 0 && rushingFirst >= 0) return rushingFirst < receiving ? 'RB' : 'WR';
  throw new PlayerImportError(
    "cannot tell which position this projections export is for; keep FantasyPros' file name (…_Projections_QB.csv) or use the FLX file",
  );
}
