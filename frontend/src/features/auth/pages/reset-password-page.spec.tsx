import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { resetPassword } from '../api/reset-password';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('../api/reset-password', () => ({ ...jest.requireActual('../api/reset-password'), resetPassword: jest.fn() }));

function renderAt(path: string) {
  render(
    <MantineProvider>
      <Notifications />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth" element={<p>auth page</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
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
    expect(screen.getByText('Resetting your password signs out every device and removes all your passkeys. You can add passkeys again in Settings.')).toBeInTheDocument();
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

  it("shows the server's message for an invalid or expired link", async () => {
    const expired = 'This reset link is invalid or has expired. Request a new one.';
    jest.mocked(resetPassword).mockRejectedValue(new ApiError({ statusCode: 400, error: 'Bad Request', message: expired }));
    renderAt('/reset-password?token=old');
    await choosePassword();
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth');
  });
});
