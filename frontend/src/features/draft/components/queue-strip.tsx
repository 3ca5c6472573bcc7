import { ActionIcon, Button, Group, Text } from '@mantine/core';
import type { PlayerListItem } from '@draftmode/domain';
import { IconX } from '@tabler/icons-react';
import { memo } from 'react';
import classes from './draft-room.module.css';

interface QueueStripProps {
  /** The queued players still available, in the user's order. */
  players: readonly PlayerListItem[];
  onSelect: (playerId: string) => void;
  onRemove: (playerId: string) => void;
}

/** The user's queue beside the clock: tap a name to grade him, × to take him off. */
export const QueueStrip = memo(function QueueStrip({ players, onSelect, onRemove }: QueueStripProps) {
  return (
    <Group
      gap={6}
      wrap="nowrap"
      className={classes.queue}
      style={{ overflowX: 'auto' }}
      component="section"
      aria-label="Your queue"
      data-testid="queue"
    >
      <Text size="xs" fw={700} style={{ flexShrink: 0 }}>
        Queue
      </Text>
      {players.length === 0 ? (
        <Text size="xs" c="dimmed" truncate="end">
          Star players on the board to queue them.
        </Text>
      ) : (
        players.map((player, index) => (
          <Group key={player.id} gap={0} wrap="nowrap" data-queued-player={player.id} style={{ flexShrink: 0 }}>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onSelect(player.id)}
              aria-label={`Grade pick: ${player.name} (queued ${index + 1})`}
            >
              {index + 1}. {player.name} · {player.position}
            </Button>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              onClick={() => onRemove(player.id)}
              aria-label={`Remove ${player.name} from your queue`}
            >
              <IconX size={12} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))
      )}
    </Group>
  );
});
