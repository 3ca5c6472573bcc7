import { signupFormSchema, type SignupPayload } from '@draftmode/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { applyFieldErrors } from '@/lib/error-message';
import { FormAlert, formLevelError } from '@/components/ui/form-alert';

interface SignupFormProps {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onSubmit: (values: SignupPayload) => void;
}

export function SignupForm({ busy, error, fieldErrors, onSubmit }: SignupFormProps) {
  const form = useForm<z.input<typeof signupFormSchema>, unknown, z.output<typeof signupFormSchema>>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(
    () => applyFieldErrors(fieldErrors, ['name', 'email', 'password', 'confirmPassword'] as const, form.setError),
    [fieldErrors, form.setError],
  );

  return (
    <form onSubmit={form.handleSubmit(({ name, email, password }) => onSubmit({ name, email, password }))} noValidate aria-label="Sign up">
      <Stack gap="sm">
        <FormAlert message={formLevelError(error, fieldErrors)} />
        <TextInput label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
        <TextInput label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <PasswordInput
          label="Password"
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
        <Text size="sm" c="dimmed">
          By creating an account you agree to our{' '}
          <Anchor component={Link} to="/terms" inherit>
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/privacy" inherit>
            Privacy Policy
          </Anchor>
          .
        </Text>
        <Button type="submit" fullWidth loading={busy}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
