import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { FORMAT_KEY, type LeagueSize, type Player, type RosterSpots, type ScoringFormat } from '@draftmode/domain';
import { gradePick, liveDraftGrade, roundOfPick, type PickGrade } from '@draftmode/grading';

/** A pick as the draft records it. */
export interface RecordedPick {
  playerId: string;
  overallPick: number;
}

export interface DraftReplayInput {
  ownPicks: readonly RecordedPick[];
  takenByOthers: readonly RecordedPick[];
  /** The whole player pool (the same array every time: grading caches per array). */
  pool: readonly Player[];
  byId: ReadonlyMap<string, Player>;
  settings: { scoringFormat: ScoringFormat; leagueSize: LeagueSize | number; draftPosition: number; rosterSpots: RosterSpots };
}

/** The user's draft after one of his own picks. */
export interface GradePoint {
  /** 1 for the user's first pick. */
  pickNumber: number;
  overallPick: number;
  round: number;
  player: Player;
  /** The pick's grade as it was when made (roster and board just before it). */
  pickGrade: PickGrade;
  /** The live draft grade right after it. */
  live: { letter: string; percentage: number };
}

/**
 * Replays a draft in overall-pick order, grading each own pick against the board as it stood and
 * the live draft grade after it (libs/grading's gradePick and liveDraftGrade, as the server's
 * live-grade projection does), so the grade's course can be drawn. Picks of unknown players are
 * skipped.
 */
export function replayDraftGrades({ ownPicks, takenByOthers, pool, byId, settings }: DraftReplayInput): GradePoint[] {
  const format = FORMAT_KEY[settings.scoringFormat];
  const picks = [...ownPicks.map((pick) => ({ ...pick, own: true })), ...takenByOthers.map((pick) => ({ ...pick, own: false }))].sort(
    (a, b) => a.overallPick - b.overallPick,
  );
  const taken = new Set<string>();
  const roster: Player[] = [];
  const percentages: number[] = [];
  const points: GradePoint[] = [];
  for (const pick of picks) {
    const player = byId.get(pick.playerId);
    if (pick.own && player) {
      const available = pool.filter((candidate) => !taken.has(candidate.id));
      const pickGrade = gradePick({
        player,
        overallPick: pick.overallPick,
        roster,
        available,
        format,
        leagueSize: settings.leagueSize,
        rosterSpots: settings.rosterSpots,
        pool,
      });
      percentages.push(pickGrade.percentage);
      roster.push(player);
      const live = liveDraftGrade({
        roster,
        pool,
        format,
        leagueSize: settings.leagueSize,
        draftPosition: settings.draftPosition,
        rosterSpots: settings.rosterSpots,
        pickPercentages: percentages,
      });
      points.push({
        pickNumber: roster.length,
        overallPick: pick.overallPick,
        round: roundOfPick(pick.overallPick, settings.leagueSize),
        player,
        pickGrade,
        live: { letter: live?.letter ?? pickGrade.letter, percentage: live?.percentage ?? pickGrade.percentage },
      });
    }
    taken.add(pick.playerId);
  }
  return points;
}

/**
 * The live draft grade over the course of the draft: one point after each of the user's picks,
 * with the pick's own grade beside it. The numbers are also in a table for screen readers.
 */
export function GradeTimelineChart({ points, height = 220 }: { points: readonly GradePoint[]; height?: number }) {
  if (points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Your grade appears here after your first pick.
      </Text>
    );
  }
  const data = points.map((point) => ({
    pick: `R${point.round}`,
    'Draft grade': point.live.percentage,
    'Pick grade': point.pickGrade.percentage,
  }));
  const lowest = Math.min(...points.flatMap((point) => [point.live.percentage, point.pickGrade.percentage]));
  const floor = Math.max(0, Math.min(60, Math.floor(lowest / 10) * 10));
  const last = points[points.length - 1]!;
  return (
    <Box component="figure" m={0} aria-label={`Draft grade over your picks, now ${last.live.letter} (${Math.round(last.live.percentage)}%)`}>
      <Box inert data-testid="grade-timeline-chart">
        <LineChart
          h={height}
          data={data}
          dataKey="pick"
          series={[
            { name: 'Draft grade', color: 'turf.6' },
            { name: 'Pick grade', color: 'blue.5', strokeDasharray: '5 5' },
          ]}
          yAxisProps={{ domain: [floor, 100], width: 32 }}
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          valueFormatter={(value) => `${Math.round(value)}%`}
          // The A-, B- and C- thresholds (90, 80, 70 %): unlabelled lines, the axis names them.
          referenceLines={[{ y: 90, color: 'gray.6' }, { y: 80, color: 'gray.6' }, { y: 70, color: 'gray.6' }]}
        />
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>Your grade after each pick</caption>
          <thead>
            <tr>
              <th scope="col">Pick</th>
              <th scope="col">Player</th>
              <th scope="col">Pick grade</th>
              <th scope="col">Draft grade</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.overallPick}>
                <td>
                  Round {point.round}, pick {point.overallPick}
                </td>
                <td>{point.player.name}</td>
                <td>
                  {point.pickGrade.letter} ({Math.round(point.pickGrade.percentage)}%)
                </td>
                <td>
                  {point.live.letter} ({Math.round(point.live.percentage)}%)
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
