import type { Player, TeamDetailDto, TeamSummaryDto } from '@draftmode/domain';
import { gradeRoster, leaguePool, letterFor, resolveRoster, type Letter, type RosterGrade } from '@draftmode/grading';

/** A team with its roster graded against the league benchmark (null before it has players). */
export interface GradedTeam {
  team: TeamSummaryDto;
  players: Player[];
  grade: RosterGrade | null;
}

/** Grades one team's roster with libs/grading, in the team's own scoring, league and draft slot. */
export function gradeTeam(
  team: TeamSummaryDto,
  detail: TeamDetailDto,
  pool: readonly Player[],
  byId: ReadonlyMap<string, Player>,
): GradedTeam {
  // The pool as the league scores it (points per stat when it has them), and the roster as its players.
  const league = leaguePool(pool, team);
  const players = resolveRoster(detail.roster.playerIds, league.players === pool ? byId : league.players);
  if (players.length === 0) return { team, players, grade: null };
  const grade = gradeRoster({
    roster: players,
    pool: league.players,
    format: league.format,
    leagueSize: team.leagueSize,
    draftPosition: team.draftPosition,
    rosterSpots: team.rosterSpots,
  });
  return { team, players, grade };
}

/** The Profile summary: how many teams and players, the average roster grade and the best team. */
export interface ProfileSummary {
  teams: number;
  playersDrafted: number;
  average: { letter: Letter; percentage: number } | null;
  best: { name: string; letter: Letter; percentage: number } | null;
}

export function summarize(teams: readonly TeamSummaryDto[], graded: readonly GradedTeam[]): ProfileSummary {
  const withGrades = graded.filter((entry): entry is GradedTeam & { grade: RosterGrade } => entry.grade !== null);
  const playersDrafted = teams.reduce((total, team) => total + team.playerCount, 0);
  if (withGrades.length === 0) return { teams: teams.length, playersDrafted, average: null, best: null };
  const mean = withGrades.reduce((total, entry) => total + entry.grade.percentage, 0) / withGrades.length;
  const best = withGrades.reduce((top, entry) => (entry.grade.percentage > top.grade.percentage ? entry : top));
  return {
    teams: teams.length,
    playersDrafted,
    average: { letter: letterFor(mean), percentage: mean },
    best: { name: best.team.name, letter: best.grade.letter, percentage: best.grade.percentage },
  };
}
