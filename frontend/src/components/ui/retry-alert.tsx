import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { toFormFailure } from '@/lib/error-message';

interface RetryAlertProps {
  title: string;
  /** What failed: its one-line message is shown. */
  error: unknown;
  onRetry: () => void;
  color?: 'red' | 'orange';
  'data-testid'?: string;
}

/** A request that failed, in one line, with a 'Try again' that asks again. */
export function RetryAlert({ title, error, onRetry, color = 'red', 'data-testid': testId }: RetryAlertProps) {
  return (
    <Alert color={color} variant="light" title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{toFormFailure(error).message}</Text>
        <Button size="xs" variant="light" color={color} leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
