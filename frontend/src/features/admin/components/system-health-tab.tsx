import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toFormFailure } from '@/lib/error-message';
import type { DependencyStatusDto, SystemHealthDto } from '@draftmode/domain';
import { HEALTH_REFRESH_MS, useSystemHealth } from '../api/system-health';
import { useLeaveWhenNotAdmin } from '../hooks/use-leave-when-not-admin';
import { formatBytes, formatCount, formatDuration } from './format';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** The System Health tab, asked again every few seconds while it is open. */
export function SystemHealthTab() {
  const health = useSystemHealth();
  useLeaveWhenNotAdmin(health.error);
  const data = health.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data
            ? `Checked at ${timeFormat.format(new Date(data.checkedAt))}; refreshes every ${HEALTH_REFRESH_MS / 1000} seconds.`
            : 'Checking…'}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={health.isFetching}
          onClick={() => void health.refetch()}
        >
          Refresh now
        </Button>
      </Group>
      {health.error && (
        <Alert color="red" title="Could not check the system">
          {toFormFailure(health.error).message}
          {data && ' The figures below are from the last successful check.'}
        </Alert>
      )}
      {!data && health.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label="Checking the system" />
        </Group>
      )}
      {data && <HealthFigures data={data} />}
    </Stack>
  );
}

function HealthFigures({ data }: { data: SystemHealthDto }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Card title="Database">
          <Dependency status={data.database} />
        </Card>
        <Card title="Redis">
          {data.redis.status === 'not-configured' ? (
            <>
              <Badge color="gray" variant="light">
                not configured
              </Badge>
              <Text size="sm" c="dimmed">
                REDIS_URL is unset: one process, in-memory sockets and queues.
              </Text>
            </>
          ) : (
            <Dependency status={data.redis} />
          )}
        </Card>
        <Card title="Socket connections">
          <Figure label="This process" value={formatCount(data.sockets.thisProcess)} />
          <Figure
            label="All processes"
            value={data.sockets.allProcesses === null ? 'unknown (a process did not answer)' : formatCount(data.sockets.allProcesses)}
          />
        </Card>
        <Card title="Process">
          <Figure label="Uptime" value={formatDuration(data.process.uptimeSeconds)} />
          <Figure label="Memory (RSS)" value={formatBytes(data.process.rssBytes)} />
          <Figure label="Heap used" value={`${formatBytes(data.process.heapUsedBytes)} of ${formatBytes(data.process.heapTotalBytes)}`} />
          <Text size="xs" c="dimmed">
            PID {data.process.pid}, Node {data.process.nodeVersion}
          </Text>
        </Card>
      </SimpleGrid>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="health-queues">
        <Title order={3} size="h5" id="health-queues" mb="xs">
          Queues
        </Title>
        {data.queues.mode === 'in-process' ? (
          <Text size="sm">Email: {data.queues.description}</Text>
        ) : (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Queue depths">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Queue</Table.Th>
                    <Table.Th ta="right">Waiting</Table.Th>
                    <Table.Th ta="right">Active</Table.Th>
                    <Table.Th ta="right">Delayed</Table.Th>
                    <Table.Th ta="right">Failed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.queues.queues.map((queue) => (
                    <Table.Tr key={queue.name}>
                      <Table.Td>{queue.name}</Table.Td>
                      <Table.Td ta="right">{formatCount(queue.waiting)}</Table.Td>
                      <Table.Td ta="right">{formatCount(queue.active)}</Table.Td>
                      <Table.Td ta="right">{formatCount(queue.delayed)}</Table.Td>
                      <Table.Td ta="right">
                        <Text span c={queue.failed > 0 ? 'red' : undefined} fw={queue.failed > 0 ? 700 : undefined} size="sm">
                          {formatCount(queue.failed)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.queues.queues.flatMap((queue) =>
              queue.recentFailures.map((failure) => (
                <Alert
                  key={`${queue.name}-${failure.id}`}
                  color="red"
                  variant="light"
                  title={`${queue.name}: job ${failure.id} (${failure.name}) failed after ${failure.attempts} attempt${failure.attempts === 1 ? '' : 's'}`}
                >
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {failure.reason || 'No reason recorded.'}
                    {failure.failedAt && ` (${new Date(failure.failedAt).toLocaleString()})`}
                  </Text>
                </Alert>
              )),
            )}
          </Stack>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="health-events">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={3} size="h5" id="health-events">
            Event store
          </Title>
          <Text size="sm">
            Position <strong>{formatCount(data.eventStore.headPosition)}</strong>
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={300}>
          <Table aria-label="Projection lag">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Projection</Table.Th>
                <Table.Th ta="right">Checkpoint</Table.Th>
                <Table.Th ta="right">Lag (events)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.eventStore.projections.map((projection) => (
                <Table.Tr key={projection.name}>
                  <Table.Td>{projection.name}</Table.Td>
                  <Table.Td ta="right">{formatCount(projection.checkpointPosition)}</Table.Td>
                  <Table.Td ta="right">
                    <Badge color={projection.lagEvents === 0 ? 'turf' : 'orange'} variant="light">
                      {formatCount(projection.lagEvents)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt="xs">
          Read models are updated in each command&apos;s transaction, so anything but 0 means events were written without their projections.
        </Text>
      </Paper>
    </Stack>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

function Dependency({ status }: { status: DependencyStatusDto }) {
  return (
    <>
      <Group gap="xs">
        <Badge color={status.status === 'up' ? 'turf' : 'red'} variant="filled">
          {status.status}
        </Badge>
        <Text size="sm">{status.latencyMs.toFixed(1)} ms</Text>
      </Group>
      {status.error && (
        <Text size="sm" c="red">
          {status.error}
        </Text>
      )}
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
