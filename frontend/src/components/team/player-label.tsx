import { Badge, luminance } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { nflTeamOf } from '@/lib/players';
import classes from './player-label.module.css';

/** A position as a small badge; each position keeps one colour everywhere. */
export const POSITION_COLORS: Record<string, string> = { QB: 'red', RB: 'turf', WR: 'blue', TE: 'orange', K: 'grape', DEF: 'gray' };

export function PositionBadge({ position }: { position: string }) {
  const color = POSITION_COLORS[position] ?? 'gray';
  // The light variant's own text colour is too faint on its tint in the light theme (orange for TE).
  return (
    <Tag
      width={44}
      background={`var(--mantine-color-${color}-light)`}
      color={`light-dark(var(--mantine-color-dark-9), var(--mantine-color-${color}-2))`}
    >
      {position}
    </Tag>
  );
}

/** Black or white, whichever contrasts more with a background colour (WCAG contrast ratio). */
function readableTextOn(background: string): 'black' | 'white' {
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? 'black' : 'white';
}

/** An NFL team abbreviation in the team's primary colour (docs/draft-rules.md §8: 32 teams, each with a colour). */
export function NflTeamTag({ abbr }: { abbr: string }) {
  const team = nflTeamOf(abbr);
  const background = team?.primaryColor ?? '#5c5f66';
  return (
    // A native title: a tooltip component per tag made every board and roster row slow to render.
    <Tag
      width={46}
      background={background}
      color={readableTextOn(background)}
      title={team ? `${team.name} · bye week ${team.byeWeek}` : 'Free agent'}
    >
      {abbr}
    </Tag>
  );
}

/** A badge as Mantine draws it (its classes and variables), without the component's per-render work. */
function Tag({
  width,
  background,
  color,
  title,
  children,
}: {
  width: number;
  background: string;
  color: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`${Badge.classes.root} ${classes.tag}`}
      style={{ width, '--badge-bg': background, '--badge-color': color } as CSSProperties}
      title={title}
    >
      <span className={Badge.classes.label}>{children}</span>
    </span>
  );
}

/** The injury flag beside a name: a small red outlined badge. */
export function InjuredTag() {
  return (
    <span className={`${Badge.classes.root} ${classes.injured}`} title="Injured">
      <span className={Badge.classes.label}>INJ</span>
    </span>
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
    <span className={classes.label}>
      <PositionBadge position={player.position} />
      <span className={classes.name} data-size={size}>
        {player.name}
      </span>
      <NflTeamTag abbr={player.team} />
      {player.isInjured && <InjuredTag />}
    </span>
  );
});
