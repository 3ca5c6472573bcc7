import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toSessionUser } from '@/lib/account';
import { applyFieldErrors, toFormFailure } from '@/lib/error-message';
import { saveSession } from '@/lib/session';
import { changePassword, changePasswordFormSchema, type ChangePasswordForm as Values } from '../api/change-password';
import { FormAlert } from '@/components/ui/form-alert';

export function ChangePasswordForm() {
  const form = useForm<z.input<typeof changePasswordFormSchema>, unknown, Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ currentPassword, newPassword }: Values) => {
    setError(null);
    try {
      const result = await changePassword({ currentPassword, newPassword });
      // The server revoked every older token, this tab's included.
      saveSession(result.token, toSessionUser(result.user));
      form.reset();
      notifications.show({ color: 'turf', title: 'Password changed', message: 'Other devices have been signed out.' });
    } catch (failure) {
      const { message, fields } = toFormFailure(failure);
      applyFieldErrors(fields, ['currentPassword', 'newPassword', 'confirmPassword'] as const, form.setError);
      if (Object.keys(fields).length === 0) setError(message);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="change-password-title">
          Change password
        </Title>
        <FormAlert message={error} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
