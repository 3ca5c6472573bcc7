import { Box, Button, Group, Loader, Paper, Stack, Tabs, Text, Title, useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { usePageTitle } from '@/components/ui/page-title';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { fromServerTheme } from '@/lib/account';
import { usePasskeySupport } from '@/lib/passkeys';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { LoginForm } from '../components/login-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignupForm } from '../components/signup-form';
import { authMachine } from '../machines/auth.machine';

const SIGN_IN_PROMPT = 'Sign in to input your team and start making smarter moves.';
const SIGN_UP_PROMPT = 'Create an account to input your team and start making smarter moves.';

/** /auth: sign in, sign up, forgot password and reset-from-link, driven by the auth machine. */
export function AuthPage() {
  const [params] = useSearchParams();
  const urlToken = params.get('token');
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const passkeySupported = usePasskeySupport();

  const [machine] = useState(() =>
    authMachine.provide({
      actions: {
        navigateToDraft: () => void navigate('/draft', { replace: true }),
        removeTokenFromUrl: () => void navigate('/auth', { replace: true }),
        notifyResetLinkDetected: () =>
          notifications.show({ id: 'reset-link-detected', title: 'Password reset link detected', message: 'Choose a new password below.' }),
        applyUserSettings: (_, user) => setColorScheme(fromServerTheme(user.settings?.theme ?? 'dark')),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { resetToken: urlToken } });
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');

  useEffect(() => send({ type: 'passkey.availability', available: passkeySupported }), [passkeySupported, send]);

  // The landing page's 'Sign up' opens /auth?mode=signup on the sign-up form.
  const startOnSignup = params.get('mode') === 'signup' && !urlToken;
  useEffect(() => {
    if (startOnSignup) send({ type: 'mode.signup' });
  }, [startOnSignup, send]);

  // A reset link opened in this tab while /auth is showing changes only the query string.
  const lastUrlToken = useRef(urlToken);
  useEffect(() => {
    if (urlToken && urlToken !== lastUrlToken.current) send({ type: 'link.token', token: urlToken });
    lastUrlToken.current = urlToken;
  }, [urlToken, send]);

  const title = snapshot.hasTag('signedIn')
    ? 'Signed in'
    : snapshot.matches('signup')
      ? 'Create your account'
      : snapshot.matches('forgot')
        ? 'Reset your password'
        : snapshot.matches('forgotSent')
          ? 'Email sent!'
          : snapshot.matches('reset') || snapshot.matches('resetFailed')
            ? 'Choose a new password'
            : 'Sign in to DraftMode';
  usePageTitle(snapshot.matches('signup') ? 'Sign Up' : 'Sign In');

  let body;
  if (snapshot.hasTag('signedIn')) {
    body = (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text>
          {snapshot.matches({ signup: 'registeringPasskey' }) ? 'Setting up a passkey for this device…' : 'Taking you to your draft…'}
        </Text>
      </Stack>
    );
  } else if (snapshot.matches('login') || snapshot.matches('signup')) {
    const mode = snapshot.matches('signup') ? 'signup' : 'login';
    body = (
      <Stack gap="md">
        <Text c="dimmed">{mode === 'signup' ? SIGN_UP_PROMPT : SIGN_IN_PROMPT}</Text>
        <FormNotice message={context.notice} />
        <Tabs value={mode} onChange={(value) => send({ type: value === 'signup' ? 'mode.signup' : 'mode.login' })} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login">Sign In</Tabs.Tab>
            <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm
              busy={busy}
              error={context.error}
              fieldErrors={context.fieldErrors}
              passkeyAvailable={context.passkeyAvailable}
              passkeyBusy={snapshot.matches({ login: 'passkey' })}
              onSubmit={(values) => send({ type: 'login.submit', values })}
              onForgot={() => send({ type: 'mode.forgot' })}
              onPasskey={(email) => send({ type: 'passkey.signIn', email })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <SignupForm
              busy={busy}
              error={context.error}
              fieldErrors={context.fieldErrors}
              onSubmit={(values) => send({ type: 'signup.submit', values })}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  } else if (snapshot.matches('forgot')) {
    body = (
      <ForgotPasswordForm
        busy={busy}
        error={context.error}
        fieldErrors={context.fieldErrors}
        notice={context.notice}
        onSubmit={(values) => send({ type: 'forgot.submit', values })}
        onBack={() => send({ type: 'mode.back' })}
      />
    );
  } else if (snapshot.matches('forgotSent')) {
    body = (
      <Stack gap="md" align="center" ta="center">
        <IconMailCheck size={40} stroke={1.6} aria-hidden color="var(--mantine-color-turf-6)" />
        <Text>We&apos;ve sent password reset instructions to your email address.</Text>
        <Text size="sm" c="dimmed">
          The link works for 1 hour. Check your spam folder if it doesn&apos;t arrive in a few minutes.
        </Text>
        <Button variant="subtle" onClick={() => send({ type: 'mode.back' })}>
          Back to Login
        </Button>
      </Stack>
    );
  } else if (snapshot.matches('resetFailed')) {
    body = (
      <Stack gap="md">
        <FormAlert message={context.error} />
        <Text size="sm" c="dimmed">
          Taking you to request a new link…
        </Text>
        <Button variant="default" onClick={() => send({ type: 'mode.forgot' })}>
          Request a new link
        </Button>
      </Stack>
    );
  } else if (snapshot.hasTag('checking')) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Checking your reset link…</Text>
      </Group>
    );
  } else {
    body = (
      <ResetPasswordForm
        key={context.resetToken}
        token={context.resetToken ?? ''}
        busy={busy}
        error={context.error}
        onSubmit={(values) => send({ type: 'reset.submit', values })}
      >
        <Button type="button" variant="subtle" fullWidth onClick={() => send({ type: 'mode.back' })} disabled={busy}>
          Back to Login
        </Button>
      </ResetPasswordForm>
    );
  }

  return (
    // Top-aligned, not centred: the sign-in and sign-up forms differ in height, and a centred card jumped when switching tabs.
    <Box
      mih="80vh"
      p={{ base: 'xs', xs: 'md' }}
      pt={{ base: 'md', sm: '10vh' }}
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
    >
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} w="100%" maw={440}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <BrandLogo />
            <ThemeToggle />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {snapshot.hasTag('signedIn') && <IconCircleCheck size={26} aria-hidden color="var(--mantine-color-turf-6)" />}
            <Title order={1} size="h2">
              {title}
            </Title>
          </Group>
          {body}
        </Stack>
      </Paper>
    </Box>
  );
}
