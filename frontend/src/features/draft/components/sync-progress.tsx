import { Alert, List, Text } from '@mantine/core';
import { DRAFT_PLATFORM_NAMES, type DraftPlatform, type DraftSyncStatusDto } from '@draftmode/domain';

export const DRAFT_STATUS_LABELS: Record<NonNullable<DraftSyncStatusDto['draftStatus']>, string> = {
  pre_draft: 'Not started',
  drafting: 'Drafting',
  paused: 'Paused',
  complete: 'Complete',
};

export function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/**
 * A live sync's progress, the same for Sleeper, ESPN and Yahoo: picks recorded, the last check and
 * whether checks go on, the last failure (and when only the user can fix it, what to do), and the
 * picks it could not record, each with why.
 */
export function SyncProgress({ platform: key, sync }: { platform: DraftPlatform; sync: Omit<DraftSyncStatusDto, 'platform'> }) {
  const platform = DRAFT_PLATFORM_NAMES[key];
  return (
    <>
      <List size="sm" spacing={2} listStyleType="none" m={0} p={0} data-testid="sync-progress">
        {sync.draftStatus && (
          <List.Item>
            <Text span fw={600} inherit>
              Draft:
            </Text>{' '}
            {DRAFT_STATUS_LABELS[sync.draftStatus]}
          </List.Item>
        )}
        <List.Item>
          <Text span fw={600} inherit>
            Picks recorded:
          </Text>{' '}
          {sync.picksRecorded}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Last checked:
          </Text>{' '}
          {sync.lastPolledAt ? timeOf(sync.lastPolledAt) : 'not yet'}
          {sync.polling
            ? ' · checking every few seconds'
            : sync.lastError
              ? ' · stopped'
              : sync.draftStatus === 'complete'
                ? ' · stopped (the draft is complete)'
                : ''}
        </List.Item>
      </List>
      {sync.lastError && (
        <Alert color="orange" variant="light" title={`${platform} sync problem`} role="alert">
          <Text size="sm">{sync.lastError.message}</Text>
          <Text size="xs" c="dimmed">
            At {timeOf(sync.lastError.at)}.{sync.reconnect ? ' Link again to resume.' : sync.polling ? ' The next check tries again.' : ''}
          </Text>
        </Alert>
      )}
      {sync.unmatchedPicks.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            Picks not recorded ({sync.unmatchedPicks.length})
          </Text>
          <List size="sm" spacing={4} aria-label={`${platform} picks not recorded`} data-testid="unmatched-picks">
            {sync.unmatchedPicks.map((pick) => (
              <List.Item key={pick.pickNo}>
                Pick {pick.pickNo}: {pick.name}
                {pick.position || pick.team ? ` (${[pick.position, pick.team].filter(Boolean).join(', ')})` : ''}: {pick.reason}
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            Record these by hand on the board if you want them here.
          </Text>
        </div>
      )}
    </>
  );
}
