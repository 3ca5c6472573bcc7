import { DEFAULT_ROSTER_SPOTS, presetPoints, type LeagueSettings } from '@draftmode/domain';
import { DRAFT_RULE_MESSAGES } from '@draftmode/draft-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { LeagueSettingsDialog } from './league-settings-dialog';

const settings: LeagueSettings = { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 5, rosterSpots: DEFAULT_ROSTER_SPOTS };
const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };

describe('LeagueSettingsDialog: custom points per stat', () => {
  it('keeps the preset choice and saves a TE premium set from it', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderUi(<LeagueSettingsDialog opened settings={settings} onClose={jest.fn()} onSave={onSave} />);
    expect(screen.getByRole('combobox', { name: 'Scoring' })).toHaveValue('PPR');
    await user.click(screen.getByRole('switch', { name: /^Custom points per stat/ }));
    expect(screen.getByRole('textbox', { name: 'Reception' })).toHaveValue('1');
    const te = screen.getByRole('textbox', { name: 'TE catch' });
    await user.clear(te);
    await user.type(te, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ ...settings, pointsPerStat: tePremium });
  });

  it("opens with the league's points per stat, and turning them off clears them", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderUi(<LeagueSettingsDialog opened settings={{ ...settings, pointsPerStat: tePremium }} onClose={jest.fn()} onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'TE catch' })).toHaveValue('0.5');
    await user.click(screen.getByRole('switch', { name: /^Custom points per stat/ }));
    expect(screen.queryByRole('textbox', { name: 'TE catch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ ...settings, pointsPerStat: null });
  });

  it('refuses scoring beyond points per catch beside the setting, with the server’s message, when the pool has no stat lines', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderUi(<LeagueSettingsDialog opened settings={settings} onClose={jest.fn()} onSave={onSave} poolHasStatLines={false} />);
    await user.click(screen.getByRole('switch', { name: /^Custom points per stat/ }));
    const passTd = screen.getByRole('textbox', { name: 'Passing TD' });
    await user.clear(passTd);
    await user.type(passTd, '6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const group = screen.getByRole('group', { name: 'Points per stat' });
    expect(within(group).getByRole('alert')).toHaveTextContent(DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines);
    expect(onSave).not.toHaveBeenCalled();
  });
});
