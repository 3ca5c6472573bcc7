import { Group, Loader, Text } from '@mantine/core';

/** A panel's 'Loading ...' line while its data or code comes in. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl" role="status" gap="xs">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
