import { MantineProvider } from '@mantine/core';
import { DEFAULT_ROSTER_SPOTS, type RosterPositions } from '@draftmode/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RosterSlots, type RosterPlayer } from './roster-slots';

const player = (id: string, name: string, position: RosterPlayer['position'], team = 'KC'): RosterPlayer => ({
  id,
  name,
  position,
  team,
  isInjured: false,
});
const PLAYERS = new Map<string, RosterPlayer>(
  [
    player('qb1', 'Patrick Mahomes', 'QB'),
    player('rb1', 'Bijan Robinson', 'RB', 'ATL'),
    player('qb2', 'Josh Allen', 'QB', 'BUF'),
    player('wr9', 'Puka Nacua', 'WR', 'LAR'),
  ].map((p) => [p.id, p]),
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

function renderSlots(props: Partial<Parameters<typeof RosterSlots>[0]> = {}) {
  return render(
    <MantineProvider>
      <RosterSlots
        roster={{ playerIds: ['qb1', 'rb1', 'qb2', 'wr9'], positions: { ...EMPTY, qb: 'qb1', rb1: 'rb1' }, bench: ['wr9'] }}
        rosterSpots={DEFAULT_ROSTER_SPOTS}
        players={PLAYERS}
        {...props}
      />
    </MantineProvider>,
  );
}

describe('RosterSlots', () => {
  it('shows every slot of the league with its player or Empty, the roster count x/15 and the bench x/6', () => {
    renderSlots();
    const starters = screen.getByRole('list', { name: 'Starting slots' });
    const rows = within(starters).getAllByRole('listitem');
    // The default league's nine starting slots (no wr3) and six bench spots make the 15.
    expect(rows.map((row) => row.getAttribute('data-slot'))).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'def', 'k']);
    expect(rows[0]).toHaveTextContent('QB');
    expect(rows[0]).toHaveTextContent('Patrick Mahomes');
    expect(rows[1]).toHaveTextContent('Bijan Robinson');
    expect(rows[2]).toHaveTextContent('RB2');
    expect(rows[2]).toHaveTextContent('Empty');
    expect(screen.getByTestId('roster-count')).toHaveTextContent('4/15');
    // The starters count only the starting slots, not the bench.
    expect(screen.getByTestId('starters-count')).toHaveTextContent('2/9');
    // Josh Allen is in no slot (shown as bench, docs/draft-rules.md §1); Puka Nacua is on the bench list.
    const bench = screen.getByRole('list', { name: 'Bench' });
    expect(
      within(bench)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Josh Allen'), expect.stringContaining('Puka Nacua')]);
    expect(screen.getByTestId('bench-count')).toHaveTextContent('2/6');
  });

  it('shows the slots of a superflex league with three WRs: WR3 and SUPERFLEX', () => {
    renderSlots({
      rosterSpots: { ...DEFAULT_ROSTER_SPOTS, WR: 3, SUPERFLEX: 1, WRTE: 1, Bench: 4 },
      roster: { playerIds: ['qb1', 'qb2'], positions: { ...EMPTY, wr3: null, wrte: null, qb: 'qb1', superflex: 'qb2' }, bench: [] },
    });
    const rows = within(screen.getByRole('list', { name: 'Starting slots' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-slot'))).toEqual([
      'qb',
      'rb1',
      'rb2',
      'wr1',
      'wr2',
      'wr3',
      'te',
      'wrte',
      'flex',
      'superflex',
      'def',
      'k',
    ]);
    expect(rows[7]).toHaveTextContent('WR/TE');
    expect(rows[9]).toHaveTextContent('SUPERFLEX');
    expect(rows[9]).toHaveTextContent('Josh Allen');
    expect(screen.getByTestId('starters-count')).toHaveTextContent('2/12');
    expect(screen.getByTestId('roster-count')).toHaveTextContent('2/16');
  });

  it('shows a player held in a slot the league lacks on the bench, so every player shows once', () => {
    renderSlots({ roster: { playerIds: ['wr9'], positions: { ...EMPTY, wr3: 'wr9' }, bench: [] } });
    expect(within(screen.getByRole('list', { name: 'Bench' })).getByRole('listitem')).toHaveTextContent('Puka Nacua');
    expect(screen.getByTestId('bench-count')).toHaveTextContent('1/6');
  });

  it('follows custom roster spots for the totals', () => {
    renderSlots({ rosterSpots: { ...DEFAULT_ROSTER_SPOTS, Bench: 8 } });
    expect(screen.getByTestId('roster-count')).toHaveTextContent('4/17');
    expect(screen.getByTestId('bench-count')).toHaveTextContent('2/8');
  });

  it('is read-only without onSlotClick', () => {
    renderSlots();
    expect(screen.queryByRole('button', { name: /choose a player/i })).not.toBeInTheDocument();
  });

  it('makes each slot a labelled button when onSlotClick is given', async () => {
    const onSlotClick = jest.fn();
    renderSlots({ onSlotClick, activeSlot: 'rb2' });
    await userEvent.click(screen.getByRole('button', { name: 'RB2 Empty , choose a player for this slot' }));
    expect(onSlotClick).toHaveBeenCalledWith('rb2');
    expect(screen.getByRole('button', { name: /^RB2 Empty/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^QB QB Patrick Mahomes KC/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty bench and unknown players plainly', () => {
    renderSlots({ roster: { playerIds: ['ghost'], positions: { ...EMPTY, k: 'ghost' }, bench: [] } });
    expect(screen.getByText('Unknown player')).toBeInTheDocument();
    expect(screen.getByText('No bench players yet')).toBeInTheDocument();
    expect(screen.getByTestId('bench-count')).toHaveTextContent('0/6');
  });
});
