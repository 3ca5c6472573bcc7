import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_ROSTER_SPOTS,
  DRAFT_SYNC_MESSAGES,
  SLEEPER_MESSAGES,
  type SleeperLeaguePreviewDto,
  type SleeperSyncStatusDto,
  type TeamDetailDto,
} from '@draftmode/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { teamKeys } from '@/lib/teams-api';
import { SLEEPER_STATUS_POLL_MS } from '../api/sleeper-sync';
import { DraftRoomSyncCard } from './draft-room-sync-card';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);
const TEAM = '11111111-2222-4333-8444-555555555555';

const unlinked: SleeperSyncStatusDto = {
  linked: false,
  draftId: null,
  draftSlot: null,
  polling: false,
  draftStatus: null,
  lastPolledAt: null,
  lastPickNo: 0,
  picksRecorded: 0,
  unmatchedPicks: [],
  reconnect: false,
  lastError: null,
};
const linked = (changes: Partial<SleeperSyncStatusDto> = {}): SleeperSyncStatusDto => ({
  ...unlinked,
  linked: true,
  draftId: '1049382612398721024',
  draftSlot: 4,
  polling: true,
  draftStatus: 'drafting',
  lastPolledAt: '2026-09-01T18:00:05Z',
  lastPickNo: 9,
  picksRecorded: 8,
  ...changes,
});
const teamAt = (version: number) => ({ version, team: { id: TEAM } }) as unknown as TeamDetailDto;

function renderCard(version = 7) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <DraftRoomSyncCard teamId={TEAM} version={version} leagueSize={10} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

const toggle = () => screen.getByRole('button', { name: 'Draft room sync' });
/** GET /draft-sync as the server answers it beside a Sleeper status. */
const syncsOf = ({ linked: isLinked, draftId: _draftId, draftSlot: _draftSlot, ...progress }: SleeperSyncStatusDto) => ({
  syncs: isLinked ? [{ platform: 'sleeper', ...progress }] : [],
});

beforeEach(() => apiMock.mockReset());
afterEach(() => jest.useRealTimers());

