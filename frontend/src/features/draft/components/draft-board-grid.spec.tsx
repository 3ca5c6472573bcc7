import { MantineProvider } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import { render, screen } from '@testing-library/react';
import { DraftBoardGrid } from './draft-board-grid';

const player = (id: string, name: string): Player =>
  ({ id, name, position: 'WR', team: 'CIN', adp: { ppr: 1, half: 1, std: 1 }, projection: { ppr: 300, half: 250, std: 200 } }) as Player;

function renderGrid(
  ownership: Parameters<typeof DraftBoardGrid>[0]['ownership'],
  otherPicks: { playerId: string; overallPick: number }[] = [],
) {
  const players = new Map([['chase', player('chase', "Ja'Marr Chase")]]);
  render(
    <MantineProvider>
      <DraftBoardGrid
        leagueSize={4}
        draftPosition={2}
        ownership={ownership}
        rounds={3}
        ownPicks={[]}
        otherPicks={otherPicks}
        players={players}
        onTheClock={1}
      />
    </MantineProvider>,
  );
  const cells = screen.getByTestId('draft-board-grid').querySelectorAll('tbody tr');
  return Array.from(cells, (row) => Array.from(row.querySelectorAll('td'), (cell) => Number(cell.dataset['overall'])));
}

describe('DraftBoardGrid', () => {
  it('lays each round out in the order it runs: a third-round reversal runs round 3 back', () => {
    expect(renderGrid({ order: 'third-round-reversal' })).toEqual([
      [1, 2, 3, 4],
      [8, 7, 6, 5],
      [12, 11, 10, 9],
    ]);
  });

  it('keeps a traded pick in its slot’s column and names the team that owns it', () => {
    renderGrid({ tradedPicks: [{ pick: 1, slot: 2 }] }, [{ playerId: 'chase', overallPick: 1 }]);
    const cell = document.querySelector('td[data-overall="1"]') as HTMLElement;
    expect(cell.dataset['owner']).toBe('2');
    expect(cell.hasAttribute('data-own')).toBe(true);
    expect(cell.textContent).toContain('→ You');
    expect(cell.textContent).toContain("Ja'Marr Chase");
    expect((document.querySelector('td[data-overall="2"]') as HTMLElement).hasAttribute('data-own')).toBe(true);
    expect((document.querySelector('td[data-overall="3"]') as HTMLElement).hasAttribute('data-own')).toBe(false);
  });
});
