import { Badge, Paper, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { rosterSlotsFor, type Player, type RosterDto, type RosterSlot, type RosterSpots } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { memo, type ReactNode } from 'react';
import { PlayerLabel } from './player-label';
import classes from './roster-slots.module.css';

/** The player fields the roster display needs; a `PlayerListItem` from the pool fits. */
export type RosterPlayer = Pick<Player, 'id' | 'name' | 'position' | 'team' | 'isInjured'>;

interface RosterSlotsProps {
  /** The team's roster as the API returns it (only playerIds, positions and bench are read). */
  roster: Pick<RosterDto, 'playerIds' | 'positions' | 'bench'>;
  /** The team's roster spots: their total is the roster size ('x/15'), `Bench` the bench size ('x/6'). */
  rosterSpots: RosterSpots;
  /** Player lookup, usually `usePlayerPool(...).pool.byId`. Unknown ids show as 'Unknown player'. */
  players: ReadonlyMap<string, RosterPlayer>;
  /**
   * Makes every starting slot a button; called with the slot when it is clicked (My Teams opens
   * its swap list there). Without it the slots are read-only.
   */
  onSlotClick?: (slot: RosterSlot) => void;
  /** Extra controls shown at the end of each filled row (e.g. a remove button), by player id. */
  renderPlayerActions?: (playerId: string) => ReactNode;
  /** The slot whose swap list is open: highlighted and announced as expanded. */
  activeSlot?: RosterSlot | null;
}

/**
 * A team's roster as docs/draft-rules.md §8 describes it: each starting slot of the league (by
 * default QB, RB1, RB2, WR1, WR2, TE, FLEX, DEF, K; `rosterSlotsFor` derives them from the roster
 * spots) with its player or 'Empty', then the bench (rostered players in no slot, plus the explicit
 * bench list), with the roster count 'x/15' (starting slots plus bench spots) and the bench count 'x/6'.
 *
 * Purely presentational: it derives everything from its props and changes nothing itself, so
 * My Teams, the draft screen and the watch page can all use it.
 */
export function RosterSlots({ roster, rosterSpots, players, onSlotClick, renderPlayerActions, activeSlot = null }: RosterSlotsProps) {
  const total = rosterSize(rosterSpots);
  const slots = rosterSlotsFor(rosterSpots);
  // Every rostered player shows once: in one of the league's slots, else on the bench.
  const shown = new Set(slots.map((slot) => roster.positions[slot.id]));
  const bench = roster.playerIds.filter((id) => !shown.has(id) || roster.bench.includes(id));
  const startersFilled = slots.filter((slot) => roster.positions[slot.id]).length;
  return (
    <div className={classes.slots} data-testid="roster-slots">
      {/* The starters count only starting slots; the roster count is every player, bench included. */}
      <div className={classes.heading}>
        <span className={classes.headingPart}>
          <span className={classes.headingTitle}>Starters</span>
          <CountBadge testId="starters-count" label={`${startersFilled} of ${slots.length} starting slots filled`}>
            {startersFilled}/{slots.length}
          </CountBadge>
        </span>
        <span className={classes.headingPart}>
          <span className={classes.headingNote}>Roster</span>
          <CountBadge testId="roster-count" label={`${roster.playerIds.length} of ${total} roster spots filled`}>
            {roster.playerIds.length}/{total}
          </CountBadge>
        </span>
      </div>
      <ul className={classes.list} aria-label="Starting slots">
        {slots.map(({ id: slot, label }) => {
          const playerId = roster.positions[slot] ?? null;
          const player = playerId ? players.get(playerId) : undefined;
          return (
            <li key={slot} data-slot={slot}>
              <SlotRow
                slot={slot}
                label={label}
                playerId={playerId}
                player={player}
                onSlotClick={onSlotClick}
                pressed={activeSlot === slot}
                renderPlayerActions={renderPlayerActions}
              />
            </li>
          );
        })}
      </ul>
      <div className={`${classes.heading} ${classes.benchHeading}`}>
        <span className={classes.headingTitle}>Bench</span>
        <CountBadge testId="bench-count" label={`${bench.length} of ${rosterSpots.Bench} bench spots filled`}>
          {bench.length}/{rosterSpots.Bench}
        </CountBadge>
      </div>
      {bench.length === 0 ? (
        <p className={classes.slotEmpty}>No bench players yet</p>
      ) : (
        <ul className={classes.list} aria-label="Bench" data-testid="bench">
          {bench.map((playerId) => (
            <li key={playerId} data-bench-player={playerId}>
              <SlotRow label="BN" playerId={playerId} player={players.get(playerId)} renderPlayerActions={renderPlayerActions} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A count as a small grey badge (Mantine's Badge classes, without the component's per-render work). */
function CountBadge({ testId, label, children }: { testId: string; label: string; children: ReactNode }) {
  return (
    <span className={`${Badge.classes.root} ${classes.count}`} data-testid={testId} aria-label={label}>
      <span className={Badge.classes.label}>{children}</span>
    </span>
  );
}

/** One slot or bench row; memoised, so a pick re-renders only the rows it changes (given a stable `renderPlayerActions`). */
const SlotRow = memo(function SlotRow({
  slot,
  label,
  playerId,
  player,
  onSlotClick,
  pressed = false,
  renderPlayerActions,
}: {
  /** The starting slot; absent on the bench. */
  slot?: RosterSlot;
  label: string;
  playerId: string | null;
  player: RosterPlayer | undefined;
  onSlotClick?: (slot: RosterSlot) => void;
  pressed?: boolean;
  renderPlayerActions?: (playerId: string) => ReactNode;
}) {
  const onClick = slot !== undefined && onSlotClick ? () => onSlotClick(slot) : undefined;
  // Plain elements with this file's classes, not Mantine layout components: a pick re-renders the
  // rows it fills, and Mantine advises CSS modules over style props where rendering is hot.
  const content = (
    <span className={classes.slotPlayer}>
      <span className={classes.slotLabel}>{label}</span>
      {playerId === null ? (
        <span className={classes.slotEmpty}>Empty</span>
      ) : player ? (
        <PlayerLabel player={player} />
      ) : (
        <span className={classes.slotUnknown}>Unknown player</span>
      )}
    </span>
  );
  return (
    <div className={`${Paper.classes.root} ${classes.slot}`} data-with-border data-pressed={pressed || undefined}>
      {onClick ? (
        // Named by its visible content (slot, player) plus a hidden hint, so the name contains the label (WCAG 2.5.3).
        <UnstyledButton onClick={onClick} aria-expanded={pressed} className={classes.slotButton}>
          {content}
          <span className={VisuallyHidden.classes.root}>, choose a player for this slot</span>
        </UnstyledButton>
      ) : (
        content
      )}
      {playerId && renderPlayerActions ? renderPlayerActions(playerId) : null}
    </div>
  );
});
