import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@draftmode/domain';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { registerPasskey } from '@/lib/passkeys';
import { readSession, saveSession } from '@/lib/session';
import { SettingsPage } from './settings-page';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
jest.mock('@/lib/passkeys', () => ({ ...jest.requireActual('@/lib/passkeys'), usePasskeySupport: () => true, registerPasskey: jest.fn() }));

const apiMock = jest.mocked(api);
const USER = { id: 'u1', name: 'Sam Drafter', email: 'sam@example.com', role: 'user' as const };
const PASSKEY = {
  id: 'pk1',
  name: 'MacBook',
  deviceType: 'multiDevice',
  backedUp: true,
  createdAt: '2025-08-01T00:00:00Z',
  lastUsedAt: null,
};
const notFound = () => new ApiError({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/teams' });

/** The player pool the About section names the season of. */
const POOL = { season: 2025, snapshotDate: '2025-08-29', players: [], total: 0, limit: 500, offset: 0, format: 'ppr' };

/** Answers by "METHOD path" (and the player pool); anything else fails the test loudly. */
function answer(routes: Record<string, (body: unknown) => unknown>) {
  apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    const handler = key === 'GET /players?limit=500&format=ppr' ? () => POOL : routes[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(options.body) as never;
  });
}

function renderSettings() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider defaultColorScheme="dark">
        <Notifications />
        <MemoryRouter initialEntries={['/settings']}>
          <Routes>
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/" element={<p>landing page</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  apiMock.mockReset();
  saveSession('jwt', USER);
});

describe('/settings', () => {
  it('saves the theme locally and on the account, mapping System to system', async () => {
    const put = jest.fn(async (body: unknown) => body);
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => Promise.reject(notFound()), 'PUT /users/me/settings': put });
    renderSettings();
    await userEvent.click(screen.getByText('Light', { exact: true }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(put).toHaveBeenLastCalledWith({ theme: 'light' });
    await userEvent.click(screen.getByText('System', { exact: true }));
    expect(put).toHaveBeenLastCalledWith({ theme: 'system' });
  });

  it('names the season of the player data', async () => {
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => [] });
    renderSettings();
    await waitFor(() =>
      expect(screen.getByTestId('pool-season')).toHaveTextContent("Player data: the 2025 season's players, ADP and projections"),
    );
  });

  it('shows only the My Teams link while the teams API answers 404, and the count once it answers', async () => {
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => Promise.reject(notFound()) });
    renderSettings();
    expect(screen.getByRole('link', { name: 'Manage your teams in My Teams' })).toHaveAttribute('href', '/my-teams');
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('/teams', expect.anything()));
    expect(screen.queryByText(/You have/)).not.toBeInTheDocument();
  });

  it('shows the team count when GET /teams answers', async () => {
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => [{ id: 't1' }, { id: 't2' }] });
    renderSettings();
    expect(await screen.findByText('You have 2 teams.')).toBeInTheDocument();
  });

  it('renames the account and updates the stored user', async () => {
    const patch = jest.fn(async (body: unknown) => ({ ...USER, ...(body as object) }));
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => [], 'PATCH /users/me': patch });
    renderSettings();
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Picks');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(readSession().user?.name).toBe('Sam Picks'));
    expect(patch).toHaveBeenCalledWith({ name: 'Sam Picks' });
    expect(readSession().token).toBe('jwt');
  });

  it('changes the password and keeps the new token; a wrong current password shows on its field', async () => {
    const wrong = 'Current password is incorrect';
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ statusCode: 400, error: 'Bad Request', message: wrong, fields: { currentPassword: wrong } }))
      .mockResolvedValueOnce({ user: { ...USER, createdAt: '', preferences: {}, settings: { theme: 'dark' } }, token: 'jwt-2' });
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => [], 'POST /users/me/password': post });
    renderSettings();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Old1pass');
    await userEvent.type(screen.getByLabelText(/^New password/), 'NewPassword1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'NewPassword1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(readSession().token).toBe('jwt-2'));
    expect(post).toHaveBeenLastCalledWith({ currentPassword: 'Old1pass', newPassword: 'NewPassword1' });
  });

  it('lists passkeys and deletes one after a confirmation; Cancel keeps it', async () => {
    let passkeys = [PASSKEY];
    const remove = jest.fn(() => {
      passkeys = [];
      return undefined;
    });
    answer({ 'GET /users/me/passkeys': () => passkeys, 'GET /teams': () => [], 'DELETE /users/me/passkeys/pk1': remove });
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText('MacBook')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete passkey MacBook' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this passkey?' });
    expect(confirm).toHaveTextContent('MacBook will no longer sign you in.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this passkey?' })).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(within(list).getByText('MacBook')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete passkey MacBook' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this passkey?' })).getByRole('button', { name: 'Delete passkey' }),
    );
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('asks for the password again when adding a passkey needs a fresh sign-in, then adds it with the fresh token', async () => {
    const registerMock = jest.mocked(registerPasskey);
    registerMock.mockReset();
    registerMock.mockRejectedValueOnce(new ApiError({ statusCode: 403, error: 'Forbidden', message: MESSAGES.freshSignInRequired }));
    registerMock.mockResolvedValueOnce(undefined);
    const reauthenticate = jest.fn(async () => ({ token: 'jwt-fresh', user: { ...USER, createdAt: '2025-08-01T00:00:00Z' } }));
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => [], 'POST /auth/reauthenticate': reauthenticate });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Password1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and add passkey' }));
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(reauthenticate).toHaveBeenCalledWith({ password: 'Password1' });
    expect(readSession().token).toBe('jwt-fresh');
    expect(registerMock).toHaveBeenCalledTimes(2);
  });

  it('deletes the account after the password is confirmed, then signs out and goes to /', async () => {
    const del = jest.fn(async () => undefined);
    answer({ 'GET /users/me/passkeys': () => [], 'GET /teams': () => [], 'DELETE /users/me': del });
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Password1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('landing page')).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith({ password: 'Password1' });
    expect(readSession()).toEqual({ token: null, user: null });
  });
});
