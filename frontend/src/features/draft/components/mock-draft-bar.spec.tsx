import { MantineProvider } from '@mantine/core';
import type { MockDraftDetailDto } from '@draftmode/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api } from '@/lib/api';
import { MockDraftBar, mockBlockedReason, mockTurnOf, type MockTurn } from './mock-draft-bar';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);

/** An 8-team mock draft with the user at slot 3, at pick `overall` (version = picks made + 1, as after TeamCreated). */
function draftAt(overall: number, changes: Partial<MockDraftDetailDto> = {}): MockDraftDetailDto {
  return {
    id: 'd1',
    teamId: 't1',
    name: 'Practice',
    sourceTeamId: null,
    status: 'running',
    speed: '1s',
    autoPick: false,
    seed: 7,
    scoringFormat: 'PPR',
    leagueSize: 8,
    draftPosition: 3,
    rounds: 15,
    totalPicks: 120,
    picksMade: overall - 1,
    currentOverallPick: overall,
    slotOnTheClock: overall <= 8 ? overall : 17 - overall,
    userOnTheClock: overall === 3 || overall === 14,
    version: overall,
    reportCard: null,
    createdAt: '2026-08-01T00:00:00Z',
    updatedAt: '2026-08-01T00:00:00Z',
    teams: Array.from({ length: 8 }, (_, index) => ({
      slot: index + 1,
      name: index === 2 ? 'Practice' : `Bot ${index + 1}`,
      isUser: index === 2,
      picks: [],
    })),
    ...changes,
  };
}
const screenAt = (overall: number, changes: Partial<Parameters<typeof mockTurnOf>[1]> = {}) => ({
  version: overall,
  pending: 0,
  currentOverall: overall,
  userPick: overall === 3 || overall === 14,
  leagueSize: 8,
  ...changes,
});

describe('mockTurnOf', () => {
  it('is the user’s turn only when the server says so for the very version on screen, with nothing pending', () => {
    expect(mockTurnOf(draftAt(3), screenAt(3))).toEqual({ kind: 'mine' });
    // His pick is on its way, or the draft describes an older version: not yet (and no flicker to a bot).
    expect(mockTurnOf(draftAt(3), screenAt(3, { pending: 1 }))).toEqual({ kind: 'syncing' });
    expect(mockTurnOf(draftAt(3), screenAt(3, { version: 4 }))).toEqual({ kind: 'syncing' });
  });

  it('names the bot on the clock, from the snake order while the draft is being read again', () => {
    expect(mockTurnOf(draftAt(5), screenAt(5))).toEqual({ kind: 'bots', overallPick: 5, botName: 'Bot 5' });
    // The socket brought pick 5; the draft still describes pick 4.
    expect(mockTurnOf(draftAt(4), screenAt(5))).toEqual({ kind: 'bots', overallPick: 5, botName: 'Bot 5' });
    // Round 2 runs backwards: pick 10 is slot 7.
    expect(mockTurnOf(draftAt(10), screenAt(10))).toEqual({ kind: 'bots', overallPick: 10, botName: 'Bot 7' });
  });

  it('names the bot the league’s order and trades give the pick: a third-round reversal, a traded pick', () => {
    // 8 teams: round 3 runs back like round 2, so pick 17 is slot 8's; pick 5 went to slot 2 in a trade.
    const ownership = { order: 'third-round-reversal' as const, tradedPicks: [{ pick: 5, slot: 2 }] };
    expect(mockTurnOf(draftAt(17), screenAt(17, { ownership }))).toEqual({ kind: 'bots', overallPick: 17, botName: 'Bot 8' });
    expect(mockTurnOf(draftAt(5), screenAt(5, { ownership }))).toEqual({ kind: 'bots', overallPick: 5, botName: 'Bot 2' });
  });

  it('paused and finished come first', () => {
    expect(mockTurnOf(draftAt(3, { status: 'paused' }), screenAt(3))).toEqual({ kind: 'paused', reason: null });
    expect(
      mockTurnOf(
        draftAt(3, { status: 'paused', pausedReason: 'The bots could not make their pick (timeout). Resume the draft to try again.' }),
        screenAt(3),
      ),
    ).toEqual({
      kind: 'paused',
      reason: 'The bots could not make their pick (timeout). Resume the draft to try again.',
    });
    expect(
      mockBlockedReason({ kind: 'paused', reason: 'The bots could not make their pick (timeout). Resume the draft to try again.' }),
    ).toBe('The bots could not make their pick (timeout). Resume the draft to try again.');
    expect(mockTurnOf(draftAt(3, { status: 'finished' }), screenAt(3))).toEqual({ kind: 'finished' });
  });

  it('gives the pick grader a reason for every turn but the user’s', () => {
    const reasons = (['mine', 'paused', 'finished', 'syncing'] as const).map((kind) =>
      mockBlockedReason({ kind, reason: null } as MockTurn),
    );
    expect(reasons).toEqual([
      null,
      'This mock draft is paused. Resume it to make your pick.',
      'This mock draft is finished.',
      'Catching up with the latest picks…',
    ]);
    expect(mockBlockedReason({ kind: 'bots', overallPick: 9, botName: 'Bot 8' })).toBe(
      'The bots are picking (pick 9). Wait for your turn.',
    );
  });
});

