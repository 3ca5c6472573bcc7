import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { toFormFailure } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import type { SortOrder, UserFilter, UserRole, UserSortColumn } from '../api/admin-types';
import { useAdminUsers } from '../api/list-users';
import { useLeaveWhenNotAdmin } from '../hooks/use-leave-when-not-admin';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';
import { UserCards } from './user-cards';
import { UsersPager } from './users-pager';
import { UsersTable, type UsersListProps } from './users-table';
import { UsersToolbar } from './users-toolbar';

/** Columns that start sorted high-to-low when first clicked (newest, most). */
const DESCENDING_FIRST: UserSortColumn[] = ['createdAt', 'lastSignInAt', 'teams', 'passkeys'];

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
  // Phones get one card per user instead of an eight-column table.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;

  const filter: UserFilter = { search, role, sort, order };
  const users = useAdminUsers(filter, page, pageSize);
  useLeaveWhenNotAdmin(users.error);

  function sortBy(column: UserSortColumn) {
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder(DESCENDING_FIRST.includes(column) ? 'desc' : 'asc');
    }
    setPage(1);
  }

  const list: UsersListProps = {
    users: users.data?.items,
    busy: users.isFetching,
    myId: me?.id,
    sort,
    order,
    onSort: sortBy,
    onRoleChange: (user, newRole) => setPendingChange({ user, role: newRole }),
  };

  return (
    <Stack gap="md">
      <UsersToolbar
        searchInput={searchInput}
        onSearchInput={(value) => {
          setSearchInput(value);
          setPage(1);
        }}
        role={role}
        onRole={(value) => {
          setRole(value);
          setPage(1);
        }}
        filter={filter}
      />
      {users.error && (
        <Alert color="red" title="Could not load users">
          {toFormFailure(users.error).message}
        </Alert>
      )}

      {compact ? (
        <UserCards
          {...list}
          onToggleOrder={() => {
            setOrder(order === 'asc' ? 'desc' : 'asc');
            setPage(1);
          }}
        />
      ) : (
        <UsersTable {...list} />
      )}
      {users.isPending && (
        <Group justify="center">
          <Loader size="sm" aria-label="Loading users" />
        </Group>
      )}

      <UsersPager
        total={users.data?.total}
        shown={users.data?.items.length ?? 0}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />

      <RoleChangeDialog change={pendingChange} onClose={() => setPendingChange(null)} />
    </Stack>
  );
}
