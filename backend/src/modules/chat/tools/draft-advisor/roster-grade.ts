import { constructionViolations, positionCounts } from '@draftmode/grading';
import type { ChatPool, TeamContext } from '../team-context';
import { name, rosterGrade, rosterStarters } from './shared';

// 'How is my team?': the roster's draft grade, its strongest and weakest positions against ADP
// drafters, its construction problems and bye clashes.

export function gradeTeam(pool: ChatPool, team: TeamContext): string {
  if (team.roster.length === 0) return `${name(team)} has no players yet, so there is nothing to grade. Ask me who to pick first.`;
  const roster = rosterGrade(team);
  const comparable = roster.positions.filter((p) => p.benchmarkPoints > 0 && p.position !== 'K' && p.position !== 'DEF');
  const best = [...comparable].filter((p) => p.points > 0).sort((a, b) => b.strength - a.strength)[0];
  const worst = [...comparable].sort((a, b) => a.strength - b.strength)[0];
  // The starters in the slots the roster shows; the points are those of the best lineup the grade counts.
  const starters = rosterStarters(team)
    .map(({ label, player }) => `${label} ${player.name} (${Math.round(team.grading.points(player))})`)
    .join(', ');
  const grade = team.grade!;
  const problems = constructionProblems(team);
  return [
    `**${name(team)}: ${grade.letter} (${grade.percentage}%)**, the ${grade.isFinal ? 'final' : 'live'} draft grade on your draft screen, with ${team.roster.length}/${team.rounds} players.`,
    `Starters: ${starters || 'none in a slot yet'} (${roster.lineupPoints} projected points).`,
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
