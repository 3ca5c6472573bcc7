import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { focusChatInput } from '@/lib/page-bridges';

/** 'Welcome to DraftMode!' with 'Try AI Chat', which scrolls to and focuses the chat input. */
export function WelcomeBanner() {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} size="h4">
            Welcome to DraftMode!
          </Title>
          <Text size="sm" c="dimmed">
            Record every pick as it happens, check each grade before you commit, and ask the AI for strategy.
          </Text>
        </div>
        <Button
          leftSection={<IconMessageChatbot size={18} aria-hidden="true" />}
          onClick={() => {
            if (!focusChatInput()) notifications.show({ color: 'red', title: 'Chat unavailable', message: 'The chat panel is not on this page right now.' });
          }}
        >
          Try AI Chat
        </Button>
      </Group>
    </Paper>
  );
}
