import { POSITIONS, type Player, type Position } from '@draftmode/domain';
import type { PlayerNameIndex } from '@draftmode/players';
import { playerIdOf, type YahooDraftResults, type YahooPlayer } from './yahoo-api';

/** A pick made on Yahoo, in DraftMode's terms: its number, who made it and whether it is the user's. */
interface YahooDraftPick {
  /** Yahoo's `pick`: the overall pick number, from 1. */
  overallPick: number;
  round: number;
  /** The team that holds the pick (after trades). */
  teamKey: string;
  /** `{game}.p.{id}` as Yahoo sends it ("399.p.30121"). */
  playerKey: string;
  /** Made by the user's team. */
  own: boolean;
  /** The auction price, where Yahoo gives one. */
  cost?: number;
}

/**
 * The picks made so far, in pick order. A draft result without a player is a pick not made yet (a
 * live draft lists every pick with its team from the start): it is left for a later poll.
 */
export function yahooDraftPicks(draft: YahooDraftResults, userTeamKey: string | null): YahooDraftPick[] {
  return draft.results
    .filter((result): result is typeof result & { playerKey: string } => result.playerKey !== null)
    .map((result) => ({
      overallPick: result.pick,
      round: result.round,
      teamKey: result.teamKey,
      playerKey: result.playerKey,
      own: userTeamKey !== null && result.teamKey === userTeamKey,
      ...(result.cost !== null ? { cost: result.cost } : {}),
    }));
}

/** A pick ready for RecordPicks, at Yahoo's pick number. */
interface YahooPickEntry {
  playerId: string;
  own: boolean;
  overallPick: number;
}

/** A pick with no pool player, and why (listed for the user, never guessed). */
interface UnmatchedYahooPick {
  overallPick: number;
  playerKey: string;
  /** The name Yahoo gives, when its players list had the key. */
  name: string | null;
  reason: string;
}

/**
 * Pool players for Yahoo picks. Yahoo's draft results name players by key only: the id after `.p.`
 * (the same in every season) is first looked up among the Yahoo ids an import gave the pool
 * (`yahooId`, trusted when the positions agree), else in a players list Yahoo sent
 * (`league/{key}/players;player_keys=…`) and matched to the pool by name, position and team through
 * the players library's matching. A key neither knows, a position DraftMode does not draft, no pool
 * player or more than one: the pick is listed unmatched with the reason.
 */
export function matchYahooPicks(
  picks: readonly YahooDraftPick[],
  players: readonly YahooPlayer[],
  index: PlayerNameIndex,
): { entries: YahooPickEntry[]; unmatched: UnmatchedYahooPick[] } {
  const byId = new Map(players.map((player) => [player.playerId, player]));
  const entries: YahooPickEntry[] = [];
  const unmatched: UnmatchedYahooPick[] = [];
  for (const pick of picks) {
    const yahooId = playerIdOf(pick.playerKey);
    const listed = byId.get(yahooId);
    const known = index.withPlatformId('yahoo', yahooId, listed ? toPosition(listed.position) : undefined);
    const found = known ? { player: known } : matchPlayer(listed, pick.playerKey, index);
    if ('player' in found) entries.push({ playerId: found.player.id, own: pick.own, overallPick: pick.overallPick });
    else unmatched.push({ overallPick: pick.overallPick, playerKey: pick.playerKey, name: found.name, reason: found.reason });
  }
  return { entries, unmatched };
}

function matchPlayer(
  yahoo: YahooPlayer | undefined,
  playerKey: string,
  index: PlayerNameIndex,
): { player: Player } | { name: string | null; reason: string } {
  if (!yahoo) return { name: null, reason: `Yahoo's players list has no player ${playerKey}, so there is no name to match` };
  const position = toPosition(yahoo.position);
  if (yahoo.position && !position)
    return { name: yahoo.name, reason: `${yahoo.name} plays ${yahoo.position}, a position DraftMode does not draft` };
  // Yahoo names a defense by its city ("Los Angeles"): the team abbreviation tells which one.
  const found = index.find({ name: yahoo.name, position, team: yahoo.team });
  if ('player' in found) return { player: found.player };
  return { name: yahoo.name, reason: `Not matched to a DraftMode player: ${found.message}` };
}

function toPosition(value: string | null): Position | null {
  if (value === null) return null;
  const upper = value.toUpperCase();
  if (upper === 'DST' || upper === 'D/ST') return 'DEF';
  return (POSITIONS as readonly string[]).includes(upper) ? (upper as Position) : null;
}
