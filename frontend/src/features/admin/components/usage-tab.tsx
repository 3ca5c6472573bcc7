import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { toFormFailure } from '@/lib/error-message';
import type { UsageFiguresDto } from '@draftmode/domain';
import { useUsageAnalytics } from '../api/usage-analytics';
import { useLeaveWhenNotAdmin } from '../hooks/use-leave-when-not-admin';
import { evenAxis, formatCount, formatDay } from './format';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'custom', label: 'Custom' },
];

const METRICS: { key: keyof UsageFiguresDto; label: string; color: string; help: string }[] = [
  { key: 'signUps', label: 'Sign-ups', color: 'turf.6', help: 'Accounts created' },
  { key: 'activeUsers', label: 'Active users', color: 'blue.6', help: 'Signed up, signed in, changed a team or chatted' },
  { key: 'teamsCreated', label: 'Teams created', color: 'grape.6', help: 'New teams' },
  { key: 'picksRecorded', label: 'Picks recorded', color: 'orange.6', help: 'Own picks and players taken by others' },
  { key: 'chatMessages', label: 'Chat messages', color: 'cyan.6', help: 'Messages users sent to the AI' },
  { key: 'aiTokens', label: 'AI tokens', color: 'red.6', help: 'Prompt and completion tokens' },
];

function utcDay(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The last `days` UTC days, today included. */
function lastDays(days: number): { from: string; to: string } {
  const now = Date.now();
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

/** The Usage Analytics tab: a chart per figure over the chosen range of UTC days, with totals. */
export function UsageTab() {
  const [preset, setPreset] = useState('30');
  const [custom, setCustom] = useState(() => lastDays(30));
  const range = preset === 'custom' ? custom : lastDays(Number(preset));
  const rangeProblem = preset === 'custom' && (!custom.from || !custom.to) ? 'Choose both days.' : null;
  const analytics = useUsageAnalytics(range.from, range.to, rangeProblem === null);
  useLeaveWhenNotAdmin(analytics.error);
  const data = analytics.data;
  const phone = useMediaQuery('(max-width: 30em)') ?? false;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Range"
          size={phone ? 'xs' : 'sm'}
          fullWidth={phone}
          style={phone ? { width: '100%' } : undefined}
          data={PRESETS}
          value={preset}
          onChange={(value) => {
            if (value === 'custom') setCustom(range);
            setPreset(value);
          }}
        />
        {preset === 'custom' && (
          <Group gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label="From"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
              w={170}
            />
            <TextInput
              type="date"
              label="To"
              value={custom.to}
              min={custom.from || undefined}
              onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
              w={170}
            />
          </Group>
        )}
        {analytics.isFetching && <Loader size="sm" aria-label="Loading usage" />}
      </Group>
      <Text size="sm" c="dimmed">
        {data ? `${formatDay(data.from)} – ${formatDay(data.to)} ${data.to.slice(0, 4)}, by UTC day.` : 'By UTC day.'}
      </Text>
      {rangeProblem && <Alert color="yellow">{rangeProblem}</Alert>}
      {analytics.error && (
        <Alert color="red" title="Could not load usage">
          {toFormFailure(analytics.error).message}
        </Alert>
      )}
      {!data && analytics.isPending && rangeProblem === null && (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading usage" />
        </Group>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {METRICS.map((metric) => (
            <Paper key={metric.key} withBorder p="md" radius="md" component="section" aria-label={metric.label}>
              <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
                <div>
                  <Title order={3} size="h5">
                    {metric.label}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {metric.help}
                  </Text>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <Text fw={800} size="xl" data-testid={`total-${metric.key}`}>
                    {formatCount(data.totals[metric.key])}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {metric.key === 'activeUsers' ? 'distinct in range' : 'total'}
                  </Text>
                </div>
              </Group>
              <BarChart
                h={160}
                data={data.days}
                dataKey="date"
                series={[{ name: metric.key, label: metric.label, color: metric.color }]}
                tickLine="none"
                gridAxis="x"
                withTooltip
                tooltipAnimationDuration={0}
                valueFormatter={formatCount}
                xAxisProps={{ tickFormatter: formatDay, minTickGap: 16 }}
                yAxisProps={{
                  allowDecimals: false,
                  width: 40,
                  interval: 0,
                  ...evenAxis(Math.max(0, ...data.days.map((day) => day[metric.key]))),
                }}
                role="img"
                aria-label={`${metric.label} per day: ${formatCount(data.totals[metric.key])} ${metric.key === 'activeUsers' ? 'distinct users' : 'in total'}`}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
