import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { api } from '@/lib/api';
import { resetPassword } from '../api/reset-password';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('../api/reset-password', () => ({ ...jest.requireActual('../api/reset-password'), resetPassword: jest.fn() }));
// The link check is the one call left to the API client.
jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const checkResetToken = jest.mocked(api);

const EXPIRED = 'This reset link is invalid or has expired. Request a new one.';

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/auth" element={<p>auth page</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function choosePassword() {
  await userEvent.type(screen.getByLabelText(/^New password/), 'NewPassword1');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewPassword1');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => {
  sessionStorage.clear();
  jest.clearAllMocks();
  jest.mocked(checkResetToken).mockResolvedValue({ valid: true });
});

describe('/reset-password', () => {
  it("without a token: toast 'Invalid Reset Link' and off to /auth", async () => {
    renderAt('/reset-password');
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it("checks the confirmation, then shows 'Password Reset Complete' with 'Sign In Now'", async () => {
    jest.mocked(resetPassword).mockResolvedValue({ message: 'Your password has been reset. You can sign in now.' });
    renderAt('/reset-password?token=abc');
    expect(
      await screen.findByText(
        'Resetting your password signs out every device and removes all your passkeys. You can add passkeys again in Settings.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'NewPassword1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Different1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewPassword1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ token: 'abc', password: 'NewPassword1' });
    expect(sessionStorage.getItem('draftmode-suppress-tour')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Sign In Now' }));
    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it('says a used or expired link does not work as the page opens, without the form', async () => {
    jest.mocked(checkResetToken).mockResolvedValue({ valid: false, message: EXPIRED });
    renderAt('/reset-password?token=used');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    const alert = (await screen.findByText('This reset link does not work')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(checkResetToken).toHaveBeenCalledWith('/auth/reset-password?token=used', expect.anything());
  });

  it("shows the server's message for a link that stopped working after the check", async () => {
    const expired = EXPIRED;
    jest.mocked(resetPassword).mockRejectedValue(new ApiError({ statusCode: 400, error: 'Bad Request', message: expired }));
    renderAt('/reset-password?token=old');
    await screen.findByLabelText(/^New password/);
    await choosePassword();
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth');
  });
});
