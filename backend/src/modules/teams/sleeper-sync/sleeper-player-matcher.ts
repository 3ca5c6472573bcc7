import { Injectable } from '@nestjs/common';
import { POSITIONS, type Player, type Position } from '@draftmode/domain';
import { PlayerNameIndex } from '@draftmode/players';
import { PlayerPool } from '../../player-pool';
import type { SleeperPick } from './sleeper.client';

/** A pool player for a Sleeper pick, or the reason there is none (reported, never guessed). */
type SleeperPickMatch = { player: Player } | { reason: string };

/**
 * Maps Sleeper picks to pool players: by the pool's `sleeperId` first, then by name, position and
 * team through the players library's matching (D.K./DK, Jr., punctuation). A pick that matches no
 * player, or more than one, is returned with the reason.
 */
@Injectable()
export class SleeperPlayerMatcher {
  private readonly bySleeperId: ReadonlyMap<string, Player>;
  private readonly byName: PlayerNameIndex;

  constructor(pool: PlayerPool) {
    this.bySleeperId = new Map(pool.players.filter((player) => player.sleeperId).map((player) => [player.sleeperId!, player]));
    this.byName = new PlayerNameIndex(pool.players);
  }

  match(pick: SleeperPick): SleeperPickMatch {
    const byId = this.bySleeperId.get(pick.playerId);
    if (byId) return { player: byId };

    const name = `${pick.firstName} ${pick.lastName}`.trim();
    const position = toPosition(pick.position);
    if (pick.position && !position)
      return {
        reason: `${label(pick)} plays ${pick.position}, a position DraftMode does not draft`,
      };
    if (!name && position !== 'DEF') return { reason: `Sleeper sent no name for player ${pick.playerId}` };
    // Sleeper's defenses have the team abbreviation as their player id.
    const team = pick.team ?? (position === 'DEF' ? pick.playerId : null);
    const found = this.byName.find({ name, position, team });
    if ('player' in found) return { player: found.player };
    return { reason: `Not matched to a DraftMode player: ${found.message}` };
  }
}

function toPosition(value: string | null): Position | null {
  if (value === null) return null;
  const upper = value.toUpperCase();
  if (upper === 'DST' || upper === 'D/ST') return 'DEF';
  return (POSITIONS as readonly string[]).includes(upper) ? (upper as Position) : null;
}

function label(pick: SleeperPick): string {
  return `${`${pick.firstName} ${pick.lastName}`.trim() || pick.playerId}`;
}
