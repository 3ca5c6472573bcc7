import type { Position } from '@draftmode/domain';
import { nflTeam } from '../data/nfl-teams';

/** One pick read from a pasted pick list, before it is matched to the pool. */
export interface PastedPick {
  /** 1-based line of the paste where the player's name is. */
  line: number;
  /** The overall pick number the paste gives ("12", "Pick 12"); null when it gives none or only round and pick. */
  overall: number | null;
  /** Round and pick in the round ("2.05", "Rd 2 Pick 5"); null when the paste does not give them. */
  round: number | null;
  roundPick: number | null;
  /** The player's name as read, without the team, position or injury tags around it. */
  name: string;
  /** Position as the paste gives it (D/ST, DST and DEF read as DEF); null when it gives none. */
  position: Position | null;
  /** NFL team abbreviation as the paste gives it (only a tie-breaker for matching); null when none. */
  team: string | null;
}

/** What a paste held: the picks in the order they appear, and the lines that looked like picks but could not be read. */
export interface ParsedPastedPicks {
  picks: PastedPick[];
  /** One line each a person can read, e.g. 'line 14: no player name in "1.01 WR CIN"'. */
  problems: string[];
}

const POSITION_WORDS: Readonly<Record<string, Position>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  K: 'K',
  PK: 'K',
  DEF: 'DEF',
  DST: 'DEF',
  'D/ST': 'DEF',
  'D/ST.': 'DEF',
};

// Tags draft rooms print beside a name: injury status, rookie and keeper marks.
const TAGS = new Set(['Q', 'O', 'D', 'P', 'IR', 'OUT', 'SUSP', 'SSPD', 'PUP', 'NA', 'DTD', 'COV', 'R', 'K*', '(R)']);

// Header words of draft-room columns, each on a line of its own in a copied ESPN pick history.
const HEADER_LINE =
  /^(round \d+|rd\.? ?\d+|pick|picks|player|players|team|nfl team|pos|position|bye|rk|rank|adp|salary|cost|keeper|\d{4} pts|proj pts|pts|fpts|owner|manager)$/i;

function positionOf(token: string): Position | null {
  return POSITION_WORDS[token.toUpperCase().replace(/\d+$/, '')] ?? null;
}

/** An NFL team abbreviation as draft rooms write it (CIN, Cin, JAX, Jac, WSH); full names are not taken, they are too close to names. */
function teamOf(token: string): string | null {
  if (!/^[A-Za-z]{2,3}$/.test(token)) return null;
  return nflTeam(token)?.abbr ?? null;
}

function isTag(token: string): boolean {
  return TAGS.has(token.toUpperCase());
}

/** A token that is never part of a name: a position, an NFL team, a tag or a figure. */
function isDetail(token: string): boolean {
  return positionOf(token) !== null || teamOf(token) !== null || isTag(token) || isFigure(token);
}

/** A money or points figure ($45, 366.9, 12%), or a bare number: never part of a name. */
function isFigure(token: string): boolean {
  return /^\$?\d+(?:[.,]\d+)?%?$/.test(token);
}

interface Details {
  name: string;
  position: Position | null;
  team: string | null;
}

/**
 * Reads a name with the tags draft rooms put around it ("Puka Nacua Q LAR WR", "Christian McCaffrey
 * Car, RB", "Ja'Marr Chase (Cin - WR)", "Ravens D/ST Bal, D/ST"): segments after the name that are
 * positions, teams, tags or figures fill those in; other text after the name (a fantasy team) is left out.
 */
