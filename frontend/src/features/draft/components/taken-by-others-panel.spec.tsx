import type { Player } from '@draftmode/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { poolItems, renderUi } from '../testing/render-ui';
import { TakenByOthersPanel } from './taken-by-others-panel';

const pool = poolItems();
const byId = new Map<string, Player>(pool.map((player) => [player.id, player]));
const named = (name: string) => pool.find((player) => player.name === name)!;
// Recorded out of ADP order, with mixed positions.
const picks = [
  { playerId: named('Josh Allen').id, overallPick: 1 },
  { playerId: named("Ja'Marr Chase").id, overallPick: 2 },
  { playerId: named('Bijan Robinson').id, overallPick: 3 },
];

const order = () =>
  within(screen.getByRole('list', { name: 'Players taken by other teams' }))
    .getAllByRole('listitem')
    .map((item) => byId.get(item.getAttribute('data-taken-player')!)!.name);

describe('TakenByOthersPanel', () => {
  it('sorts by draft order, position and ADP', async () => {
    const user = userEvent.setup();
    renderUi(<TakenByOthersPanel picks={picks} players={byId} format="ppr" onUndo={jest.fn()} />);
    expect(screen.getByText('3 players')).toBeInTheDocument();
    expect(order()).toEqual(['Josh Allen', "Ja'Marr Chase", 'Bijan Robinson']);
    await user.click(screen.getByRole('radio', { name: 'Position' }));
    expect(order()).toEqual(['Josh Allen', 'Bijan Robinson', "Ja'Marr Chase"]);
    await user.click(screen.getByRole('radio', { name: 'ADP' }));
    expect(order()).toEqual(["Ja'Marr Chase", 'Bijan Robinson', 'Josh Allen']);
  });

  it('undoes an entry', async () => {
    const user = userEvent.setup();
    const onUndo = jest.fn();
    renderUi(<TakenByOthersPanel picks={picks} players={byId} format="ppr" onUndo={onUndo} />);
    await user.click(screen.getByRole('button', { name: 'Undo Bijan Robinson' }));
    expect(onUndo).toHaveBeenCalledWith(named('Bijan Robinson').id);
  });

  it('explains the one-tap record when nobody is taken yet', () => {
    renderUi(<TakenByOthersPanel picks={[]} players={byId} format="ppr" onUndo={jest.fn()} />);
    expect(screen.getByText(/Tap 'Taken' on the board/)).toBeInTheDocument();
  });
});
