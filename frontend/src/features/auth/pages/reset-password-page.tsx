import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { SUPPRESS_TOUR_KEY } from '@/lib/account';
import { toFormFailure } from '@/lib/error-message';
import { useResetTokenCheck } from '../api/check-reset-token';
import { isExpiredLinkMessage, resetPassword } from '../api/reset-password';
import { ResetPasswordForm } from '../components/reset-password-form';

type Status = { kind: 'editing'; error: string | null; expired: boolean } | { kind: 'submitting' } | { kind: 'done' };

/** The standalone page an emailed reset link can point at: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [status, setStatus] = useState<Status>({
    kind: 'editing',
    error: null,
    expired: false,
  });
  // A used or expired link says so when the page opens, not after a new password was typed.
  const check = useResetTokenCheck(token);

  useEffect(() => {
    if (token) return;
    notifications.show({
      color: 'red',
      title: 'Invalid Reset Link',
      message: 'This link has no reset token. Request a new one.',
    });
    navigate('/auth', { replace: true });
  }, [token, navigate]);

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    setStatus({ kind: 'submitting' });
    try {
      await resetPassword({ token, password });
      // The next sign-in comes straight from a reset: no guided tour (docs/draft-rules.md §8).
      sessionStorage.setItem(SUPPRESS_TOUR_KEY, 'true');
      setStatus({ kind: 'done' });
    } catch (error) {
      const { message } = toFormFailure(error);
      setStatus({
        kind: 'editing',
        error: message,
        expired: isExpiredLinkMessage(message),
      });
    }
  };

  if (!token) return null;

  return (
    <Container size="xs" py="xl" px={{ base: 'xs', xs: 'md' }}>
      {status.kind === 'done' ? (
        <>
          <PageHeader title="Password Reset Complete" />
          <Paper withBorder p={{ base: 'md', xs: 'xl' }}>
            <Stack align="center" ta="center" gap="md" role="status">
              <IconCircleCheck size={40} stroke={1.6} aria-hidden color="var(--mantine-color-turf-6)" />
              <Text>Your password has been reset. You can sign in with your new password now.</Text>
              <Button component={Link} to="/auth" replace>
                Sign In Now
              </Button>
            </Stack>
          </Paper>
        </>
      ) : (
        <>
          <PageHeader title="Reset your password" description="Choose a new password for your DraftMode account." />
          {check.isPending ? (
            <Group justify="center" gap="xs" py="xl" role="status">
              <Loader size="sm" aria-hidden />
              <Text>Checking your reset link…</Text>
            </Group>
          ) : check.data?.valid === false ? (
            <Alert color="red" variant="light" title="This reset link does not work" role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{check.data.message ?? 'This reset link is invalid or has expired. Request a new one.'}</Text>
                <Anchor component={Link} to="/auth" size="sm">
                  Request a new reset link
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            // Valid, or the check itself failed (offline): the form, whose submit says what is wrong.
            <Paper withBorder p={{ base: 'md', xs: 'xl' }}>
              <ResetPasswordForm
                token={token}
                busy={status.kind === 'submitting'}
                error={status.kind === 'editing' ? status.error : null}
                onSubmit={(values) => void submit(values)}
              >
                {status.kind === 'editing' && status.expired && (
                  <Text size="sm" ta="center">
                    <Anchor component={Link} to="/auth">
                      Request a new reset link
                    </Anchor>
                  </Text>
                )}
              </ResetPasswordForm>
            </Paper>
          )}
        </>
      )}
    </Container>
  );
}
