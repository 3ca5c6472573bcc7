import { Badge, Button, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { AdminUserDto } from '@draftmode/domain';
import type { SortOrder, UserRole, UserSortColumn } from '../api/admin-types';

/** The users list's sortable columns, in the table's order. */
export const USER_COLUMNS: { key: UserSortColumn; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'createdAt', label: 'Created' },
  { key: 'lastSignInAt', label: 'Last sign-in' },
  { key: 'teams', label: 'Teams', numeric: true },
  { key: 'passkeys', label: 'Passkeys', numeric: true },
];

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge
      variant={role === 'admin' ? 'filled' : 'light'}
      color={role === 'admin' ? 'turf' : 'gray'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {role}
    </Badge>
  );
}

export function SortButton({
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

/** Make admin / Remove admin for one user; disabled, with the reason, on the signed-in admin's own row. */
export function RoleButton({ user, isMe, onChange }: { user: AdminUserDto; isMe: boolean; onChange: (role: UserRole) => void }) {
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
export function EmailText({ email }: { email: string }) {
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
