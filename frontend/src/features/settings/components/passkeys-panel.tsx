import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { MESSAGES } from '@draftmode/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { toSessionUser } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors, toFormFailure } from '@/lib/error-message';
import { registerPasskey, usePasskeySupport } from '@/lib/passkeys';
import { saveSession } from '@/lib/session';
import { deleteAccountSchema as passwordSchema, type DeleteAccountPayload as PasswordPayload } from '../api/delete-account';
import { deletePasskey } from '../api/delete-passkey';
import { usePasskeys, type Passkey } from '../api/list-passkeys';
import { reauthenticate } from '../api/reauthenticate';

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
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The passkey whose Delete was tapped: deleting waits for a second, deliberate yes.
  const [toDelete, setToDelete] = useState<Passkey | null>(null);

  const add = async () => {
    setAdding(true);
    try {
      await registerPasskey(email);
      notifications.show({ color: 'turf', title: 'Passkey added', message: 'You can now sign in with this device.' });
      reload();
    } catch (failure) {
      // Adding a passkey needs a sign-in within the last 5 minutes: ask for the password, then try again.
      if (failure instanceof ApiError && failure.status === 403 && failure.message === MESSAGES.freshSignInRequired) setConfirming(true);
      else notifications.show({ color: 'red', title: 'Passkey not added', message: toFormFailure(failure).message });
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
                  onClick={() => setToDelete(passkey)}
                >
                  Delete
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this passkey?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {toDelete?.name || 'This passkey'} will no longer sign you in. You can still sign in with your password, and add the passkey
            again later.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                const passkey = toDelete;
                setToDelete(null);
                if (passkey) void remove(passkey);
              }}
            >
              Delete passkey
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmPasswordDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirmed={() => {
          setConfirming(false);
          void add();
        }}
      />
      {supported ? (
        <Button
          variant="default"
          leftSection={<IconFingerprint size={18} aria-hidden />}
          loading={adding}
          onClick={() => void add()}
          style={{ alignSelf: 'flex-start' }}
        >
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

/** Asks for the password again (POST /auth/reauthenticate) and keeps the fresh token it answers with. */
function ConfirmPasswordDialog({ opened, onCancel, onConfirmed }: { opened: boolean; onCancel: () => void; onConfirmed: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordSchema>, unknown, PasswordPayload>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const dismiss = () => {
    form.reset();
    setError(null);
    onCancel();
  };

  const submit = async (values: PasswordPayload) => {
    setError(null);
    try {
      const result = await reauthenticate(values);
      saveSession(result.token, toSessionUser(result.user));
      form.reset();
      onConfirmed();
    } catch (failure) {
      const { message, fields } = toFormFailure(failure);
      applyFieldErrors(fields, ['password'] as const, form.setError);
      if (!fields.password) setError(message);
    }
  };

  return (
    <Modal opened={opened} onClose={dismiss} title="Confirm your password" centered>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Confirm your password">
        <Stack gap="sm">
          <Text size="sm">{MESSAGES.freshSignInRequired}</Text>
          <FormAlert message={error} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Confirm and add passkey
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
