import { Group, Text } from '@mantine/core';
import { IconBallAmericanFootball } from '@tabler/icons-react';

/** The DraftMode word mark. */
export function BrandLogo({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Group gap={6} wrap="nowrap">
      <IconBallAmericanFootball size={size === 'xl' ? 34 : 24} stroke={1.8} aria-hidden color="var(--mantine-color-turf-6)" />
      <Text component="span" fw={900} fz={size} style={{ letterSpacing: '-0.02em' }}>
        DraftMode
      </Text>
    </Group>
  );
}
