import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { OutboxEmailDto } from '@draftmode/domain';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface OutboxListProps {
  messages: OutboxEmailDto[] | null;
  error: string | null;
  onReload: () => void;
  onShow: (message: OutboxEmailDto) => void;
}

export function OutboxList({ messages, error, onReload, onShow }: OutboxListProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="outbox-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="outbox-title">
            Latest outbox messages
          </Title>
          <Button variant="default" size="compact-sm" onClick={onReload}>
            Refresh
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {!messages && !error && <Loader size="sm" role="status" aria-label="Loading the outbox" />}
        {messages?.length === 0 && (
          <Text size="sm" c="dimmed">
            No messages yet.
          </Text>
        )}
        {messages && messages.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Outbox messages">
            {messages.map((message) => (
              <Paper key={message.id} withBorder p="sm" component="li">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {message.subject}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      To {message.to} · {message.template} · {timeFormat.format(new Date(message.createdAt))}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onShow(message)}
                    aria-label={`Show message ${message.subject} to ${message.to}`}
                  >
                    Show
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
