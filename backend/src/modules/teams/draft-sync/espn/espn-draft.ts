import type { Position } from '@draftmode/domain';
import {
  ESPN_OTHER_POSITION_NAMES,
  ESPN_POSITION_OF_ID,
  ESPN_PRO_TEAMS,
  espnDefenseTeamId,
  type EspnPlayer,
  type PlayerNameIndex,
} from '@draftmode/players';
import type { EspnDraftDetail } from './espn-api';

/** Where an ESPN draft is: not started, running, or done. */
export type EspnDraftStatus = 'predraft' | 'inProgress' | 'drafted';

/** A pick ESPN's draft has made. */
export interface EspnDraftedPick {
  overallPick: number;
  round: number;
  espnPlayerId: number;
  /** The ESPN team that made it (its owner after trades). */
  teamId: number;
  /** Made by the user's team. */
  own: boolean;
  keeper: boolean;
}

/** A made pick as ESPN's players view names it, and the pool player it is, or why there is none. */
export type EspnPickMatch = EspnDraftedPick & {
  /** From the players view; for a team defense, from its id. Null when ESPN's players list lacks the player. */
  name: string | null;
  position: string | null;
  team: string | null;
} & ({ playerId: string } | { playerId: null; reason: string });

/**
 * The picks ESPN's draft has made, in pick order, and where the draft is. ESPN lists every pick
 * of the draft, made or not; one not made yet has player id −1 and is left out.
 */
export function espnDraftPicks(draft: EspnDraftDetail, userTeamId: number | null): { status: EspnDraftStatus; picks: EspnDraftedPick[] } {
  return {
    status: draft.drafted ? 'drafted' : draft.inProgress ? 'inProgress' : 'predraft',
    picks: draft.picks
      .filter((pick) => pick.playerId !== -1)
      .map((pick) => ({
        overallPick: pick.overallPick,
        round: pick.round,
        espnPlayerId: pick.playerId,
        teamId: pick.teamId,
        own: userTeamId !== null && pick.teamId === userTeamId,
        keeper: pick.keeper,
      })),
  };
}

/**
 * Each pick's ESPN player, named through ESPN's players view, matched to the pool: by the ESPN id
 * an import gave the pool player (`espnId`, when the positions agree), else by name, position and
 * team (the players library's matching); a team defense (id −16000 − team) is the pool's defense of
 * that team. Never guessed: a player the players view lacks (and the pool has no id for), one at a
 * position DraftMode does not draft, or one the pool has none or several of comes back with the reason.
 */
export function matchEspnPicks(picks: readonly EspnDraftedPick[], players: readonly EspnPlayer[], names: PlayerNameIndex): EspnPickMatch[] {
  const byId = new Map(players.map((player) => [player.id, player]));
  return picks.map((pick) => {
    const defenseOf = espnDefenseTeamId(pick.espnPlayerId);
    const player = byId.get(pick.espnPlayerId);
    if (defenseOf !== null) {
      const team = ESPN_PRO_TEAMS[defenseOf] ?? null;
      const name = player?.fullName ?? `${team ?? `team ${defenseOf}`} D/ST`;
      if (team === null)
        return {
          ...pick,
          name,
          position: 'DEF',
          team,
          playerId: null,
          reason: `ESPN team ${defenseOf} is not an NFL team DraftMode knows`,
        };
      return found(pick, { name, position: 'DEF', team }, names.find({ name, position: 'DEF', team }));
    }
    const known = names.withPlatformId('espn', String(pick.espnPlayerId), player ? positionOf(player) : undefined);
    if (!player && known) return { ...pick, name: known.name, position: known.position, team: known.team, playerId: known.id };
    if (!player)
      return {
        ...pick,
        name: null,
        position: null,
        team: null,
        playerId: null,
        reason: `ESPN's players list has no player ${pick.espnPlayerId}`,
      };
    const position = positionOf(player);
    const team = player.proTeamId === null ? null : (ESPN_PRO_TEAMS[player.proTeamId] ?? null);
    const shown = { name: player.fullName, position: position ?? otherPosition(player.positionId), team };
    if (known) return { ...pick, ...shown, playerId: known.id };
    if (!position)
      return {
        ...pick,
        ...shown,
        playerId: null,
        reason: `${player.fullName} plays ${shown.position}, a position DraftMode does not draft`,
      };
    return found(pick, shown, names.find({ name: player.fullName, position, team }));
  });
}

function found(
  pick: EspnDraftedPick,
  shown: { name: string; position: string; team: string | null },
  match: ReturnType<PlayerNameIndex['find']>,
): EspnPickMatch {
  return 'player' in match
    ? { ...pick, ...shown, playerId: match.player.id }
    : { ...pick, ...shown, playerId: null, reason: `Not matched to a DraftMode player: ${match.message}` };
}

function positionOf(player: EspnPlayer): Position | undefined {
  return player.positionId === null ? undefined : ESPN_POSITION_OF_ID[player.positionId];
}

function otherPosition(positionId: number | null): string {
  return positionId === null ? 'no position' : (ESPN_OTHER_POSITION_NAMES[positionId] ?? `position ${positionId}`);
}
