import { MantineProvider } from '@mantine/core';
import type { PastedPicksPreviewDto, RecordPastedPicksResult } from '@draftmode/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { PastePicksDialog } from './paste-picks-dialog';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);
const TEAM = '11111111-2222-4333-8444-555555555555';

const preview = (version: number, status: 'new' | 'recorded'): PastedPicksPreviewDto => ({
  version,
  rows: [
    {
      line: 1,
      overallPick: 1,
      read: "Ja'Marr Chase",
      status,
      own: false,
      player: { id: 'ja-marr-chase', name: "Ja'Marr Chase", position: 'WR', team: 'CIN' },
      message: null,
    },
  ],
  problems: [],
  counts: { recorded: status === 'recorded' ? 1 : 0, new: status === 'new' ? 1 : 0, unmatched: 0, conflict: 0, later: 0 },
  stop: null,
});

function renderDialog() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <PastePicksDialog teamId={TEAM} opened onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => apiMock.mockReset());

describe('PastePicksDialog', () => {
  it('records at the version the list was read at, and reads the list again when the team moved since', async () => {
    const user = userEvent.setup();
    renderDialog();
    apiMock.mockResolvedValueOnce(preview(4, 'new'));
    await user.type(screen.getByRole('textbox', { name: 'Pick list' }), "1. Ja'Marr Chase");
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(await screen.findByText('1 new')).toBeInTheDocument();

    apiMock
      .mockRejectedValueOnce(new ApiError({ statusCode: 409, error: 'Conflict', message: 'Stale version', currentVersion: 5 }))
      .mockResolvedValueOnce(preview(5, 'new'))
      .mockResolvedValueOnce({
        version: 6,
        duplicate: false,
        team: null,
        recorded: 1,
        preview: preview(6, 'recorded'),
      } as RecordPastedPicksResult);
    await user.click(screen.getByRole('button', { name: 'Record 1 pick' }));
    expect(await screen.findByText(/The team changed since the list was read/)).toBeInTheDocument();
    expect(apiMock).toHaveBeenNthCalledWith(
      2,
      `/teams/${TEAM}/pasted-picks`,
      expect.objectContaining({ body: expect.objectContaining({ expectedVersion: 4 }) }),
    );
    expect(apiMock).toHaveBeenNthCalledWith(3, `/teams/${TEAM}/pasted-picks/preview`, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Record 1 pick' }));
    expect(await screen.findByText(/^Recorded 1 pick\./)).toBeInTheDocument();
    expect(apiMock).toHaveBeenNthCalledWith(
      4,
      `/teams/${TEAM}/pasted-picks`,
      expect.objectContaining({ body: expect.objectContaining({ expectedVersion: 5 }) }),
    );
    expect(screen.getByText('1 already recorded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record 0 picks' })).toBeDisabled();
  });

  it('forgets what it read once the text changes, and shows the server’s message for a bad paste', async () => {
    const user = userEvent.setup();
    renderDialog();
    apiMock.mockResolvedValueOnce(preview(4, 'new'));
    const textbox = screen.getByRole('textbox', { name: 'Pick list' });
    await user.type(textbox, "1. Ja'Marr Chase");
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    await user.type(textbox, 'x');
    expect(screen.queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();

    apiMock.mockRejectedValueOnce(
      new ApiError({ statusCode: 400, error: 'Bad Request', message: 'No picks were found in the pasted text.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No picks were found in the pasted text.');
  });
});
