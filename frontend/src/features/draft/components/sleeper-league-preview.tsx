import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { sleeperSyncKeys, takeSleeperSettings, useSleeperLeague } from '../api/sleeper-sync';
import { LeaguePreviewTable } from './league-preview-table';

/**
 * 'League settings from Sleeper' (issue 34): what the linked draft's league says the team's
 * settings are, beside the team's own, with the notes on what DraftMode cannot take. Nothing
 * changes until the user presses 'Use these settings', which sends them as the team's settings.
 */
export function SleeperLeaguePreview({ teamId, version }: { teamId: string; version: number }) {
  const [requested, setRequested] = useState(false);
  const league = useSleeperLeague(teamId, requested);
  const queryClient = useQueryClient();

  if (!requested)
    return (
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">Take roster, scoring, draft order and traded picks from the Sleeper league?</Text>
        <Button size="xs" variant="light" onClick={() => setRequested(true)}>
          Read league settings
        </Button>
      </Group>
    );
  if (league.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Reading the league from Sleeper…
      </Text>
    );
  if (league.isError)
    return (
      <RetryAlert
        title="The league settings could not be read"
        error={league.error}
        onRetry={() => void league.refetch()}
        color="orange"
        data-testid="sleeper-league-error"
      />
    );
  const preview = league.data;
  return (
    <LeaguePreviewTable
      platform="Sleeper"
      teamId={teamId}
      preview={preview}
      take={(settings) => takeSleeperSettings(teamId, version, settings)}
      onTaken={() => queryClient.invalidateQueries({ queryKey: sleeperSyncKeys.league(teamId) })}
    >
      {preview.keepers.length > 0 && (
        <Text size="xs">
          Keepers on Sleeper ({preview.keepers.length}):{' '}
          {preview.keepers.map((keeper) => `#${keeper.pickNo} ${keeper.name}${keeper.own ? ' (yours)' : ''}`).join(', ')}. The live sync
          records them at their picks.
        </Text>
      )}
    </LeaguePreviewTable>
  );
}
