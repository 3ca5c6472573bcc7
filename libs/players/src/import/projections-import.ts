import { presetPoints, statLinePoints, type FormatKey, type Player } from '@draftmode/domain';
import type { PlayerPool } from '../pool/player-pool';
import { matchPlayers, type UnmatchedRow } from './name-matching';
import { parseProjectionsCsv, type BadProjectionRow, type ProjectionRow } from './projections-csv';

/** The outcome of applying a projections export to a pool (see {@link importProjectionsCsv}). */
export interface ProjectionsImportResult {
  pool: PlayerPool;
  /** Pool players that took the file's stat line and projections. */
  updated: number;
  /** Rows that match no pool player (or more than one): a projections file adds nobody, it has no ADP. */
  unmatched: UnmatchedRow<ProjectionRow>[];
  /** Rows that could not be read. */
  bad: BadProjectionRow[];
  /** The kicker file's high and low rows, left out on purpose. */
  rangeRows: number;
}

const FORMATS: readonly FormatKey[] = ['ppr', 'half', 'std'];

/** Season points of a row in each preset: from its stat line, or the file's points for a kicker or defense. */
function projectionsOf(row: ProjectionRow, current: Player['projection']): Player['projection'] {
  if (row.stats === null) {
    if (row.points === null) return current;
    return { ppr: row.points, half: row.points, std: row.points };
  }
  const stats = row.stats;
  return Object.fromEntries(
    FORMATS.map((format) => [format, Math.round(statLinePoints(stats, presetPoints(format), row.position) * 10) / 10]),
  ) as Player['projection'];
}

/**
 * Applies a FantasyPros projections export to a pool: each row that matches a pool player (name,
 * position, team as tie-breaker) gives him the file's stat line and his projection in each preset,
 * computed from it (the file's own `FPTS` is one scoring only); kickers and defenses take the
 * file's points in every preset. Rows that match nobody are listed, never guessed or added.
 *
 * Pure: no I/O.
 *
 * @throws PlayerImportError as {@link parseProjectionsCsv}.
 */
export function importProjectionsCsv(text: string, options: { pool: PlayerPool; fileName?: string }): ProjectionsImportResult {
  const parsed = parseProjectionsCsv(text, options.fileName);
  const { matched, unmatched } = matchPlayers(parsed.rows, options.pool.players);
  const byId = new Map(matched.map(({ row, player }) => [player.id, row]));
  const players = options.pool.players.map((player) => {
    const row = byId.get(player.id);
    if (!row) return player;
    return { ...player, projection: projectionsOf(row, player.projection), ...(row.stats ? { stats: { ...row.stats } } : {}) };
  });
  return {
    pool: { ...options.pool, players },
    updated: byId.size,
    unmatched,
    bad: parsed.bad,
    rangeRows: parsed.rangeRows,
  };
}
