import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toFormFailure } from '@/lib/error-message';
import { registerPasskey, usePasskeySupport } from '@/lib/passkeys';
import { deletePasskey } from '../api/delete-passkey';
import { usePasskeys, type Passkey } from '../api/list-passkeys';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : 'never');

function describe(passkey: Passkey): string {
  const kind = passkey.deviceType === 'multiDevice' || passkey.backedUp ? 'Synced passkey' : 'This device only';
  return `${kind} · added ${formatDate(passkey.createdAt)} · last used ${formatDate(passkey.lastUsedAt)}`;
}

/** The account's passkeys, each removable; adding one is offered only on supported devices. */
export function PasskeysPanel({ email }: { email: string }) {
  const supported = usePasskeySupport();
  const { passkeys, error, reload } = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const add = async () => {
    setAdding(true);
    try {
      await registerPasskey(email);
      notifications.show({ color: 'turf', title: 'Passkey added', message: 'You can now sign in with this device.' });
      reload();
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Passkey not added', message: toFormFailure(failure).message });
    } finally {
      setAdding(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    setDeleting(passkey.id);
    try {
      await deletePasskey(passkey.id);
      notifications.show({ color: 'turf', title: 'Passkey deleted', message: `${passkey.name || 'The passkey'} can no longer sign in.` });
      reload();
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Passkey not deleted', message: toFormFailure(failure).message });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="passkeys-title">
      <Title order={3} size="h4" id="passkeys-title">
        Passkeys
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!passkeys && !error && <Loader size="sm" role="status" aria-label="Loading passkeys" />}
      {passkeys?.length === 0 && (
        <Text size="sm" c="dimmed">
          No passkeys yet.
        </Text>
      )}
      {passkeys && passkeys.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Passkeys">
          {passkeys.map((passkey) => (
            <Paper key={passkey.id} withBorder p="sm" component="li">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {passkey.name || 'Passkey'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {describe(passkey)}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={`Delete passkey ${passkey.name || passkey.id}`}
                  loading={deleting === passkey.id}
                  onClick={() => void remove(passkey)}
                >
                  Delete
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {supported ? (
        <Button variant="default" leftSection={<IconFingerprint size={18} aria-hidden />} loading={adding} onClick={() => void add()} style={{ alignSelf: 'flex-start' }}>
          Add a passkey
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          Passkeys can be added on Apple, Android and Windows devices with a built-in authenticator.
        </Text>
      )}
    </Stack>
  );
}
