import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { applyFieldErrors, toFormFailure } from '@/lib/error-message';
import { clearSession } from '@/lib/session';
import { deleteAccount, deleteAccountSchema, type DeleteAccountPayload } from '../api/delete-account';
import { FormAlert } from '@/components/ui/form-alert';

/** 'Delete account', confirmed with the password in a modal; then signed out and sent to /. */
export function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, DeleteAccountPayload>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const dismiss = () => {
    form.reset();
    setError(null);
    close();
  };

  const submit = async (values: DeleteAccountPayload) => {
    setError(null);
    try {
      await deleteAccount(values);
      // Leave the signed-in area first, so the route guard does not send us to /auth instead.
      await navigate('/', { replace: true });
      clearSession();
      notifications.show({ title: 'Account deleted', message: 'Your account, teams and chat history have been removed.' });
    } catch (failure) {
      const { message, fields } = toFormFailure(failure);
      applyFieldErrors(fields, ['password'] as const, form.setError);
      if (!fields.password) setError(message);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-account-title">
      <Title order={3} size="h4" id="delete-account-title">
        Delete account
      </Title>
      <Text size="sm" c="dimmed">
        Permanently removes your account, your teams and your chat history.
      </Text>
      <Button color="red" variant="outline" onClick={open} style={{ alignSelf: 'flex-start' }}>
        Delete account
      </Button>
      <Modal opened={opened} onClose={dismiss} title="Delete your account?" centered>
        <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Confirm account deletion">
          <Stack gap="sm">
            <Text size="sm">
              This cannot be undone. Your teams and chat history are deleted with your account. Enter your password to confirm.
            </Text>
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
              <Button type="submit" color="red" loading={isSubmitting}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
