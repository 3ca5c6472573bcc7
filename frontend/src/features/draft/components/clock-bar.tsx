import { ActionIcon, Badge, Group, NativeSelect, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { PlayerListItem, TeamSummaryDto } from '@draftmode/domain';
import { IconAdjustments } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { GradeBadge } from '@/components/team/grade-badge';
import { PlayerLabel } from '@/components/team/player-label';
import type { LiveStatus } from '@/lib/team-socket';
import { TOUR_TARGETS, openLeagueSettings } from '@/lib/page-bridges';
import classes from './draft-room.module.css';
import { PickClockControl } from './pick-clock-control';

const STATUS_LABELS: Record<LiveStatus, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'turf' },
  offline: { label: 'Offline: reconnecting', color: 'orange' },
  refused: { label: 'Live updates refused', color: 'red' },
};

interface ClockBarProps {
  teams: readonly TeamSummaryDto[];
  teamId: string;
  onTeamChange: (teamId: string) => void;
  /** The NFL season of the player pool. */
  season: number;
  currentOverall: number;
  currentRound: number;
  rounds: number;
  ownTurn: boolean;
  nextPick: number | null;
  picksUntilOwn: number | null;
  isFull: boolean;
  /** The latest pick recorded by anyone, with its player. */
  lastTaken: { player: PlayerListItem | undefined; overallPick: number; own: boolean } | null;
  /** The grade of the user's own last pick. */
  lastOwnGrade: { letter: string; percentage: number; name: string } | null;
  liveGrade: { letter: string; percentage: number } | null;
  /** What the live grade weighs and compares against, in a sentence (on hover), when known. */
  liveGradeBasis?: string | null;
  liveStatus: LiveStatus;
  /** The queued players, shown beside the clock. */
  queue: ReactNode;
  /** Buttons: grade course, watch link, mock draft, report card. */
  actions: ReactNode;
  /** A phone: the bar keeps to what a pick needs. */
  compact: boolean;
}

/**
 * The sticky bar over the draft room: the pick on the clock and the round, how many picks until
 * the user's, the last pick taken, the live grade, the queue, and the one-click extras (league
 * settings, the grade's course, the watch link).
 */
export const ClockBar = memo(function ClockBar(props: ClockBarProps) {
  const {
    teams,
    teamId,
    onTeamChange,
    season,
    currentOverall,
    currentRound,
    rounds,
    ownTurn,
    nextPick,
    picksUntilOwn,
    isFull,
    lastTaken,
    lastOwnGrade,
    liveGrade,
    liveGradeBasis = null,
    liveStatus,
    queue,
    actions,
    compact,
  } = props;
  const nextText = ownTurn
    ? "You're on the clock!"
    : nextPick === null
      ? 'You have no picks left.'
      : `Your next pick: ${nextPick} (${picksUntilOwn} away)`;
  // Plain elements with the room's classes: every pick re-renders this bar (see .clockBar).
  return (
    <section
      className={classes.clockBar}
      aria-label="Draft clock"
      data-testid="clock-bar"
      data-own-turn={ownTurn && !isFull ? 'true' : undefined}
      data-compact={compact || undefined}
    >
      <div className={classes.clockBarRow}>
        <ClockBarTitle teams={teams} teamId={teamId} onTeamChange={onTeamChange} season={season} actions={actions} compact={compact} />
        <div className={classes.clockBarMain}>
          <div className={classes.clockBarPick}>
            <h2 className={`${classes.headingH4} ${classes.clockBarPickTitle}`} id="on-the-clock-title">
              {isFull ? 'Draft complete' : `Pick ${currentOverall} · Round ${Math.min(currentRound, rounds)}`}
            </h2>
            {!isFull && (
              <p
                className={`${classes.dimmedText} ${classes.clockBarNext}`}
                data-size={compact ? 'xs' : undefined}
                data-own-turn={ownTurn || undefined}
                data-testid="next-pick"
                aria-live="polite"
              >
                {nextText}
              </p>
            )}
          </div>
          {!isFull && <PickClockControl teamId={teamId} compact={compact} ownTurn={ownTurn} />}
          <div className={classes.clockBarLast} data-testid="last-taken">
            <p className={`${classes.dimmedText} ${classes.clockBarLastLabel}`} data-size="xs">
              {lastTaken ? `Last pick taken (#${lastTaken.overallPick}${lastTaken.own ? ', yours' : ''})` : 'Last pick taken'}
            </p>
            {lastTaken?.player ? (
              <PlayerLabel player={lastTaken.player} size="xs" />
            ) : (
              <p className={classes.dimmedText} data-size="xs">
                None yet
              </p>
            )}
          </div>
          <ClockBarGrades lastOwnGrade={lastOwnGrade} liveGrade={liveGrade} liveGradeBasis={liveGradeBasis} compact={compact} />
        </div>
        {!compact && (
          <div className={classes.clockBarActions}>
            <SettingsButton />
            {actions}
            <LiveStatusBadge status={liveStatus} />
          </div>
        )}
      </div>
      {compact && <LiveStatusText status={liveStatus} />}
      {queue}
    </section>
  );
});

