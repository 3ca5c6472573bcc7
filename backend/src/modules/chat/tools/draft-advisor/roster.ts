import { constructionViolations, positionCounts } from '@draftmode/grading';
import type { Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { SKILL, bestScore, boardAt, isNegative, kdRounds, label, name, playerLine, rosterGrade } from './shared';
import { nextPick, recommend } from './what-next';

// The user's roster as it stands: its draft grade and construction problems, its weakest position, the picks so far.

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

export function gradeTeam(pool: ChatPool, team: TeamContext): string {
  if (team.roster.length === 0) return `${name(team)} has no players yet, so there is nothing to grade. Ask me who to pick first.`;
  const roster = rosterGrade(pool, team);
  const comparable = roster.positions.filter((p) => p.benchmarkPoints > 0 && p.position !== 'K' && p.position !== 'DEF');
  const best = [...comparable].filter((p) => p.points > 0).sort((a, b) => b.strength - a.strength)[0];
  const worst = [...comparable].sort((a, b) => a.strength - b.strength)[0];
  const starters = roster.lineup.starters.map((s) => `${s.slot} ${s.player.name} (${Math.round(s.points)})`).join(', ');
  const grade = team.grade!;
  const problems = constructionProblems(team);
  return [
    `**${name(team)}: ${grade.letter} (${grade.percentage}%)**, the ${grade.isFinal ? 'final' : 'live'} draft grade on your draft screen, with ${team.roster.length}/${team.rounds} players.`,
    `Starters: ${starters} (${roster.lineupPoints} projected points).`,
    best && worst && best !== worst
      ? `Strongest: **${best.position}** (${best.points} points against ${best.benchmarkPoints} for an average ADP drafter in your league). Weakest: **${worst.position}** (${worst.points} against ${worst.benchmarkPoints}).`
      : '',
    problems.length > 0 ? `Construction problems:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No roster-construction problems.',
    roster.byeConflicts.length > 0
      ? `Bye clash: ${roster.byeConflicts.map((c) => `week ${c.byeWeek} (${c.players.map((p) => p.name).join(', ')})`).join('; ')}.`
      : 'No two starters share a bye week.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Hoarded QBs/TEs, spare or early K/DEF, open starter slots the picks left can barely fill. */
function constructionProblems(team: TeamContext): string[] {
  const counts = positionCounts(team.roster);
  const spots = team.summary.rosterSpots;
  const problems: string[] = [];
  for (const position of ['QB', 'TE'] as const) {
    if (counts[position] > spots[position] + 1) {
      const names = team.roster.filter((p) => p.position === position).map((p) => p.name);
      problems.push(
        `**${counts[position]} ${position}s** (${names.join(', ')}) for ${spots[position]} starting slot${spots[position] === 1 ? '' : 's'}: only one can start, the others hold bench spots an RB or WR would use better.`,
      );
    }
  }
  const picks = team.replay.map((point) => ({ position: point.player.position, round: point.round }));
  for (const rule of constructionViolations(picks, team.rounds, spots)) {
    const position = picks[rule.pickIndex]!.position;
    // Said once above for the whole roster.
    if (rule.code === 'qb-or-te-depth' && counts[position] > spots[position] + 1) continue;
    problems.push(`${team.replay[rule.pickIndex]!.player.name} in round ${picks[rule.pickIndex]!.round}: ${rule.text}.`);
  }
  for (const position of ['RB', 'WR'] as const) {
    if (team.roster.length >= 6 && counts[position] < spots[position]) {
      problems.push(
        `${counts[position] === 0 ? `No ${position}s` : `Only ${counts[position]} ${position}`} after ${team.roster.length} picks for ${spots[position]} starting slots.`,
      );
    }
  }
  return problems;
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
    const roster = rosterGrade(pool, team);
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
