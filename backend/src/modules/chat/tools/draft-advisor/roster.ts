import { positionCounts } from '@draftmode/grading';
import type { Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { SKILL, bestScore, boardAt, isNegative, kdRounds, label, name, playerLine, rosterGrade } from './shared';
import { nextPick, recommend } from './what-next';

// The user's roster as it stands: the picks so far with their grades, and the weakest position.

/** The user's picks so far, each with the grade it got when it was made (the screen's grade course). */
export function myPicks(team: TeamContext): string {
  if (team.replay.length === 0) return `${name(team)} has made no picks yet. ${nextPick(team)}`;
  const lines = team.replay.map(
    (point) =>
      `- Pick ${point.overallPick} (round ${point.round}): ${label(point.player)}, **${point.pickGrade.letter} (${point.pickGrade.percentage}%)**`,
  );
  const byGrade = [...team.replay].sort((a, b) => b.pickGrade.percentage - a.pickGrade.percentage || a.overallPick - b.overallPick);
  const best = byGrade[0]!;
  const worst = byGrade[byGrade.length - 1]!;
  const extremes =
    team.replay.length > 1 && best.pickGrade.percentage > worst.pickGrade.percentage
      ? `Best pick: **${best.player.name}** at ${best.overallPick} (${best.pickGrade.reasons[0] ?? best.pickGrade.letter}). Weakest: **${worst.player.name}** at ${worst.overallPick} (${worst.pickGrade.reasons.find(isNegative) ?? worst.pickGrade.reasons[0] ?? worst.pickGrade.letter}).`
      : '';
  const grade = team.grade
    ? `Draft grade now: **${team.grade.letter} (${team.grade.percentage}%)**${team.grade.isFinal ? ', final' : ''}.`
    : '';
  return [`${name(team)}'s picks, each graded at the moment it was made:`, lines.join('\n'), extremes, grade].filter(Boolean).join('\n\n');
}

export function weakest(pool: ChatPool, team: TeamContext): string {
  if (team.roster.length === 0) return `${name(team)} has no players yet: every position is open.\n\n${recommend(pool, team, undefined)}`;
  const counts = positionCounts(team.roster);
  const spots = team.summary.rosterSpots;
  const open = SKILL.filter((position) => counts[position] < spots[position]);
  let position: Position;
  let why: string;
  if (open.length > 0) {
    position = open.sort((a, b) => bestScore(team, b) - bestScore(team, a))[0]!;
    why = `You have no starter yet at ${open.join(', ')}.`;
  } else {
    const roster = rosterGrade(team);
    const worst = roster.positions
      .filter((p) => SKILL.includes(p.position) && p.benchmarkPoints > 0)
      .sort((a, b) => a.strength - b.strength)[0]!;
    position = worst.position;
    why = `Your ${worst.position} starters project ${worst.points} points against ${worst.benchmarkPoints} for an average ADP drafter in your league.`;
  }
  const options = team.isFull ? [] : boardAt(team, position, 3);
  return [
    `Your weakest position is **${position}**. ${why}`,
    options.length > 0 ? `Best ${position}s on your board:\n${options.map((v) => `- ${playerLine(team, v)}`).join('\n')}` : '',
    counts.K < spots.K || counts.DEF < spots.DEF
      ? `K and DEF are open too, but they wait for your last two rounds (${kdRounds(team)}).`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
