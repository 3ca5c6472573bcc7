import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { api } from '@/lib/api';
import { saveSession } from '@/lib/session';
import { GuidedTour, placeNextTo } from './guided-tour';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);
const USER = { id: 'u1', name: 'Tess Tour', email: 'tess@example.com', role: 'user' as const };
const me = (hasCompletedTour: boolean) => ({
  ...USER,
  createdAt: '2025-08-01T00:00:00Z',
  preferences: { hasConfiguredLeague: false, hasCompletedTour },
  settings: { theme: 'dark' },
});

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(path)}>go {path}</button>;
}

function renderTour(path: string, { noTeam = false } = {}) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <GuidedTour />
        <Routes>
          <Route
            path="*"
            element={
              <>
                <GoTo path="/my-teams" />
                {noTeam && <p data-tour="add-team">No Teams Yet</p>}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  apiMock.mockReset();
});

describe('GuidedTour', () => {
  it('shows nothing to a signed-out visitor', () => {
    renderTour('/draft');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('walks through the three steps and saves the tour as completed with Get Started', async () => {
    saveSession('jwt', USER);
    let completed = false;
    apiMock.mockImplementation(async (path: string, options: { method?: string } = {}) => {
      if (path === '/users/me') return me(completed) as never;
      if (path === '/users/me/preferences/complete-tour' && options.method === 'POST') {
        completed = true;
        return { hasConfiguredLeague: false, hasCompletedTour: true } as never;
      }
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderTour('/draft');
    const card = await screen.findByRole('group', { name: 'Select League Settings' });
    expect(card).toHaveTextContent('Step 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Tap a Player' })).toHaveTextContent('Step 2 of 3');
    // Nothing on this screen to point at (a user with no team yet): the card says where to go.
    expect(screen.getByRole('link', { name: 'add your team in My Teams' })).toHaveAttribute('href', '/my-teams');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Check Grade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(completed).toBe(true);
    // The preferences are loaded again after completing.
    expect(apiMock.mock.calls.filter(([path]) => path === '/users/me')).toHaveLength(2);
  });

  it('without a team, points its second step at where to add one and ends there', async () => {
    saveSession('jwt', USER);
    let completed = false;
    apiMock.mockImplementation(async (path: string, options: { method?: string } = {}) => {
      if (path === '/users/me') return me(completed) as never;
      if (path === '/users/me/preferences/complete-tour' && options.method === 'POST') {
        completed = true;
        return { hasConfiguredLeague: false, hasCompletedTour: true } as never;
      }
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    // jsdom lays nothing out and has no scrollIntoView: the card scrolls its target into view.
    Element.prototype.scrollIntoView = jest.fn();
    renderTour('/draft', { noTeam: true });
    expect(await screen.findByRole('group', { name: 'Select League Settings' })).toHaveTextContent('Step 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const card = screen.getByRole('group', { name: 'Add Your Team' });
    expect(card).toHaveTextContent('Step 2 of 2');
    expect(screen.queryByRole('group', { name: 'Tap a Player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(completed).toBe(true);
  });

  it('waits on /privacy and appears when the user moves on', async () => {
    saveSession('jwt', USER);
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/users/me') return me(false) as never;
      throw new Error(`unexpected ${path}`);
    });
    renderTour('/privacy');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'go /my-teams' }));
    expect(await screen.findByRole('group', { name: 'Select League Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show me on the draft screen' })).toHaveAttribute('href', '/draft');
  });

  it('says so when the completed tour could not be saved, and retries', async () => {
    saveSession('jwt', USER);
    let attempts = 0;
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/users/me') return me(attempts > 1) as never;
      attempts += 1;
      if (attempts === 1) throw new Error('Cannot reach DraftMode. Check your connection and try again.');
      return { hasConfiguredLeague: false, hasCompletedTour: true } as never;
    });
    renderTour('/draft');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach DraftMode. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(attempts).toBe(2);
  });
});

describe('placeNextTo', () => {
  const short = { top: 130, left: 20, width: 180, height: 40 };
  it('puts the card below a target when it fits, kept inside the screen', () => {
    expect(placeNextTo(short, 200, 1280, 900)).toEqual({ top: 182, left: 20, width: 360 });
    expect(placeNextTo({ ...short, left: 1200 }, 200, 1280, 900)?.left).toBe(1280 - 360 - 12);
  });
  it('puts it above when there is no room below', () => {
    expect(placeNextTo({ ...short, top: 700 }, 200, 1280, 900)).toEqual({ top: 488, left: 20, width: 360 });
  });
  it('puts it beside a target taller than the screen', () => {
    expect(placeNextTo({ top: 84, left: 16, width: 720, height: 2000 }, 200, 1280, 900)).toEqual({ top: 84, left: 748, width: 360 });
  });
  it('gives up (the card docks at the bottom) when nothing fits', () => {
    expect(placeNextTo({ top: 84, left: 0, width: 1280, height: 2000 }, 200, 1280, 900)).toBeNull();
  });
});
