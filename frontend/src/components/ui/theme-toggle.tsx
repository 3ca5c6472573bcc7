import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between the dark (default) and light theme; the choice is remembered on this device. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setColorScheme(next)} data-testid="theme-toggle">
        {current === 'dark' ? <IconSun size={18} stroke={1.8} /> : <IconMoon size={18} stroke={1.8} />}
      </ActionIcon>
    </Tooltip>
  );
}
