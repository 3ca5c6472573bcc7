import { DEFAULT_ROSTER_SPOTS, rosterSpotsOf, type RosterSpots } from './roster';
import { compareRosterSlots, emptyPositionsFor, parseRosterSlot, rosterSlotLabel, rosterSlotsFor, slotEligibility } from './roster-slots';

const spots = (changes: Partial<RosterSpots>): RosterSpots => ({ ...DEFAULT_ROSTER_SPOTS, ...changes });
const ids = (roster: RosterSpots) => rosterSlotsFor(roster).map((slot) => slot.id);
const labels = (roster: RosterSpots) => rosterSlotsFor(roster).map((slot) => slot.label);

describe('rosterSlotsFor', () => {
  it('gives the default league nine starting slots and no wr3: with the six bench spots, 15', () => {
    expect(ids(DEFAULT_ROSTER_SPOTS)).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'def', 'k']);
    expect(labels(DEFAULT_ROSTER_SPOTS)).toEqual(['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'FLEX', 'DEF', 'K']);
    expect(rosterSlotsFor(DEFAULT_ROSTER_SPOTS).length + DEFAULT_ROSTER_SPOTS.Bench).toBe(15);
  });

  it("has the original's wr3 when the league has three WR spots", () => {
    expect(ids(spots({ WR: 3 }))).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'wr3', 'te', 'flex', 'def', 'k']);
  });

  it('numbers a kind with several spots and leaves one spot bare; RB and WR are always numbered', () => {
    const league = spots({ QB: 2, RB: 1, WR: 1, TE: 2, FLEX: 2, K: 0 });
    expect(ids(league)).toEqual(['qb1', 'qb2', 'rb1', 'wr1', 'te1', 'te2', 'flex1', 'flex2', 'def']);
    expect(labels(league)).toEqual(['QB1', 'QB2', 'RB1', 'WR1', 'TE1', 'TE2', 'FLEX1', 'FLEX2', 'DEF']);
  });

  it('shows the flex kinds after TE, narrowest first, with the agreed labels', () => {
    const league = spots({ SUPERFLEX: 1, WRTE: 1, WRRB: 2 });
    expect(rosterSlotsFor(league).slice(6, 11)).toEqual([
      { id: 'wrte', label: 'WR/TE', kind: 'WRTE', eligible: ['WR', 'TE'] },
      { id: 'wrrb1', label: 'WR/RB1', kind: 'WRRB', eligible: ['WR', 'RB'] },
      { id: 'wrrb2', label: 'WR/RB2', kind: 'WRRB', eligible: ['WR', 'RB'] },
      { id: 'flex', label: 'FLEX', kind: 'FLEX', eligible: ['RB', 'WR', 'TE'] },
      { id: 'superflex', label: 'SUPERFLEX', kind: 'SUPERFLEX', eligible: ['QB', 'RB', 'WR', 'TE'] },
    ]);
    expect(ids(league).slice(-2)).toEqual(['def', 'k']);
  });

  it('reads spots stored before the new flex kinds as having none of them', () => {
    const { SUPERFLEX: _s, WRTE: _t, WRRB: _r, ...old } = DEFAULT_ROSTER_SPOTS;
    expect(ids(rosterSpotsOf(old))).toEqual(ids(DEFAULT_ROSTER_SPOTS));
    expect(ids(old as RosterSpots)).toEqual(ids(DEFAULT_ROSTER_SPOTS));
  });
});

describe('slot ids', () => {
  it('say their kind, eligibility and label by themselves', () => {
    expect(parseRosterSlot('wr3')).toEqual({ kind: 'WR', index: 3 });
    expect(parseRosterSlot('superflex')).toEqual({ kind: 'SUPERFLEX', index: 0 });
    expect(parseRosterSlot('wr')).toBeNull();
    expect(parseRosterSlot('bench')).toBeNull();
    expect(slotEligibility('wrte')).toEqual(['WR', 'TE']);
    expect(slotEligibility('toString')).toEqual([]);
    expect(rosterSlotLabel('wr3')).toBe('WR3');
    expect(rosterSlotLabel('wrrb')).toBe('WR/RB');
    expect(rosterSlotLabel('qb2')).toBe('QB2');
  });

  it('sort in display order', () => {
    expect(['k', 'superflex', 'wr2', 'qb', 'flex', 'wrte', 'rb1', 'wr10', 'te'].sort(compareRosterSlots)).toEqual([
      'qb',
      'rb1',
      'wr2',
      'wr10',
      'te',
      'wrte',
      'flex',
      'superflex',
      'k',
    ]);
  });

  it('make an empty positions record with one entry per slot', () => {
    expect(emptyPositionsFor(spots({ SUPERFLEX: 1 }))).toEqual({
      qb: null,
      rb1: null,
      rb2: null,
      wr1: null,
      wr2: null,
      te: null,
      flex: null,
      superflex: null,
      def: null,
      k: null,
    });
  });
});
