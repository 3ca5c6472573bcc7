import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminUserDto } from '@draftmode/domain';
import { toFormFailure } from '@/lib/error-message';
import type { UserRole } from '../api/admin-types';
import { useChangeUserRole } from '../api/change-user-role';

export interface RoleChange {
  user: AdminUserDto;
  role: UserRole;
}

/** Asks before promoting or demoting a user, sends the change, and says what happened. */
export function RoleChangeDialog({ change, onClose }: { change: RoleChange | null; onClose: () => void }) {
  const changeRole = useChangeUserRole();

  function confirm() {
    if (!change) return;
    changeRole.mutate(
      { userId: change.user.id, role: change.role },
      {
        onSuccess: (changed) => {
          onClose();
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
    <Modal
      opened={change !== null}
      onClose={() => {
        onClose();
        changeRole.reset();
      }}
      title={change?.role === 'admin' ? 'Make admin?' : 'Remove admin?'}
      centered
    >
      {change && (
        <Stack gap="md">
          <Text>
            {change.role === 'admin'
              ? `${change.user.name} (${change.user.email}) will be able to see every account, usage and system health, and change roles.`
              : `${change.user.name} (${change.user.email}) will lose access to the admin dashboard at once.`}
          </Text>
          {changeRole.error && (
            <Alert color="red" title="Role not changed">
              {toFormFailure(changeRole.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color={change.role === 'admin' ? 'turf' : 'red'} loading={changeRole.isPending} onClick={confirm}>
              {change.role === 'admin' ? 'Make admin' : 'Remove admin'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
