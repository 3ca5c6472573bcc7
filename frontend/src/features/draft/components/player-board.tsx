import { Box, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { POSITIONS, type PlayerListItem } from '@draftmode/domain';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { PlayerLabel } from '@/components/team/player-label';
import { TOUR_TARGETS } from '@/lib/page-bridges';

export type BoardSort = 'adp' | 'projection' | 'vor';

/** A player's figures in the team's format and league. */
export interface BoardFigures {
  adp: number;
  projection: number;
  vor: number;
  /** Positional tier from the projections (1 = best). */
  tier: number;
}

export interface PlayerBoardProps {
  /** Players still available (taken players are already left out). */
  players: readonly PlayerListItem[];
  figuresOf: (player: PlayerListItem) => BoardFigures;
  onSelect: (playerId: string) => void;
  /** Records another team's pick in one tap; without it (a mock draft, where the bots pick) there is no 'Taken' button. */
  onTaken?: (playerId: string) => void;
}

const PAGE = 25;
const SORT_LABELS: Record<BoardSort, string> = { adp: 'ADP', projection: 'Projection', vor: 'VOR' };

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]/gi, '')
    .toLowerCase();
}

/**
 * The available players: search, position filter and sort by ADP, projection or VOR. Tapping a
 * player opens the pick grader; 'Taken' records another team's pick in one tap.
 */
export function PlayerBoard({ players, figuresOf, onSelect, onTaken }: PlayerBoardProps) {
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState('ALL');
  const [sort, setSort] = useState<BoardSort>('adp');
  const [shown, setShown] = useState(PAGE);
  const query = useDeferredValue(normalize(search.trim()));

  const rows = useMemo(() => {
    const filtered = players.filter((player) => (position === 'ALL' || player.position === position) && (query === '' || normalize(player.name).includes(query)));
    const withFigures = filtered.map((player) => ({ player, figures: figuresOf(player) }));
    withFigures.sort((a, b) => (sort === 'adp' ? a.figures.adp - b.figures.adp : b.figures[sort] - a.figures[sort]));
    return withFigures;
  }, [players, position, query, sort, figuresOf]);

  const visible = rows.slice(0, shown);
  return (
    <Paper withBorder p="md" radius="md" data-tour={TOUR_TARGETS.playerBoard} component="section" aria-labelledby="player-board-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="player-board-title">
            Player board
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows.length} available
          </Text>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search players"
            placeholder="Name"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setShown(PAGE);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <NativeSelect
            label="Sort by"
            value={sort}
            onChange={(event) => setSort(event.currentTarget.value as BoardSort)}
            data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
            style={{ flex: '0 0 130px' }}
          />
        </Group>
        <Box style={{ overflowX: 'auto' }}>
          <SegmentedControl
            aria-label="Position"
            size="xs"
            fullWidth
            miw={320}
            value={position}
            onChange={(value) => {
              setPosition(value);
              setShown(PAGE);
            }}
            data={[{ value: 'ALL', label: 'All' }, ...POSITIONS.map((value) => ({ value, label: value }))]}
          />
        </Box>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No players found matching your search.
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Available players">
            {visible.map(({ player, figures }) => (
              <Paper component="li" key={player.id} withBorder radius="sm" px="xs" py={4} data-player-id={player.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <UnstyledButton onClick={() => onSelect(player.id)} style={{ flex: 1, minWidth: 0, minHeight: 40, borderRadius: 4 }}>
                    <VisuallyHidden>Grade pick: </VisuallyHidden>
                    <Stack gap={2}>
                      <PlayerLabel player={player} />
                      <Text size="xs" c="dimmed">
                        Tier {figures.tier} · ADP {figures.adp.toFixed(1)} · {Math.round(figures.projection)} pts · VOR {Math.round(figures.vor)} · Bye {player.byeWeek || '—'}
                      </Text>
                    </Stack>
                  </UnstyledButton>
                  {onTaken && (
                    <Button size="compact-sm" variant="light" color="gray" onClick={() => onTaken(player.id)} aria-label={`${player.name} taken by another team`}>
                      Taken
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {rows.length > shown && (
          <Button variant="subtle" onClick={() => setShown((count) => count + PAGE)}>
            Show more players ({rows.length - shown} more)
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
