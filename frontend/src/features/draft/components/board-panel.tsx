import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PlayerListItem } from '@draftmode/domain';
import type { PickOwnership } from '@draftmode/draft-core';
import { memo } from 'react';
import { StillSegmentedControl } from '@/components/ui/still-segmented-control';
import type { PlayerPoolView } from '@/lib/players';
import type { DraftModel } from '../hooks/use-draft-model';
import type { ReportCard } from '../hooks/use-report-card';
import { DraftBoardGrid } from './draft-board-grid';
import classes from './draft-room.module.css';
import { PlayerBoard, type BoardFigures } from './player-board';

export type BoardView = 'players' | 'grid';

const BOARD_VIEWS: { value: BoardView; label: string }[] = [
  { value: 'players', label: 'Players' },
  { value: 'grid', label: 'Draft board' },
];

interface BoardPanelProps {
  boardView: BoardView;
  onBoardViewChange: (view: BoardView) => void;
  leagueSize: number;
  draftPosition: number;
  /** Who owns each pick: the draft order and the traded picks. */
  ownership: PickOwnership;
  model: Pick<DraftModel, 'rounds' | 'currentOverall' | 'isFull' | 'available'>;
  ownPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  otherPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  pool: PlayerPoolView;
  figuresOf: (player: PlayerListItem) => BoardFigures;
  onSelect: (playerId: string) => void;
  /** Absent in a mock draft: the bots record the other teams' picks. */
  onTaken: ((playerId: string) => void) | undefined;
  queued: ReadonlySet<string>;
  onToggleQueue: (playerId: string) => void;
  /** The final report card once the roster is full. */
  card: ReportCard | null;
  onOpenCard: () => void;
}

/** The main board: the available players, or the draft board by round and team; once the roster is full, the final grade. */
export function BoardPanel({
  boardView,
  onBoardViewChange,
  leagueSize,
  draftPosition,
  ownership,
  model,
  ownPicks,
  otherPicks,
  pool,
  figuresOf,
  onSelect,
  onTaken,
  queued,
  onToggleQueue,
  card,
  onOpenCard,
}: BoardPanelProps) {
  return (
    // Plain elements with the room's classes: every pick re-renders this frame (see .pickPanel).
    <section
      className={`${Paper.classes.root} ${classes.pickPanel} ${classes.boardPanel} ${classes.fill}`}
      data-with-border
      aria-labelledby="player-board-title"
    >
      <BoardHeader boardView={boardView} onChange={onBoardViewChange} />
      {boardView === 'grid' ? (
        <DraftBoardGrid
          leagueSize={leagueSize}
          draftPosition={draftPosition}
          ownership={ownership}
          rounds={model.rounds}
          ownPicks={ownPicks}
          otherPicks={otherPicks}
          players={pool.byId}
          onTheClock={model.currentOverall}
        />
      ) : model.isFull ? (
        <Stack gap="xs">
          <Text>
            Your roster is full.{' '}
            {card && (
              <>
                Final grade: {card.letter} ({Math.round(card.percentage)}%).
              </>
            )}
          </Text>
          {card && (
            <Button onClick={onOpenCard} style={{ alignSelf: 'flex-start' }}>
              View report card
            </Button>
          )}
        </Stack>
      ) : (
        <PlayerBoard
          players={model.available}
          figuresOf={figuresOf}
          onSelect={onSelect}
          onTaken={onTaken}
          queued={queued}
          onToggleQueue={onToggleQueue}
        />
      )}
    </section>
  );
}

/** The board's title and its view switch (the players or the draft board); memoised, as picks do not change it. */
const BoardHeader = memo(function BoardHeader({ boardView, onChange }: { boardView: BoardView; onChange: (view: BoardView) => void }) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
      <Title order={2} size="h4" id="player-board-title">
        Player board
      </Title>
      <StillSegmentedControl size="xs" aria-label="Board view" value={boardView} onChange={onChange} data={BOARD_VIEWS} />
    </Group>
  );
});
