import { Badge, Box, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { rosterSlotsFor, type Player, type RosterDto, type RosterSlot, type RosterSpots } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { memo, type ReactNode } from 'react';
import { PlayerLabel } from './player-label';
import classes from './roster-slots.module.css';

/** The player fields the roster display needs; a `PlayerListItem` from the pool fits. */
export type RosterPlayer = Pick<Player, 'id' | 'name' | 'position' | 'team' | 'isInjured'>;

export interface RosterSlotsProps {
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
    <Stack gap="xs" data-testid="roster-slots">
      {/* The starters count only starting slots; the roster count is every player, bench included. */}
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text fw={700} size="sm">
            Starters
          </Text>
          <Badge
            variant="light"
            color="gray"
            radius="sm"
            data-testid="starters-count"
            aria-label={`${startersFilled} of ${slots.length} starting slots filled`}
          >
            {startersFilled}/{slots.length}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Roster
          </Text>
          <Badge
            variant="light"
            color="gray"
            radius="sm"
            data-testid="roster-count"
            aria-label={`${roster.playerIds.length} of ${total} roster spots filled`}
          >
            {roster.playerIds.length}/{total}
          </Badge>
        </Group>
      </Group>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Starting slots">
        {slots.map(({ id: slot, label }) => {
          const playerId = roster.positions[slot] ?? null;
          const player = playerId ? players.get(playerId) : undefined;
          return (
            <Box component="li" key={slot} data-slot={slot}>
              <SlotRow
                slot={slot}
                label={label}
                playerId={playerId}
                player={player}
                onSlotClick={onSlotClick}
                pressed={activeSlot === slot}
                renderPlayerActions={renderPlayerActions}
              />
            </Box>
          );
        })}
      </Stack>
      <Group justify="space-between" wrap="nowrap" mt="xs">
        <Text fw={700} size="sm">
          Bench
        </Text>
        <Badge
          variant="light"
          color="gray"
          radius="sm"
          data-testid="bench-count"
          aria-label={`${bench.length} of ${rosterSpots.Bench} bench spots filled`}
        >
          {bench.length}/{rosterSpots.Bench}
        </Badge>
      </Group>
      {bench.length === 0 ? (
        <Text size="sm" c="dimmed">
          No bench players yet
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Bench" data-testid="bench">
          {bench.map((playerId) => (
            <Box component="li" key={playerId} data-bench-player={playerId}>
              <SlotRow label="BN" playerId={playerId} player={players.get(playerId)} renderPlayerActions={renderPlayerActions} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
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
