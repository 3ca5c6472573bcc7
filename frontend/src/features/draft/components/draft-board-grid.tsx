import { draftBoardPicks, slotOfPick } from '@draftmode/draft-core';
import type { DraftOrder } from '@draftmode/domain';
import { Text } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import { memo, useMemo } from 'react';
import { POSITION_COLORS } from '@/components/team/player-label';
import classes from './draft-room.module.css';

export interface DraftBoardGridProps {
  leagueSize: number;
  draftPosition: number;
  /** Which slot owns each pick; a snake when absent. */
  draftOrder?: DraftOrder;
  rounds: number;
  /** The user's own picks and the other teams' picks, each at the number it was recorded at. */
  ownPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  otherPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  players: ReadonlyMap<string, Player>;
  /** The pick on the clock, outlined. */
  onTheClock: number;
}

/**
 * The draft board as every draft room shows it: rounds down, draft slots across, each recorded
 * pick in the cell of the number it was recorded at (draft-core's `draftBoardPicks`).
 */
export const DraftBoardGrid = memo(function DraftBoardGrid({
  leagueSize,
  draftPosition,
  draftOrder,
  rounds,
  ownPicks,
  otherPicks,
  players,
  onTheClock,
}: DraftBoardGridProps) {
  const byOverall = useMemo(
    () => new Map(draftBoardPicks(ownPicks, otherPicks).map((pick) => [pick.overallPick, pick])),
    [ownPicks, otherPicks],
  );
  const slots = Array.from({ length: leagueSize }, (_, index) => index + 1);
  return (
    <div className={classes.grid} tabIndex={0} role="region" aria-label="Draft board by round and team">
      <table data-testid="draft-board-grid">
        <thead>
          <tr>
            <th scope="col">Rd</th>
            {slots.map((slot) => (
              <th scope="col" key={slot}>
                {slot === draftPosition ? 'You' : `Team ${slot}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rounds }, (_, index) => index + 1).map((round) => {
            // Cells follow the slots left to right; in even rounds the snake runs right to left.
            const overallOf = (slot: number) => (round % 2 === 1 ? (round - 1) * leagueSize + slot : round * leagueSize - slot + 1);
            return (
              <tr key={round}>
                <th scope="row">{round}</th>
                {slots.map((slot) => {
                  const overall = overallOf(slot);
                  const pick = byOverall.get(overall);
                  const player = pick ? players.get(pick.playerId) : undefined;
                  const color = player ? (POSITION_COLORS[player.position] ?? 'gray') : null;
                  return (
                    <td
                      key={slot}
                      data-overall={overall}
                      data-own={slotOfPick(overall, leagueSize, draftOrder) === draftPosition ? '' : undefined}
                      aria-current={overall === onTheClock ? 'step' : undefined}
                      style={{
                        background: color ? `light-dark(var(--mantine-color-${color}-1), var(--mantine-color-${color}-9))` : undefined,
                        outline: overall === onTheClock ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                      }}
                    >
                      <Text span size="xs" c="dimmed" display="block">
                        {overall}
                      </Text>
                      {player && (
                        <Text span size="xs" fw={600} display="block" truncate="end" c="var(--mantine-color-text)">
                          {player.name}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
