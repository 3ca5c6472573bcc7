import { adpOf } from '@draftmode/grading';
import type { Player, Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { waivers } from './after-the-draft';
import { SKILL, adp, chanceSentence, chanceShort, clockLine, fullRoster, gradeText, label, name, pct } from './shared';
import { recommend } from './what-next';

// The board beside the user's roster: tiers left, positional runs, players past their ADP, reaches, stacks.

export function tiers(team: TeamContext, position: Position | undefined, tier?: number): string {
  if (team.isFull) return fullRoster(team);
  if (tier !== undefined) {
    const lines = (position ? [position] : SKILL).map((p) => {
      const left = team.moment.board.filter((v) => v.player.position === p && v.tier === tier);
      return `- **${p}**: ${left.length === 0 ? `no tier ${tier} ${p}s left` : `${left.length} tier ${tier} ${p}${left.length === 1 ? '' : 's'} left: ${left.map((v) => `${v.player.name}${team.chancePick ? ` (${pct(v.chance)} to last to pick ${team.chancePick})` : ''}`).join(', ')}`}.`;
    });
    return [lines.join('\n'), tiers(team, position)].join('\n\n');
  }
  const positions = position ? [position] : SKILL;
  const lines = positions.map((p) => {
    const left = team.moment.board.filter((v) => v.player.position === p);
    const first = left[0];
    if (!first) return `- **${p}**: none left.`;
    const topTier = Math.min(...left.map((v) => v.tier));
    const members = left.filter((v) => v.tier === topTier).sort((a, b) => team.grading.points(b.player) - team.grading.points(a.player));
    return `- **${p}**: tier ${topTier} has ${members.length} left: ${members
      .slice(0, 5)
      .map((v) => `${v.player.name} (${team.chancePick ? pct(v.chance) : `${Math.round(team.grading.points(v.player))} pts`})`)
      .join(', ')}${members.length > 5 ? ', …' : ''}.`;
  });
  const alerts = team.alerts.filter((a) => a.kind === 'tier-ending' && (!position || a.position === position));
  return [
    `The best tier left at each position${team.chancePick ? `, with each player's chance of lasting to pick ${team.chancePick}` : ''}:`,
    lines.join('\n'),
    alerts.length > 0 ? alerts.map((a) => `- ${a.text}`).join('\n') : 'No tier is about to run dry before your next pick.',
  ].join('\n\n');
}

export function runs(pool: ChatPool, team: TeamContext, position?: Position): string {
  const recent = [...team.detail.takenByOthers].sort((a, b) => b.overallPick - a.overallPick).slice(0, 8);
  if (recent.length === 0) return 'No other team has picked yet, so there is no run.';
  const counts = new Map<string, number>();
  for (const pick of recent) {
    const position = pool.get(pick.playerId)?.position ?? '?';
    counts.set(position, (counts.get(position) ?? 0) + 1);
  }
  const runs = team.alerts.filter((a) => a.kind === 'position-run' && (!position || a.position === position));
  const summary = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${n} ${p}`)
    .join(', ');
  const none = position
    ? `No ${position} run right now: ${counts.get(position) ?? 0} of the last ${recent.length} picks (a run is 4 of the last 8 picks at one position).`
    : 'No positional run right now (a run is 4 of the last 8 picks at one position).';
  return [
    runs.length > 0 ? `Yes: ${runs.map((a) => a.text).join('; ')}.` : none,
    `The last ${recent.length} picks by other teams: ${summary}.`,
    runs.length > 0 && !team.isFull ? recommend(pool, team, runs[0]!.position) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Players who have slid past their ADP, among those the board would take. */
export function values(pool: ChatPool, team: TeamContext, position: Position | undefined): string {
  if (team.isFull) return waivers(pool, team, position);
  const slid = team.moment.board
    .filter((v) => !v.rule && (!position || v.player.position === position))
    .slice(0, 40)
    .map((v) => ({ v, past: team.currentPick - adpOf(v.player, team.grading.format) }))
    .filter(({ past }) => past >= 3)
    .sort((a, b) => b.past - a.past)
    .slice(0, 5);
  if (slid.length === 0)
    return `Nobody near the top of your board has slid past his ADP at pick ${team.currentPick}: the draft is following ADP.\n\n${recommend(pool, team, position)}`;
  return [
    `${clockLine(team)} Players past their ADP at pick ${team.currentPick}${position ? ` at ${position}` : ''}:`,
    slid
      .map(
        ({ v, past }) =>
          `- ${label(v.player)}: ADP ${adp(team, v.player)}, ${Math.round(past)} picks past it, #${team.moment.board.filter((c) => !c.rule).indexOf(v) + 1} on your board. ${chanceSentence(team, v)}`,
      )
      .join('\n'),
    `Your board weighs the slide (the market term) with what each adds to your lineup; its top is ${label(team.moment.board.find((v) => !v.rule)!.player)}.`,
  ].join('\n\n');
}

