import { memo, useCallback } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Player, RosterSpots } from '@draftmode/domain';
import type { Roster } from '@draftmode/domain';
import { RosterSlots } from '@/components/team/roster-slots';

interface RosterPanelProps {
  roster: Pick<Roster, 'playerIds' | 'positions' | 'bench'>;
  rosterSpots: RosterSpots;
  players: ReadonlyMap<string, Player>;
  /** Ids of the user's own draft picks: each can be undone. */
  ownPickIds: ReadonlySet<string>;
  onUndo: (playerId: string) => void;
}

/** The user's roster with its slots and bench; his own picks can be undone from here. */
export const RosterPanel = memo(function RosterPanel({ roster, rosterSpots, players, ownPickIds, onUndo }: RosterPanelProps) {
  // One function while the own picks stay the same: the slots it renders into are memoised.
  const undoButton = useCallback(
    (playerId: string) =>
      ownPickIds.has(playerId) ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onUndo(playerId)}
          aria-label={`Undo pick ${players.get(playerId)?.name ?? ''}`.trim()}
        >
          Undo
        </Button>
      ) : null,
    [ownPickIds, onUndo, players],
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="roster-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="roster-title">
            Your roster
          </Title>
        </Group>
        {roster.playerIds.length === 0 && (
          <Text size="sm" c="dimmed">
            Tap a player on the board, check his grade, then draft him.
          </Text>
        )}
        <RosterSlots roster={roster} rosterSpots={rosterSpots} players={players} renderPlayerActions={undoButton} />
      </Stack>
    </Paper>
  );
});
