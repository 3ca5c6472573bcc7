import { adpOf, gradePickAt, gradeRoster, positionCounts, type CandidateValue } from '@draftmode/grading';
import { rosterSlotsFor, type Player, type Position } from '@draftmode/domain';
import { markdownText } from '../markdown-text';
import type { TeamContext } from '../team-context';

// What every answer says the same way: a player's label, a chance, the clock, the board at a position.

/** The roster's grade, in the league's scoring (the team's own pool). */
export function rosterGrade(team: TeamContext) {
  const s = team.summary;
  return gradeRoster({
    roster: team.roster,
    pool: team.pool.players,
    format: team.grading.format,
    leagueSize: s.leagueSize,
    draftPosition: s.draftPosition,
    rosterSpots: s.rosterSpots,
  });
}

/** The roster's starters as its roster panel shows them: each filled slot of the league, in slot order, with its label. */
export function rosterStarters(team: TeamContext): { label: string; player: Player }[] {
  const byId = new Map(team.roster.map((player) => [player.id, player]));
  return rosterSlotsFor(team.summary.rosterSpots).flatMap((slot) => {
    const id = team.detail.roster.positions[slot.id];
    const player = id ? byId.get(id) : undefined;
    return player ? [{ label: slot.label, player }] : [];
  });
}

/** The best players of a position on the board that break no roster rule, best first. */
export function boardAt(team: TeamContext, position: Position, limit: number): CandidateValue[] {
  return team.moment.board.filter((v) => v.player.position === position && !v.rule).slice(0, limit);
}

export function bestScore(team: TeamContext, position: Position): number {
  return boardAt(team, position, 1)[0]?.score ?? -Infinity;
}

/** Undrafted players at these positions by projected points (waiver targets once the draft is over). */
export function waiverTargets(team: TeamContext, positions: Position[], avoidBye: number): CandidateValue[] {
  const byPoints = team.moment.board
    .filter((v) => v.player.byeWeek !== avoidBye)
    .sort((a, b) => team.grading.points(b.player) - team.grading.points(a.player));
  return positions
    .filter((p) => p !== 'K' && p !== 'DEF')
    .slice(0, 3)
    .flatMap((position) => byPoints.filter((v) => v.player.position === position).slice(0, 1));
}

export function pickOf(team: TeamContext, player: Player): number | undefined {
  return team.detail.roster.ownPicks.find((pick) => pick.playerId === player.id)?.overallPick;
}

export function playerLine(team: TeamContext, v: CandidateValue): string {
  return `${label(v.player)}, tier ${v.tier}, bye ${v.player.byeWeek}: ${Math.round(team.grading.points(v.player))} projected points, ADP ${adp(team, v.player)}. ${chanceSentence(team, v)}`;
}

export function chanceSentence(team: TeamContext, v: CandidateValue): string {
  if (team.chancePick === null) return 'Your last pick: take him now or never.';
  return `${pct(v.chance)} chance he is still there at pick ${team.chancePick}.`;
}

export function chanceShort(team: TeamContext, v: CandidateValue): string {
  return team.chancePick === null ? 'last pick' : `${pct(v.chance)} to last to pick ${team.chancePick}`;
}

export function status(team: TeamContext, player: Player): string {
  if (team.roster.some((p) => p.id === player.id)) return `already on ${name(team)}`;
  if (team.takenIds.has(player.id)) return 'already taken by another team';
  const v = team.moment.byId.get(player.id);
  if (!v || team.chancePick === null) return 'available';
  return `available, with ${pct(v.chance)} chance of lasting to pick ${team.chancePick}`;
}

export function gradeText(team: TeamContext, player: Player): string {
  const grade = gradePickAt(team.moment, player);
  return `${grade.letter} (${grade.percentage}%)`;
}

export function clockLine(team: TeamContext): string {
  if (team.onTheClock) return `You are on the clock at pick ${team.currentPick} (round ${team.currentRound}).`;
  return `Pick ${team.currentPick} is on the clock; yours is pick ${team.nextPick}, ${team.nextPick! - team.currentPick} picks away.`;
}

export function kdRounds(team: TeamContext): string {
  return `picks ${team.userPicks.slice(-2).join(' and ')}`;
}

export function fullRoster(team: TeamContext): string {
  return `${name(team)}'s roster is full (${team.roster.length}/${team.rounds}): the draft is over for it. Ask me to grade it, set your week 1 lineup, fix bye weeks or pick who to drop.`;
}

/** ADP as the draft screen's board shows it. */
export function adp(team: TeamContext, player: Player): string {
  return adpOf(player, team.grading.format).toFixed(1);
}

/** Chance at which a player counts as likely to last to the pick the chances look ahead to. */
export const LIKELY = 0.5;

export const SKILL: readonly Position[] = ['QB', 'RB', 'WR', 'TE'];

/** Reasons of a pick grade that speak against the pick. */
export function isNegative(reason: string): boolean {
  return /^(Reach|Risk|Passes on|Likely still there|Bye week|Leaves|A spare|A (second|third|fourth|fifth|sixth)|K before|DEF before)/.test(
    reason,
  );
}

/** The K and DEF slots the team has not filled yet. */
export function openKickerDefense(team: TeamContext): Array<'K' | 'DEF'> {
  const counts = positionCounts(team.roster);
  return (['K', 'DEF'] as const).filter((p) => counts[p] < team.summary.rosterSpots[p]);
}

/** "Passes on Bo Nix" → "passes on Bo Nix": a reason inside a sentence, names kept. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function label(player: Player): string {
  return `**${player.name}** (${player.position}, ${player.team})`;
}

export function name(team: TeamContext): string {
  return markdownText(team.summary.name);
}

export function pct(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

export function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}

export function ordinal(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'][n] ?? `${n}th`;
}
