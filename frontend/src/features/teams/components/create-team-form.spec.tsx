import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POINTS_PER_STAT_FIELDS, presetPoints } from '@draftmode/domain';
import { DRAFT_RULE_MESSAGES } from '@draftmode/draft-core';
import { ApiError } from '@/lib/api-client';
import { CreateTeamForm } from './create-team-form';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function renderForm(onCreate: jest.Mock) {
  render(
    <MantineProvider env="test">
      <CreateTeamForm onCreate={onCreate} />
    </MantineProvider>,
  );
}

describe('CreateTeamForm', () => {
  it('offers the league choices with their defaults: 12 teams, pick 1, PPR (Full Point)', () => {
    renderForm(jest.fn());
    const sizes = screen.getByRole('radiogroup', { name: 'League size' });
    expect(sizes).toHaveTextContent('810121416');
    expect(screen.getByRole('radio', { name: '12' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Draft position' })).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'PPR (Full Point)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Half PPR' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard' })).not.toBeChecked();
  });

  it("shows the shared schema's messages and sends nothing while the name is invalid", async () => {
    const onCreate = jest.fn();
    renderForm(onCreate);
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'x'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name is too long')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('reports a draft position beyond a smaller league', async () => {
    const onCreate = jest.fn();
    renderForm(onCreate);
    await userEvent.click(screen.getByRole('combobox', { name: 'Draft position' }));
    await userEvent.click(await screen.findByRole('option', { name: '12' }));
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(await screen.findByText('Draft position must be between 1 and 8')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Gridiron Gang');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the chosen settings, trimmed and typed as the API expects', async () => {
    const onCreate = jest.fn().mockResolvedValue(undefined);
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), '  Gridiron Gang ');
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Draft position' }));
    await userEvent.click(await screen.findByRole('option', { name: '7' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Half PPR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'Gridiron Gang', leagueSize: 10, draftPosition: 7, scoringFormat: 'Half-PPR' }),
    );
  });

  it('sends roster spots with a superflex once the user changes them', async () => {
    const onCreate = jest.fn().mockResolvedValue(undefined);
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Superflex Sharks');
    await userEvent.click(screen.getByRole('button', { name: 'Change roster spots' }));
    const superflex = screen.getByRole('textbox', { name: 'Superflex (QB/RB/WR/TE)' });
    expect(superflex).toHaveValue('0');
    await userEvent.clear(superflex);
    await userEvent.type(superflex, '1');
    const bench = screen.getByRole('textbox', { name: 'Bench' });
    await userEvent.tripleClick(bench);
    await userEvent.keyboard('5');
    expect(bench).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        name: 'Superflex Sharks',
        leagueSize: 12,
        draftPosition: 1,
        scoringFormat: 'PPR',
        rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 1, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 5 },
      }),
    );
  });

  it("puts the server's field message on the name field", async () => {
    const onCreate = jest.fn().mockRejectedValue(
      new ApiError({
        statusCode: 409,
        error: 'Conflict',
        message: 'You already have a team with that name',
        fields: { name: 'You already have a team with that name' },
      }),
    );
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Gridiron Gang');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const name = screen.getByRole('textbox', { name: /team name/i });
    await waitFor(() => expect(name).toHaveAccessibleDescription('You already have a team with that name'));
    // Shown once, on the field, not repeated above the form.
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });

  it('shows a failure without fields above the form', async () => {
    const onCreate = jest
      .fn()
      .mockRejectedValue(
        new ApiError({ statusCode: 0, error: 'Network Error', message: 'Cannot reach DraftMode. Check your connection and try again.' }),
      );
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Gridiron Gang');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach DraftMode. Check your connection and try again.');
  });

  it('offers custom points per stat, prefilled from the chosen preset, and sends a TE premium', async () => {
    const onCreate = jest.fn().mockResolvedValue(undefined);
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Premium Pals');
    await userEvent.click(screen.getByRole('radio', { name: 'Half PPR' }));
    expect(screen.queryByRole('textbox', { name: 'Reception' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /^Custom points per stat/ }));
    expect(screen.getByRole('textbox', { name: 'Reception' })).toHaveValue('0.5');
    expect(screen.getByRole('textbox', { name: 'Passing TD' })).toHaveValue('4');
    const te = screen.getByRole('textbox', { name: 'TE catch' });
    await userEvent.clear(te);
    await userEvent.type(te, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        name: 'Premium Pals',
        leagueSize: 12,
        draftPosition: 1,
        scoringFormat: 'Half-PPR',
        pointsPerStat: { ...presetPoints('half'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } },
      }),
    );
  });

  it('keeps each stat within the shared bounds (POINTS_PER_STAT_FIELDS) and sends what is shown', async () => {
    const onCreate = jest.fn().mockResolvedValue(undefined);
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Six Point Club');
    await userEvent.click(screen.getByRole('switch', { name: /^Custom points per stat/ }));
    const passTd = screen.getByRole('textbox', { name: 'Passing TD' });
    await userEvent.clear(passTd);
    await userEvent.type(passTd, '40');
    await userEvent.tab();
    expect(passTd).toHaveValue(String(POINTS_PER_STAT_FIELDS.passTd.max));
    await userEvent.clear(passTd);
    await userEvent.type(passTd, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ pointsPerStat: { ...presetPoints('ppr'), passTd: 6 } })),
    );
  });

  it("shows the server's refusal of per-stat scoring beside the setting", async () => {
    const message = DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines;
    const onCreate = jest
      .fn()
      .mockRejectedValue(new ApiError({ statusCode: 400, error: 'Bad Request', message, fields: { pointsPerStat: message } }));
    renderForm(onCreate);
    await userEvent.type(screen.getByRole('textbox', { name: /team name/i }), 'Premium Pals');
    await userEvent.click(screen.getByRole('switch', { name: /^Custom points per stat/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const group = screen.getByRole('group', { name: 'Points per stat' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });
});
