import { forgotPasswordSchema, type ForgotPasswordPayload } from '@draftmode/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/lib/error-message';
import { FormAlert, FormNotice, formLevelError } from '@/components/ui/form-alert';

interface ForgotPasswordFormProps {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  notice: string | null;
  onSubmit: (values: ForgotPasswordPayload) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ busy, error, fieldErrors, notice, onSubmit, onBack }: ForgotPasswordFormProps) {
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  useEffect(() => applyFieldErrors(fieldErrors, ['email'] as const, form.setError), [fieldErrors, form.setError]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        <FormNotice message={notice} color="yellow" />
        <FormAlert message={formLevelError(error, fieldErrors)} />
        <Text size="sm" c="dimmed">
          Enter the email you signed up with and we&apos;ll send you a link to choose a new password. The link works for 1 hour.
        </Text>
        <TextInput label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" fullWidth loading={busy}>
          Send Reset Link
        </Button>
        <Button type="button" variant="subtle" fullWidth onClick={onBack} disabled={busy}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
