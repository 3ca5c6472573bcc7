import type { Position } from '@draftmode/domain';
import type { CandidateValue, DraftMoment } from './draft-model';

/** Something about the board the user should know before this pick. */
export interface DraftAlert {
  kind: 'tier-ending' | 'position-run';
  position: Position;
  text: string;
}

/** Picks a positional run is counted over, and how many of them make a run. */
const RUN_WINDOW = 8;
const RUN_SIZE = 4;
/**
 * Kickers and defenses go one or two a round even late in a draft, so three in the window is
 * already a run: the last starters worth having at a one-slot position go in a few picks.
 */
const RUN_SIZE_AT: Partial<Record<Position, number>> = { K: 3, DEF: 3 };
/** Chance at which a player counts as likely to reach the user's next pick. */
const LIKELY = 0.5;

/**
 * Alerts for this moment of the draft, from the draft model's board:
 * - a tier ending: at a position where the user has an open starter slot (flex slots included),
 *   the best tier left has at most one player likely to reach the user's next pick — "Last of tier
 *   2 WRs likely to reach pick 37: Jaylen Waddle", or "Tier 2 WRs will likely be gone by pick 37";
 * - a positional run: at least 4 of the last 8 picks by other teams at one position (3 for K and
 *   DEF).
 */
export function draftAlerts(moment: DraftMoment): DraftAlert[] {
  const alerts: DraftAlert[] = [];
  const next = moment.horizon?.toPick;
  if (next !== undefined) {
    const bestTier = new Map<Position, CandidateValue[]>();
    for (const v of moment.board) {
      if (v.rule || v.fill.kind === 'bench') continue;
      const list = bestTier.get(v.player.position);
      if (!list) bestTier.set(v.player.position, [v]);
      else if ((list[0] as CandidateValue).tier === v.tier) list.push(v);
    }
    for (const [position, members] of bestTier) {
      if (members.length < 2) continue;
      const tier = (members[0] as CandidateValue).tier;
      const likely = members.filter((v) => v.chance >= LIKELY).sort((a, b) => b.chance - a.chance);
      const names = members
        .slice(0, 3)
        .map((v) => v.player.name)
        .join(', ');
      if (likely.length === 1) {
        const last = likely[0] as CandidateValue;
        alerts.push({
          kind: 'tier-ending',
          position,
          text: `Last of tier ${tier} ${position}s likely to reach pick ${next}: ${last.player.name} (${Math.round(last.chance * 100)}%)`,
        });
      } else if (likely.length === 0) {
        alerts.push({ kind: 'tier-ending', position, text: `Tier ${tier} ${position}s (${names}) will likely be gone by pick ${next}` });
      }
    }
  }
  const recent = [...(moment.input.othersPicks ?? [])].sort((a, b) => b.overallPick - a.overallPick).slice(0, RUN_WINDOW);
  const counts = new Map<Position, number>();
  for (const pick of recent) counts.set(pick.position, (counts.get(pick.position) ?? 0) + 1);
  for (const [position, count] of counts) {
    if (count >= (RUN_SIZE_AT[position] ?? RUN_SIZE))
      alerts.push({ kind: 'position-run', position, text: `${position} run: ${count} of the last ${recent.length} picks` });
  }
  return alerts;
}
