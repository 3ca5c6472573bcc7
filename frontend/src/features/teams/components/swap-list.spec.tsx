import { MantineProvider } from '@mantine/core';
import type { RosterPositions } from '@draftmode/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterPlayer } from '@/components/team/roster-slots';
import { NO_ELIGIBLE_PLAYERS, SwapList } from './swap-list';

const p = (id: string, name: string, position: RosterPlayer['position']): RosterPlayer => ({
  id,
  name,
  position,
  team: 'KC',
  isInjured: false,
});
const PLAYERS = new Map<string, RosterPlayer>(
  [
    p('r1', 'Bijan Robinson', 'RB'),
    p('r2', 'Saquon Barkley', 'RB'),
    p('r3', 'Kyren Williams', 'RB'),
    p('w1', 'Puka Nacua', 'WR'),
    p('t1', 'Travis Kelce', 'TE'),
    p('q1', 'Josh Allen', 'QB'),
  ].map((player) => [player.id, player]),
);
const EMPTY: RosterPositions = {
  qb: null,
  rb1: null,
  rb2: null,
  wr1: null,
  wr2: null,
  te: null,
  flex: null,
  def: null,
  k: null,
};
// RB1 Bijan, RB2 Saquon, FLEX Puka, TE Kelce, Kyren unassigned (bench), QB Allen.
const ROSTER = {
  playerIds: ['r1', 'r2', 'w1', 't1', 'r3', 'q1'],
  positions: { ...EMPTY, rb1: 'r1', rb2: 'r2', flex: 'w1', te: 't1', qb: 'q1' },
  bench: [],
};

function renderList(slot: Parameters<typeof SwapList>[0]['slot'], onChoose = jest.fn(), roster = ROSTER) {
  render(
    <MantineProvider>
      <SwapList roster={roster} slot={slot} players={PLAYERS} onChoose={onChoose} />
    </MantineProvider>,
  );
  return onChoose;
}

describe('SwapList', () => {
  it('lists only rostered players who may play the slot, with where each is now, without the occupant', () => {
    renderList('flex');
    expect(screen.getByText(/In FLEX now:/)).toHaveTextContent('In FLEX now: Puka Nacua');
    const items = within(screen.getByRole('list', { name: 'Players who can play FLEX' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Bijan Robinson.*Now: RB1 · Puka Nacua goes to the bench/),
      expect.stringMatching(/Saquon Barkley.*Now: RB2 · Puka Nacua goes to the bench/),
      expect.stringMatching(/Travis Kelce.*Now: TE · Puka Nacua goes to the bench/),
      expect.stringMatching(/Kyren Williams.*Now: Bench · Puka Nacua goes to the bench/),
    ]);
    expect(screen.queryByText('Josh Allen')).not.toBeInTheDocument();
  });

  it('says the previous occupant takes the chosen player’s slot when he can play it', () => {
    renderList('rb2');
    const items = within(screen.getByRole('list', { name: 'Players who can play RB2' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bijan Robinson');
    expect(items[0]).toHaveTextContent('Now: RB1 · Saquon Barkley moves to RB1');
    expect(items[1]).toHaveTextContent('Kyren Williams');
    expect(items[1]).toHaveTextContent('Now: Bench · Saquon Barkley goes to the bench');
  });

  it('hands the chosen player to onChoose', async () => {
    const onChoose = renderList('rb2');
    await userEvent.click(screen.getByRole('button', { name: /^Move to RB2: .*Kyren Williams/ }));
    expect(onChoose).toHaveBeenCalledWith('r3');
  });

  it('shows its empty state when nobody else can play the slot', () => {
    renderList('qb');
    expect(screen.getByRole('status')).toHaveTextContent(NO_ELIGIBLE_PLAYERS);
    expect(NO_ELIGIBLE_PLAYERS).toBe('No eligible players available to swap');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('describes an empty slot', () => {
    renderList('k');
    expect(screen.getByText('K is empty.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NO_ELIGIBLE_PLAYERS);
  });
});
