import { Container, Group, Loader, Tabs } from '@mantine/core';
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

/** /admin (admins only): Users, Usage Analytics and System Health, from real data (PRODUCT §7). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'users';

  return (
    <Container size="xl" py="xl">
      <PageHeader title="Admin Dashboard" description="Accounts, usage and the running system." />
      {/* Unmounted when hidden, so only the open tab fetches (and System Health polls only while shown). */}
      <Tabs value={tab} onChange={(value) => setParams(value === 'users' || !isTab(value) ? {} : { tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="usage" leftSection={<IconChartBar size={16} aria-hidden />}>
            Usage Analytics
          </Tabs.Tab>
          <Tabs.Tab value="health" leftSection={<IconActivityHeartbeat size={16} aria-hidden />}>
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
