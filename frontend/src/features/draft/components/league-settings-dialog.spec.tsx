import { DEFAULT_ROSTER_SPOTS, type LeagueSettings } from '@draftmode/domain';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { LeagueSettingsDialog } from './league-settings-dialog';

const settings: LeagueSettings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 5, rosterSpots: DEFAULT_ROSTER_SPOTS };
// The read models store roster spots as jsonb, which orders the keys its own way: the same settings.
const reordered: LeagueSettings = {
  ...settings,
  rosterSpots: Object.fromEntries(Object.entries(DEFAULT_ROSTER_SPOTS).reverse()) as LeagueSettings['rosterSpots'],
};

describe('LeagueSettingsDialog', () => {
  it('keeps the user’s edits when the same settings arrive again while it is open, and opens from the team’s settings each time', async () => {
    const user = userEvent.setup();
    const props = { onClose: jest.fn(), onSave: jest.fn() };
    const view = renderUi(<LeagueSettingsDialog opened settings={settings} {...props} />);
    const show = (opened: boolean, shown: LeagueSettings) =>
      view.rerender(
        <MantineProvider>
          <LeagueSettingsDialog opened={opened} settings={shown} {...props} />
        </MantineProvider>,
      );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Draft position' }), '7');
    show(true, reordered);
    expect(screen.getByRole('combobox', { name: 'Draft position' })).toHaveValue('7');

    show(false, settings);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    show(true, { ...settings, draftPosition: 3 });
    expect(await screen.findByRole('combobox', { name: 'Draft position' })).toHaveValue('3');
  });

  it('offers every roster spot kind, superflex and the WR/TE, WR/RB flex included, and saves them', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderUi(<LeagueSettingsDialog opened settings={settings} onClose={jest.fn()} onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'FLEX (RB/WR/TE)' })).toHaveValue('1');
    for (const label of ['Superflex (QB/RB/WR/TE)', 'WR/TE flex', 'WR/RB flex'])
      expect(screen.getByRole('textbox', { name: label })).toHaveValue('0');
    const superflex = screen.getByRole('textbox', { name: 'Superflex (QB/RB/WR/TE)' });
    await user.clear(superflex);
    await user.type(superflex, '1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ ...settings, rosterSpots: { ...DEFAULT_ROSTER_SPOTS, SUPERFLEX: 1 } });
  });

  it('records a traded pick: which overall pick and the team that now makes it', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderUi(<LeagueSettingsDialog opened settings={settings} onClose={jest.fn()} onSave={onSave} />);
    expect(screen.getByText(/No pick has changed hands/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a traded pick' }));
    const pick = screen.getByRole('textbox', { name: 'Traded pick 1: overall pick' });
    await user.clear(pick);
    await user.type(pick, '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Traded pick 1: now made by' }), '9');
    // Pick 20 is round 2's fifth from the end: team 5's by the snake.
    expect(screen.getByText('Round 2, was you (team 5)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ ...settings, tradedPicks: [{ pick: 20, slot: 9 }] });
  });

  it('refuses a traded pick the draft does not have, beside the list', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderUi(
      <LeagueSettingsDialog opened settings={{ ...settings, tradedPicks: [{ pick: 181, slot: 2 }] }} onClose={jest.fn()} onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick 181 is not in this draft (its picks are 1 to 180)');
    expect(onSave).not.toHaveBeenCalled();
  });
});
