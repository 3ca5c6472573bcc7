import { MantineProvider } from '@mantine/core';
import { MESSAGES, type StartMockDraftPayload, type TeamSummaryDto } from '@draftmode/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { StartMockDraftForm, toPayload, initialValues } from './start-mock-draft-form';

const team = (id: string, name: string, changes: Partial<TeamSummaryDto> = {}): TeamSummaryDto => ({
  id,
  userId: 'u1',
  name,
  scoringFormat: 'Half-PPR',
  leagueSize: 10,
  draftPosition: 4,
  rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 6 },
  draftGrade: null,
  playerCount: 0,
  isMock: false,
  version: 1,
  createdAt: '2026-08-01T00:00:00Z',
  ...changes,
});
const TEAMS = [
  team('aaaaaaaa-0000-4000-8000-000000000001', 'Home League'),
  team('aaaaaaaa-0000-4000-8000-000000000002', 'Work League', { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 9 }),
];

function renderForm(teams: TeamSummaryDto[], preferred: string | null, onStart: (payload: StartMockDraftPayload) => Promise<unknown>) {
  render(
    <MantineProvider env="test">
      <StartMockDraftForm teams={teams} preferredTeamId={preferred} onStart={onStart} />
    </MantineProvider>,
  );
}

describe('StartMockDraftForm', () => {
  it('offers the team from the draft screen first and sends its id, the copy flag, the speed and one command id', async () => {
    const onStart = jest.fn().mockResolvedValue(undefined);
    renderForm(TEAMS, TEAMS[1]!.id, onStart);
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue(TEAMS[1]!.id);
    expect(screen.getByText('PPR (Full Point) · 12 teams · pick 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Copy its picks so far/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Wait for me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start mock draft' }));
    expect(onStart).toHaveBeenCalledWith({
      commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      speed: 'manual',
      autoPick: false,
      sourceTeamId: TEAMS[1]!.id,
      copyPicks: true,
    });
  });

  it('fresh settings: league size, a draft position kept within it, scoring; the API schema’s messages; a retry reuses the command id', async () => {
    const onStart = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ statusCode: 409, error: 'Conflict', message: MESSAGES.teamNameTaken, fields: { name: MESSAGES.teamNameTaken } }),
      )
      .mockResolvedValueOnce(undefined);
    renderForm([], 'new', onStart);
    expect(screen.queryByRole('radio', { name: 'From one of my teams' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Draft position/ }), '12');
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    // Pick 12 does not exist in an 8-team league: the position follows the size down.
    expect(screen.getByRole('combobox', { name: /Draft position/ })).toHaveValue('8');
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' '.repeat(2));
    await userEvent.type(name, 'y'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Start mock draft' }));
    expect(await screen.findByText(MESSAGES.teamNameTooLong)).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
    // Editing the field clears its message.
    await userEvent.clear(name);
    expect(screen.queryByText(MESSAGES.teamNameTooLong)).not.toBeInTheDocument();
    await userEvent.type(name, 'Taken Name');
    await userEvent.click(screen.getByRole('button', { name: 'Start mock draft' }));
    expect(await screen.findByText(MESSAGES.teamNameTaken)).toBeInTheDocument();
    const first = onStart.mock.calls[0]![0] as StartMockDraftPayload;
    expect(first).toEqual({
      commandId: expect.any(String),
      speed: '1s',
      autoPick: false,
      name: 'Taken Name',
      scoringFormat: 'Standard',
      leagueSize: 8,
      draftPosition: 8,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start mock draft' }));
    expect((onStart.mock.calls[1]![0] as StartMockDraftPayload).commandId).toBe(first.commandId);
  });

  it('leaves an empty name out, so the server names the draft', () => {
    const values = { ...initialValues(TEAMS, null), name: '   ' };
    expect(toPayload(values, 'c')).toEqual({ commandId: 'c', speed: '1s', autoPick: false, sourceTeamId: TEAMS[0]!.id, copyPicks: false });
  });
});
