import { recommendations } from '@draftmode/grading';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { poolItems, renderUi } from '../testing/render-ui';
import { RecommendationsPanel } from './recommendations-panel';

const pool = poolItems();

describe('RecommendationsPanel', () => {
  it('lists the best available with the chance each is still there at the next pick', async () => {
    const user = userEvent.setup();
    const recs = recommendations({
      pool,
      takenIds: [],
      roster: [],
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 5,
      currentOverallPick: 1,
      limit: 4,
    });
    const onSelect = jest.fn();
    renderUi(<RecommendationsPanel recommendations={recs} nextPick={5} onSelect={onSelect} />);
    expect(screen.getByText('Chance each is still there at your next pick (5).')).toBeInTheDocument();
    for (const rec of recs) {
      const chance = Math.round(rec.chanceAvailableAtNextPick * 100);
      const button = screen.getByRole('button', {
        name: new RegExp(`^Grade pick: ${rec.player.position} ${rec.player.name} .*${chance}% chance he is still there at your next pick$`),
      });
      expect(button).toHaveTextContent(`${chance}%`);
    }
    await user.click(screen.getByRole('button', { name: new RegExp(`^Grade pick: ${recs[0]!.player.position} ${recs[0]!.player.name} `) }));
    expect(onSelect).toHaveBeenCalledWith(recs[0]!.player.id);
  });

  it('on the clock, says the chances look ahead to the following pick', () => {
    renderUi(<RecommendationsPanel recommendations={[]} nextPick={27} onTheClock onSelect={jest.fn()} />);
    expect(
      screen.getByText("You're on the clock. Chance each is still there at your following pick (27) if you pass now."),
    ).toBeInTheDocument();
  });

  it('says so when the roster is full', () => {
    renderUi(<RecommendationsPanel recommendations={[]} nextPick={null} onSelect={jest.fn()} />);
    expect(screen.getByText('You have no picks left.')).toBeInTheDocument();
    expect(screen.getByText('No recommendations: your roster is full.')).toBeInTheDocument();
  });

  it('on the last pick, says there is no later pick instead of a 0% chance', () => {
    const recs = recommendations({
      pool,
      takenIds: [],
      roster: [],
      format: 'ppr',
      leagueSize: 12,
      draftPosition: 5,
      currentOverallPick: 1,
      limit: 3,
    });
    renderUi(<RecommendationsPanel recommendations={recs} nextPick={null} onTheClock onSelect={jest.fn()} />);
    expect(screen.getByText("You're on the clock with your last pick: there is no later pick to wait for.")).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recommended players' });
    expect(list).not.toHaveTextContent('%');
    expect(within(list).getAllByText('No later pick')).toHaveLength(recs.length);
  });
});