/** The connection's state; memoised, as it changes twice a pick at most (saving, then live). */
const LiveStatusBadge = memo(function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { label, color } = STATUS_LABELS[status];
  return (
    <Badge variant="dot" color={color} size="md" data-testid="live-status">
      {label}
    </Badge>
  );
});

/** On a phone the bar has no room for the badge: the state is for screen readers. */
const LiveStatusText = memo(function LiveStatusText({ status }: { status: LiveStatus }) {
  return (
    <VisuallyHidden data-testid="live-status" role="status">
      {STATUS_LABELS[status].label}
    </VisuallyHidden>
  );
});

/** The title, the team selector and (on a phone) the extras: memoised, as picks do not change them. */
const ClockBarTitle = memo(function ClockBarTitle({
  teams,
  teamId,
  onTeamChange,
  season,
  actions,
  compact,
}: Pick<ClockBarProps, 'teams' | 'teamId' | 'onTeamChange' | 'season' | 'actions' | 'compact'>) {
  // The title and the team selector keep their width: below it they would run into the pick on the clock.
  return (
    <Group gap="xs" wrap="nowrap" align="center" miw={0} style={compact ? { flex: '1 1 100%' } : { flex: '0 0 auto' }}>
      <div>
        <Title order={1} size={compact ? 'h5' : 'h4'} lh={1.1}>
          Draft
        </Title>
        {!compact && (
          <Text size="xs" c="dimmed" data-testid="pool-season" style={{ whiteSpace: 'nowrap' }}>
            {season} pool
          </Text>
        )}
      </div>
      {teams.length > 0 && <TeamSelect teams={teams} teamId={teamId} onTeamChange={onTeamChange} compact={compact} />}
      {compact && (
        <Group gap={4} wrap="nowrap">
          <SettingsButton />
          {actions}
        </Group>
      )}
    </Group>
  );
});

/** The user's last pick's grade and the live draft grade: memoised, as other teams' picks do not change them. */
const ClockBarGrades = memo(function ClockBarGrades({
  lastOwnGrade,
  liveGrade,
  liveGradeBasis,
  compact,
}: Pick<ClockBarProps, 'lastOwnGrade' | 'liveGrade' | 'liveGradeBasis' | 'compact'>) {
  return (
    <>
      <Group
        gap={6}
        align="center"
        wrap="nowrap"
        data-tour={TOUR_TARGETS.pickGrade}
        data-testid="last-pick-grade"
        style={{ flex: '0 0 auto' }}
      >
        {lastOwnGrade ? (
          <>
            {!compact && (
              // On a laptop the badge alone says it; the name shows where the bar has room (1408 px and up).
              <Text size="xs" c="dimmed" maw={110} lineClamp={2} visibleFrom="xl">
                Your last pick: {lastOwnGrade.name}
              </Text>
            )}
            <GradeBadge
              letter={lastOwnGrade.letter}
              percentage={compact ? undefined : lastOwnGrade.percentage}
              size="md"
              aria-label={`Your last pick's grade: ${lastOwnGrade.letter}`}
            />
          </>
        ) : (
          !compact && (
            <Text size="xs" c="dimmed" maw={130} lh={1.2}>
              Tap a player to see his grade before you pick.
            </Text>
          )
        )}
      </Group>
      {liveGrade && (
        <Group
          gap={6}
          align="center"
          wrap="nowrap"
          data-testid="draft-grade"
          aria-live="polite"
          style={{ flex: '0 0 auto' }}
          title={liveGradeBasis ?? undefined}
        >
          <Text fw={700} size={compact ? 'xs' : 'sm'}>
            Draft Grade
          </Text>
          <GradeBadge letter={liveGrade.letter} percentage={compact ? undefined : liveGrade.percentage} size={compact ? 'md' : 'lg'} />
        </Group>
      )}
    </>
  );
});

const SettingsButton = memo(function SettingsButton() {
  return (
    <Tooltip label="League settings" withArrow>
      <ActionIcon
        size="lg"
        variant="default"
        onClick={openLeagueSettings}
        data-tour={TOUR_TARGETS.leagueSettings}
        aria-label="League settings"
      >
        <IconAdjustments size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
});

const TeamSelect = memo(function TeamSelect({
  teams,
  teamId,
  onTeamChange,
  compact,
}: Pick<ClockBarProps, 'teams' | 'teamId' | 'onTeamChange' | 'compact'>) {
  const labelOf = (team: ClockBarProps['teams'][number]) => (team.isMock ? `Mock: ${team.name}` : team.name);
  const current = teams.find((team) => team.id === teamId);
  return (
    <NativeSelect
      aria-label="Team"
      size="xs"
      value={teamId}
      onChange={(event) => onTeamChange(event.currentTarget.value)}
      data={teams.map((team) => ({ value: team.id, label: labelOf(team) }))}
      // As wide as the longest team name (a fixed 150 px cut "Sunday Shark"), up to a limit; the full name on hover.
      title={current ? labelOf(current) : undefined}
      style={compact ? { flex: '1 1 0', minWidth: 0 } : { flex: '0 1 auto', minWidth: 150, maxWidth: 280 }}
      styles={compact ? undefined : { input: { width: 'auto', maxWidth: 280, minWidth: 150 } }}
    />
  );
});
