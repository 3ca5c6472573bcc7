import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_ROSTER_SPOTS,
  ESPN_LINK_MESSAGES,
  type EspnLeaguePreviewDto,
  type EspnLinkDto,
  type EspnSyncResultDto,
  type ImportedLeagueSettings,
} from '@draftmode/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { EspnLinkPanel } from './espn-link-panel';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);
const TEAM = '11111111-2222-4333-8444-555555555555';
const S2 = 'AEBsecretS2cookie';
const SWID = '{6E2C6A88-1C3B-4C2E-9B1F-8D2A6B5E4F3A}';

const linked: EspnLinkDto = {
  leagueId: '368876',
  season: 2018,
  name: 'FXBG League',
  espnTeamId: 5,
  espnTeamName: 'Team Five',
  private: true,
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
const preview: EspnLeaguePreviewDto = {
  leagueId: '368876',
  season: 2018,
  name: 'FXBG League',
  draftStatus: 'drafted',
  settings: settings({ leagueSize: 10, draftPosition: 8 }),
  current: settings(),
  notes: ['ESPN’s draft is offline (the commissioner enters the picks): DraftMode takes it as a snake in ESPN’s pick order.'],
};
const synced: EspnSyncResultDto = {
  draftStatus: 'drafted',
  picksMade: 150,
  recorded: 38,
  alreadyRecorded: 0,
  unrecorded: [{ overallPick: 1, name: "Le'Veon Bell", position: 'RB', team: 'PIT', reason: 'Not matched to a DraftMode player' }],
  version: 9,
};

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <EspnLinkPanel teamId={TEAM} version={7} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

beforeEach(() => apiMock.mockReset());

describe('ESPN in the draft room sync', () => {
  it('links a private league with its cookies in password fields, then shows the link without them', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    let link: EspnLinkDto | null = null;
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === `/teams/${TEAM}/espn-link` && !options.method) return { link } as never;
      if (path === `/teams/${TEAM}/espn-link` && options.method === 'POST') {
        const body = options.body as { espnS2?: string };
        if (!body.espnS2)
          throw new ApiError({
            statusCode: 400,
            error: 'Bad Request',
            message: ESPN_LINK_MESSAGES.private,
            fields: { espnS2: ESPN_LINK_MESSAGES.private },
          });
        link = linked;
        return linked as never;
      }
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    expect(await screen.findByRole('textbox', { name: /ESPN league id/ })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /ESPN league id/ }), 'espn.com/league');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText(ESPN_LINK_MESSAGES.leagueId)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const leagueId = screen.getByRole('textbox', { name: /ESPN league id/ });
    await userEvent.clear(leagueId);
    await userEvent.type(leagueId, '368876');
    const season = screen.getByRole('textbox', { name: /Season/ });
    await userEvent.clear(season);
    await userEvent.type(season, '2018');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    // ESPN's refusal of a private league, on the cookie field.
    expect(await screen.findByText(ESPN_LINK_MESSAGES.private)).toBeInTheDocument();

    const s2 = screen.getByLabelText(/espn_s2/);
    expect(s2).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^SWID/)).toHaveAttribute('type', 'password');
    await userEvent.type(s2, S2);
    // userEvent reads braces as keys: the SWID is pasted, as a user would.
    await userEvent.click(screen.getByLabelText(/^SWID/));
    await userEvent.paste(SWID);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));

    const status = await screen.findByTestId('espn-link-status');
    expect(status).toHaveTextContent('FXBG League · 368876 (2018) · private, cookies kept encrypted');
    expect(status).toHaveTextContent('Team Five');
    expect(calls.find((call) => call.method === 'POST' && (call.body as { espnS2?: string }).espnS2)?.body).toEqual({
      leagueId: '368876',
      season: 2018,
      espnS2: S2,
      swid: SWID,
    });
    expect(document.body.textContent).not.toContain(S2);
    expect(screen.getByTestId('espn-link-status')).toHaveTextContent('368876 (2018) · private, cookies kept encrypted');
  });

  it('records ESPN picks and lists the ones it could not, previews and takes the settings, and unlinks', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === `/teams/${TEAM}/espn-link` && !options.method) return { link: linked } as never;
      if (path === `/teams/${TEAM}/espn-link/sync`) return synced as never;
      if (path === `/teams/${TEAM}/espn-league`) return preview as never;
      if (path === `/teams/${TEAM}/settings` && options.method === 'PUT') return { version: 8, duplicate: false, team: null } as never;
      if (path === `/teams/${TEAM}/espn-link` && options.method === 'DELETE') return undefined as never;
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Record ESPN picks' }));
    const result = await screen.findByTestId('espn-sync-result');
    expect(result).toHaveTextContent('38 picks recorded (ESPN has made 150).');
    expect(
      within(screen.getByRole('list', { name: 'ESPN picks not recorded' })).getByText(/Pick 1: Le'Veon Bell \(RB, PIT\)/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Read league settings' }));
    const table = await screen.findByTestId('espn-league-preview');
    expect(table).toHaveTextContent('League settings from ESPN: FXBG League (2018)');
    expect(screen.getByTestId('espn-league-notes')).toHaveTextContent('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Use these settings' }));
    expect(await screen.findByText('The team now has the ESPN league’s settings.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ expectedVersion: 7, leagueSize: 10, draftPosition: 8 });

    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('textbox', { name: /ESPN league id/ })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/teams/${TEAM}/espn-link`)).toBe(true);
  });
});
