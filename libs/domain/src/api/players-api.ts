import type { FormatKey, Player } from '../players/player';

/** A player as GET /api/players lists him: valued for the chosen format and league. */
export interface PlayerListItem extends Player {
  /** Value over replacement in the chosen format and league. */
  vor: number;
  /** Projected points in the chosen format (own projection, else from ADP). */
  projectedPoints: number;
}

/** One page of GET /api/players. */
export interface PlayerPage {
  /** The NFL season of the pool the server runs on (the bundled one, or what `players:sync` wrote). */
  season: number;
  /** The day the pool's figures were taken, 'YYYY-MM-DD'. */
  snapshotDate: string;
  total: number;
  limit: number;
  offset: number;
  format: FormatKey;
  players: PlayerListItem[];
}
