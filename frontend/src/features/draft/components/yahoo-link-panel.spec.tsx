import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_ROSTER_SPOTS,
  YAHOO_LINK_MESSAGES,
  type DraftSyncStatusDto,
  type ImportedLeagueSettings,
  type YahooLeaguePreviewDto,
  type YahooLinkDto,
} from '@draftmode/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { YahooLinkPanel } from './yahoo-link-panel';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);
const TEAM = '11111111-2222-4333-8444-555555555555';

const linked: YahooLinkDto = {
  leagueKey: '399.l.528423',
  name: 'Ryan has excel spreadsheets',
  season: '2020',
  yahooTeamKey: '399.l.528423.t.2',
  yahooTeamName: 'Team Two',
};
const settings = (changes: Partial<ImportedLeagueSettings> = {}): ImportedLeagueSettings => ({
  scoringFormat: 'PPR',
  leagueSize: 12,
  draftPosition: 1,
  rosterSpots: { ...DEFAULT_ROSTER_SPOTS },
  draftOrder: 'snake',
  pointsPerStat: null,
  tradedPicks: [],
  ...changes,
});
const preview: YahooLeaguePreviewDto = {
  leagueKey: '399.l.528423',
  name: 'Ryan has excel spreadsheets',
  season: '2020',
  draftStatus: 'draft',
  settings: settings({ leagueSize: 10, draftPosition: 8 }),
  current: settings(),
  notes: [],
};
const sync: DraftSyncStatusDto = {
  platform: 'yahoo',
  polling: true,
  draftStatus: 'drafting',
  lastPolledAt: '2026-11-28T21:00:00.000Z',
  lastPickNo: 25,
  picksRecorded: 3,
  unmatchedPicks: [
    {
      pickNo: 1,
      round: 1,
      platformPlayerId: '399.p.30121',
      name: '399.p.30121',
      position: null,
      team: null,
      reason: "Yahoo's players list has no player 399.p.30121",
    },
  ],
  lastError: null,
  reconnect: false,
};

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <YahooLinkPanel teamId={TEAM} version={7} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

type Call = { path: string; method?: string; body?: unknown };

beforeEach(() => apiMock.mockReset());

describe('Yahoo in the draft room sync', () => {
  it('says Yahoo is not configured on this server, with no button that cannot work', async () => {
    apiMock.mockRejectedValue(
      new ApiError({ statusCode: 503, error: 'Service Unavailable', message: YAHOO_LINK_MESSAGES.notConfigured }, 5),
    );
    renderCard();
    expect(await screen.findByTestId('yahoo-unavailable')).toHaveTextContent(YAHOO_LINK_MESSAGES.notConfigured);
    expect(screen.queryByRole('button', { name: 'Connect Yahoo' })).not.toBeInTheDocument();
  });

  it('links a league picked from the user’s leagues, shows the sync, previews and takes the settings, and disconnects', async () => {
    const calls: Call[] = [];
    let link: YahooLinkDto | null = null;
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === '/yahoo/account' && !options.method) return { connected: true, connectedAt: '2026-11-28T20:00:00.000Z' } as never;
      if (path === '/yahoo/leagues')
        return {
          leagues: [{ leagueKey: '399.l.528423', name: 'Ryan has excel spreadsheets', season: '2020', numTeams: 10, draftStatus: 'draft' }],
        } as never;
      if (path === `/teams/${TEAM}/yahoo-link` && !options.method) return { link } as never;
      if (path === `/teams/${TEAM}/yahoo-link` && options.method === 'POST') {
        link = linked;
        return linked as never;
      }
      if (path === `/teams/${TEAM}/draft-sync`) return { syncs: [sync] } as never;
      if (path === `/teams/${TEAM}/yahoo-league`) return preview as never;
      if (path === `/teams/${TEAM}/settings` && options.method === 'PUT') return { version: 8, duplicate: false, team: null } as never;
      if (path === '/yahoo/account' && options.method === 'DELETE') return undefined as never;
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    expect(await screen.findByText('Connected · no league linked')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Pick one of your Yahoo leagues.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Your Yahoo NFL league' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ryan has excel spreadsheets (2020) · 10 teams' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));

    const status = await screen.findByTestId('yahoo-link-status');
    expect(status).toHaveTextContent('Ryan has excel spreadsheets (2020)');
    expect(status).toHaveTextContent('Team Two');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ leagueKey: '399.l.528423' });
    expect(await screen.findByTestId('sync-progress')).toHaveTextContent(
      'Following the draftYahoo: drafting · 3 picks recorded · up to pick 25',
    );
    expect(within(screen.getByRole('list', { name: 'Yahoo picks not recorded' })).getByText(/Pick 1: 399\.p\.30121/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Read league settings' }));
    expect(await screen.findByTestId('yahoo-league-preview')).toHaveTextContent('League settings from Yahoo');
    await userEvent.click(screen.getByRole('button', { name: 'Use these settings' }));
    expect(await screen.findByText('The team now has the Yahoo league’s settings.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ expectedVersion: 7, leagueSize: 10, draftPosition: 8 });

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Yahoo' }));
    expect(await screen.findByRole('button', { name: 'Connect Yahoo' })).toBeInTheDocument();
  });

  it('asks to reconnect when Yahoo’s sign-in has expired, not to retry', async () => {
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/yahoo/account') return { connected: true, connectedAt: '2026-11-28T20:00:00.000Z' } as never;
      if (path === `/teams/${TEAM}/yahoo-link`) return { link: null } as never;
      if (path === '/yahoo/leagues')
        throw new ApiError({ statusCode: 409, error: 'Conflict', message: YAHOO_LINK_MESSAGES.reconnect, reconnect: true });
      throw new Error(`unexpected ${path}`);
    });
    renderCard();
    const prompt = await screen.findByTestId('yahoo-reconnect');
    expect(prompt).toHaveTextContent(YAHOO_LINK_MESSAGES.reconnect);
    expect(within(prompt).getByRole('button', { name: 'Reconnect Yahoo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
