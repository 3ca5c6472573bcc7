import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PickClockSettingsPayload, TeamDetailDto } from '@draftmode/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconClock, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { PickClockTimer } from '@/components/team/pick-clock-timer';
import { toFormFailure } from '@/lib/error-message';
import { fetchTeam, storeTeamDetail, teamKeys } from '@/lib/teams-api';
import { setPickClock } from '../api/set-pick-clock';

/** The times a draft room usually gives a pick; a league's own (say Sleeper's) is added when it is not one of them. */
const PRESETS = [30, 45, 60, 90, 120, 180, 300, 600, 3600, 28_800, 43_200, 86_400];

function presetLabel(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 3600) return `${seconds / 60} minutes`;
  return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
}

interface PickClockControlProps {
  teamId: string;
  /** A phone's bar: smaller. */
  compact: boolean;
  /** The user is on the clock: a mock draft shows the clock only then (the bots pick at their own speed). */
  ownTurn: boolean;
}

/**
 * The league's pick clock in the draft room's bar: the time left for the pick on the clock,
 * pause/resume, and the time per pick. It reads the team the screen keeps in the query cache (the
 * commands' answers and the room's events keep it current), so it needs nothing from the workspace.
 */
export const PickClockControl = memo(function PickClockControl({ teamId, compact, ownTurn }: PickClockControlProps) {
  const queryClient = useQueryClient();
  // The workspace loads and follows the team; this only reads what it keeps.
  const team = useQuery({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => fetchTeam(teamId, signal),
    enabled: false,
  }).data as TeamDetailDto | undefined;
  const [busy, setBusy] = useState(false);
  const clock = team?.pickClock ?? null;

  const change = async (settings: PickClockSettingsPayload) => {
    if (!team) return;
    setBusy(true);
    try {
      const result = await setPickClock(teamId, team.version, settings);
      if (result.team) storeTeamDetail(queryClient, result.team);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Pick clock not changed', message: toFormFailure(error).message });
    } finally {
      setBusy(false);
    }
  };

  const paused = clock?.pausedAt != null;
  const options = clock && !PRESETS.includes(clock.secondsPerPick) ? [...PRESETS, clock.secondsPerPick].sort((a, b) => a - b) : PRESETS;
  return (
    <Group gap={4} wrap="nowrap" data-testid="pick-clock-control" style={{ flex: '0 0 auto' }}>
      {clock && (ownTurn || !team?.team.isMock) && <PickClockTimer clock={clock} compact={compact} />}
      {clock && (
        <Tooltip label={paused ? 'Resume the pick clock' : 'Pause the pick clock'} withArrow>
          <ActionIcon
            variant="default"
            size={compact ? 44 : 'md'}
            loading={busy}
            aria-label={paused ? 'Resume the pick clock' : 'Pause the pick clock'}
            onClick={() => void change({ secondsPerPick: clock.secondsPerPick, paused: !paused })}
          >
            {paused ? <IconPlayerPlay size={16} aria-hidden="true" /> : <IconPlayerPause size={16} aria-hidden="true" />}
          </ActionIcon>
        </Tooltip>
      )}
      <Popover position="bottom" withArrow shadow="md" trapFocus>
        <Popover.Target>
          {clock ? (
            <ActionIcon variant="subtle" size={compact ? 44 : 'md'} aria-label="Pick clock settings">
              <IconClock size={16} aria-hidden="true" />
            </ActionIcon>
          ) : (
            <Button variant="default" size="compact-sm" leftSection={<IconClock size={14} aria-hidden="true" />} disabled={!team}>
              Pick clock
            </Button>
          )}
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" maw={240}>
            <NativeSelect
              label="Time per pick"
              disabled={busy}
              value={clock ? String(clock.secondsPerPick) : 'off'}
              onChange={(event) => {
                const value = event.currentTarget.value;
                void change({ secondsPerPick: value === 'off' ? null : Number(value), paused });
              }}
              data={[
                { value: 'off', label: 'No clock' },
                ...options.map((seconds) => ({ value: String(seconds), label: presetLabel(seconds) })),
              ]}
            />
            <Text size="xs" c="dimmed">
              Each pick restarts it. At zero nothing happens by itself: the pick shows how far over time it is.
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
});