describe('Sleeper in the draft room sync', () => {
  it('is collapsed by default and links with the API schema’s messages, then shows the status', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    let status = unlinked;
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(status) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return status as never;
      if (path === `/teams/${TEAM}/sleeper-link` && options.method === 'POST') {
        status = linked({ picksRecorded: 0, lastPolledAt: null });
        return { version: 8, duplicate: false, team: teamAt(8), sleeperSync: status } as never;
      }
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    const queryClient = renderCard();
    expect(await screen.findByText(/^Not linked/)).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /Sleeper draft id/ })).not.toBeInTheDocument();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const draftId = screen.getByRole('textbox', { name: /Sleeper draft id/ });
    await userEvent.type(draftId, 'sleeper.com/draft/nfl/123');
    await userEvent.click(screen.getByRole('button', { name: 'Link draft' }));
    expect(await screen.findByText(SLEEPER_MESSAGES.draftId)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(draftId);
    await userEvent.type(draftId, ' 1049382612398721024 ');
    // Slots run to the league size; 'None' follows the draft only.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None: only follow the draft',
      ...Array.from({ length: 10 }, (_, i) => `Slot ${i + 1}`),
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Your draft slot (optional)' }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Link draft' }));

    expect(await screen.findByTestId('sleeper-sync-status')).toHaveTextContent('Sleeper draft: 1049382612398721024');
    expect(screen.getByTestId('sleeper-sync-status')).toHaveTextContent('Sleeper: drafting');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      draftId: '1049382612398721024',
      draftSlot: 4,
      expectedVersion: 7,
      commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByTestId('sleeper-sync-status')).toHaveTextContent('Your slot: 4');
    expect(screen.getByTestId('sleeper-sync-status')).toHaveTextContent('not checked yet');
    await waitFor(() => expect(screen.getByTestId('draft-room-sync-summary')).toHaveTextContent('Syncing'));
    // The team's new version reaches the draft screen through the cache.
    expect(queryClient.getQueryData<TeamDetailDto>(teamKeys.detail(TEAM))?.version).toBe(8);
  });

  it('previews the Sleeper league’s settings beside the team’s and takes them only when asked', async () => {
    const current = {
      scoringFormat: 'PPR',
      leagueSize: 12,
      draftPosition: 4,
      rosterSpots: DEFAULT_ROSTER_SPOTS,
      draftOrder: 'snake',
      pointsPerStat: null,
      tradedPicks: [],
    } as const;
    const settings = {
      ...current,
      draftOrder: 'third-round-reversal',
      rosterSpots: { ...DEFAULT_ROSTER_SPOTS, SUPERFLEX: 1, K: 0, DEF: 0 },
      pointsPerStat: {
        passYd: 0.04,
        passTd: 6,
        passInt: -1,
        rushYd: 0.1,
        rushTd: 6,
        reception: 1,
        recYd: 0.1,
        recTd: 6,
        receptionBonus: { RB: 0, WR: 0, TE: 0.5 },
        fumbleLost: -2,
        twoPointConversion: 2,
      },
      tradedPicks: [{ pick: 7, slot: 4 }],
    } as const;
    const preview: SleeperLeaguePreviewDto = {
      draftId: '1049382612398721024',
      leagueId: '1049382612398721000',
      name: 'Dynasty',
      season: '2026',
      draftStatus: 'pre_draft',
      rounds: 53,
      settings: { ...settings, rosterSpots: settings.rosterSpots, tradedPicks: [...settings.tradedPicks] },
      current: { ...current, tradedPicks: [] },
      keepers: [],
      notes: ["DraftMode drafts no defensive players (IDP): the league's 3 DL spots are left out."],
    };
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(linked()) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return linked() as never;
      if (path === `/teams/${TEAM}/sleeper-league`) return preview as never;
      if (path === `/teams/${TEAM}/settings` && options.method === 'PUT') return { version: 8, duplicate: false, team: teamAt(8) } as never;
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Draft room sync' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Read league settings' }));
    const table = await screen.findByTestId('sleeper-league-preview');
    expect(table).toHaveTextContent('League settings from Sleeper: Dynasty (2026)');
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Draft order')).toHaveTextContent('Snake, third round reversednewSnake');
    expect(row('Points per stat')).toHaveTextContent('TE +0.5 per catch, Passing TD 6newPreset');
    expect(row('Teams')).not.toHaveAttribute('data-changed');
    expect(row('Traded picks')).toHaveTextContent('1 pick · to you: #7newNone');
    expect(screen.getByTestId('sleeper-league-notes')).toHaveTextContent('IDP');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Once taken, the team's settings read back in the server's key order, and there is nothing more to take.
    const reordered = Object.fromEntries(Object.entries(preview.settings).reverse()) as typeof preview.settings;
    const taken = { ...preview, current: { ...reordered, rosterSpots: { ...reordered.rosterSpots } } };
    apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path, ...options });
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(linked()) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return linked() as never;
      if (path === `/teams/${TEAM}/sleeper-league`) return taken as never;
      if (path === `/teams/${TEAM}/settings` && options.method === 'PUT') return { version: 8, duplicate: false, team: teamAt(8) } as never;
      throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use these settings' }));
    expect(await screen.findByText('The team now has the Sleeper league’s settings.')).toBeInTheDocument();
    expect(await screen.findByText('The team already has these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use these settings' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ...preview.settings,
      expectedVersion: 7,
      commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('says in one line why a league cannot be read', async () => {
    apiMock.mockImplementation(async (path: string) => {
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(linked()) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return linked() as never;
      if (path === `/teams/${TEAM}/sleeper-league`)
        throw new ApiError({ statusCode: 400, error: 'Bad Request', message: SLEEPER_MESSAGES.auction });
      throw new Error(`unexpected ${path}`);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Draft room sync' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Read league settings' }));
    expect(await screen.findByTestId('sleeper-league-error')).toHaveTextContent(SLEEPER_MESSAGES.auction);
  });

  it('shows the server’s message for a draft Sleeper does not have', async () => {
    apiMock.mockImplementation(async (path: string, options: { method?: string } = {}) => {
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(unlinked) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return unlinked as never;
      if (options.method === 'POST')
        throw new ApiError({ statusCode: 400, error: 'Bad Request', message: SLEEPER_MESSAGES.draftNotFound('999') });
      throw new Error(`unexpected ${path}`);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Draft room sync' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Sleeper draft id/ }), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Link draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sleeper has no draft with id 999');
  });

  it('reads no Sleeper status while collapsed, every few seconds while open and linked, lists unmatched picks and the last error, and unlinks', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    let status = linked();
    const deletes: string[] = [];
    let reads = 0;
    apiMock.mockImplementation(async (path: string, options: { method?: string } = {}) => {
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(status) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) {
        reads += 1;
        return status as never;
      }
      if (options.method === 'DELETE') {
        deletes.push(path);
        status = unlinked;
        return { version: 9, duplicate: false, team: teamAt(9) } as never;
      }
      throw new Error(`unexpected ${path}`);
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderCard(8);
    expect(await screen.findByText('Sleeper · 8 picks recorded')).toBeInTheDocument();
    // Collapsed: the summary from one read of every platform's sync, and no polling.
    await act(async () => {
      jest.advanceTimersByTime(SLEEPER_STATUS_POLL_MS * 3);
    });
    expect(reads).toBe(0);

    await user.click(toggle());
    const before = reads;
    status = linked({
      picksRecorded: 9,
      unmatchedPicks: [
        {
          pickNo: 10,
          round: 1,
          platformPlayerId: '9999',
          name: 'Edge Rusher',
          position: 'LB',
          team: 'NYG',
          reason: 'LB is not a position DraftMode drafts',
        },
      ],
      lastError: { message: 'Sleeper did not answer within 5 seconds', at: '2026-09-01T18:00:09Z' },
    });
    await act(async () => {
      jest.advanceTimersByTime(SLEEPER_STATUS_POLL_MS + 10);
    });
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('sync-progress')).toHaveTextContent('9 picks recorded'));
    expect(screen.getByRole('list', { name: 'Sleeper picks not recorded' })).toHaveTextContent(
      'Pick 10: Edge Rusher (LB, NYG): LB is not a position DraftMode drafts',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sleeper did not answer within 5 seconds');
    await waitFor(() => expect(screen.getByTestId('draft-room-sync-summary')).toHaveTextContent('Error'));

    // Collapsed again: polling stops; opened again: it resumes.
    await user.click(toggle());
    const collapsed = reads;
    await act(async () => {
      jest.advanceTimersByTime(SLEEPER_STATUS_POLL_MS * 3);
    });
    expect(reads).toBe(collapsed);
    await user.click(toggle());
    await act(async () => {
      jest.advanceTimersByTime(SLEEPER_STATUS_POLL_MS + 10);
    });
    await waitFor(() => expect(reads).toBeGreaterThan(collapsed));

    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('button', { name: 'Link draft' })).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(new RegExp(`^/teams/${TEAM}/sleeper-link\\?expectedVersion=8&commandId=[0-9a-f-]{36}$`));
    // Unlinked: no more reads.
    const settled = reads;
    await act(async () => {
      jest.advanceTimersByTime(SLEEPER_STATUS_POLL_MS * 3);
    });
    expect(reads).toBe(settled);
  });

  it('says when the sync stopped after repeated failures, without promising another check', async () => {
    const stopped = DRAFT_SYNC_MESSAGES.stoppedAfterFailures(8, 'Sleeper answered 503 Service Unavailable');
    apiMock.mockImplementation(async (path: string) => {
      const status = linked({ polling: false, lastError: { message: stopped, at: '2026-09-01T18:00:09Z' } });
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(status) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return status as never;
      throw new Error(`unexpected ${path}`);
    });
    renderCard();
    await userEvent.click(toggle());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stopped);
    expect(alert).not.toHaveTextContent('DraftMode tries again on its own.');
    expect(screen.queryByText(/Draft complete/)).not.toBeInTheDocument();
  });

  it('retries a link once at the server’s version after a 409', async () => {
    const versions: number[] = [];
    let status = unlinked;
    apiMock.mockImplementation(async (path, options = {}) => {
      if (path === `/teams/${TEAM}/draft-sync`) return syncsOf(status) as never;
      if (path === `/teams/${TEAM}/sleeper-sync`) return status as never;
      if (options.method === 'POST') {
        const { expectedVersion } = options.body as { expectedVersion: number };
        versions.push(expectedVersion);
        if (expectedVersion === 7) throw new ApiError({ statusCode: 409, error: 'Conflict', message: 'Stale version', currentVersion: 12 });
        status = linked();
        return { version: 13, duplicate: false, team: teamAt(13), sleeperSync: status } as never;
      }
      throw new Error(`unexpected ${path}`);
    });
    renderCard(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Draft room sync' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Sleeper draft id/ }), '1049382612398721024');
    await userEvent.click(screen.getByRole('button', { name: 'Link draft' }));
    expect(await screen.findByTestId('sleeper-sync-status')).toBeInTheDocument();
    expect(versions).toEqual([7, 12]);
  });
});
