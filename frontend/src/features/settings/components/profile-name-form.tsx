import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toSessionUser } from '@/lib/account';
import { applyFieldErrors, toFormFailure } from '@/lib/error-message';
import { readSession, saveSession } from '@/lib/session';
import { profileNameSchema, updateProfile, type ProfileNamePayload } from '../api/update-profile';

/** Edits the account's name and updates the stored user so the greeting changes at once. */
export function ProfileNameForm({ name }: { name: string }) {
  const form = useForm<z.input<typeof profileNameSchema>, unknown, ProfileNamePayload>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { name },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async (values: ProfileNamePayload) => {
    try {
      const user = await updateProfile(values);
      const { token } = readSession();
      if (token) saveSession(token, toSessionUser(user));
      form.reset({ name: user.name });
      notifications.show({ color: 'turf', title: 'Name saved', message: `You're now ${user.name}.` });
    } catch (error) {
      const failure = toFormFailure(error);
      applyFieldErrors(failure.fields, ['name'] as const, form.setError);
      if (!failure.fields.name) form.setError('name', { type: 'server', message: failure.message });
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Change name">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          style={{ flex: '1 1 200px' }}
          {...form.register('name')}
        />
        <Button type="submit" loading={isSubmitting} disabled={!isDirty} mt={{ base: 0, xs: 25 }}>
          Save name
        </Button>
      </Group>
    </form>
  );
}
