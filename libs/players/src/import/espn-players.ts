import { z } from 'zod';
import type { Player, Position } from '@draftmode/domain';
import { PlayerImportError } from './import-error';
import { PlayerNameIndex, type UnmatchedRow } from './name-matching';

/*
 * ESPN's fantasy API ids for players and NFL teams, as the espn-api library's football constants
 * (cwendt94/espn-api, espn_api/football/constant.py) name them, checked against ESPN's 2018 players
 * view (../shared/data/platforms/espn, SOURCES.md row 51). The backend's ESPN link reads picks with
 * them; players:sync reads ESPN's players view with them to keep each player's ESPN id.
 */

/** ESPN's player positions (`defaultPositionId`) that DraftMode drafts. */
export const ESPN_POSITION_OF_ID: Readonly<Record<number, Position>> = { 1: 'QB', 2: 'RB', 3: 'WR', 4: 'TE', 5: 'K', 16: 'DEF' };
/** The others, for messages. */
export const ESPN_OTHER_POSITION_NAMES: Readonly<Record<number, string>> = {
  7: 'P',
  9: 'DT',
  10: 'DE',
  11: 'LB',
  12: 'CB',
  13: 'S',
  14: 'HC',
  15: 'TQB',
};

/** ESPN's NFL team ids (`proTeamId`); 0 is a free agent. OAK and WSH are what ESPN called them in 2018. */
export const ESPN_PRO_TEAMS: Readonly<Record<number, string>> = {
  1: 'ATL',
  2: 'BUF',
  3: 'CHI',
  4: 'CIN',
  5: 'CLE',
  6: 'DAL',
  7: 'DEN',
  8: 'DET',
  9: 'GB',
  10: 'TEN',
  11: 'IND',
  12: 'KC',
  13: 'OAK',
  14: 'LAR',
  15: 'MIA',
  16: 'MIN',
  17: 'NE',
  18: 'NO',
  19: 'NYG',
  20: 'NYJ',
  21: 'PHI',
  22: 'ARI',
  23: 'PIT',
  24: 'LAC',
  25: 'SF',
  26: 'SEA',
  27: 'TB',
  28: 'WSH',
  29: 'CAR',
  30: 'JAX',
  33: 'BAL',
  34: 'HOU',
};

/** A team defense's player id is −(16000 + its `proTeamId`): −16030 is Jacksonville's D/ST. */
export function espnDefenseTeamId(playerId: number): number | null {
  return playerId <= -16001 && playerId >= -16099 ? -playerId - 16000 : null;
}

const int = z.number().int();
const espnPlayerSchema = z.looseObject({
  id: int,
  fullName: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  defaultPositionId: int.nullish(),
  proTeamId: int.nullish(),
});

/** A player of ESPN's players view, as the fields DraftMode reads. */
export interface EspnPlayer {
  id: number;
  fullName: string;
  /** `defaultPositionId`: 1 QB, 2 RB, 3 WR, 4 TE, 5 K, 16 D/ST, … */
  positionId: number | null;
  /** `proTeamId`; 0 for a free agent. */
  proTeamId: number | null;
}

/**
 * ESPN's players view (`seasons/{year}/players?view=players_wl`, a list) or a league's
 * `kona_player_info` (`{ players: [{ id, player }] }`), as plain values; null with the first
 * problems when the body is neither.
 */
export function readEspnPlayers(body: unknown): { ok: true; players: EspnPlayer[] } | { ok: false; message: string } {
  const parsed = z
    .union([z.array(espnPlayerSchema), z.looseObject({ players: z.array(z.looseObject({ player: espnPlayerSchema })) })])
    .safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 2)
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ');
    return { ok: false, message: `not ESPN's players view (${problems})` };
  }
  const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.players.map((entry) => entry.player);
  return {
    ok: true,
    players: list.map((player) => ({
      id: player.id,
      fullName: player.fullName?.trim() || `${player.firstName ?? ''} ${player.lastName ?? ''}`.trim(),
      positionId: player.defaultPositionId ?? null,
      proTeamId: player.proTeamId ?? null,
    })),
  };
}

/** An ESPN player as the ESPN-id import saw it, for the unmatched report. */
export interface EspnIdRow {
  espnId: string;
  name: string;
  position: Position;
  team: string | null;
}

/** What keeping ESPN's ids gave: the players, how many took an id, and the ESPN players not matched. */
export interface EspnIdsResult {
  players: Player[];
  /** Pool players that took an ESPN id now. */
  added: number;
  /** Pool players whose id was already this one, or another (an id the pool has is never replaced). */
  kept: number;
  unmatched: UnmatchedRow<EspnIdRow>[];
  /** ESPN players at a position DraftMode does not draft (kickers and defenses are drafted), left out. */
  otherPositions: number;
}

/**
 * Keeps the ESPN id of each pool player ESPN's players view lists: a team defense by its id
 * (−16000 − team), anyone else by name, position and team (the players library's matching). Pure.
 * An id a pool player already has is kept, and an ESPN id goes to one pool player at most, so a
 * second match cannot move it.
 *
 * @throws PlayerImportError when `body` is not ESPN's players view.
 */
export function addEspnIds(pool: readonly Player[], body: unknown): EspnIdsResult {
  const read = readEspnPlayers(body);
  if (!read.ok) throw new PlayerImportError(read.message);
  const index = new PlayerNameIndex(pool);
  const idOf = new Map<string, string>();
  const taken = new Set(pool.flatMap((player) => (player.espnId === undefined ? [] : [player.espnId])));
  const unmatched: UnmatchedRow<EspnIdRow>[] = [];
  let kept = 0;
  let otherPositions = 0;
  for (const espn of read.players) {
    const defenseOf = espnDefenseTeamId(espn.id);
    const position = defenseOf !== null ? 'DEF' : espn.positionId === null ? undefined : ESPN_POSITION_OF_ID[espn.positionId];
    if (!position) {
      otherPositions += 1;
      continue;
    }
    const proTeam = defenseOf ?? espn.proTeamId;
    const team = proTeam === null ? null : (ESPN_PRO_TEAMS[proTeam] ?? null);
    const row: EspnIdRow = { espnId: String(espn.id), name: espn.fullName, position, team };
    const found = index.find(row);
    if (!('player' in found)) {
      unmatched.push({ row, reason: found.reason, message: found.message });
      continue;
    }
    const player = found.player;
    if (player.espnId !== undefined || idOf.has(player.id) || taken.has(row.espnId)) {
      kept += 1;
      continue;
    }
    idOf.set(player.id, row.espnId);
    taken.add(row.espnId);
  }
  return {
    players: pool.map((player) => {
      const espnId = idOf.get(player.id);
      return espnId === undefined ? player : { ...player, espnId };
    }),
    added: idOf.size,
    kept,
    unmatched,
    otherPositions,
  };
}
