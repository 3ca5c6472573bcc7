import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { POSITIONS, type Position } from '@draftmode/domain';
import { UNRANKED_ADP } from '@draftmode/grading';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { PlayerLabel } from '@/components/team/player-label';
import { toFormFailure } from '@/lib/error-message';
import { useBrowsePlayers } from '../api/browse-players';

const NO_SEARCH_MATCHES = 'No players found matching your search.';
const ALL_ON_TEAM = 'All available players are already on this team.';

/**
 * The player browser of an expanded team: the players it can still add (the server hides its
 * own roster and players taken by other teams), best ADP first, searchable by name and
 * filterable by position. `onAdd` adds one; the list is fetched again at each new team version.
 */
export function PlayerBrowser({
  teamId,
  teamVersion,
  rosterFull,
  onAdd,
  busy,
}: {
  teamId: string;
  teamVersion: number;
  rosterFull: boolean;
  onAdd: (playerId: string, name: string) => void;
  busy: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [position, setPosition] = useState<Position | 'ALL'>('ALL');
  const positionLabel = useId();
  const query = useBrowsePlayers({ teamId, search: debounced, position: position === 'ALL' ? null : position }, teamVersion);
  const players = query.data?.players ?? [];
  const filtered = debounced.trim() !== '' || position !== 'ALL';

  return (
    <Stack gap="sm" data-testid="player-browser">
      <Text fw={700} size="sm">
        Add players
      </Text>
      <TextInput
        label="Search players"
        placeholder="Player name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      <div>
        <Text id={positionLabel} size="sm" fw={500} mb={4}>
          Position
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby={positionLabel}
          value={position}
          onChange={(value) => setPosition(value as Position | 'ALL')}
          data={[{ value: 'ALL', label: 'All' }, ...POSITIONS.map((p) => ({ value: p, label: p }))]}
        />
      </div>
      {rosterFull && (
        <Alert color="yellow" variant="light" role="status">
          This roster is full. Remove a player to add another.
        </Alert>
      )}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {toFormFailure(query.error).message}
        </Alert>
      ) : query.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Loading players…</Text>
        </Group>
      ) : players.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {filtered ? NO_SEARCH_MATCHES : ALL_ON_TEAM}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Available players" aria-busy={query.isFetching}>
          {players.map((player) => (
            <Paper component="li" key={player.id} withBorder radius="sm" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <PlayerLabel player={player} />
                  <Text size="xs" c="dimmed">
                    ADP {formatAdp(player.adp[query.data?.format ?? 'ppr'])} · {Math.round(player.projectedPoints)} pts · bye{' '}
                    {player.byeWeek}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  disabled={busy || rosterFull}
                  onClick={() => onAdd(player.id, player.name)}
                  aria-label={`Add ${player.name}`}
                >
                  Add
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {query.data && query.data.total > players.length && (
        <Text size="xs" c="dimmed">
          Showing {players.length} of {query.data.total}. Search to find others.
        </Text>
      )}
    </Stack>
  );
}

function formatAdp(adp: number): string {
  return adp >= UNRANKED_ADP ? '—' : adp.toFixed(1);
}
