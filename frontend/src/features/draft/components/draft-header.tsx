import { Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { TeamSummaryDto } from '@draftmode/domain';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GradeBadge } from '@/components/team/grade-badge';
import type { LiveStatus } from '@/lib/team-socket';
import { TOUR_TARGETS, openLeagueSettings } from '@/lib/page-bridges';

interface DraftHeaderProps {
  teams: readonly TeamSummaryDto[];
  teamId: string | null;
  onTeamChange: (teamId: string) => void;
  /** The live draft grade, shown once the roster has players and is not full. */
  liveGrade: { letter: string; percentage: number } | null;
  liveStatus?: LiveStatus;
  /** Extra actions (the watch link button). */
  actions?: ReactNode;
  /** Beside the team selector (the 'Mock draft' button). */
  beside?: ReactNode;
  /** The NFL season of the player pool, shown so the user knows which year's players and ADP he is drafting from. */
  season?: number;
}

const STATUS_LABELS: Record<LiveStatus, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'turf' },
  offline: { label: 'Offline: reconnecting', color: 'orange' },
  refused: { label: 'Live updates refused', color: 'red' },
};

/** The draft screen's header: the team selector, the live 'Draft Grade', league settings and sharing. */
export function DraftHeader({ teams, teamId, onTeamChange, liveGrade, liveStatus, actions, beside, season }: DraftHeaderProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <Stack gap={0}>
            <Title order={1}>Draft</Title>
            {season !== undefined && (
              <Text size="xs" c="dimmed" data-testid="pool-season">
                {season} player pool
              </Text>
            )}
          </Stack>
          {teams.length > 0 && (
            <NativeSelect
              label="Team"
              value={teamId ?? ''}
              onChange={(event) => onTeamChange(event.currentTarget.value)}
              data={teams.map((team) => ({ value: team.id, label: team.isMock ? `Mock: ${team.name}` : team.name }))}
              miw={180}
            />
          )}
          {beside}
        </Group>
        {liveGrade && (
          <Group gap="xs" align="center" data-testid="draft-grade" aria-live="polite">
            <Text fw={700} size="sm">
              Draft Grade
            </Text>
            <GradeBadge letter={liveGrade.letter} percentage={liveGrade.percentage} size="xl" />
          </Group>
        )}
      </Group>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} aria-hidden="true" />}
          onClick={openLeagueSettings}
          data-tour={TOUR_TARGETS.leagueSettings}
        >
          League settings
        </Button>
        {actions}
        {liveStatus && (
          <Badge variant="dot" color={STATUS_LABELS[liveStatus].color} size="lg" data-testid="live-status">
            {STATUS_LABELS[liveStatus].label}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
