import { Anchor, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { SUPPRESS_TOUR_KEY } from '@/lib/account';
import { toFormFailure } from '@/lib/error-message';
import { isExpiredLinkMessage, resetPassword } from '../api/reset-password';
import { ResetPasswordForm } from '../components/reset-password-form';

type Status = { kind: 'editing'; error: string | null; expired: boolean } | { kind: 'submitting' } | { kind: 'done' };

/** The standalone page an emailed reset link can point at: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [status, setStatus] = useState<Status>({ kind: 'editing', error: null, expired: false });

  useEffect(() => {
    if (token) return;
    notifications.show({ color: 'red', title: 'Invalid Reset Link', message: 'This link has no reset token. Request a new one.' });
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
      setStatus({ kind: 'editing', error: message, expired: isExpiredLinkMessage(message) });
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
        </>
      )}
    </Container>
  );
}
