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
  total: number;
  limit: number;
  offset: number;
  format: FormatKey;
  players: PlayerListItem[];
}
