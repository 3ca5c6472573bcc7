import { Container, Group, Loader, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconActivityHeartbeat, IconChartBar, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { SystemHealthTab } from '../components/system-health-tab';
import { UsersTab } from '../components/users-tab';

// The charts library is large; only admins who open Usage Analytics download it.
const UsageTab = lazy(() => import('../components/usage-tab').then((module) => ({ default: module.UsageTab })));

const TABS = ['users', 'usage', 'health'] as const;
type AdminTab = (typeof TABS)[number];

function isTab(value: string | null): value is AdminTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /admin (admins only): Users, Usage Analytics and System Health, from real data (docs/draft-rules.md §7). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'users';
  // On a phone the three tabs fit on one line without their icons.
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  const icon = (Icon: typeof IconUsers) => (phone ? undefined : <Icon size={16} aria-hidden />);

  return (
    <Container size="xl" py="xl">
      <PageHeader title="Admin Dashboard" description="Accounts, usage and the running system." />
      {/* Unmounted when hidden, so only the open tab fetches (and System Health polls only while shown). */}
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'users' || !isTab(value) ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="users" leftSection={icon(IconUsers)} px={phone ? 'xs' : undefined}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="usage" leftSection={icon(IconChartBar)} px={phone ? 'xs' : undefined}>
            Usage Analytics
          </Tabs.Tab>
          <Tabs.Tab value="health" leftSection={icon(IconActivityHeartbeat)} px={phone ? 'xs' : undefined}>
            System Health
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="usage">
          <Suspense
            fallback={
              <Group justify="center" py="xl">
                <Loader aria-label="Loading charts" />
              </Group>
            }
          >
            <UsageTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="health">
          <SystemHealthTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
