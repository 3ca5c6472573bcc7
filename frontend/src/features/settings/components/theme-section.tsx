import { SegmentedControl, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toServerTheme } from '@/lib/account';
import { toFormFailure } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { updateSettings } from '../api/update-settings';
import { SettingsSection } from './settings-section';

const THEME_OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/** Light, dark or system: applied and stored on this device at once, and saved to the account. */
export function ThemeSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { token } = useSession();

  const choose = (value: MantineColorScheme) => {
    setColorScheme(value);
    if (!token) return;
    updateSettings({ theme: toServerTheme(value) }).catch((error: unknown) =>
      notifications.show({ color: 'red', title: 'Theme not saved to your account', message: toFormFailure(error).message }),
    );
  };

  return (
    <SettingsSection title="Theme">
      <Text id="theme-label" size="sm" c="dimmed" mb="xs">
        Choose how DraftMode looks. System follows your device setting.
      </Text>
      <SegmentedControl
        aria-labelledby="theme-label"
        data={THEME_OPTIONS}
        value={colorScheme}
        onChange={(value) => choose(value as MantineColorScheme)}
        fullWidth
      />
    </SettingsSection>
  );
}