function readDetails(text: string): Details {
  const segments = text
    .split(/\s*[,;()[\]|•·]\s*|\s+[-–—]\s+|\s*\t\s*/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  let name = '';
  let position: Position | null = null;
  let team: string | null = null;
  for (const segment of segments) {
    let tokens = segment.split(/\s+/);
    if (!name) {
      // A position in front of the name ("WR Ja'Marr Chase").
      while (tokens.length > 2 && positionOf(tokens[0]!)) position ??= positionOf(tokens.shift()!);
      // The name ends at the first detail after two words (one for a defense): "Christian McCaffrey RB
      // CAR Team Name" is McCaffrey, RB, CAR; what follows the details (a fantasy team) is left out.
      const cut = tokens.findIndex((token, index) => isDetail(token) && (index >= 2 || (index === 1 && positionOf(token) === 'DEF')));
      if (cut > 0) {
        const after = tokens.slice(cut);
        const end = after.findIndex((token) => !isDetail(token));
        for (const token of end < 0 ? after : after.slice(0, end)) fill(token);
        tokens = tokens.slice(0, cut);
      }
      // Peel tags, positions and teams off the end of the name, keeping two words (a defense may be one).
      while (tokens.length > 1) {
        const last = tokens[tokens.length - 1]!;
        const asPosition = positionOf(last);
        const asTeam = tokens.length > 2 || asPosition === null ? teamOf(last) : null;
        if (asPosition && (tokens.length > 2 || asPosition === 'DEF' || position === null)) {
          position ??= asPosition;
        } else if (isTag(last) && tokens.length > 2) {
          // an injury tag
        } else if (isFigure(last)) {
          // a price or points
        } else if (asTeam && (tokens.length > 2 || position === 'DEF')) {
          team ??= asTeam;
        } else break;
        tokens.pop();
      }
      const candidate = tokens.join(' ');
      if (/[A-Za-z]{2}/.test(candidate) && tokens.some((token) => !isDetail(token))) name = candidate;
      else for (const token of tokens) fill(token);
      continue;
    }
    // After the name: a segment made only of details fills them in; any other text is left out.
    if (tokens.every(isDetail)) for (const token of tokens) fill(token);
  }
  // A defense may be named by its team alone ("BAL DST").
  if (!name && position === 'DEF' && team) name = team;
  return { name, position, team };

  function fill(token: string): void {
    const asPosition = positionOf(token);
    if (asPosition) position ??= asPosition;
    else if (!isTag(token)) team ??= teamOf(token);
  }
}

const ROUND_PICK = /^(?:(?:rd|round|r)\.?\s*(\d{1,2})\s*[,:/-]?\s*(?:pk|pick|p)\.?\s*(\d{1,2})|(\d{1,2})\.(\d{1,2})(?=\s|$))\s*[:.)-]?\s*/i;
const OVERALL = /^(?:#|no\.?\s*|pick\s*|overall\s*)?(\d{1,3})(?:\s*[.):-]\s*|\s+|$)/i;

/** A pick number in front of a name: "1.01 ", "Rd 2, Pick 5: ", "12. ", "#12 ", "12) ". */
function readPickNumber(text: string): { rest: string; overall: number | null; round: number | null; roundPick: number | null } {
  const roundPick = ROUND_PICK.exec(text);
  if (roundPick) {
    const round = Number(roundPick[1] ?? roundPick[3]);
    const pick = Number(roundPick[2] ?? roundPick[4]);
    if (round >= 1 && pick >= 1) return { rest: text.slice(roundPick[0].length), overall: null, round, roundPick: pick };
  }
  const overall = OVERALL.exec(text);
  if (overall && Number(overall[1]) >= 1)
    return { rest: text.slice(overall[0].length), overall: Number(overall[1]), round: null, roundPick: null };
  return { rest: text, overall: null, round: null, roundPick: null };
}

/** Splits one line of a CSV or tab-separated table, with quoted cells ("Name Tm, POS"). */
function splitRow(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

interface TableColumns {
  delimiter: string;
  player: number;
  overall: number | null;
  round: number | null;
  roundPick: number | null;
  position: number | null;
  team: number | null;
}

/** The columns of a table's header row, when the first line is one (a Yahoo or ESPN results export, a spreadsheet). */
function tableColumns(header: string): TableColumns | null {
  const delimiter = header.includes('\t') ? '\t' : header.includes(',') ? ',' : header.includes(';') ? ';' : null;
  if (!delimiter) return null;
  const cells = splitRow(header, delimiter).map((cell) =>
    cell
      .toLowerCase()
      .replace(/[^a-z/ #]/g, '')
      .trim(),
  );
  const find = (test: (cell: string) => boolean): number | null => {
    const index = cells.findIndex(test);
    return index < 0 ? null : index;
  };
  const player = find((cell) => cell === 'player' || cell === 'name' || cell === 'player name' || cell === 'players');
  if (player === null) return null;
  const round = find((cell) => cell === 'round' || cell === 'rd' || cell === 'rnd');
  const overall = find(
    (cell) =>
      cell === 'overall' ||
      cell === 'ovr' ||
      cell === 'overall pick' ||
      (round === null && (cell === 'pick' || cell === 'pick #' || cell === '#' || cell === 'no')),
  );
  const roundPick = round === null ? null : find((cell) => cell === 'pick' || cell === 'pick #' || cell === 'round pick');
  const position = find((cell) => cell === 'position' || cell === 'pos');
  // "Team" alone is often the fantasy team (ESPN's recap); it is used only when its cells are NFL teams.
  const team = find((cell) => cell === 'nfl team' || cell === 'nfl' || cell === 'tm' || cell === 'pro team' || cell === 'team');
  return { delimiter, player, overall, round, roundPick, position, team };
}

function wholeNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function parseTable(lines: readonly string[], columns: TableColumns, headerIndex: number): ParsedPastedPicks {
  const picks: PastedPick[] = [];
  const problems: string[] = [];
  lines.forEach((text, index) => {
    if (index <= headerIndex || text.trim() === '') return;
    const cells = splitRow(text, columns.delimiter);
    const cell = (column: number | null) => (column === null ? undefined : cells[column]);
    const details = readDetails(cell(columns.player) ?? '');
    if (!details.name) {
      problems.push(`line ${index + 1}: no player name in "${text.trim().slice(0, 80)}"`);
      return;
    }
    const positionCell = cell(columns.position);
    const teamCell = cell(columns.team);
    picks.push({
      line: index + 1,
      overall: wholeNumber(cell(columns.overall)),
      round: wholeNumber(cell(columns.round)),
      roundPick: wholeNumber(cell(columns.roundPick)),
      name: details.name,
      position: (positionCell ? positionOf(positionCell) : null) ?? details.position,
      team: (teamCell ? teamOf(teamCell) : null) ?? details.team,
    });
  });
  return { picks, problems };
}

/**
 * Reads the picks of a pasted pick list in the order they appear: a draft room's pick history
 * copied as text (ESPN's, one detail per line), a results table (Yahoo's or ESPN's export, a
 * spreadsheet; CSV or tab-separated, with a header naming a Player column), or lines as people
 * type them ("1. Ja'Marr Chase", "1.01 Ja'Marr Chase WR CIN", "Ja'Marr Chase", tab-separated rows).
 * Pick numbers, positions and NFL teams are kept when the paste gives them; headers, fantasy team
 * names, points and injury tags are left out. Pure: matching to the pool is the caller's.
 */
export function parsePastedPicks(text: string): ParsedPastedPicks {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\u00A0/g, ' ')
    .split(/\r\n|\r|\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  const columns = headerIndex < 0 ? null : tableColumns(lines[headerIndex]!);
  if (columns) return parseTable(lines, columns, headerIndex);

  const picks: PastedPick[] = [];
  const problems: string[] = [];
  // A bare number on a line of its own is the next pick's number (ESPN); a later one replaces it (a rank column).
  let pendingNumber: number | null = null;
  // The pick whose details may follow on lines of their own, and whether any did.
  let open: { pick: PastedPick; detailLines: number } | null = null;

  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (text === '' || HEADER_LINE.test(text)) return;
    if (/^#?\d{1,3}\.?$/.test(text)) {
      pendingNumber = Number(text.replace(/\D/g, ''));
      return;
    }
    // A line that is only a detail of the pick above it (ESPN's pick history puts each on a line of its own).
    if (isDetail(text)) {
      if (open) {
        const pick = open.pick;
        const asPosition = positionOf(text);
        if (asPosition) pick.position ??= asPosition;
        else if (!isTag(text) && !isFigure(text)) pick.team ??= teamOf(text);
        open.detailLines++;
      }
      return;
    }
    // A line of text after a pick's own detail lines is its fantasy team (ESPN), not a player.
    if (open && open.detailLines > 0 && (open.pick.position !== null || open.pick.team !== null)) {
      open = null;
      return;
    }
    const number = readPickNumber(text);
    const details = readDetails(number.rest);
    if (!details.name) {
      problems.push(`line ${index + 1}: no player name in "${text.slice(0, 80)}"`);
      return;
    }
    const hasOwnNumber = number.overall !== null || number.round !== null;
    const pick: PastedPick = {
      line: index + 1,
      overall: hasOwnNumber ? number.overall : pendingNumber,
      round: number.round,
      roundPick: number.roundPick,
      ...details,
    };
    pendingNumber = null;
    picks.push(pick);
    open = { pick, detailLines: 0 };
  });
  return { picks, problems };
}
