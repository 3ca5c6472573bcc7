import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_ROSTER_SPOTS,
  ESPN_LINK_MESSAGES,
  type DraftSyncStatusDto,
  type EspnLeaguePreviewDto,
  type EspnLinkDto,
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
const following: DraftSyncStatusDto = {
  platform: 'espn',
  polling: true,
  draftStatus: 'drafting',
  lastPolledAt: '2026-11-28T21:00:00.000Z',
  lastPickNo: 12,
  picksRecorded: 9,
  unmatchedPicks: [
    {
      pickNo: 1,
      round: 1,
      platformPlayerId: '15825',
      name: "Le'Veon Bell",
      position: 'RB',
      team: 'PIT',
      reason: 'Not matched to a DraftMode player: no player named "Le\'Veon Bell" (RB) in the pool',
    },
  ],
  lastError: null,
  reconnect: false,
};
const complete: DraftSyncStatusDto = { ...following, polling: false, draftStatus: 'complete', lastPickNo: 150, picksRecorded: 38 };
const refused: DraftSyncStatusDto = {
  ...following,
  polling: false,
  lastError: { message: ESPN_LINK_MESSAGES.cookiesRefused, at: '2026-11-28T21:01:00.000Z' },
  reconnect: true,
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
      if (path === `/teams/${TEAM}/draft-sync`) return { syncs: link ? [{ ...following, unmatchedPicks: [] }] : [] } as never;
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
    // Linking starts following the draft.
    expect(await screen.findByText('Following the draft')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && (call.body as { espnS2?: string }).espnS2)?.body).toEqual({
      leagueId: '368876',
      season: 2018,
      espnS2: S2,
      swid: SWID,
    });
    expect(document.body.textContent).not.toContain(S2);
    expect(screen.getByTestId('espn-link-status')).toHaveTextContent('368876 (2018) · private, cookies kept encrypted');
  });

  it('shows the draft sync, checks ESPN now, previews and takes the settings, and unlinks', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === `/teams/${TEAM}/espn-link` && !options.method) return { link: linked } as never;
      if (path === `/teams/${TEAM}/draft-sync`) return { syncs: [following] } as never;
      if (path === `/teams/${TEAM}/espn-link/sync` && options.method === 'POST') return complete as never;
      if (path === `/teams/${TEAM}/espn-league`) return preview as never;
      if (path === `/teams/${TEAM}/settings` && options.method === 'PUT') return { version: 8, duplicate: false, team: null } as never;
      if (path === `/teams/${TEAM}/espn-link` && options.method === 'DELETE') return undefined as never;
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    const status = await screen.findByTestId('sync-progress');
    expect(status).toHaveTextContent('Following the draft');
    expect(status).toHaveTextContent('ESPN: drafting · 9 picks recorded · up to pick 12');
    expect(
      within(screen.getByRole('list', { name: 'ESPN picks not recorded' })).getByText(/Pick 1: Le'Veon Bell \(RB, PIT\): Not matched/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ESPN’s read API can lag its draft room/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check ESPN now' }));
    expect(await screen.findByText('Draft complete: no longer following')).toBeInTheDocument();
    expect(screen.getByTestId('sync-progress')).toHaveTextContent('ESPN: complete · 38 picks recorded · up to pick 150');

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

  it('says when ESPN refused the kept cookies and links again with fresh ones', async () => {
    const posted: unknown[] = [];
    let sync = refused;
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      if (path === `/teams/${TEAM}/espn-link` && !options.method) return { link: linked } as never;
      if (path === `/teams/${TEAM}/draft-sync`) return { syncs: [sync] } as never;
      if (path === `/teams/${TEAM}/espn-link` && options.method === 'POST') {
        posted.push(options.body);
        sync = { ...following, unmatchedPicks: [] };
        return linked as never;
      }
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    const alert = await screen.findByTestId('sync-error');
    expect(alert).toHaveTextContent(ESPN_LINK_MESSAGES.cookiesRefused);
    expect(screen.getByText('Not following the draft')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Link again' }));
    expect(screen.getByRole('textbox', { name: /ESPN league id/ })).toHaveValue('368876');
    await userEvent.type(screen.getByLabelText(/espn_s2/), S2);
    await userEvent.click(screen.getByLabelText(/^SWID/));
    await userEvent.paste(SWID);
    await userEvent.click(screen.getByRole('button', { name: 'Link again' }));
    expect(await screen.findByText('Following the draft')).toBeInTheDocument();
    expect(posted).toEqual([{ leagueId: '368876', season: 2018, espnS2: S2, swid: SWID, teamId: 5 }]);
    expect(screen.queryByTestId('sync-error')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(S2);
  });

  it('tells a failure the server retries from one that stopped the sync', async () => {
    const outage = { message: ESPN_LINK_MESSAGES.unreachable, at: '2026-11-28T21:02:00.000Z' };
    let sync: DraftSyncStatusDto = { ...following, lastError: outage };
    apiMock.mockImplementation(async (path: string, options: { method?: string } = {}) => {
      if (path === `/teams/${TEAM}/espn-link` && !options.method) return { link: linked } as never;
      if (path === `/teams/${TEAM}/draft-sync`) return { syncs: [sync] } as never;
      if (path === `/teams/${TEAM}/espn-link/sync`) return sync as never;
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    const retrying = await screen.findByTestId('sync-error');
    expect(retrying).toHaveTextContent(ESPN_LINK_MESSAGES.unreachable);
    expect(retrying).toHaveTextContent('DraftMode tries again on its own.');
    expect(within(retrying).queryByRole('button', { name: 'Link again' })).not.toBeInTheDocument();

    // After too many failures in a row the server stops: only a new link resumes it.
    sync = { ...following, polling: false, lastError: { ...outage, message: 'Live sync stopped after 5 failed attempts in a row' } };
    await userEvent.click(screen.getByRole('button', { name: 'Check ESPN now' }));
    const stopped = await screen.findByText('Live sync stopped after 5 failed attempts in a row');
    expect(within(screen.getByTestId('sync-error')).getByRole('button', { name: 'Link again' })).toBeInTheDocument();
    expect(stopped).toBeInTheDocument();
  });
});
