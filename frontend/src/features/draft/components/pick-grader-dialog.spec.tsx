import { gradePick } from '@draftmode/grading';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { poolItems, renderUi } from '../testing/render-ui';
import { PickGraderDialog } from './pick-grader-dialog';

const pool = poolItems();
const byName = (name: string) => pool.find((player) => player.name === name)!;

function renderGrader(overrides: Partial<Parameters<typeof PickGraderDialog>[0]> = {}) {
  const player = byName('Josh Allen');
  const grade = gradePick({ player, overallPick: 3, roster: [], available: pool, format: 'ppr', leagueSize: 12, pool });
  const handlers = { onConfirm: jest.fn(), onTakenByOther: jest.fn(), onCancel: jest.fn() };
  renderUi(<PickGraderDialog player={player} grade={grade} overallPick={3} round={1} nextPick={3} {...handlers} {...overrides} />);
  return { grade, handlers };
}

describe('PickGraderDialog', () => {
  it('shows the grade, percentage, each component and the reasons before the pick', () => {
    const { grade } = renderGrader();
    const dialog = screen.getByRole('dialog', { name: 'Grade pick: Josh Allen' });
    expect(within(dialog).getByText('Pick 3 (round 1)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(`Pick grade ${grade.letter}`)).toHaveTextContent(grade.letter);
    expect(within(dialog).getByText(`${Math.round(grade.percentage)}%`)).toBeInTheDocument();
    for (const label of ['Value against ADP', 'Value over replacement', 'Roster need', 'Risk']) {
      expect(within(dialog).getByRole('progressbar', { name: new RegExp(`^${label}:`) })).toBeInTheDocument();
    }
    // An early QB is a reach on ADP: the grader says so.
    expect(grade.reasons.some((reason) => reason.startsWith('Reach'))).toBe(true);
    const reasons = within(dialog).getByTestId('pick-reasons');
    for (const reason of grade.reasons) expect(reasons).toHaveTextContent(reason);
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
});
