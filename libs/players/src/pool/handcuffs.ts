import type { Player } from '@draftmode/domain';

/** RBs a 12-team league with two RB slots and a FLEX starts: about 30, the top 30 by projection. */
export const PROJECTED_STARTING_RBS = 30;

/**
 * Links each NFL team's handcuff to its starting RB: the starter is the team's top-projected RB,
 * his handcuff the team's next RB, unless that one is projected among the league's starting RBs
 * himself (a back who starts for fantasy teams is no one's insurance). Everyone else is no
 * handcuff. Returns new player objects in the same order.
 */
export function linkHandcuffs(players: readonly Player[]): Player[] {
  const rbs = players.filter((p) => p.position === 'RB' && p.team !== 'FA').sort((a, b) => b.projection.ppr - a.projection.ppr);
  // The 30th RB's projection is the bar; a pool too small to have 30 RBs cannot tell, so sets none.
  const bar = rbs.length > PROJECTED_STARTING_RBS ? (rbs[PROJECTED_STARTING_RBS - 1] as Player).projection.ppr : Infinity;
  const byTeam = new Map<string, Player[]>();
  for (const rb of rbs) byTeam.set(rb.team, [...(byTeam.get(rb.team) ?? []), rb]);
  const handcuffOf = new Map<string, string>();
  for (const [, backs] of byTeam) {
    const [starter, backup] = backs;
    if (starter && backup && backup.projection.ppr < bar) handcuffOf.set(backup.id, starter.id);
  }
  return players.map((player) => {
    const of = handcuffOf.get(player.id) ?? null;
    return { ...player, handcuffOf: of, isHandcuff: of !== null };
  });
}
