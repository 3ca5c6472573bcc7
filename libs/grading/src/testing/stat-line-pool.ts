import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { presetPoints, statLinePoints, type Player, type Position } from '@draftmode/domain';
import { parseProjectionsCsv } from '@draftmode/players';

/** The real recorded data beside the checkout (`../shared/data`), or the machine's copy. */
function sharedDataDir(): string {
  const candidates = [process.env['DRAFTMODE_SHARED_DATA'], resolve(__dirname, '../../../../../shared/data'), '/work/shared/data'];
  const found = candidates.find((dir): dir is string => dir !== undefined && existsSync(dir));
  if (!found) throw new Error(`shared test data not found (tried ${candidates.filter(Boolean).join(', ')}); set DRAFTMODE_SHARED_DATA`);
  return found;
}

/**
 * A 2019 pool with projected stat lines, all real: the players and consensus ADP of the 2019 season
 * file (nfl-history/season-2019.csv), QB/RB/WR/TE given the stat line of FantasyPros' 2019
 * projection exports (fantasypros-projections/2019) and their preset projections computed from it,
 * as `players:sync --csv` does. Kickers and defenses have no projection in that season's file; the
 * grading context gives them one from ADP. Test-only.
 */
export function statLinePool(): Player[] {
  const dir = sharedDataDir();
  const stats = new Map<string, NonNullable<Player['stats']>>();
  for (const position of ['QB', 'RB', 'WR', 'TE']) {
    const fileName = `FantasyPros_Fantasy_Football_Projections_${position}.csv`;
    const parsed = parseProjectionsCsv(readFileSync(join(dir, 'fantasypros-projections', '2019', fileName), 'utf8'), fileName);
    for (const row of parsed.rows) if (row.stats) stats.set(`${row.name}|${row.position}`, row.stats);
  }
  const lines = readFileSync(join(dir, 'nfl-history', 'season-2019.csv'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  return lines.map((line, i) => {
    const [, name = '', pos = '', team = '', adp = '0'] = line.split(',');
    const position = pos as Position;
    const line_ = stats.get(`${name}|${position}`) ?? null;
    const points = (format: 'ppr' | 'half' | 'std'): number =>
      line_ ? Math.round(statLinePoints(line_, presetPoints(format), position) * 10) / 10 : 0;
    return {
      id: `2019-${i}`,
      name,
      position,
      team: team || 'FA',
      adp: { ppr: Number(adp), half: Number(adp), std: Number(adp) },
      adpStdDev: 0,
      projection: { ppr: points('ppr'), half: points('half'), std: points('std') },
      stats: line_,
      tier: 0,
      byeWeek: 4 + (i % 11),
      age: 0,
      isHandcuff: false,
      handcuffOf: null,
      targetShare: null,
      isInjured: false,
      imageUrl: null,
      nflTop100Rank: null,
      sleeperId: null,
    };
  });
}
