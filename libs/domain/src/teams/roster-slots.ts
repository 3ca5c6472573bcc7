import type { Position } from '../players/player';
import { FLEX_ELIGIBLE, type RosterPositions, type RosterSlot, type RosterSpots } from './roster';

/** The kinds of roster spot that are starting slots: every kind but the bench. */
export type StartingKind = Exclude<keyof RosterSpots, 'Bench'>;

/** One starting slot of a league's roster, as {@link rosterSlotsFor} lists them. */
export interface StartingSlot {
  /** 'qb', 'rb1', 'wr3', 'flex', 'superflex', 'wrte', 'qb2', … */
  id: RosterSlot;
  /** As shown on screen and in text: 'QB', 'RB1', 'WR3', 'FLEX', 'SUPERFLEX', 'WR/TE', 'QB2', … */
  label: string;
  kind: StartingKind;
  /** The positions that may play it. */
  eligible: readonly Position[];
}

/** The order slots are shown in: the positions, then the flex kinds from narrowest to widest, then DEF and K. */
export const STARTING_KINDS: readonly StartingKind[] = ['QB', 'RB', 'WR', 'TE', 'WRTE', 'WRRB', 'FLEX', 'SUPERFLEX', 'DEF', 'K'];

const KIND_ID: Readonly<Record<StartingKind, string>> = {
  QB: 'qb',
  RB: 'rb',
  WR: 'wr',
  TE: 'te',
  WRTE: 'wrte',
  WRRB: 'wrrb',
  FLEX: 'flex',
  SUPERFLEX: 'superflex',
  DEF: 'def',
  K: 'k',
};

const KIND_LABEL: Readonly<Record<StartingKind, string>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  WRTE: 'WR/TE',
  WRRB: 'WR/RB',
  FLEX: 'FLEX',
  SUPERFLEX: 'SUPERFLEX',
  DEF: 'DEF',
  K: 'K',
};

const KIND_ELIGIBLE: Readonly<Record<StartingKind, readonly Position[]>> = {
  QB: ['QB'],
  RB: ['RB'],
  WR: ['WR'],
  TE: ['TE'],
  DEF: ['DEF'],
  K: ['K'],
  ...FLEX_ELIGIBLE,
};

// The original's slots number RB and WR even when there is one (rb1, wr1); every other kind is
// numbered only when the league has several of it (qb, or qb1 and qb2).
const ALWAYS_NUMBERED: ReadonlySet<StartingKind> = new Set(['RB', 'WR']);

/** Slot numbers have at most two digits. */
const MAX_SLOTS_OF_A_KIND = 99;

const SLOT_ID = /^(superflex|wrte|wrrb|flex|qb|rb|wr|te|def|k)([1-9]\d?)?$/;
const KIND_OF_ID = new Map(STARTING_KINDS.map((kind) => [KIND_ID[kind], kind]));

/**
 * A league's starting slots in display order (QB, RB, WR, TE, WR/TE, WR/RB, FLEX, SUPERFLEX, DEF,
 * K), derived from its roster spots. A kind with one spot has a bare id and label ('qb'/'QB',
 * 'flex'/'FLEX', 'wrte'/'WR/TE'), several are numbered ('qb1'/'QB1', 'qb2'/'QB2'); RB and WR are
 * always numbered, so the default league has rb1, rb2, wr1, wr2 and no wr3 (a third WR spot adds it).
 */
export function rosterSlotsFor(spots: RosterSpots): StartingSlot[] {
  return STARTING_KINDS.flatMap((kind) => {
    // Only what the schema accepts is ever stored; anything else (read from old or hand-made data) counts as none.
    const stored = spots[kind];
    const count = Number.isInteger(stored) && stored > 0 ? Math.min(stored, MAX_SLOTS_OF_A_KIND) : 0;
    const numbered = count > 1 || ALWAYS_NUMBERED.has(kind);
    return Array.from({ length: count }, (_, i) => ({
      id: numbered ? `${KIND_ID[kind]}${i + 1}` : KIND_ID[kind],
      label: numbered ? `${KIND_LABEL[kind]}${i + 1}` : KIND_LABEL[kind],
      kind,
      eligible: KIND_ELIGIBLE[kind],
    }));
  });
}

/**
 * What a slot id says by itself: its kind and number (0 when unnumbered), or null for an id no
 * league has. Slots a league no longer has (a `wr3` stored when every roster had one) still parse.
 */
export function parseRosterSlot(id: string): { kind: StartingKind; index: number } | null {
  const [, kindId, number] = SLOT_ID.exec(id) ?? [];
  const kind = kindId === undefined ? undefined : KIND_OF_ID.get(kindId);
  if (!kind || (ALWAYS_NUMBERED.has(kind) && !number)) return null;
  return { kind, index: number ? Number(number) : 0 };
}

/** The positions that may play slot `id` (none for an id that is no slot). */
export function slotEligibility(id: RosterSlot): readonly Position[] {
  const parsed = parseRosterSlot(id);
  return parsed ? KIND_ELIGIBLE[parsed.kind] : [];
}

/** How slot `id` is shown ('WR3', 'WR/TE', 'FLEX1'); an id that is no slot is shown upper-cased. */
export function rosterSlotLabel(id: RosterSlot): string {
  const parsed = parseRosterSlot(id);
  if (!parsed) return id.toUpperCase();
  return parsed.index === 0 ? KIND_LABEL[parsed.kind] : `${KIND_LABEL[parsed.kind]}${parsed.index}`;
}

/** Orders slot ids as {@link rosterSlotsFor} does; ids that are no slot go last. */
export function compareRosterSlots(a: RosterSlot, b: RosterSlot): number {
  const rank = (id: RosterSlot): [number, number] => {
    const parsed = parseRosterSlot(id);
    return parsed ? [STARTING_KINDS.indexOf(parsed.kind), parsed.index] : [STARTING_KINDS.length, 0];
  };
  const [kindA, indexA] = rank(a);
  const [kindB, indexB] = rank(b);
  return kindA - kindB || indexA - indexB || a.localeCompare(b);
}

/** Every starting slot of the league, empty. */
export function emptyPositionsFor(spots: RosterSpots): RosterPositions {
  return Object.fromEntries(rosterSlotsFor(spots).map((slot) => [slot.id, null]));
}
