import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { readSession, saveSession } from '@/lib/session';
import type { AdminUserDto } from '@draftmode/domain';
import { UsersTab } from './users-tab';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);

const ME: AdminUserDto = {
  id: 'a1',
  name: 'Alex Admin',
  email: 'alex@example.com',
  role: 'admin',
  createdAt: '2025-08-01T10:00:00Z',
  lastSignInAt: '2025-08-29T10:00:00Z',
  teams: 2,
  passkeys: 1,
};
const SAM: AdminUserDto = {
  ...ME,
  id: 'u2',
  name: 'Sam Member',
  email: 'sam@example.com',
  role: 'user',
  lastSignInAt: null,
  teams: 0,
  passkeys: 0,
};

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <UsersTab />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSession('jwt', { id: 'a1', name: 'Alex Admin', email: 'alex@example.com', role: 'admin' });
  apiMock.mockReset();
});

describe('UsersTab', () => {
  it('lists users, sorts through the API, and never offers to change your own role', async () => {
    apiMock.mockImplementation(async () => ({ items: [ME, SAM], total: 2, page: 1, pageSize: 25 }) as never);
    renderTab();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Sam Member')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2 users')).toBeInTheDocument();
    expect(apiMock).toHaveBeenLastCalledWith('/admin/users?sort=createdAt&order=desc&page=1&pageSize=25', expect.anything());

    expect(screen.getByRole('button', { name: 'Remove admin: Alex Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Make admin: Sam Member' })).toBeEnabled();

    await userEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenLastCalledWith('/admin/users?sort=email&order=asc&page=1&pageSize=25', expect.anything()),
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenLastCalledWith('/admin/users?sort=email&order=desc&page=1&pageSize=25', expect.anything()),
    );
  });

  it('asks before promoting and sends the new role', async () => {
    apiMock.mockImplementation(async (path: string, options: { method?: string } = {}) => {
      if (options.method === 'PATCH') return { ...SAM, role: 'admin' } as never;
      return { items: [ME, SAM], total: 2, page: 1, pageSize: 25 } as never;
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Make admin: Sam Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make admin?' });
    expect(apiMock).not.toHaveBeenCalledWith(expect.stringContaining('/role'), expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('/admin/users/u2/role', { method: 'PATCH', body: { role: 'admin' } }));
  });

  it('drops the stored admin role when the API says this account is no longer an admin', async () => {
    apiMock.mockRejectedValue(new ApiError({ statusCode: 403, error: 'Forbidden', message: 'Only admins can do that.' }));
    renderTab();
    expect(await screen.findByText('Only admins can do that.')).toBeInTheDocument();
    await waitFor(() => expect(readSession().user?.role).toBe('user'));
    expect(readSession().token).toBe('jwt');
  });
});