function renderBar(draft: MockDraftDetailDto, turn: MockTurn, onUpdated = jest.fn()) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <MockDraftBar draft={draft} turn={turn} onUpdated={onUpdated} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onUpdated;
}

beforeEach(() => apiMock.mockReset());

describe('MockDraftBar', () => {
  it('changes the speed and pauses through PATCH, handing the answer back', async () => {
    const answer = draftAt(5, { speed: 'instant' });
    apiMock.mockResolvedValue(answer as never);
    const onUpdated = renderBar(draftAt(5), { kind: 'bots', overallPick: 5, botName: 'Bot 5' });
    expect(screen.getByTestId('mock-turn')).toHaveTextContent('Bots picking · pick 5 (Bot 5)');
    expect(screen.queryByRole('button', { name: 'Next bot pick' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bot speed' }), 'instant');
    expect(apiMock).toHaveBeenLastCalledWith('/mock-drafts/d1', { method: 'PATCH', body: { speed: 'instant' } });
    expect(onUpdated).toHaveBeenCalledWith(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(apiMock).toHaveBeenLastCalledWith('/mock-drafts/d1', { method: 'PATCH', body: { paused: true } });
  });

  it('at ‘Wait for me’ moves the bots on request, only on their turn', async () => {
    apiMock.mockResolvedValue(draftAt(14, { speed: 'manual' }) as never);
    renderBar(draftAt(5, { speed: 'manual' }), { kind: 'bots', overallPick: 5, botName: 'Bot 5' });
    await userEvent.click(screen.getByRole('button', { name: 'Next bot pick' }));
    expect(apiMock).toHaveBeenLastCalledWith('/mock-drafts/d1/advance', { method: 'POST', body: { untilMyTurn: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Bots pick to my turn' }));
    expect(apiMock).toHaveBeenLastCalledWith('/mock-drafts/d1/advance', { method: 'POST', body: { untilMyTurn: true } });
  });

  it('on the user’s turn the advance buttons are off', () => {
    renderBar(draftAt(3, { speed: 'manual' }), { kind: 'mine' });
    expect(screen.getByTestId('mock-turn')).toHaveTextContent("You're on the clock · pick 3");
    expect(screen.getByRole('button', { name: 'Bots pick to my turn' })).toBeDisabled();
  });

  it('a finished draft shows its saved grade and no controls', () => {
    renderBar(draftAt(3, { status: 'finished', picksMade: 120, currentOverallPick: null, reportCard: { grade: 'B+', percentage: 88 } }), {
      kind: 'finished',
    });
    expect(screen.getByTestId('mock-draft-bar')).toHaveTextContent('120/120 picks');
    expect(screen.getByText('Final grade')).toBeInTheDocument();
    expect(screen.getByText(/B\+/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Bot speed' })).not.toBeInTheDocument();
  });
});
