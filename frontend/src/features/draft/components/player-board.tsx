import { ActionIcon, Box, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { POSITIONS, type PlayerListItem } from '@draftmode/domain';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { PlayerLabel } from '@/components/team/player-label';
import { TOUR_TARGETS } from '@/lib/page-bridges';
import classes from './draft-room.module.css';

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
  /** The players the user starred into his queue; without `onToggleQueue` there are no stars. */
  queued?: ReadonlySet<string>;
  onToggleQueue?: (playerId: string) => void;
}

/** One board row's height in px, gap included: the list is virtualised, so every row has the same height. */
const ROW_HEIGHT = 50;
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
 * player opens the pick grader; 'Taken' records another team's pick in one tap; the star queues
 * him. Only the rows in view are rendered (the list is virtualised), so a pick re-renders a
 * handful of rows, not the whole pool.
 */
export const PlayerBoard = memo(function PlayerBoard({ players, figuresOf, onSelect, onTaken, queued, onToggleQueue }: PlayerBoardProps) {
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState('ALL');
  const [sort, setSort] = useState<BoardSort>('adp');
  const query = useDeferredValue(normalize(search.trim()));

  const rows = useMemo(() => {
    const filtered = players.filter((player) => (position === 'ALL' || player.position === position) && (query === '' || normalize(player.name).includes(query)));
    const withFigures = filtered.map((player) => ({ player, figures: figuresOf(player) }));
    withFigures.sort((a, b) => (sort === 'adp' ? a.figures.adp - b.figures.adp : b.figures[sort] - a.figures[sort]));
    return withFigures;
  }, [players, position, query, sort, figuresOf]);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });

  return (
    <Stack gap="xs" data-tour={TOUR_TARGETS.playerBoard} className={classes.fill}>
      <BoardFilters search={search} onSearch={setSearch} sort={sort} onSort={setSort} position={position} onPosition={setPosition} />
      <Text size="xs" c="dimmed" aria-live="polite" mt={-4}>
        {rows.length} available
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No players found matching your search.
        </Text>
      ) : (
        <div ref={scroller} className={classes.boardScroller} data-testid="board-scroller">
          <ul aria-label="Available players" className={classes.boardList} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const { player, figures } = rows[item.index]!;
              return (
                <BoardRow
                  key={player.id}
                  player={player}
                  figures={figures}
                  top={item.start}
                  starred={queued?.has(player.id) ?? false}
                  onSelect={onSelect}
                  onTaken={onTaken}
                  onToggleQueue={onToggleQueue}
                />
              );
            })}
          </ul>
        </div>
      )}
    </Stack>
  );
});

interface BoardFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  sort: BoardSort;
  onSort: (sort: BoardSort) => void;
  position: string;
  onPosition: (position: string) => void;
}

/** Search, sort and position: memoised, so a pick does not re-render them. */
const BoardFilters = memo(function BoardFilters({ search, onSearch, sort, onSort, position, onPosition }: BoardFiltersProps) {
  return (
    <>
      <Group gap="xs" align="center" wrap="nowrap">
        <TextInput
          aria-label="Search players"
          size="xs"
          placeholder="Search players"
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          style={{ flex: '1 1 140px', minWidth: 0 }}
        />
        <NativeSelect
          aria-label="Sort by"
          size="xs"
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as BoardSort)}
          data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
          style={{ flex: '0 0 110px' }}
        />
      </Group>
      <Box style={{ overflowX: 'auto', flex: '0 0 auto' }}>
        <SegmentedControl
          aria-label="Position"
          size="xs"
          fullWidth
          miw={300}
          value={position}
          onChange={onPosition}
          data={[{ value: 'ALL', label: 'All' }, ...POSITIONS.map((value) => ({ value, label: value }))]}
        />
      </Box>
    </>
  );
});

interface BoardRowProps {
  player: PlayerListItem;
  figures: BoardFigures;
  top: number;
  starred: boolean;
  onSelect: (playerId: string) => void;
  onTaken?: (playerId: string) => void;
  onToggleQueue?: (playerId: string) => void;
}

/** One player on the board: the position moves as rows above go, the content re-renders only when its own props change. */
const BoardRow = memo(function BoardRow({ top, ...content }: BoardRowProps) {
  return (
    <li className={classes.boardRow} style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT - 6 }} data-player-id={content.player.id}>
      <BoardRowContent {...content} />
    </li>
  );
});

const BoardRowContent = memo(function BoardRowContent({ player, figures, starred, onSelect, onTaken, onToggleQueue }: Omit<BoardRowProps, 'top'>) {
  return (
    <Paper withBorder radius="sm" px="xs" h="100%" style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
      <Group gap={6} wrap="nowrap" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
        {onToggleQueue && (
          <ActionIcon
            variant="subtle"
            color="yellow"
            size="md"
            onClick={() => onToggleQueue(player.id)}
            aria-pressed={starred}
            aria-label={starred ? `Remove ${player.name} from your queue` : `Queue ${player.name}`}
          >
            {starred ? <IconStarFilled size={16} aria-hidden="true" /> : <IconStar size={16} aria-hidden="true" />}
          </ActionIcon>
        )}
        <UnstyledButton onClick={() => onSelect(player.id)} style={{ flex: 1, minWidth: 0, minHeight: 40, borderRadius: 4 }}>
          <VisuallyHidden>Grade pick: </VisuallyHidden>
          <Stack gap={2}>
            <PlayerLabel player={player} />
            <Text size="xs" c="dimmed" truncate="end">
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
  );
});
