import { resetPasswordFormSchema } from '@draftmode/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';

interface ResetPasswordFormProps {
  token: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: { password: string }) => void;
  /** Extra actions under the submit button (e.g. 'Back to Login'). */
  children?: ReactNode;
}

/** What a reset does besides the password; a passkey added by someone else must not survive it. */
const RESET_NOTICE =
  'Resetting your password signs out every device and removes all your passkeys. You can add passkeys again in Settings.';

/** New password and its confirmation, checked with the shared reset schema (docs/draft-rules.md §3). */
export function ResetPasswordForm({ token, busy, error, onSubmit, children }: ResetPasswordFormProps) {
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    // The token comes from the link, not from an input; the schema still checks it is there.
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(({ password }) => onSubmit({ password }))} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        <FormAlert message={error ?? errors.token?.message ?? null} />
        <Text size="sm" c="dimmed">
          {RESET_NOTICE}
        </Text>
        <PasswordInput
          label="New password"
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={busy}>
          Reset Password
        </Button>
        {children}
      </Stack>
    </form>
  );
}
