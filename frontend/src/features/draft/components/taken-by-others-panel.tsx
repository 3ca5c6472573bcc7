import { Button, Paper } from '@mantine/core';
import { POSITIONS, type FormatKey, type Player } from '@draftmode/domain';
import { useMemo, useState, memo } from 'react';
import { PlayerLabel } from '@/components/team/player-label';
import { StillSegmentedControl } from '@/components/ui/still-segmented-control';
import classes from './draft-room.module.css';

type TakenSort = 'draft-order' | 'position' | 'adp';

interface TakenByOthersPanelProps {
  picks: readonly { playerId: string; overallPick: number }[];
  players: ReadonlyMap<string, Player>;
  format: FormatKey;
  /** Undoes one entry; without it (a mock draft: the bots' picks are theirs) the list is read-only. */
  onUndo?: (playerId: string) => void;
  /** What the empty list says. */
  emptyText?: string;
}

const SORTS: { value: TakenSort; label: string }[] = [
  { value: 'draft-order', label: 'Draft order' },
  { value: 'position', label: 'Position' },
  { value: 'adp', label: 'ADP' },
];

/**
 * The players drafted by other teams (docs/draft-rules.md §8: sortable by draft order, position or ADP; each
 * entry can be undone, which returns the player to the pool).
 */
export const TakenByOthersPanel = memo(function TakenByOthersPanel({
  picks,
  players,
  format,
  onUndo,
  emptyText = "Tap 'Taken' on the board when another team drafts a player.",
}: TakenByOthersPanelProps) {
  const [sort, setSort] = useState<TakenSort>('draft-order');
  const rows = useMemo(() => {
    const list = picks.map((pick) => ({ ...pick, player: players.get(pick.playerId) }));
    const adp = (row: (typeof list)[number]) => row.player?.adp[format] ?? Number.POSITIVE_INFINITY;
    const positionRank = (row: (typeof list)[number]) => (row.player ? POSITIONS.indexOf(row.player.position) : POSITIONS.length);
    if (sort === 'draft-order') list.sort((a, b) => a.overallPick - b.overallPick);
    if (sort === 'position') list.sort((a, b) => positionRank(a) - positionRank(b) || adp(a) - adp(b));
    if (sort === 'adp') list.sort((a, b) => adp(a) - adp(b));
    return list;
  }, [picks, players, format, sort]);

  // Plain elements with the room's classes: every pick re-renders this frame (see .pickPanel).
  return (
    <section className={`${Paper.classes.root} ${classes.pickPanel}`} data-with-border aria-labelledby="taken-by-others-title">
      <div className={classes.pickPanelHeading}>
        <h2 className={classes.headingH4} id="taken-by-others-title">
          Taken by other teams
        </h2>
        <p className={classes.dimmedText}>
          {picks.length} {picks.length === 1 ? 'player' : 'players'}
        </p>
      </div>
      <TakenSortControl sort={sort} onSort={setSort} />
      {rows.length === 0 ? (
        <p className={classes.dimmedText}>{emptyText}</p>
      ) : (
        <ol className={`${classes.plainList} ${classes.takenList}`} aria-label="Players taken by other teams" tabIndex={0}>
          {rows.map((row) => (
            <TakenRow key={row.playerId} playerId={row.playerId} overallPick={row.overallPick} player={row.player} onUndo={onUndo} />
          ))}
        </ol>
      )}
    </section>
  );
});

/** The list's sort; memoised, so recording a pick does not re-render it. */
const TakenSortControl = memo(function TakenSortControl({ sort, onSort }: { sort: TakenSort; onSort: (sort: TakenSort) => void }) {
  return (
    <StillSegmentedControl aria-label="Sort players taken by other teams" size="xs" fullWidth value={sort} onChange={onSort} data={SORTS} />
  );
});

/** One player taken by another team; memoised, so recording a pick renders only the new row. */
const TakenRow = memo(function TakenRow({
  playerId,
  overallPick,
  player,
  onUndo,
}: {
  playerId: string;
  overallPick: number;
  player: Player | undefined;
  onUndo?: (playerId: string) => void;
}) {
  // Plain elements with the room's classes: recording a pick mounts one of these (see .takenRow).
  return (
    <li className={`${Paper.classes.root} ${classes.takenRow}`} data-with-border data-taken-player={playerId}>
      <span className={classes.takenRowPlayer}>
        <span className={classes.takenRowPick} title={`Overall pick ${overallPick}`}>
          #{overallPick}
        </span>
        {player ? <PlayerLabel player={player} /> : <span className={classes.takenRowUnknown}>Unknown player</span>}
      </span>
      {onUndo && (
        <Button size="compact-xs" variant="subtle" onClick={() => onUndo(playerId)} aria-label={`Undo ${player?.name ?? 'this pick'}`}>
          Undo
        </Button>
      )}
    </li>
  );
});
