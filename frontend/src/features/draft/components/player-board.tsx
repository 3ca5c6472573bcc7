import { ActionIcon, Box, Button, Group, Kbd, NativeSelect, Paper, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { POSITIONS, type PlayerListItem } from '@draftmode/domain';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useDeferredValue,
  useEffect,
  useCallback,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { InjuredTag, NflTeamTag, PlayerLabel, PositionBadge } from '@/components/team/player-label';
import { StillSegmentedControl } from '@/components/ui/still-segmented-control';
import { TOUR_TARGETS } from '@/lib/page-bridges';
import { findPlayers } from '@/lib/player-search';
import { inDialog, isTyping } from '../hooks/use-draft-shortcuts';
import classes from './draft-room.module.css';

type BoardSort = 'adp' | 'projection' | 'vor';

/** A player's figures in the team's format and league. */
export interface BoardFigures {
  adp: number;
  projection: number;
  vor: number;
  /** Positional tier from the projections (1 = best). */
  tier: number;
}

interface PlayerBoardProps {
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
/**
 * On a phone a row takes three lines (the name alone on the first, so it is never cut to
 * ambiguity) and its buttons are 44 px tap targets.
 */
const PHONE_ROW_HEIGHT = 76;
const PHONE_QUERY = '(max-width: 36em)';
const SORT_LABELS: Record<BoardSort, string> = { adp: 'ADP', projection: 'Projection', vor: 'VOR' };

/**
 * The available players: search, position filter and sort by ADP, projection or VOR. Tapping a
 * player opens the pick grader; 'Taken' records another team's pick in one tap; the star queues
 * him. Only the rows in view are rendered (the list is virtualised), so a pick re-renders a
 * handful of rows, not the whole pool.
 *
 * Keyboard: '/' focuses the search (typos tolerated; team abbreviations and position words filter),
 * the arrows move a highlight through the results, Enter grades the highlighted player and 'T'
 * (outside the search box) records him taken by another team.
 */
export const PlayerBoard = memo(function PlayerBoard({ players, figuresOf, onSelect, onTaken, queued, onToggleQueue }: PlayerBoardProps) {
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState('ALL');
  const [sort, setSort] = useState<BoardSort>('adp');
  const query = useDeferredValue(search);
  // The highlighted row's index, for the keyboard; null: none.
  const [highlight, setHighlight] = useState<number | null>(null);

  const rows = useMemo(() => {
    const byPosition = position === 'ALL' ? players : players.filter((player) => player.position === position);
    const found = findPlayers(byPosition, query);
    const withFigures = found.players.map((player) => ({ player, figures: figuresOf(player) }));
    // A name found only by its closest spelling keeps the closest first; otherwise the chosen sort.
    if (!found.closest) {
      withFigures.sort((a, b) => (sort === 'adp' ? a.figures.adp - b.figures.adp : b.figures[sort] - a.figures[sort]));
    }
    return withFigures;
  }, [players, position, query, sort, figuresOf]);

  const scroller = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const rowHeight = phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 4,
  });
  // Crossing the phone width changes every row's height: the rows are laid out again.
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const active = highlight === null || rows.length === 0 ? null : Math.min(highlight, rows.length - 1);
  const activePlayer = active === null ? undefined : rows[active]?.player;

  useEffect(() => {
    if (active !== null) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, virtualizer]);

  const move = (step: number) =>
    setHighlight((current) => (rows.length === 0 ? null : Math.max(0, Math.min(rows.length - 1, current === null ? 0 : current + step))));
  const onPageKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === '/') {
      // A new search: the box empties, whatever focus a closing dialog gives back meanwhile.
      event.preventDefault();
      onSearchChange('');
      searchInput.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activePlayer && (event.target === document.body || event.target === null)) {
      event.preventDefault();
      onSelect(activePlayer.id);
    } else if ((event.key === 't' || event.key === 'T') && activePlayer && onTaken) {
      event.preventDefault();
      onTaken(activePlayer.id);
    }
  });

  // Keys outside the search box, while no dialog is open and nothing else takes typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || inDialog(event.target))
        return;
      onPageKey(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSearchKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The list follows the typing a frame late (a deferred value): Enter goes by what is typed.
      const target =
        query === search
          ? (activePlayer ?? rows[0]?.player)
          : findPlayers(position === 'ALL' ? players : players.filter((p) => p.position === position), search).players[0];
      if (target) {
        setHighlight(query === search ? (active ?? 0) : 0);
        onSelect(target.id);
      }
    } else if (event.key === '/') {
      // '/' again starts a new search: no name has a slash.
      event.preventDefault();
      onSearchChange('');
    } else if (event.key === 'Escape') {
      // Escape clears the search, and on an empty one leaves the box, so T and ? work. The box's own value
      // decides: two quick presses arrive before React re-renders with the cleared state.
      event.preventDefault();
      if (event.currentTarget.value !== '') onSearchChange('');
      else event.currentTarget.blur();
    }
  };
  const onSearchChange = useCallback((value: string) => {
    setSearch(value);
    setHighlight(value.trim() === '' ? null : 0);
  }, []);
  // The search box's keys read the rows of this render; the filters get a handler that never
  // changes, so a pick does not re-render them (the sort and position controls are the costly part).
  const searchKeys = useRef(onSearchKeyDown);
  useLayoutEffect(() => {
    searchKeys.current = onSearchKeyDown;
  });
  const onStableSearchKeyDown = useCallback((event: ReactKeyboardEvent<HTMLInputElement>) => searchKeys.current(event), []);

  return (
    <div data-tour={TOUR_TARGETS.playerBoard} className={`${classes.boardColumn} ${classes.fill}`}>
      <BoardFilters
        search={search}
        onSearch={onSearchChange}
        onSearchKeyDown={onStableSearchKeyDown}
        inputRef={searchInput}
        activeRowId={activePlayer ? rowId(activePlayer.id) : undefined}
        sort={sort}
        onSort={setSort}
        position={position}
        onPosition={setPosition}
      />
      <p className={`${classes.dimmedText} ${classes.boardCount}`} data-size="xs" aria-live="polite">
        {rows.length} available
      </p>
      {rows.length === 0 ? (
        <p className={classes.dimmedText}>No players found matching your search.</p>
      ) : (
        <div ref={scroller} className={classes.boardScroller} data-testid="board-scroller">
          <ul
            id="available-players"
            aria-label="Available players"
            className={classes.boardList}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const { player, figures } = rows[item.index]!;
              return (
                <BoardRow
                  key={player.id}
                  player={player}
                  figures={figures}
                  top={item.start}
                  height={rowHeight - 6}
                  phone={phone}
                  highlighted={item.index === active}
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
    </div>
  );
});

interface BoardFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  onSearchKeyDown: (event: ReactKeyboardEvent<HTMLInputElement>) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The highlighted row's element id, for screen readers following the arrows. */
  activeRowId: string | undefined;
  sort: BoardSort;
  onSort: (sort: BoardSort) => void;
  position: string;
  onPosition: (position: string) => void;
}

