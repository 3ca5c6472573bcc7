import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronUp, IconDownload, IconSearch, IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { toFormFailure } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import type { AdminUserDto } from '@draftmode/domain';
import type { SortOrder, UserFilter, UserRole, UserSortColumn } from '../api/admin-types';
import { useChangeUserRole } from '../api/change-user-role';
import { exportUsersCsv } from '../api/export-users-csv';
import { useAdminUsers } from '../api/list-users';
import { useLeaveWhenNotAdmin } from '../hooks/use-leave-when-not-admin';
import { formatCount, formatDateTime } from './format';

const PAGE_SIZES = ['10', '25', '50', '100'];
/** Columns that start sorted high-to-low when first clicked (newest, most). */
const DESCENDING_FIRST: UserSortColumn[] = ['createdAt', 'lastSignInAt', 'teams', 'passkeys'];

const COLUMNS: { key: UserSortColumn; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'createdAt', label: 'Created' },
  { key: 'lastSignInAt', label: 'Last sign-in' },
  { key: 'teams', label: 'Teams', numeric: true },
  { key: 'passkeys', label: 'Passkeys', numeric: true },
];

interface RoleChange {
  user: AdminUserDto;
  role: UserRole;
}

/** The Users tab: search, role filter, sortable columns, pages, role changes and the CSV export. */
export function UsersTab() {
  const { user: me } = useSession();
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, 300);
  const [role, setRole] = useState<UserRole | null>(null);
  const [sort, setSort] = useState<UserSortColumn>('createdAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [pendingChange, setPendingChange] = useState<RoleChange | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // Phones get one card per user instead of an eight-column table.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;

  const filter: UserFilter = { search, role, sort, order };
  const users = useAdminUsers(filter, page, pageSize);
  const changeRole = useChangeUserRole();
  useLeaveWhenNotAdmin(users.error);

  const totalPages = users.data ? Math.max(1, Math.ceil(users.data.total / pageSize)) : 1;

  function sortBy(column: UserSortColumn) {
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder(DESCENDING_FIRST.includes(column) ? 'desc' : 'asc');
    }
    setPage(1);
  }

  async function runExport() {
    setExporting(true);
    setExportError(null);
    try {
      const fileName = await exportUsersCsv(filter);
      notifications.show({
        color: 'turf',
        title: 'Export ready',
        message: `Saved ${fileName}.`,
      });
    } catch (error) {
      setExportError(toFormFailure(error).message);
    } finally {
      setExporting(false);
    }
  }

  function confirmRoleChange() {
    if (!pendingChange) return;
    const { user, role: newRole } = pendingChange;
    changeRole.mutate(
      { userId: user.id, role: newRole },
      {
        onSuccess: (changed) => {
          setPendingChange(null);
          notifications.show({
            color: 'turf',
            title: 'Role changed',
            message: changed.role === 'admin' ? `${changed.name} is now an admin.` : `${changed.name} is no longer an admin.`,
          });
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchInput}
          onChange={(event) => {
            setSearchInput(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label="Role"
          data={[
            { value: 'all', label: 'All roles' },
            { value: 'user', label: 'Users' },
            { value: 'admin', label: 'Admins' },
          ]}
          value={role ?? 'all'}
          onChange={(value) => {
            setRole(value === 'user' || value === 'admin' ? value : null);
            setPage(1);
          }}
          allowDeselect={false}
          w={140}
        />
        <Button leftSection={<IconDownload size={16} aria-hidden />} variant="light" loading={exporting} onClick={() => void runExport()}>
          Export CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Export CSV saves every user matching the search and role above, in this order.
      </Text>
      {exportError && (
        <Alert color="red" title="Export failed" withCloseButton onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      {users.error && (
        <Alert color="red" title="Could not load users">
          {toFormFailure(users.error).message}
        </Alert>
      )}

      {compact ? (
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Select
              label="Sort by"
              data={COLUMNS.map((column) => ({
                value: column.key,
                label: column.label,
              }))}
              value={sort}
              onChange={(value) => {
                const column = COLUMNS.find((candidate) => candidate.key === value);
                if (column) sortBy(column.key);
              }}
              allowDeselect={false}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="default"
              size="input-sm"
              mt={24}
              onClick={() => {
                setOrder(order === 'asc' ? 'desc' : 'asc');
                setPage(1);
              }}
              aria-label={order === 'asc' ? 'Ascending; switch to descending' : 'Descending; switch to ascending'}
            >
              {order === 'asc' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
            </ActionIcon>
          </Group>
          <Stack gap="sm" aria-label="Users" role="list" aria-busy={users.isFetching}>
            {users.data?.items.map((user) => (
              <Paper key={user.id} withBorder p="sm" radius="md" role="listitem" aria-label={user.name}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>{user.name}</Text>
                    <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                      <EmailText email={user.email} />
                    </Text>
                  </div>
                  <RoleBadge role={user.role} />
                </Group>
                <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt="xs">
                  <Text size="xs" c="dimmed">
                    Created
                  </Text>
                  <Text size="xs">{formatDateTime(user.createdAt)}</Text>
                  <Text size="xs" c="dimmed">
                    Last sign-in
                  </Text>
                  <Text size="xs">{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}</Text>
                  <Text size="xs" c="dimmed">
                    Teams / passkeys
                  </Text>
                  <Text size="xs">
                    {formatCount(user.teams)} / {formatCount(user.passkeys)}
                  </Text>
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <RoleButton user={user} isMe={user.id === me?.id} onChange={(newRole) => setPendingChange({ user, role: newRole })} />
                </Group>
              </Paper>
            ))}
          </Stack>
          {users.data && users.data.items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              No users match.
            </Text>
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users" aria-busy={users.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th
                    key={column.key}
                    aria-sort={column.key === sort ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                    style={column.numeric ? { textAlign: 'right' } : undefined}
                  >
                    <SortButton active={column.key === sort} order={order} onClick={() => sortBy(column.key)} numeric={column.numeric}>
                      {column.label}
                    </SortButton>
                  </Table.Th>
                ))}
                <Table.Th>
                  <Text fw={700} size="sm">
                    Admin
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data?.items.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>
                    <EmailText email={user.email} />
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={user.role} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {user.lastSignInAt ? (
                      formatDateTime(user.lastSignInAt)
                    ) : (
                      <Text c="dimmed" size="sm">
                        Never
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{formatCount(user.teams)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{formatCount(user.passkeys)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <RoleButton user={user} isMe={user.id === me?.id} onChange={(newRole) => setPendingChange({ user, role: newRole })} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {users.data && users.data.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length + 1}>
                    <Text c="dimmed" ta="center" py="md">
                      No users match.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.isPending && (
        <Group justify="center">
          <Loader size="sm" aria-label="Loading users" />
        </Group>
      )}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {users.data
            ? users.data.total === 0
              ? '0 users'
              : `${formatCount((page - 1) * pageSize + 1)}–${formatCount((page - 1) * pageSize + users.data.items.length)} of ${formatCount(users.data.total)} users`
            : ' '}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Users per page"
            data={PAGE_SIZES.map((size) => ({
              value: size,
              label: `${size} per page`,
            }))}
            value={String(pageSize)}
            onChange={(value) => {
              if (!value) return;
              setPageSize(Number(value));
              setPage(1);
            }}
            allowDeselect={false}
            w={145}
          />
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={paginationLabels}
          />
        </Group>
      </Group>

      <Modal
        opened={pendingChange !== null}
        onClose={() => {
          setPendingChange(null);
          changeRole.reset();
        }}
        title={pendingChange?.role === 'admin' ? 'Make admin?' : 'Remove admin?'}
        centered
      >
        {pendingChange && (
          <Stack gap="md">
            <Text>
              {pendingChange.role === 'admin'
                ? `${pendingChange.user.name} (${pendingChange.user.email}) will be able to see every account, usage and system health, and change roles.`
                : `${pendingChange.user.name} (${pendingChange.user.email}) will lose access to the admin dashboard at once.`}
            </Text>
            {changeRole.error && (
              <Alert color="red" title="Role not changed">
                {toFormFailure(changeRole.error).message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPendingChange(null)}>
                Cancel
              </Button>
              <Button color={pendingChange.role === 'admin' ? 'turf' : 'red'} loading={changeRole.isPending} onClick={confirmRoleChange}>
                {pendingChange.role === 'admin' ? 'Make admin' : 'Remove admin'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function paginationLabels(control: 'first' | 'previous' | 'last' | 'next') {
  return {
    'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
  };
}

function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge variant={role === 'admin' ? 'filled' : 'light'} color={role === 'admin' ? 'turf' : 'gray'} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {role}
    </Badge>
  );
}

function SortButton({
  active,
  order,
  onClick,
  numeric,
  children,
}: {
  active: boolean;
  order: SortOrder;
  onClick: () => void;
  numeric?: boolean;
  children: ReactNode;
}) {
  const Icon = !active ? IconSelector : order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <UnstyledButton
      onClick={onClick}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        flexDirection: numeric ? 'row-reverse' : 'row',
      }}
    >
      <Text fw={700} size="sm" component="span">
        {children}
      </Text>
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

function RoleButton({ user, isMe, onChange }: { user: AdminUserDto; isMe: boolean; onChange: (role: UserRole) => void }) {
  const label = user.role === 'admin' ? 'Remove admin' : 'Make admin';
  const button = (
    <Button
      size="compact-sm"
      variant={user.role === 'admin' ? 'subtle' : 'light'}
      color={user.role === 'admin' ? 'red' : 'turf'}
      disabled={isMe}
      onClick={() => onChange(user.role === 'admin' ? 'user' : 'admin')}
      aria-label={`${label}: ${user.name}`}
    >
      {label}
    </Button>
  );
  if (!isMe) return button;
  return (
    <Tooltip label="You cannot change your own role">
      <span>{button}</span>
    </Tooltip>
  );
}

/** An e-mail address that wraps only after its '@' and dots, never inside a word. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
