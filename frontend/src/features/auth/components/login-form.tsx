import { loginSchema, type LoginPayload } from '@draftmode/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/lib/error-message';
import { FormAlert, formLevelError } from '@/components/ui/form-alert';

interface LoginFormProps {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  passkeyAvailable: boolean;
  passkeyBusy: boolean;
  onSubmit: (values: LoginPayload) => void;
  onForgot: () => void;
  onPasskey: (email: string) => void;
}

export function LoginForm({ busy, error, fieldErrors, passkeyAvailable, passkeyBusy, onSubmit, onForgot, onPasskey }: LoginFormProps) {
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => applyFieldErrors(fieldErrors, ['email', 'password'] as const, form.setError), [fieldErrors, form.setError]);

  // A passkey needs only the email; check that field alone.
  const signInWithPasskey = async () => {
    if (!(await form.trigger('email'))) return;
    onPasskey(form.getValues('email').trim().toLowerCase());
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <FormAlert message={formLevelError(error, fieldErrors)} />
        <TextInput label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...form.register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={busy && !passkeyBusy} disabled={busy}>
          Sign In
        </Button>
        {passkeyAvailable && (
          <>
            <Divider label="or" labelPosition="center" />
            <Button
              type="button"
              variant="default"
              fullWidth
              leftSection={<IconFingerprint size={18} aria-hidden />}
              loading={passkeyBusy}
              disabled={busy}
              onClick={() => void signInWithPasskey()}
            >
              Sign in with a passkey
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
