/**
 * players:sync — makes the player pool from Sleeper's public API and/or rankings or ADP files
 * (FantasyPros exports or a plain name, position, team, bye, adp sheet) and writes it as JSON (same
 * shape as the bundled pool).
 *
 *   npm run players:sync -- [--season 2025] [--csv FILE [--csv FILE …] [--csv-format ppr|half|std]]
 *                           [--superflex-csv FILE] [--espn-players FILE]
 *                           [--no-sleeper] [--sleeper-url URL] [--projections-url URL] [--out FILE]
 *                           [--date YYYY-MM-DD]
 *
 * With Sleeper, each file's ADP overrides Sleeper's for the players it lists and adds those only
 * it has; a --superflex-csv file (a superflex or 2QB ADP export, read last) only sets the superflex
 * ADP of the players the pool has, which superflex and 2QB leagues draft by; with --no-sleeper, or when Sleeper cannot be reached, the files are the whole source.
 * An --espn-players file (ESPN's players view, `seasons/{year}/players?view=players_wl`, saved as
 * JSON) keeps each matched player's ESPN id, which a linked ESPN draft matches by first.
 * The season is --season, else the year in the first file's name, else the bundled season.
 * --out defaults to .data/player-pool.json at the repository root; a relative --out or --csv is
 * resolved against the current directory. Failures print one line and exit with code 1.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import type { FormatKey, Player, Position } from '@draftmode/domain';
import {
  BUNDLED_SEASON,
  addEspnIds,
  PlayerImportError,
  SKIP_REASONS,
  SLEEPER_API_URL,
  SLEEPER_PROJECTIONS_URL,
  bundledPool,
  importProjectionsCsv,
  importRankingsCsv,
  importSleeperPool,
  isProjectionsHeader,
  positionFromFileName,
  type EspnIdsResult,
  type PlayerPool,
  type ProjectionsImportResult,
  type ProgressListener,
  type RankingsImportResult,
  type SkipKind,
  type UnmatchedRow,
} from '../src';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const FORMATS: readonly FormatKey[] = ['ppr', 'half', 'std'];

class UsageError extends Error {}

interface Settings {
  season: number;
  /** Where the season came from, for the summary. */
  seasonFrom: 'option' | 'file name' | 'bundled pool';
  csvPaths: string[];
  superflexCsvPaths: string[];
  espnPlayersPaths: string[];
  csvFormat: FormatKey;
  useSleeper: boolean;
  sleeperUrl: string;
  projectionsUrl: string;
  outPath: string;
  snapshotDate: string;
}

function yearInFileName(path: string): number | undefined {
  const match = /(?:^|[^0-9])(20\d\d)(?![0-9])/.exec(basename(path));
  return match ? Number(match[1]) : undefined;
}

function readSettings(argv: string[]): Settings {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        season: { type: 'string' },
        csv: { type: 'string', multiple: true },
        'superflex-csv': { type: 'string', multiple: true },
        'espn-players': { type: 'string', multiple: true },
        'csv-format': { type: 'string' },
        'no-sleeper': { type: 'boolean' },
        'sleeper-url': { type: 'string' },
        'projections-url': { type: 'string' },
        out: { type: 'string' },
        date: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const csvPaths = (values.csv ?? []).map((path) => resolve(path));
  const superflexCsvPaths = (values['superflex-csv'] ?? []).map((path) => resolve(path));
  const fromFile = csvPaths.length > 0 ? yearInFileName(csvPaths[0]!) : undefined;
  const season = values.season !== undefined ? Number(values.season) : (fromFile ?? BUNDLED_SEASON);
  if (!Number.isInteger(season) || season < 2000 || season > 2100) throw new UsageError(`--season must be a year, got "${values.season}"`);
  const csvFormat = (values['csv-format'] ?? 'ppr') as FormatKey;
  if (!FORMATS.includes(csvFormat))
    throw new UsageError(`--csv-format must be one of ${FORMATS.join(', ')}, got "${values['csv-format']}"`);
  const useSleeper = !values['no-sleeper'];
  if (!useSleeper && csvPaths.length === 0) throw new UsageError('--no-sleeper needs --csv FILE (there is nothing else to import)');
  // The date is read from the clock here, at the edge, and passed into the pure importers.
  const snapshotDate = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(snapshotDate)) throw new UsageError(`--date must be YYYY-MM-DD, got "${snapshotDate}"`);
  for (const flag of ['sleeper-url', 'projections-url'] as const) {
    const url = values[flag];
    if (url !== undefined && !/^https?:\/\/\S+$/.test(url)) throw new UsageError(`--${flag} must be an http(s) URL, got "${url}"`);
  }
  return {
    season,
    seasonFrom: values.season !== undefined ? 'option' : fromFile !== undefined ? 'file name' : 'bundled pool',
    csvPaths,
    superflexCsvPaths,
    espnPlayersPaths: (values['espn-players'] ?? []).map((path) => resolve(path)),
    csvFormat,
    useSleeper,
    sleeperUrl: values['sleeper-url'] ?? SLEEPER_API_URL,
    projectionsUrl: values['projections-url'] ?? SLEEPER_PROJECTIONS_URL,
    outPath: values.out ? resolve(values.out) : resolve(REPO_ROOT, '.data', 'player-pool.json'),
    snapshotDate,
  };
}

