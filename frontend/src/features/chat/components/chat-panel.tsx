import { Card, Text, Title } from '@mantine/core';

/** The draft page's chat panel ('Talk to DraftMode'). */
export function ChatPanel() {
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        Talk to DraftMode
      </Title>
      <Text c="dimmed">Add your team in My Teams, then return here for instant AI strategy.</Text>
    </Card>
  );
}
