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
const figuresOf = (player: PlayerListItem) => ({
  adp: adpOf(player, 'ppr'),
  projection: ctx.points(player),
  vor: ctx.vor(player),
  tier: positionTiers(ctx).get(player.id) ?? 1,
});

function renderBoard(players: PlayerListItem[] = pool) {
  const handlers = { onSelect: jest.fn(), onTaken: jest.fn() };
  renderUi(<PlayerBoard players={players} figuresOf={figuresOf} {...handlers} />);
  return handlers;
}

const byId = new Map(pool.map((player) => [player.id, player]));

// jsdom lays nothing out: give elements a laptop's height so the virtualised board shows a window of rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
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
    const adps = rowNames().map((name) =>
      adpOf(
        pool.find((player) => player.name === name)!,
        'ppr',
      ),
    );
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

  it('renders only a window of the board, not every available player', () => {
    renderBoard();
    expect(screen.getByText(`${pool.length} available`)).toBeInTheDocument();
    expect(rowNames().length).toBeGreaterThan(0);
    expect(rowNames().length).toBeLessThan(40);
  });

  it('stars a player into the queue', async () => {
    const user = userEvent.setup();
    const onToggleQueue = jest.fn();
    const chase = pool.find((player) => player.name === "Ja'Marr Chase")!;
    renderUi(
      <PlayerBoard players={pool} figuresOf={figuresOf} onSelect={jest.fn()} queued={new Set([chase.id])} onToggleQueue={onToggleQueue} />,
    );
    const star = screen.getByRole('button', { name: "Remove Ja'Marr Chase from your queue" });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(onToggleQueue).toHaveBeenCalledWith(chase.id);
  });

  it('keyboard: "/" focuses the search, arrows move the highlight, Enter grades, T records taken', async () => {
    const user = userEvent.setup();
    const handlers = renderBoard();
    const search = screen.getByRole('textbox', { name: 'Search players' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('mcmilan');
    const mcmillan = pool.find((player) => /McMillan/.test(player.name))!;
    expect(rowNames()[0]).toBe(mcmillan.name);
    // The first result is highlighted as soon as something is typed.
    const highlighted = () =>
      screen.getByRole('list', { name: 'Available players' }).querySelector('[aria-current="true"]')!.getAttribute('data-player-id');
    expect(highlighted()).toBe(mcmillan.id);
    await user.keyboard('{Enter}');
    expect(handlers.onSelect).toHaveBeenLastCalledWith(mcmillan.id);

    // '/' again selects the search, so the next name replaces it.
    await user.keyboard('/wr');
    expect(search).toHaveValue('wr');
    const wrs = rowNames();
    expect(wrs.every((name) => pool.find((player) => player.name === name)!.position === 'WR')).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = pool.find((player) => player.name === wrs[1])!;
    expect(highlighted()).toBe(second.id);
    expect(search).toHaveAttribute('aria-activedescendant', `board-player-${second.id}`);
    // Typing 't' in the search box is typing; outside it, T records the highlighted player taken.
    search.blur();
    await user.keyboard('t');
    expect(handlers.onTaken).toHaveBeenCalledWith(second.id);
    await user.keyboard('{Enter}');
    expect(handlers.onSelect).toHaveBeenLastCalledWith(second.id);
  });

  it('filters by an NFL team abbreviation typed in the search', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('textbox', { name: 'Search players' }));
    await user.paste('CHI');
    const names = rowNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => pool.find((player) => player.name === name)!.team === 'CHI')).toBe(true);
  });
});