function progressBar(): { listener: ProgressListener; stop: () => void } {
  // cli-progress draws on stderr and stays silent when stderr is not a terminal (CI, tests).
  const bar = new SingleBar({ format: ' {bar} {percentage}% | {value}/{total} | {label}', hideCursor: true }, Presets.shades_classic);
  let started = false;
  return {
    listener: (done, total, label) => {
      if (!started) {
        bar.start(total, done, { label });
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(done, { label });
      }
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}

const POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

function perPositionWords(counts: Readonly<Record<Position, number>>): string {
  return POSITIONS.map((position) => `${position} ${counts[position]}`).join(', ');
}

function summarize(pool: PlayerPool): string {
  const counts = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 } as Record<Position, number>;
  for (const player of pool.players) counts[player.position] += 1;
  return perPositionWords(counts);
}

function unmatchedLines(unmatched: readonly UnmatchedRow<{ name: string }>[]): string[] {
  return unmatched.map((u) => `    - ${u.row.name}: ${u.message}`);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The one summary line of a file: added, updated, skipped and why, then what was left out on purpose. */
function csvSummary(path: string, result: RankingsImportResult): string[] {
  const reasons = new Map<SkipKind, number>();
  for (const s of result.skipped) reasons.set(s.kind, (reasons.get(s.kind) ?? 0) + 1);
  const why = [...reasons].map(([kind, n]) => `${n} ${SKIP_REASONS[kind]}`).join(', ');
  const apart = [
    result.idpRows > 0 ? plural(result.idpRows, 'IDP row') : '',
    result.blankLines > 0 ? plural(result.blankLines, 'blank line') : '',
  ].filter(Boolean);
  const lines = [
    `Rankings CSV ${basename(path)} (${result.file.description}): ${result.added} added, ${result.updated} updated, ${result.skipped.length} skipped${why ? ` (${why})` : ''}` +
      `${apart.length > 0 ? `; not players, left out: ${apart.join(', ')}` : ''}`,
    `  Added or updated per position: ${perPositionWords(result.perPosition)}`,
  ];
  if (result.skipped.length > 0)
    lines.push('  Skipped rows:', ...result.skipped.map((s) => `    - ${s.name ? `${s.name}: ` : ''}${s.message}`));
  return lines;
}

async function importFromSleeper(settings: Settings, reference: Player[], lines: string[]): Promise<PlayerPool | undefined> {
  const bar = progressBar();
  try {
    const result = await importSleeperPool({
      season: settings.season,
      snapshotDate: settings.snapshotDate,
      reference,
      baseUrl: settings.sleeperUrl,
      projectionsBaseUrl: settings.projectionsUrl,
      onProgress: bar.listener,
    });
    lines.push(
      `Sleeper: ${result.pool.players.length} players, ${result.matchedCount} matched to the bundled pool, ${result.unmatched.length} unmatched (added as new), ${result.skippedCount} skipped`,
    );
    if (result.unmatched.length > 0) lines.push('  Unmatched Sleeper players:', ...unmatchedLines(result.unmatched));
    return result.pool;
  } catch (error) {
    // With a file to fall back on, an unreachable Sleeper is a warning: the file is the whole source.
    if (!(error instanceof PlayerImportError) || settings.csvPaths.length === 0) throw error;
    lines.push(`Sleeper: not used (${error.message.split('\n')[0]}); the CSV is the whole source`);
    return undefined;
  } finally {
    bar.stop();
  }
}

async function main(): Promise<void> {
  const settings = readSettings(process.argv.slice(2));
  const reference: Player[] = bundledPool().players;
  const lines: string[] = [];
  const espnPlayers = settings.espnPlayersPaths.map((path) => ({ path, body: readJson(path, '--espn-players') }));
  const csvTexts = [
    ...settings.csvPaths.map((path) => ({ path, text: readCsv(path), superflex: false })),
    ...settings.superflexCsvPaths.map((path) => ({ path, text: readCsv(path), superflex: true })),
  ];

  let pool: PlayerPool | undefined = settings.useSleeper ? await importFromSleeper(settings, reference, lines) : undefined;
  for (const { path, text, superflex } of csvTexts) {
    if (!superflex && isProjectionsExport(text)) {
      // A projections export has no ADP: it updates the pool so far (Sleeper's, the earlier files',
      // else the bundled one) and adds nobody.
      const result = withFileName(path, () => importProjectionsCsv(text, { pool: pool ?? bundledPool(), fileName: basename(path) }));
      pool = result.pool;
      lines.push(...projectionsSummary(path, result));
      continue;
    }
    const bar = progressBar();
    try {
      const result = importRankingsCsv(text, {
        // A superflex ADP file updates the pool so far, else the bundled one.
        pool: superflex ? (pool ?? bundledPool()) : pool,
        season: settings.season,
        ...(superflex ? { superflex } : { format: settings.csvFormat }),
        snapshotDate: settings.snapshotDate,
        sourceName: basename(path),
        position: positionFromFileName(path),
        reference,
        onProgress: bar.listener,
      });
      pool = result.pool;
      lines.push(...csvSummary(path, result));
    } catch (error) {
      if (error instanceof PlayerImportError) throw new PlayerImportError(`${basename(path)}: ${error.message}`);
      throw error;
    } finally {
      bar.stop();
    }
  }
  if (!pool || pool.players.length === 0)
    throw new PlayerImportError('no players to write (the CSV had no rows that could be read); nothing was written');
  for (const { path, body } of espnPlayers) {
    const players: readonly Player[] = pool.players;
    const result: EspnIdsResult = withFileName(path, () => addEspnIds(players, body));
    pool = { ...pool, players: result.players };
    lines.push(
      `ESPN players ${basename(path)}: ${result.added} players took their ESPN id, ${result.kept} kept the one they had, ${result.unmatched.length} unmatched, ${result.otherPositions} at positions DraftMode does not draft`,
    );
  }

  mkdirSync(dirname(settings.outPath), { recursive: true });
  writeFileSync(settings.outPath, `${JSON.stringify(pool, null, 2)}\n`);
  process.stdout.write(
    [
      `players:sync ${pool.season} (${pool.snapshotDate}; season from the ${settings.seasonFrom}): wrote ${pool.players.length} players to ${settings.outPath}`,
      `Players per position: ${summarize(pool)}`,
      ...lines,
      '',
    ].join('\n'),
  );
}

/** Whether a file's first line is a FantasyPros projections export's header (see `isProjectionsHeader`). */
function isProjectionsExport(text: string): boolean {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return isProjectionsHeader(firstLine.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

function withFileName<T>(path: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof PlayerImportError) throw new PlayerImportError(`${basename(path)}: ${error.message}`);
    throw error;
  }
}

function projectionsSummary(path: string, result: ProjectionsImportResult): string[] {
  const apart = result.rangeRows > 0 ? `; high/low rows left out: ${result.rangeRows}` : '';
  const lines = [
    `Projections CSV ${basename(path)}: ${result.updated} players took its stat lines and projections, ${result.unmatched.length} unmatched, ${result.bad.length} unreadable${apart}`,
  ];
  if (result.unmatched.length > 0) lines.push('  Unmatched rows (not added: the file has no ADP):', ...unmatchedLines(result.unmatched));
  if (result.bad.length > 0) lines.push('  Unreadable rows:', ...result.bad.map((b) => `    - ${b.message}`));
  return lines;
}

function readCsv(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --csv ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function readJson(path: string, flag: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${flag} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${flag} ${path} is not JSON`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`players:sync: ${message.split('\n')[0]}\n`);
  process.exitCode = 1;
});
