import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';

/** One position's projected starter points against the benchmark roster's (libs/grading's PositionStrength fits). */
export interface PositionStrengthRow {
  position: string;
  points: number;
  benchmarkPoints: number;
  /** 0–100; 85 = level with the benchmark. */
  strength: number;
}

/**
 * Projected starter points per position, this roster against the roster an ADP drafter gets in the
 * same slot of the same league. The figures are also in a table for screen readers.
 */
export function PositionStrengthChart({ positions, height = 240 }: { positions: readonly PositionStrengthRow[]; height?: number }) {
  const data = positions.map((row) => ({
    position: row.position,
    'Your starters': Math.round(row.points),
    'League benchmark': Math.round(row.benchmarkPoints),
  }));
  return (
    <Box component="figure" m={0} aria-label="Projected points by position, your starters against the league benchmark">
      <Box inert data-testid="position-strength-chart">
        <BarChart
          h={height}
          data={data}
          dataKey="position"
          series={[
            { name: 'Your starters', color: 'turf.6' },
            { name: 'League benchmark', color: 'gray.5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          yAxisProps={{ width: 40 }}
        />
      </Box>
      <Text component="figcaption" size="xs" c="dimmed" ta="center">
        Projected season points of your starters at each position
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>Projected points by position</caption>
          <thead>
            <tr>
              <th scope="col">Position</th>
              <th scope="col">Your starters</th>
              <th scope="col">League benchmark</th>
              <th scope="col">Strength</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((row) => (
              <tr key={row.position}>
                <td>{row.position}</td>
                <td>{Math.round(row.points)}</td>
                <td>{Math.round(row.benchmarkPoints)}</td>
                <td>{Math.round(row.strength)}%</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
