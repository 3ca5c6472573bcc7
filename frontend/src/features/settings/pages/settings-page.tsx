import { Anchor, Card, Container, Group, SegmentedControl, Stack, Text, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';

const APP_VERSION = 'v2.0';

const THEME_OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function SettingsPage() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { user } = useSession();
  return (
    <Container size="sm" py="xl">
      <PageHeader title="Settings" />
      <Stack gap="md">
        <SettingsSection title="Theme">
          <Text id="theme-label" size="sm" c="dimmed" mb="xs">
            Choose how DraftMode looks on this device. System follows your device setting.
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            data={THEME_OPTIONS}
            value={colorScheme}
            onChange={(value) => setColorScheme(value as MantineColorScheme)}
            fullWidth
          />
        </SettingsSection>
        <SettingsSection title="Account">
          <Stack gap={4}>
            <Text>
              <Text span fw={600}>
                Name:{' '}
              </Text>
              {user?.name ?? '—'}
            </Text>
            <Text>
              <Text span fw={600}>
                Email:{' '}
              </Text>
              {user?.email || '—'}
            </Text>
          </Stack>
        </SettingsSection>
        <SettingsSection title="Teams">
          <Text size="sm">
            Create teams, change league settings and edit rosters in{' '}
            <Anchor component={Link} to="/my-teams">
              My Teams
            </Anchor>
            .
          </Text>
        </SettingsSection>
        <SettingsSection title="About">
          <Stack gap="xs">
            <Text size="sm">
              DraftMode {APP_VERSION}. For entertainment only; not affiliated with the NFL.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/privacy" size="sm">
                Privacy Policy
              </Anchor>
              <Anchor component={Link} to="/terms" size="sm">
                Terms of Service
              </Anchor>
              <Anchor component={Link} to="/legal" size="sm">
                Legal
              </Anchor>
            </Group>
          </Stack>
        </SettingsSection>
      </Stack>
    </Container>
  );
}