/** Search, sort and position: memoised, so a pick does not re-render them. */
const BoardFilters = memo(function BoardFilters({
  search,
  onSearch,
  onSearchKeyDown,
  inputRef,
  activeRowId,
  sort,
  onSort,
  position,
  onPosition,
}: BoardFiltersProps) {
  return (
    <>
      <Group gap="xs" align="center" wrap="nowrap">
        <TextInput
          aria-label="Search players"
          size="xs"
          placeholder="Search: name, team, position"
          ref={inputRef}
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          rightSection={
            search === '' ? (
              <Kbd size="xs" aria-hidden="true">
                /
              </Kbd>
            ) : null
          }
          aria-keyshortcuts="/"
          aria-controls="available-players"
          aria-activedescendant={activeRowId}
          value={search}
          onKeyDown={onSearchKeyDown}
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
        <StillSegmentedControl
          aria-label="Position"
          size="xs"
          fullWidth
          style={{ minWidth: 'calc(18.75rem * var(--mantine-scale))' }}
          value={position}
          onChange={onPosition}
          data={POSITION_FILTERS}
        />
      </Box>
    </>
  );
});

const POSITION_FILTERS = [{ value: 'ALL', label: 'All' }, ...POSITIONS.map((value) => ({ value, label: value }))];

interface BoardRowProps {
  player: PlayerListItem;
  figures: BoardFigures;
  top: number;
  height: number;
  /** The phone layout: three lines, 44 px buttons. */
  phone: boolean;
  /** The keyboard's highlight is on this row. */
  highlighted: boolean;
  starred: boolean;
  onSelect: (playerId: string) => void;
  onTaken?: (playerId: string) => void;
  onToggleQueue?: (playerId: string) => void;
}