/** The picks made furthest ahead of their ADP so far, by every team (the user's marked), in this team's scoring format. */
export function reaches(pool: ChatPool, team: TeamContext, position: Position | undefined): string {
  const own = new Set(team.detail.roster.ownPicks.map((pick) => pick.playerId));
  const picks = [...team.detail.takenByOthers, ...team.detail.roster.ownPicks]
    .flatMap((pick) => {
      const player = pool.get(pick.playerId);
      return player && (!position || player.position === position)
        ? [{ player, overallPick: pick.overallPick, early: adpOf(player, team.grading.format) - pick.overallPick }]
        : [];
    })
    .filter(({ early }) => early >= 3)
    .sort((a, b) => b.early - a.early || a.overallPick - b.overallPick)
    .slice(0, 5);
  if (picks.length === 0)
    return `No pick${position ? ` at ${position}` : ''} so far came 3 or more picks ahead of its ADP in ${name(team)}'s draft: the board is following ADP.`;
  return [
    `The biggest reaches so far${position ? ` at ${position}` : ''} in ${name(team)}'s draft (picks made furthest ahead of ADP):`,
    picks
      .map(
        ({ player, overallPick, early }) =>
          `- Pick ${overallPick}: ${label(player)}, ADP ${adp(team, player)}, ${Math.round(early)} picks early${own.has(player.id) ? ' (yours)' : ''}`,
      )
      .join('\n'),
    'A reach by another team takes a player sooner than the market expects; your board already leaves out everyone taken.',
  ].join('\n\n');
}

/** A QB and his pass catchers on one NFL team: who of them is on the board, with grades and chances. */
export function stack(pool: ChatPool, team: TeamContext, players: Player[]): string {
  const anchors = players.length > 0 ? players : team.roster.filter((p) => p.position === 'QB');
  if (anchors.length === 0)
    return `Name the player to stack with (e.g. "stack Drake London with his QB?"), or draft a QB first.\n\n${recommend(pool, team, undefined)}`;
  const sections = anchors.map((anchor) => {
    const partners = team.moment.board.filter(
      (v) =>
        v.player.team === anchor.team &&
        v.player.id !== anchor.id &&
        (anchor.position === 'QB' ? ['WR', 'TE', 'RB'].includes(v.player.position) : v.player.position === 'QB'),
    );
    if (partners.length === 0)
      return `- ${label(anchor)}: no ${anchor.position === 'QB' ? 'pass catcher' : 'QB'} of ${anchor.team} is left on the board.`;
    return `- ${label(anchor)} with ${partners
      .slice(0, 3)
      .map(
        (v) =>
          `${label(v.player)}: pick grade ${gradeText(team, v.player)}, ${team.isFull ? 'undrafted' : chanceShort(team, v)}${v.rule ? ` (${v.rule.text})` : ''}`,
      )
      .join('; ')}`;
  });
  return [
    `Stacks for ${name(team)}:`,
    sections.join('\n'),
    'A stack makes weekly scores swing together (higher highs, lower lows); the draft model values each player on his own season points, so take the stack only when its pick grade is close to the top of your board.',
  ].join('\n\n');
}
