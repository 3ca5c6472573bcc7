import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { saveSession } from '@/lib/session';
import { RequireAdmin, RequireAuth } from './route-guards';

function AuthPage() {
  const location = useLocation();
  return <p>auth page, from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

function renderAt(path: string) {
  render(
    <MantineProvider>
      <Notifications />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/draft" element={<p>draft page</p>} />
          <Route element={<RequireAuth />}>
            <Route path="/profile" element={<p>profile page</p>} />
          </Route>
          <Route element={<RequireAdmin />}>
            <Route path="/admin" element={<p>admin page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('route guards', () => {
  it('sends a visitor without a token to /auth', () => {
    renderAt('/profile');
    expect(screen.getByText('auth page, from /profile')).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    saveSession('jwt', { id: 'u1', name: 'Sam', email: 's@e.com', role: 'user' });
    renderAt('/profile');
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin away from admin pages to /draft', () => {
    saveSession('jwt', { id: 'u1', name: 'Sam', email: 's@e.com', role: 'user' });
    renderAt('/admin');
    expect(screen.getByText('draft page')).toBeInTheDocument();
  });

  it('tells a non-admin sent away from an admin page why', async () => {
    saveSession('jwt', { id: 'u1', name: 'Sam', email: 's@e.com', role: 'user' });
    renderAt('/admin');
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.getByText('/admin is for admins, and your account is not one, so you were taken to your draft.')).toBeInTheDocument();
  });

  it('lets an admin into admin pages', () => {
    saveSession('jwt', { id: 'u1', name: 'Sam', email: 's@e.com', role: 'admin' });
    renderAt('/admin');
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });
});
