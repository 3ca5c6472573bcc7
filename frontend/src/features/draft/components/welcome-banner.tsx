import { Button, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMessageChatbot } from '@tabler/icons-react';
import { focusChatInput } from '@/lib/page-bridges';

/** localStorage flag: the user closed the welcome banner. */
const WELCOME_DISMISSED_KEY = 'draftmode-welcome-dismissed';

/** 'Try AI Chat': focuses the chat input, or says why it cannot. */
export function tryChat(): void {
  void focusChatInput().then(
    (focused) =>
      focused || notifications.show({ color: 'red', title: 'Chat unavailable', message: 'The chat panel is not on this page right now.' }),
  );
}

/**
 * 'Welcome to DraftMode!' with 'Try AI Chat'. The user can close it for good, and it is not shown
 * once the draft has picks (the caller leaves it out then).
 */
export function WelcomeBanner({ onTryChat }: { onTryChat: () => void }) {
  const [dismissed, setDismissed] = useLocalStorage({ key: WELCOME_DISMISSED_KEY, defaultValue: false, getInitialValueInEffect: false });
  if (dismissed) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)" data-testid="welcome-banner" style={{ flex: '0 0 auto' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={2} size="h5">
          Welcome to DraftMode!
        </Title>
        <CloseButton size="sm" onClick={() => setDismissed(true)} aria-label="Dismiss the welcome message" />
      </Group>
      <Text size="xs" c="dimmed" mt={2}>
        Record every pick as it happens, check each grade before you commit, and ask the AI for strategy.
      </Text>
      <Button mt={6} size="xs" leftSection={<IconMessageChatbot size={16} aria-hidden="true" />} onClick={onTryChat}>
        Try AI Chat
      </Button>
    </Paper>
  );
}
