import { draftBoardPicks, overallPickFor, ownerOfPick, type PickOwnership } from '@draftmode/draft-core';
import { Text, VisuallyHidden } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import { memo, useMemo } from 'react';
import { POSITION_COLORS } from '@/components/team/player-label';
import classes from './draft-room.module.css';

interface DraftBoardGridProps {
  leagueSize: number;
  draftPosition: number;
  /** Who owns each pick: the draft order, and the picks trades moved to another slot. */
  ownership: PickOwnership;
  rounds: number;
  /** The user's own picks and the other teams' picks, each at the number it was recorded at. */
  ownPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  otherPicks: ReadonlyArray<{ playerId: string; overallPick: number }>;
  players: ReadonlyMap<string, Player>;
  /** The pick on the clock, outlined. */
  onTheClock: number;
}

/**
 * A name as a compact board cell shows it: the last name ('Chase', 'St. Brown', 'Harrison Jr.'),
 * which tells players apart far better than a first name cut short; the cell's title and its
 * screen-reader text keep the full name.
 */
function boardName(name: string): string {
  const space = name.indexOf(' ');
  return space === -1 ? name : name.slice(space + 1);
}

/** A team as a board cell names it: "You" or "T7". */
function teamLabel(slot: number, draftPosition: number): string {
  return slot === draftPosition ? 'You' : `T${slot}`;
}

/**
 * The draft board as every draft room shows it: rounds down, draft slots across in the order the
 * round runs, each recorded pick in the cell of the number it was recorded at (draft-core's
 * `draftBoardPicks`). A traded pick stays in its slot's column and names the team that owns it.
 */
export const DraftBoardGrid = memo(function DraftBoardGrid({
  leagueSize,
  draftPosition,
  ownership,
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
      {/* Compact columns share the width: every team fits a laptop's board panel, narrower screens scroll sideways. */}
      <table data-testid="draft-board-grid" style={{ minWidth: `calc(1.75rem + ${leagueSize} * var(--board-cell-min))` }}>
        <thead>
          <tr>
            <th scope="col">Rd</th>
            {slots.map((slot) => (
              <th scope="col" key={slot} title={slot === draftPosition ? 'You' : `Team ${slot}`}>
                {slot === draftPosition ? (
                  'You'
                ) : (
                  <>
                    <span aria-hidden="true">T{slot}</span>
                    <VisuallyHidden>Team {slot}</VisuallyHidden>
                  </>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rounds }, (_, index) => index + 1).map((round) => {
            return (
              <tr key={round}>
                <th scope="row">{round}</th>
                {slots.map((slot) => {
                  const overall = overallPickFor(round, leagueSize, slot, ownership.order);
                  const owner = ownerOfPick(overall, leagueSize, ownership);
                  const pick = byOverall.get(overall);
                  const player = pick ? players.get(pick.playerId) : undefined;
                  const color = player ? (POSITION_COLORS[player.position] ?? 'gray') : null;
                  return (
                    <td
                      key={slot}
                      data-overall={overall}
                      data-own={owner === draftPosition ? '' : undefined}
                      data-owner={owner}
                      title={player ? `${player.name}, ${player.position} ${player.team}` : undefined}
                      aria-current={overall === onTheClock ? 'step' : undefined}
                      style={{
                        // A tint, so the default text keeps its contrast (axe, both themes).
                        background: color ? `var(--mantine-color-${color}-light)` : undefined,
                        outline: overall === onTheClock ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                      }}
                    >
                      <Text span size="xs" c="light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))" display="block">
                        {overall}
                        {owner !== slot && (
                          <>
                            <span aria-hidden="true"> → {teamLabel(owner, draftPosition)}</span>
                            <VisuallyHidden>, traded to {owner === draftPosition ? 'you' : `Team ${owner}`}</VisuallyHidden>
                          </>
                        )}
                      </Text>
                      {player && (
                        <>
                          <Text
                            span
                            fw={600}
                            display="block"
                            truncate="end"
                            c="var(--mantine-color-text)"
                            className={classes.gridName}
                            aria-hidden="true"
                          >
                            {boardName(player.name)}
                          </Text>
                          <VisuallyHidden>{player.name}</VisuallyHidden>
                        </>
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
