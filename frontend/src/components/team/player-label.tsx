import { Badge, Group, Text, luminance } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import { memo } from 'react';
import { nflTeamOf } from '@/lib/players';

/** A position as a small badge; each position keeps one colour everywhere. */
export const POSITION_COLORS: Record<string, string> = { QB: 'red', RB: 'turf', WR: 'blue', TE: 'orange', K: 'grape', DEF: 'gray' };

export function PositionBadge({ position }: { position: string }) {
  const color = POSITION_COLORS[position] ?? 'gray';
  // The light variant's own text colour is too faint on its tint in the light theme (orange for TE).
  return (
    <Badge
      color={color}
      c={`light-dark(var(--mantine-color-dark-9), var(--mantine-color-${color}-2))`}
      variant="light"
      radius="sm"
      w={44}
      px={0}
    >
      {position}
    </Badge>
  );
}

/** Black or white, whichever contrasts more with a background colour (WCAG contrast ratio). */
export function readableTextOn(background: string): 'black' | 'white' {
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? 'black' : 'white';
}

/** An NFL team abbreviation in the team's primary colour (docs/draft-rules.md §8: 32 teams, each with a colour). */
export function NflTeamTag({ abbr }: { abbr: string }) {
  const team = nflTeamOf(abbr);
  const background = team?.primaryColor ?? '#5c5f66';
  return (
    // A native title: a tooltip component per tag made every board and roster row slow to render.
    <Badge
      variant="filled"
      radius="sm"
      w={46}
      px={0}
      style={{ backgroundColor: background, color: readableTextOn(background) }}
      title={team ? `${team.name} · bye week ${team.byeWeek}` : 'Free agent'}
    >
      {abbr}
    </Badge>
  );
}

/** A player's name with his position and NFL team, and an injury flag when he is hurt. */
export const PlayerLabel = memo(function PlayerLabel({
  player,
  size = 'sm',
}: {
  player: Pick<Player, 'name' | 'position' | 'team' | 'isInjured'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <PositionBadge position={player.position} />
      <Text size={size} fw={600} truncate="end">
        {player.name}
      </Text>
      <NflTeamTag abbr={player.team} />
      {player.isInjured && (
        <Badge color="red" variant="outline" size="xs" title="Injured">
          INJ
        </Badge>
      )}
    </Group>
  );
});