/** One player on the board: the position moves as rows above go, the content re-renders only when its own props change. */
const BoardRow = memo(function BoardRow({ top, height, ...content }: BoardRowProps) {
  return (
    <li
      id={rowId(content.player.id)}
      className={classes.boardRow}
      style={{ transform: `translateY(${top}px)`, height }}
      data-player-id={content.player.id}
      data-highlighted={content.highlighted || undefined}
      aria-current={content.highlighted || undefined}
    >
      <BoardRowContent {...content} />
    </li>
  );
});

const BoardRowContent = memo(function BoardRowContent({
  player,
  figures,
  phone,
  highlighted,
  starred,
  onSelect,
  onTaken,
  onToggleQueue,
}: Omit<BoardRowProps, 'top' | 'height'>) {
  // Plain elements with the room's classes, not Mantine layout components: a pick mounts and moves
  // these rows, and Mantine advises CSS modules over style props where rendering is hot.
  return (
    <div className={`${Paper.classes.root} ${classes.boardCard}`} data-with-border data-highlighted={highlighted || undefined}>
      <div className={classes.boardCardRow}>
        {onToggleQueue && (
          <ActionIcon
            variant="subtle"
            color="yellow"
            size={phone ? 44 : 'md'}
            onClick={() => onToggleQueue(player.id)}
            aria-pressed={starred}
            aria-label={starred ? `Remove ${player.name} from your queue` : `Queue ${player.name}`}
          >
            {starred ? <IconStarFilled size={16} aria-hidden="true" /> : <IconStar size={16} aria-hidden="true" />}
          </ActionIcon>
        )}
        <UnstyledButton onClick={() => onSelect(player.id)} className={classes.boardCardPick}>
          <span className={VisuallyHidden.classes.root}>Grade pick: </span>
          {phone ? (
            <span className={classes.boardCardLines}>
              <span className={classes.boardName} title={player.name}>
                {player.name}
              </span>
              <span className={classes.boardCardTags}>
                <PositionBadge position={player.position} />
                <NflTeamTag abbr={player.team} />
                <span className={classes.boardFigures}>
                  Tier {figures.tier} · Bye {player.byeWeek || '—'}
                </span>
                {player.isInjured && <InjuredTag />}
              </span>
              <span className={classes.boardFigures}>
                ADP {figures.adp.toFixed(1)} · {Math.round(figures.projection)} pts · VOR {Math.round(figures.vor)}
              </span>
            </span>
          ) : (
            <span className={classes.boardCardLines}>
              <PlayerLabel player={player} />
              <span className={classes.boardFigures}>
                Tier {figures.tier} · ADP {figures.adp.toFixed(1)} · {Math.round(figures.projection)} pts · VOR {Math.round(figures.vor)} ·
                Bye {player.byeWeek || '—'}
              </span>
            </span>
          )}
        </UnstyledButton>
        {onTaken && (
          <Button
            size="compact-sm"
            variant="light"
            color="gray"
            h={phone ? 44 : undefined}
            miw={phone ? 56 : undefined}
            onClick={() => onTaken(player.id)}
            aria-label={`${player.name} taken by another team`}
          >
            Taken
          </Button>
        )}
      </div>
    </div>
  );
});

function rowId(playerId: string): string {
  return `board-player-${playerId}`;
}
