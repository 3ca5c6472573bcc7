import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { GradeBadge } from '@/components/team/grade-badge';
import type { ProfileSummary } from '../model/team-grades';

/** The four summary cards at the top of Profile. */
export function SummaryCards({ summary }: { summary: ProfileSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="xl" component="section" aria-label="Summary">
      <SummaryCard label="Teams" testId="summary-teams">
        <Text size="xl" fw={800}>
          {summary.teams}
        </Text>
      </SummaryCard>
      <SummaryCard label="Players drafted" testId="summary-players">
        <Text size="xl" fw={800}>
          {summary.playersDrafted}
        </Text>
      </SummaryCard>
      <SummaryCard label="Average grade" testId="summary-average">
        {summary.average ? (
          <Group gap={6}>
            <GradeBadge letter={summary.average.letter} size="lg" autoContrast />
            <Text size="sm" c="dimmed">
              {Math.round(summary.average.percentage)}%
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No graded rosters yet
          </Text>
        )}
      </SummaryCard>
      <SummaryCard label="Best team" testId="summary-best">
        {summary.best ? (
          <Stack gap={4} align="flex-start" miw={0}>
            <GradeBadge letter={summary.best.letter} size="lg" autoContrast />
            <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {summary.best.name}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </SummaryCard>
    </SimpleGrid>
  );
}

function SummaryCard({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} miw={0}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
        {label}
      </Text>
      {children}
    </Paper>
  );
}
