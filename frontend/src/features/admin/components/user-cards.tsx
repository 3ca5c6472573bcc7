import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { formatCount, formatDateTime } from './format';
import { EmailText, RoleBadge, RoleButton, USER_COLUMNS } from './user-cells';
import type { UsersListProps } from './users-table';

/** The users as one card each, with a sort menu (phones, where eight columns do not fit). */
export function UserCards({
  users,
  busy,
  myId,
  sort,
  order,
  onSort,
  onToggleOrder,
  onRoleChange,
}: UsersListProps & { onToggleOrder: () => void }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Select
          label="Sort by"
          data={USER_COLUMNS.map((column) => ({
            value: column.key,
            label: column.label,
          }))}
          value={sort}
          onChange={(value) => {
            const column = USER_COLUMNS.find((candidate) => candidate.key === value);
            if (column) onSort(column.key);
          }}
          allowDeselect={false}
          style={{ flex: 1 }}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          mt={24}
          onClick={onToggleOrder}
          aria-label={order === 'asc' ? 'Ascending; switch to descending' : 'Descending; switch to ascending'}
        >
          {order === 'asc' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
        </ActionIcon>
      </Group>
      <Stack gap="sm" aria-label="Users" role="list" aria-busy={busy}>
        {users?.map((user) => (
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
              <RoleButton user={user} isMe={user.id === myId} onChange={(role) => onRoleChange(user, role)} />
            </Group>
          </Paper>
        ))}
      </Stack>
      {users && users.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No users match.
        </Text>
      )}
    </Stack>
  );
}
