import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { toFormFailure } from '@/lib/error-message';
import type { useMockTurn } from '../hooks/use-mock-turn';
import { MockDraftBar } from './mock-draft-bar';

/** A mock draft's bar under the clock: its controls once the draft is in, else why not yet. */
export function MockDraftStatus({ mock, mockTurn }: Pick<ReturnType<typeof useMockTurn>, 'mock' | 'mockTurn'>) {
  if (mock.draft && mockTurn) return <MockDraftBar draft={mock.draft} turn={mockTurn} onUpdated={mock.store} />;
  if (mock.error)
    return (
      <Alert color="red" title="Could not load the mock draft">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{toFormFailure(mock.error).message}</Text>
          <Button size="xs" onClick={mock.retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">Loading the mock draft...</Text>
    </Group>
  );
}
