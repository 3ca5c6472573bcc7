import { DEFAULT_ROSTER_SPOTS, type DraftHistoryEntryDto, type TeamDetailDto, type TeamSummaryDto } from '@draftmode/domain';
import { bundledPlayers } from '@draftmode/players';
import { latestSavedCard, slotsOfSavedRoster } from './saved-card';
import { gradeTeam, summarize } from './team-grades';

const pool = bundledPlayers();
const byId = new Map(pool.map((player) => [player.id, player]));
const byAdp = [...pool].sort((a, b) => a.adp.ppr - b.adp.ppr);

function team(id: string, name: string, playerIds: string[]): { summary: TeamSummaryDto; detail: TeamDetailDto } {
  const summary: TeamSummaryDto = {
    id,
    userId: 'u1',
    name,
    scoringFormat: 'PPR',
    leagueSize: 12,
    draftPosition: 4,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    draftGrade: null,
    playerCount: playerIds.length,
    isMock: false,
    version: playerIds.length,
    createdAt: '2025-08-01T00:00:00Z',
  };
  const positions = { qb: null, rb1: null, rb2: null, wr1: null, wr2: null, te: null, flex: null, def: null, k: null };
  return {
    summary,
    detail: {
      team: summary,
      roster: { playerIds, positions, bench: [], ownPicks: [] },
      takenByOthers: [],
      liveGrade: null,
      version: summary.version,
    },
  };
}

function entry(draftData: Record<string, unknown>, completedAt: string): DraftHistoryEntryDto {
  return { userId: 'u1', teamId: 't1', draftData, completedAt, draftDuration: 60, aiRecommendationsUsed: 0 };
}

describe('profile model', () => {
  it('grades a roster with libs/grading and leaves an empty one ungraded', () => {
    const strong = team(
      't1',
      'Strong',
      byAdp.slice(0, 6).map((p) => p.id),
    );
    const empty = team('t2', 'Empty', []);
    const graded = gradeTeam(strong.summary, strong.detail, pool, byId);
    expect(graded.players).toHaveLength(6);
    expect(graded.grade?.letter).toMatch(/^[A-DF][+-]?$/);
    expect(graded.grade?.percentage).toBeGreaterThan(0);
    expect(gradeTeam(empty.summary, empty.detail, pool, byId).grade).toBeNull();
  });

  it('summarizes teams, players, the average grade and the best team', () => {
    const a = team(
      't1',
      'Early picks',
      byAdp.slice(0, 15).map((p) => p.id),
    );
    const b = team(
      't2',
      'Late picks',
      byAdp.slice(200, 215).map((p) => p.id),
    );
    const c = team('t3', 'Empty', []);
    const graded = [a, b, c].map((t) => gradeTeam(t.summary, t.detail, pool, byId));
    const summary = summarize([a.summary, b.summary, c.summary], graded);
    expect(summary.teams).toBe(3);
    expect(summary.playersDrafted).toBe(30);
    const [ga, gb] = [graded[0]!.grade!, graded[1]!.grade!];
    expect(summary.average?.percentage).toBeCloseTo((ga.percentage + gb.percentage) / 2);
    expect(summary.best?.name).toBe(ga.percentage >= gb.percentage ? 'Early picks' : 'Late picks');
  });

  it('has no average or best team before any roster has players', () => {
    const c = team('t3', 'Empty', []);
    expect(summarize([c.summary], [gradeTeam(c.summary, c.detail, pool, byId)])).toEqual({
      teams: 1,
      playersDrafted: 0,
      average: null,
      best: null,
    });
  });

  it('reads the latest saved report card from the history and skips entries without one', () => {
    const older = entry({ source: 'report-card', grade: 'C', percentage: 74, gradeBreakdown: [] }, '2025-08-01T00:00:00Z');
    const newer = entry(
      {
        source: 'report-card',
        grade: 'A-',
        percentage: 91,
        gradeBreakdown: [{ playerId: 'p1', grade: 'A', advice: 'Weekly starter: set and forget.' }],
        roster: { playerIds: ['p1', 'p2'], positions: { qb: 'p1' }, bench: [] },
      },
      '2025-08-02T00:00:00Z',
    );
    const other = entry({ source: 'something-else' }, '2025-08-03T00:00:00Z');
    const card = latestSavedCard([older, newer, other]);
    expect(card).toMatchObject({ grade: 'A-', percentage: 91, savedAt: '2025-08-02T00:00:00Z' });
    expect(card?.gradeBreakdown).toEqual([{ playerId: 'p1', grade: 'A', advice: 'Weekly starter: set and forget.' }]);
    expect(latestSavedCard([other])).toBeNull();
    expect(latestSavedCard([])).toBeNull();
    expect([...slotsOfSavedRoster(card!.roster)]).toEqual([
      ['p1', 'qb'],
      ['p2', 'bench'],
    ]);
  });
});
