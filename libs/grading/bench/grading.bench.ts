/**
 * Micro-benchmark: mean time per pick grade, per roster grade and per recommendation list over
 * the whole pool. Uses the bundled pool from @draftmode/players when it is built, else the largest
 * historical season (projections from the prior ADP curves). Target: each under 1 ms.
 *
 * Usage: npm run bench:grading
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import {
  draftMoment,
  gradePickAt,
  gradeRoster,
  gradingContext,
  PRIOR_CURVES,
  recommendationsAt,
  simulateDraft,
  type DraftMomentInput,
} from '../src';
import { historyPlayers, readSeason } from '../scripts/history';

async function loadPool(): Promise<{ pool: Player[]; source: string }> {
  try {
    const name = '@draftmode/players';
    const mod = (await import(name)) as { bundledPlayers?: () => Player[] };
    const pool = mod.bundledPlayers?.();
    if (pool && pool.length > 0) return { pool, source: `bundled pool (${pool.length} players)` };
  } catch {
    // Not built yet: fall back to the historical data below.
  }
  const dir = path.resolve(__dirname, '../../../../shared/data/nfl-history');
  if (!existsSync(dir)) throw new Error(`no bundled pool and no historical data at ${dir}`);
  const seasons = readdirSync(dir)
    .filter((f) => /^season-\d{4}\.csv$/.test(f))
    .map((f) => readSeason(path.join(dir, f)))
    .sort((a, b) => b.length - a.length);
  const rows = seasons[0] ?? [];
  return { pool: historyPlayers(rows, PRIOR_CURVES), source: `historical season ${rows[0]?.season} (${rows.length} players)` };
}

function bench(name: string, fn: () => unknown, minMs = 400): number {
  for (let i = 0; i < 50; i++) fn();
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 20; i++) fn();
    ops += 20;
    elapsed = performance.now() - start;
  }
  const meanUs = (elapsed * 1000) / ops;
  console.log(
    `${name.padEnd(44)} ${ops.toString().padStart(7)} ops  ${meanUs.toFixed(1).padStart(8)} µs/op  ${meanUs < 1000 ? 'ok (< 1 ms)' : 'SLOW (>= 1 ms)'}`,
  );
  return meanUs;
}

async function main(): Promise<void> {
  const { pool, source } = await loadPool();
  const format = 'ppr' as const;
  const leagueSize = 12;
  const spots = DEFAULT_ROSTER_SPOTS;
  console.log(`grading bench: ${source}, ${leagueSize} teams, ${format}`);
  const t0 = performance.now();
  const ctx = gradingContext(pool, format, leagueSize, spots);
  ctx.benchmarkRosters();
  console.log(`one-off context (projections, replacement levels, benchmark ADP draft): ${(performance.now() - t0).toFixed(1)} ms`);

  // A mid-draft state: slot 5 in an ADP draft, after 7 rounds.
  const draft = simulateDraft({ pool, format, leagueSize, rosterSpots: spots });
  const current = 7 * leagueSize + 1;
  const before = draft.picks.filter((p) => p.overallPick < current);
  const input: DraftMomentInput = {
    pool,
    format,
    leagueSize,
    draftPosition: 5,
    roster: before.filter((p) => p.slot === 5).map((p) => p.player),
    takenIds: new Set(before.map((p) => p.player.id)),
    currentOverallPick: current,
    othersPicks: before.filter((p) => p.slot !== 5).map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
  };
  const player = draftMoment(input).board[3]!.player;
  const fullRoster = draft.rosters[4] ?? [];

  // Each figure includes valuing the whole board at that moment (the draft model), as the product does per tap.
  const results = [
    bench('pick grade (mid-draft, whole board valued)', () => gradePickAt(draftMoment(input), player)),
    bench('recommendations (whole board valued, top 10)', () => recommendationsAt(draftMoment(input), 10)),
    bench('gradeRoster (full roster vs benchmark)', () => gradeRoster({ roster: fullRoster, pool, format, leagueSize, draftPosition: 5 })),
  ];
  console.log(
    `grading: pick grade ${results[0]!.toFixed(0)} µs, recommendations ${results[1]!.toFixed(0)} µs, roster grade ${results[2]!.toFixed(0)} µs (bar: each < 1000 µs)`,
  );
  if (results.some((us) => us >= 1000)) process.exitCode = 1;
}

void main();
