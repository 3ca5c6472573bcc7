/**
 * players:sync — refreshes the player pool from Sleeper's public API and/or a rankings CSV and
 * writes it as JSON (same shape as the bundled pool).
 *
 *   npm run players:sync -- [--season 2025] [--csv FILE [--csv-format ppr|half|std]] [--no-sleeper]
 *                           [--sleeper-url URL] [--projections-url URL] [--out FILE] [--date YYYY-MM-DD]
 *
 * --out defaults to .data/player-pool.json at the repository root; a relative --out or --csv is
 * resolved against the current directory. Failures print one line and exit with code 1.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import type { FormatKey, Player } from '@draftmode/domain';
import {
  BUNDLED_SEASON,
  SLEEPER_API_URL,
  SLEEPER_PROJECTIONS_URL,
  bundledPool,
  importRankingsCsv,
  importSleeperPool,
  type PlayerPool,
  type ProgressListener,
  type UnmatchedRow,
} from '../src';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const FORMATS: readonly FormatKey[] = ['ppr', 'half', 'std'];

class UsageError extends Error {}

interface Settings {
  season: number;
  csvPath: string | null;
  csvFormat: FormatKey;
  useSleeper: boolean;
  sleeperUrl: string;
  projectionsUrl: string;
  outPath: string;
  snapshotDate: string;
}

function readSettings(argv: string[]): Settings {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        season: { type: 'string' },
        csv: { type: 'string' },
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
  const season = values.season === undefined ? BUNDLED_SEASON : Number(values.season);
  if (!Number.isInteger(season) || season < 2000 || season > 2100) throw new UsageError(`--season must be a year, got "${values.season}"`);
  const csvFormat = (values['csv-format'] ?? 'ppr') as FormatKey;
  if (!FORMATS.includes(csvFormat)) throw new UsageError(`--csv-format must be one of ${FORMATS.join(', ')}, got "${values['csv-format']}"`);
  const useSleeper = !values['no-sleeper'];
  if (!useSleeper && !values.csv) throw new UsageError('--no-sleeper needs --csv FILE (there is nothing else to import)');
  // The date is read from the clock here, at the edge, and passed into the pure importers.
  const snapshotDate = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(snapshotDate)) throw new UsageError(`--date must be YYYY-MM-DD, got "${snapshotDate}"`);
  for (const flag of ['sleeper-url', 'projections-url'] as const) {
    const url = values[flag];
    if (url !== undefined && !/^https?:\/\/\S+$/.test(url)) throw new UsageError(`--${flag} must be an http(s) URL, got "${url}"`);
  }
  return {
    season,
    csvPath: values.csv ? resolve(values.csv) : null,
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

function summarize(pool: PlayerPool): string {
  const counts = new Map<string, number>();
  for (const player of pool.players) counts.set(player.position, (counts.get(player.position) ?? 0) + 1);
  return ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'].map((position) => `${position} ${counts.get(position) ?? 0}`).join(', ');
}

function unmatchedLines(unmatched: readonly UnmatchedRow<{ name: string }>[]): string[] {
  return unmatched.map((u) => `    - ${u.row.name}: ${u.message}`);
}

async function main(): Promise<void> {
  const settings = readSettings(process.argv.slice(2));
  const reference: Player[] = bundledPool().players;
  const lines: string[] = [];
  let pool: PlayerPool = { ...bundledPool(), season: settings.season, snapshotDate: settings.snapshotDate };

  const csvText = settings.csvPath === null ? null : readCsv(settings.csvPath);

  if (settings.useSleeper) {
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
      pool = result.pool;
      lines.push(`Sleeper: ${result.pool.players.length} players, ${result.matchedCount} matched to the bundled pool, ${result.unmatched.length} unmatched (added as new), ${result.skippedCount} skipped`);
      if (result.unmatched.length > 0) lines.push('  Unmatched Sleeper players:', ...unmatchedLines(result.unmatched));
    } finally {
      bar.stop();
    }
  }

  if (csvText !== null && settings.csvPath !== null) {
    const bar = progressBar();
    try {
      const result = importRankingsCsv(csvText, { pool, format: settings.csvFormat, snapshotDate: settings.snapshotDate, sourceName: settings.csvPath, onProgress: bar.listener });
      pool = result.pool;
      lines.push(`Rankings CSV: ${result.matchedCount} matched, ${result.unmatched.length} unmatched, ${result.badRows.length} bad rows`);
      if (result.unmatched.length > 0) lines.push('  Unmatched CSV rows:', ...unmatchedLines(result.unmatched));
      if (result.badRows.length > 0) lines.push('  Bad CSV rows:', ...result.badRows.map((b) => `    - line ${b.line}: ${b.reason}`));
    } finally {
      bar.stop();
    }
  }

  mkdirSync(dirname(settings.outPath), { recursive: true });
  writeFileSync(settings.outPath, `${JSON.stringify(pool, null, 2)}\n`);
  process.stdout.write(
    [`players:sync ${pool.season} (${pool.snapshotDate}): wrote ${pool.players.length} players to ${settings.outPath}`, `Players per position: ${summarize(pool)}`, ...lines, ''].join('\n'),
  );
}

function readCsv(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --csv ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`players:sync: ${message.split('\n')[0]}\n`);
  process.exitCode = 1;
});
