import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReplayedPick } from '@draftmode/grading';

/**
 * The live draft grade over the course of the draft: one point after each of the user's picks,
 * with the pick's own grade beside it. The numbers are also in a table for screen readers.
 */
export function GradeTimelineChart({ points, height = 220 }: { points: readonly ReplayedPick[]; height?: number }) {
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
    <Box
      component="figure"
      m={0}
      aria-label={`Draft grade over your picks, now ${last.live.letter} (${Math.round(last.live.percentage)}%)`}
    >
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
          referenceLines={[
            { y: 90, color: 'gray.6' },
            { y: 80, color: 'gray.6' },
            { y: 70, color: 'gray.6' },
          ]}
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
