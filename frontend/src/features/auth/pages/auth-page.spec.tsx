import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { readSession } from '@/lib/session';
import { checkResetToken } from '../api/check-reset-token';
import { forgotPassword } from '../api/forgot-password';
import { login } from '../api/login';
import { resetPassword } from '../api/reset-password';
import { signup } from '../api/signup';
import { AuthPage } from './auth-page';

jest.mock('../api/login', () => ({ login: jest.fn() }));
jest.mock('../api/signup', () => ({ signup: jest.fn() }));
jest.mock('../api/forgot-password', () => ({ forgotPassword: jest.fn() }));
jest.mock('../api/check-reset-token', () => ({ ...jest.requireActual('../api/check-reset-token'), checkResetToken: jest.fn() }));
jest.mock('../api/reset-password', () => ({ ...jest.requireActual('../api/reset-password'), resetPassword: jest.fn() }));
jest.mock('@/lib/passkeys', () => ({ ...jest.requireActual('@/lib/passkeys'), usePasskeySupport: () => false }));

const USER = {
  id: 'u1',
  name: 'Sam Drafter',
  email: 'sam@example.com',
  role: 'user' as const,
  createdAt: '2025-08-29T00:00:00.000Z',
  preferences: { hasConfiguredLeague: false, hasCompletedTour: false },
  settings: { theme: 'dark' as const },
};

/** Where the router is now (jsdom lacks the Request a data router needs, so a MemoryRouter it is). */
const router = { state: { location: { pathname: '', search: '' } } };

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    router.state.location = { pathname: location.pathname, search: location.search };
  }, [location]);
  return null;
}

function renderAuth(path = '/auth') {
  render(
    <MantineProvider defaultColorScheme="dark">
      <Notifications />
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/draft" element={<p>draft page</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe('/auth', () => {
  it('shows the sign-in prompt, the tabs and a labelled sign-in form', () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to DraftMode');
    expect(screen.getByText('Sign in to input your team and start making smarter moves.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeInTheDocument();
    // Passkeys are not offered on this (unsupported) device.
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('opens on the sign-up form from /auth?mode=signup, with a prompt about creating an account', async () => {
    renderAuth('/auth?mode=signup');
    expect(await screen.findByRole('tab', { name: 'Sign Up', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
    expect(screen.getByText('Create an account to input your team and start making smarter moves.')).toBeInTheDocument();
    expect(screen.queryByText(/^Sign in to input your team/)).not.toBeInTheDocument();
  });

  it('validates with the shared messages before calling the API', async () => {
    renderAuth();
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in, stores the session and goes to /draft', async () => {
    jest.mocked(login).mockResolvedValue({ user: USER, token: 'jwt-1' });
    const router = renderAuth();
    await userEvent.type(screen.getByLabelText(/^Email/), ' Sam@Example.com ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Taking you to your draft…')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'Password1' });
    expect(readSession().token).toBe('jwt-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/draft'));
  });

  it("shows the server's message when sign-in fails", async () => {
    jest.mocked(login).mockRejectedValue(new ApiError({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }));
    renderAuth();
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Invalid email or password');
  });

  it('signs up; a taken email shows on the Email field; the text links to the terms and privacy pages', async () => {
    const taken = 'An account with this email already exists';
    jest.mocked(signup).mockRejectedValue(new ApiError({ statusCode: 409, error: 'Conflict', message: taken, fields: { email: taken } }));
    renderAuth();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Sam Drafter');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Password2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(signup).toHaveBeenCalledWith({ name: 'Sam Drafter', email: 'sam@example.com', password: 'Password1' });
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("forgot password: 'Email sent!' then 'Back to Login'", async () => {
    jest.mocked(forgotPassword).mockResolvedValue({ message: 'ok' });
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Email sent!' })).toBeInTheDocument();
    expect(screen.getByText("We've sent password reset instructions to your email address.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('a reset link the check finds dead: the message at once, no password form', async () => {
    const expired = 'This reset link is invalid or has expired. Request a new one.';
    jest.mocked(checkResetToken).mockResolvedValue({ valid: false, message: expired });
    renderAuth('/auth?token=stale');
    expect(await screen.findByTestId('form-error')).toHaveTextContent(expired);
    expect(checkResetToken).toHaveBeenCalledWith('stale', expect.anything());
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('a reset link: toast, new password, then login mode with the token gone from the URL', async () => {
    jest.mocked(checkResetToken).mockResolvedValue({ valid: true });
    jest.mocked(resetPassword).mockResolvedValue({ message: 'Your password has been reset. You can sign in now.' });
    const router = renderAuth('/auth?token=reset-1');
    expect(await screen.findByText('Password reset link detected')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'NewPassword1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewPassword1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset. You can sign in now.')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ token: 'reset-1', password: 'NewPassword1' });
    expect(sessionStorage.getItem('draftmode-suppress-tour')).toBe('true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('an expired reset link: the message, then forgot mode after 3 seconds', async () => {
    const expired = 'This reset link is invalid or has expired. Request a new one.';
    jest.mocked(resetPassword).mockRejectedValue(new ApiError({ statusCode: 400, error: 'Bad Request', message: expired }));
    // Valid when the page opened, expired by the time the form is sent.
    jest.mocked(checkResetToken).mockResolvedValue({ valid: true });
    const router = renderAuth('/auth?token=old');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'NewPassword1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewPassword1');
    jest.useFakeTimers();
    try {
      await act(async () => {
        screen.getByRole('button', { name: 'Reset Password' }).click();
      });
      expect(screen.getByTestId('form-error')).toHaveTextContent(expired);
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });
});
