import type { Player } from '@draftmode/domain';
import { parsePlayerPool, type PlayerPool } from '../pool/player-pool';
import poolJson from './pool-2025.json';

// Validated once at load: a bad edit to the data file should fail loudly at start-up, not
// surface later as a NaN in a grade.
const BUNDLED_POOL: PlayerPool = parsePlayerPool(poolJson);

/** The NFL season the bundled pool describes (shown in the UI). */
export const BUNDLED_SEASON: number = BUNDLED_POOL.season;

/** The day the bundled ADP and projections were taken, 'YYYY-MM-DD'. */
export const BUNDLED_SNAPSHOT_DATE: string = BUNDLED_POOL.snapshotDate;

/** Where the bundled figures come from. */
export const BUNDLED_SOURCE: string = BUNDLED_POOL.source;

function copyPlayer(player: Player): Player {
  return { ...player, adp: { ...player.adp }, projection: { ...player.projection } };
}

/** The bundled pool's players in PPR ADP order, as fresh copies a caller may change freely. */
export function bundledPlayers(): Player[] {
  return BUNDLED_POOL.players.map(copyPlayer);
}

/** The whole bundled pool (season, snapshot date, source and fresh copies of the players). */
export function bundledPool(): PlayerPool {
  return { ...BUNDLED_POOL, players: bundledPlayers() };
}
