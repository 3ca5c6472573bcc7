import { gradePick } from '@draftmode/grading';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { poolItems, renderUi } from '../testing/render-ui';
import { PickGraderDialog } from './pick-grader-dialog';

const pool = poolItems();
const byName = (name: string) => pool.find((player) => player.name === name)!;

function renderGrader(overrides: Partial<Parameters<typeof PickGraderDialog>[0]> = {}) {
  const player = byName('Josh Allen');
  const grade = gradePick({
    player,
    pool,
    format: 'ppr',
    leagueSize: 12,
    draftPosition: 3,
    roster: [],
    takenIds: [],
    currentOverallPick: 3,
  });
  const handlers = { onConfirm: jest.fn(), onTakenByOther: jest.fn(), onCancel: jest.fn() };
  const { rerender } = renderUi(
    <PickGraderDialog player={player} grade={grade} overallPick={3} round={1} nextPick={3} {...handlers} {...overrides} />,
  );
  return { grade, handlers, rerender };
}

describe('PickGraderDialog', () => {
  it('shows the grade, percentage, the figures behind it and the reasons before the pick', () => {
    const { grade } = renderGrader();
    const dialog = screen.getByRole('dialog', { name: 'Grade pick: Josh Allen' });
    expect(within(dialog).getByText('Pick 3 (round 1)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(`Pick grade ${grade.letter}`)).toHaveTextContent(grade.letter);
    expect(within(dialog).getByText(`${Math.round(grade.percentage)}%`)).toBeInTheDocument();
    const figures = within(dialog).getByTestId('pick-figures');
    const { gain, value, best, loss } = grade.components;
    const figure = (x: number) => `${x < 0 ? '−' : ''}${Math.abs(x)}`;
    expect(figures).toHaveTextContent(`Adds to your lineup${figure(gain)} pts`);
    expect(figures).toHaveTextContent('ADP timing');
    expect(figures).toHaveTextContent(`Value here${figure(value)} pts`);
    expect(figures).not.toHaveTextContent(/-\d/);
    // What he gives up is the difference of the two values on the screen.
    expect(best).not.toBeNull();
    expect(loss).toBe(best!.value - value);
    expect(figures).toHaveTextContent(`Behind the best pick${figure(loss)} pts (${best!.name}, ${figure(best!.value)})`);
    // A QB at pick 3 passes on the best player on the board: the grader says who.
    expect(grade.reasons.some((reason) => reason.startsWith('Passes on'))).toBe(true);
    const reasons = within(dialog).getByTestId('pick-reasons');
    for (const reason of grade.reasons) expect(reasons).toHaveTextContent(reason);
  });

  it('says a roster rule apart from the points behind the best pick', () => {
    const qbs = pool.filter((player) => player.position === 'QB' && player.name !== 'Josh Allen').slice(0, 2);
    const player = byName('Josh Allen');
    const grade = gradePick({
      player,
      pool,
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 3,
      roster: qbs,
      takenIds: qbs.map((qb) => qb.id),
      currentOverallPick: 27,
    });
    renderUi(
      <PickGraderDialog
        player={player}
        grade={grade}
        overallPick={27}
        round={3}
        nextPick={27}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByTestId('pick-figures')).toHaveTextContent(
      `Behind the best pick${grade.components.loss} pts (${grade.components.best!.name}, ${grade.components.best!.value}) and a roster rule`,
    );
    expect(screen.getByTestId('pick-reasons')).toHaveTextContent('A third QB while your RB/WR starters or first backups are open');
  });

  it('drafts him, records him as taken by another team, or cancels', async () => {
    const user = userEvent.setup();
    const { handlers } = renderGrader();
    await user.click(screen.getByRole('button', { name: 'Draft Josh Allen' }));
    await user.click(screen.getByRole('button', { name: 'Taken by another team' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onConfirm).toHaveBeenCalledTimes(1);
    expect(handlers.onTakenByOther).toHaveBeenCalledTimes(1);
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });

  it('says when the pick on the clock is not the user’s own', () => {
    renderGrader({ nextPick: 22 });
    expect(screen.getByText(/Your next pick is 22/)).toBeInTheDocument();
  });

  it('cannot draft when the roster is full, and says why', () => {
    renderGrader({ blockedReason: 'Your roster is full (15/15).' });
    expect(screen.getByRole('button', { name: 'Draft Josh Allen' })).toBeDisabled();
    expect(screen.getByText('Your roster is full (15/15).')).toBeInTheDocument();
  });

  it('keyboard: T records him taken by another team, D drafts him', async () => {
    const user = userEvent.setup();
    const { handlers } = renderGrader();
    expect(screen.getByRole('button', { name: 'Taken by another team' })).toHaveAttribute('aria-keyshortcuts', 'T');
    await user.keyboard('t');
    expect(handlers.onTakenByOther).toHaveBeenCalledTimes(1);
    await user.keyboard('d');
    expect(handlers.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keyboard: D does nothing while drafting him is not possible', async () => {
    const user = userEvent.setup();
    const { handlers } = renderGrader({ blockedReason: 'Your roster is full (15/15).' });
    await user.keyboard('d');
    expect(handlers.onConfirm).not.toHaveBeenCalled();
  });

  it('fades out showing the pick it graded, not an empty box, then leaves the page', async () => {
    const { grade, handlers, rerender } = renderGrader();
    const closed = (
      <MantineProvider>
        <PickGraderDialog player={null} grade={null} overallPick={4} round={1} nextPick={3} {...handlers} />
      </MantineProvider>
    );
    rerender(closed);
    // Closing: the grade stays as it was (pick 3, not the next pick on the clock) while the dialog fades.
    expect(screen.getByRole('dialog', { name: 'Grade pick: Josh Allen' })).toBeInTheDocument();
    expect(screen.getByText('Pick 3 (round 1)')).toBeInTheDocument();
    expect(screen.getByLabelText(`Pick grade ${grade.letter}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
