import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import { nflTeamOf } from '@/lib/players';

/** A position as a small badge; each position keeps one colour everywhere. */
export const POSITION_COLORS: Record<string, string> = { QB: 'red', RB: 'turf', WR: 'blue', TE: 'orange', K: 'grape', DEF: 'gray' };

export function PositionBadge({ position }: { position: string }) {
  return (
    <Badge color={POSITION_COLORS[position] ?? 'gray'} variant="light" radius="sm" w={44} px={0}>
      {position}
    </Badge>
  );
}

/** An NFL team abbreviation in the team's primary colour (the original: 32 teams, each with a colour). */
export function NflTeamTag({ abbr }: { abbr: string }) {
  const team = nflTeamOf(abbr);
  return (
    <Tooltip label={team ? `${team.name} · bye week ${team.byeWeek}` : 'Free agent'} withArrow>
      <Badge variant="filled" radius="sm" w={46} px={0} style={{ backgroundColor: team?.primaryColor ?? 'var(--mantine-color-gray-6)', color: '#fff' }}>
        {abbr}
      </Badge>
    </Tooltip>
  );
}

/** A player's name with his position and NFL team, and an injury flag when he is hurt. */
export function PlayerLabel({ player, size = 'sm' }: { player: Pick<Player, 'name' | 'position' | 'team' | 'isInjured'>; size?: 'xs' | 'sm' | 'md' }) {
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
}
