import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { DRAFT_PLATFORM_NAMES, type DraftPlatform, type DraftSyncStatusDto } from '@draftmode/domain';
import type { ReactNode } from 'react';

const DRAFT_STATUS_LABELS: Record<NonNullable<DraftSyncStatusDto['draftStatus']>, string> = {
  pre_draft: 'not started',
  drafting: 'drafting',
  paused: 'paused',
  complete: 'complete',
};

interface SyncProgressProps {
  platform: DraftPlatform;
  sync: Omit<DraftSyncStatusDto, 'platform'>;
  /** What resumes a sync that stopped before the draft ended (link again, sign in again); shown then. */
  resume?: ReactNode;
}

/**
 * A live sync's progress, the same for Sleeper, ESPN and Yahoo: whether DraftMode follows the
 * draft, where the platform's draft is, picks recorded and the last pick dealt with, the last
 * failure (and, once the sync stopped, what resumes it), and the picks it could not record, each
 * with why.
 */
export function SyncProgress({ platform: key, sync, resume }: SyncProgressProps) {
  const platform = DRAFT_PLATFORM_NAMES[key];
  // Stopped before the draft completed (the user must act, or too many failures in a row): only a new link resumes it.
  const stopped = !sync.polling && sync.draftStatus !== 'complete';
  const following = sync.polling
    ? 'Following the draft'
    : sync.draftStatus === 'complete'
      ? 'Draft complete: no longer following'
      : 'Not following the draft';
  const facts = [
    sync.draftStatus ? `${platform}: ${DRAFT_STATUS_LABELS[sync.draftStatus]}` : null,
    `${sync.picksRecorded} ${sync.picksRecorded === 1 ? 'pick' : 'picks'} recorded`,
    sync.lastPickNo > 0 ? `up to pick ${sync.lastPickNo}` : null,
    sync.lastPolledAt ? `checked ${new Date(sync.lastPolledAt).toLocaleTimeString()}` : 'not checked yet',
  ].filter(Boolean);
  return (
    <Stack gap={4} data-testid="sync-progress">
      <Group gap="xs">
        <Badge variant="light" color={sync.polling ? 'turf' : 'gray'}>
          {following}
        </Badge>
        <Text size="sm">{facts.join(' · ')}</Text>
      </Group>
      {sync.lastError && (
        <Alert
          color={stopped ? 'red' : 'orange'}
          title={sync.reconnect ? `${platform} needs you` : `${platform} sync problem`}
          role="alert"
          data-testid="sync-error"
        >
          <Stack gap="xs">
            <Text size="sm">{sync.lastError.message}</Text>
            {stopped ? (
              resume
            ) : (
              <Text size="xs" c="dimmed">
                DraftMode tries again on its own.
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {stopped && !sync.lastError && resume}
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
    </Stack>
  );
}
