import { ActionIcon, Badge, Box, Group, NativeSelect, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
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

export interface ClockBarProps {
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
  const status = STATUS_LABELS[liveStatus];
  return (
    <Box
      className={classes.clockBar}
      component="section"
      aria-label="Draft clock"
      data-testid="clock-bar"
      data-own-turn={ownTurn && !isFull ? 'true' : undefined}
    >
      <Group gap={compact ? 6 : 'md'} wrap={compact ? 'wrap' : 'nowrap'} align="center" justify="space-between">
        <ClockBarTitle teams={teams} teamId={teamId} onTeamChange={onTeamChange} season={season} actions={actions} compact={compact} />
        <Group gap={compact ? 'xs' : 'md'} wrap={compact ? 'wrap' : 'nowrap'} align="center" miw={0} style={{ flex: '1 1 auto' }}>
          <div style={{ flex: '0 0 auto' }}>
            <Title order={2} size={compact ? 'h5' : 'h4'} id="on-the-clock-title" lh={1.2}>
              {isFull ? 'Draft complete' : `Pick ${currentOverall} · Round ${Math.min(currentRound, rounds)}`}
            </Title>
            {!isFull && (
              <Text
                size={compact ? 'xs' : 'sm'}
                c={ownTurn ? undefined : 'dimmed'}
                fw={ownTurn ? 700 : undefined}
                data-testid="next-pick"
                aria-live="polite"
              >
                {nextText}
              </Text>
            )}
          </div>
          {!isFull && <PickClockControl teamId={teamId} compact={compact} ownTurn={ownTurn} />}
          <Box data-testid="last-taken" miw={0} style={{ flex: compact ? '1 1 100%' : '1 1 0', order: compact ? 2 : undefined }}>
            <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'} miw={0}>
              <Text size="xs" c="dimmed" truncate="end" style={{ flexShrink: 0 }}>
                {lastTaken ? `Last pick taken (#${lastTaken.overallPick}${lastTaken.own ? ', yours' : ''})` : 'Last pick taken'}
              </Text>
              {lastTaken?.player ? (
                <PlayerLabel player={lastTaken.player} size="xs" />
              ) : (
                <Text size="xs" c="dimmed">
                  None yet
                </Text>
              )}
            </Group>
          </Box>
          <ClockBarGrades lastOwnGrade={lastOwnGrade} liveGrade={liveGrade} liveGradeBasis={liveGradeBasis} compact={compact} />
        </Group>
        {!compact && (
          <Group gap={6} wrap="nowrap" align="center" style={{ flex: '0 0 auto' }}>
            <SettingsButton />
            {actions}
            <Badge variant="dot" color={status.color} size="md" data-testid="live-status">
              {status.label}
            </Badge>
          </Group>
        )}
      </Group>
      {compact && (
        <VisuallyHidden data-testid="live-status" role="status">
          {status.label}
        </VisuallyHidden>
      )}
      {queue}
    </Box>
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
