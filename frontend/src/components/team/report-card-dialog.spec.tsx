import { MantineProvider } from '@mantine/core';
import { reportCard } from '@draftmode/grading';
import { bundledPlayers } from '@draftmode/players';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportCardDialog, rowsFromSavedCard } from './report-card-dialog';

const pool = bundledPlayers();
const byId = new Map(pool.map((player) => [player.id, player]));

describe('ReportCardDialog', () => {
  it('shows a fresh card: overall grade, each player’s grade and advice, position strength and bye-week conflicts', async () => {
    const user = userEvent.setup();
    const card = reportCard({ roster: pool.slice(0, 15), pool, format: 'ppr', leagueSize: 12, draftPosition: 1 });
    const onClose = jest.fn();
    render(
      <MantineProvider>
        <ReportCardDialog
          opened
          onClose={onClose}
          teamName="Gridiron Gang"
          grade={card.letter}
          percentage={card.percentage}
          players={card.players.map((row) => ({
            playerId: row.player.id,
            player: row.player,
            grade: row.letter,
            advice: row.advice,
            slot: row.slot,
          }))}
          positions={card.positions}
          byeConflicts={card.byeConflicts.map((conflict) => ({
            byeWeek: conflict.byeWeek,
            players: conflict.players.map((player) => player.name),
          }))}
          closeLabel="Save and close"
        />
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Draft report card: Gridiron Gang' });
    expect(within(dialog).getByTestId('report-card-grade')).toHaveTextContent(card.letter);
    expect(within(dialog).getByTestId('report-card-percentage')).toHaveTextContent(`${Math.round(card.percentage)}%`);
    const grades = within(dialog).getByRole('region', { name: 'Player grades' });
    for (const row of card.players) {
      expect(grades).toHaveTextContent(row.player.name);
      expect(grades).toHaveTextContent(row.advice);
    }
    const strength = within(dialog).getByRole('region', { name: 'Position strength' });
    expect(within(strength).getByRole('table', { name: 'Projected points by position' })).toHaveTextContent('QB');
    const byes = within(dialog).getByRole('region', { name: 'Bye-week conflicts' });
    if (card.byeConflicts.length === 0) expect(byes).toHaveTextContent('No starters share a bye week.');
    else expect(byes).toHaveTextContent(`Week ${card.byeConflicts[0]!.byeWeek}:`);

    await user.click(within(dialog).getByRole('button', { name: 'Save and close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a saved card from its grade breakdown, unknown players included', () => {
    const [first] = pool;
    const rows = rowsFromSavedCard(
      [
        { playerId: first!.id, grade: 'A', advice: 'Weekly starter: set and forget.' },
        { playerId: 'retired-player', grade: 'C', advice: 'Cut candidate.' },
      ],
      byId,
    );
    render(
      <MantineProvider>
        <ReportCardDialog
          opened
          onClose={jest.fn()}
          teamName="Old Team"
          grade="B+"
          percentage={88}
          players={rows}
          savedAt="2025-09-01T12:00:00.000Z"
        />
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Draft report card: Old Team' });
    expect(dialog).toHaveTextContent(first!.name);
    expect(dialog).toHaveTextContent('Unknown player');
    expect(dialog).toHaveTextContent('Cut candidate.');
    expect(within(dialog).queryByRole('region', { name: 'Position strength' })).not.toBeInTheDocument();
  });
});
