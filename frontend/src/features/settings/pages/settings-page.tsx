import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { usePlayerPool } from '@/lib/players';
import { useSession } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasskeysPanel } from '../components/passkeys-panel';
import { ProfileNameForm } from '../components/profile-name-form';
import { SettingsSection } from '../components/settings-section';
import { TeamsSection } from '../components/teams-section';
import { ThemeSection } from '../components/theme-section';

const APP_VERSION = 'v2.0';

export function SettingsPage() {
  const { user } = useSession();
  const { pool } = usePlayerPool();
  return (
    <Container size="sm" py="xl" px={{ base: 'xs', xs: 'md' }}>
      <PageHeader title="Settings" />
      <Stack gap="md">
        <ThemeSection />
        <SettingsSection title="Account">
          <Stack gap="lg">
            {/* Keyed by the stored name so the field follows a change made elsewhere (another tab). */}
            <ProfileNameForm key={user?.name ?? ''} name={user?.name ?? ''} />
            <Text>
              <Text span fw={600}>
                Email:{' '}
              </Text>
              <Text span style={{ overflowWrap: 'anywhere' }}>
                {user?.email || '—'}
              </Text>
            </Text>
            <Divider />
            <ChangePasswordForm />
            <Divider />
            <PasskeysPanel email={user?.email ?? ''} />
            <Divider />
            <DeleteAccountSection />
          </Stack>
        </SettingsSection>
        <TeamsSection />
        <SettingsSection title="About">
          <Stack gap="xs">
            <Text size="sm">DraftMode {APP_VERSION}. For entertainment only; not affiliated with the NFL.</Text>
            <Text size="sm" data-testid="pool-season">
              Player data: {pool ? `the ${pool.season} season's players, ADP and projections` : 'loading…'}
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
