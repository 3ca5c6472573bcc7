import { gradingContext, adpOf, positionTiers } from '@draftmode/grading';
import type { PlayerListItem } from '@draftmode/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { poolItems, renderUi } from '../testing/render-ui';
import { PlayerBoard } from './player-board';

// Role queries over a board of Mantine rows are slow in jsdom on a busy machine.
jest.setTimeout(30_000);

const pool = poolItems();
const ctx = gradingContext(pool, 'ppr', 12);
const figuresOf = (player: PlayerListItem) => ({ adp: adpOf(player, 'ppr'), projection: ctx.points(player), vor: ctx.vor(player), tier: positionTiers(ctx).get(player.id) ?? 1 });

function renderBoard(players: PlayerListItem[] = pool) {
  const handlers = { onSelect: jest.fn(), onTaken: jest.fn() };
  renderUi(<PlayerBoard players={players} figuresOf={figuresOf} {...handlers} />);
  return handlers;
}

const byId = new Map(pool.map((player) => [player.id, player]));
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Available players' }))
    .getAllByRole('listitem')
    .map((item) => byId.get(item.getAttribute('data-player-id')!)!.name);

describe('PlayerBoard', () => {
  it('lists the available players by ADP, and only those it is given', () => {
    const [first, ...rest] = pool;
    renderBoard(rest);
    expect(screen.getByText(`${rest.length} available`)).toBeInTheDocument();
    expect(rowNames()).not.toContain(first!.name);
    const adps = rowNames().map((name) => adpOf(pool.find((player) => player.name === name)!, 'ppr'));
    expect(adps).toEqual([...adps].sort((a, b) => a - b));
  });

  it('searches by name, ignoring case and punctuation', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('textbox', { name: 'Search players' }));
    await user.paste('JAMARR');
    expect(rowNames()).toEqual(["Ja'Marr Chase"]);
    await user.clear(screen.getByRole('textbox', { name: 'Search players' }));
    await user.paste('zzzz');
    expect(screen.getByText('No players found matching your search.')).toBeInTheDocument();
  });

  it('filters by position and sorts by projection or VOR', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('radio', { name: 'K' }));
    const kickers = rowNames();
    expect(kickers.length).toBeGreaterThan(0);
    expect(kickers.every((name) => pool.find((player) => player.name === name)!.position === 'K')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'projection');
    const points = rowNames().map((name) => ctx.points(pool.find((player) => player.name === name)!));
    expect(points).toEqual([...points].sort((a, b) => b - a));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'vor');
    const vors = rowNames().map((name) => ctx.vor(pool.find((player) => player.name === name)!));
    expect(vors).toEqual([...vors].sort((a, b) => b - a));
  });

  it('opens the grader on a tap and records another team’s pick in one tap', async () => {
    const user = userEvent.setup();
    const handlers = renderBoard();
    const chase = pool.find((player) => player.name === "Ja'Marr Chase")!;
    await user.click(screen.getByRole('button', { name: /^Grade pick: WR Ja'Marr Chase CIN Tier 1 · ADP 1\.3/ }));
    expect(handlers.onSelect).toHaveBeenCalledWith(chase.id);
    await user.click(screen.getByRole('button', { name: "Ja'Marr Chase taken by another team" }));
    expect(handlers.onTaken).toHaveBeenCalledWith(chase.id);
  });

  it('shows more players on demand', async () => {
    const user = userEvent.setup();
    renderBoard();
    const before = rowNames().length;
    await user.click(screen.getByRole('button', { name: /Show more players/ }));
    expect(rowNames().length).toBeGreaterThan(before);
  });
});
