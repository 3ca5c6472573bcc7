import { Table, Text } from '@mantine/core';
import type { AdminUserDto } from '@draftmode/domain';
import type { SortOrder, UserRole, UserSortColumn } from '../api/admin-types';
import { formatCount, formatDateTime } from './format';
import { EmailText, RoleBadge, RoleButton, SortButton, USER_COLUMNS } from './user-cells';

export interface UsersListProps {
  users: AdminUserDto[] | undefined;
  busy: boolean;
  myId: string | undefined;
  sort: UserSortColumn;
  order: SortOrder;
  onSort: (column: UserSortColumn) => void;
  onRoleChange: (user: AdminUserDto, role: UserRole) => void;
}

/** The users as a table with sortable column headers (wide screens). */
export function UsersTable({ users, busy, myId, sort, order, onSort, onRoleChange }: UsersListProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {USER_COLUMNS.map((column) => (
              <Table.Th
                key={column.key}
                aria-sort={column.key === sort ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                style={column.numeric ? { textAlign: 'right' } : undefined}
              >
                <SortButton active={column.key === sort} order={order} onClick={() => onSort(column.key)} numeric={column.numeric}>
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
          {users?.map((user) => (
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
                <RoleButton user={user} isMe={user.id === myId} onChange={(role) => onRoleChange(user, role)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {users && users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={USER_COLUMNS.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  No users match.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
