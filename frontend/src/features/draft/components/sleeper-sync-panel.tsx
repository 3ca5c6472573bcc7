import { Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { linkSleeperDraftSchema, type SleeperSyncStatusDto, type TeamCommandResult } from '@draftmode/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';
import { RetryAlert } from '@/components/ui/retry-alert';
import { applyCommandResult } from '@/lib/teams-api';
import { draftSyncKeys } from '../api/draft-sync';
import { linkSleeperDraft, sleeperSyncKeys, unlinkSleeperDraft, useSleeperSync } from '../api/sleeper-sync';
import { SleeperLeaguePreview } from './sleeper-league-preview';
import { SyncProgress } from './sync-progress';

interface SleeperSyncPanelProps {
  teamId: string;
  /** The team's stream version as the screen last saw it (the link commands carry it). */
  version: number;
  leagueSize: number;
}

/**
 * Sleeper in the draft room sync (issue 5, issue 35): link the team to a Sleeper draft so its
 * picks are recorded as they happen; while linked and shown, the sync's status is read every few
 * seconds.
 */
export function SleeperSyncPanel({ teamId, version, leagueSize }: SleeperSyncPanelProps) {
  const status = useSleeperSync(teamId, true);
  const sync = status.data;
  return (
    <Stack gap="sm" data-testid="sleeper-sync-card">
      {status.isError ? (
        <RetryAlert title="Could not read the Sleeper sync" error={status.error} onRetry={() => void status.refetch()} />
      ) : sync?.linked ? (
        <LinkedStatus teamId={teamId} version={version} sync={sync} />
      ) : sync ? (
        <LinkForm teamId={teamId} version={version} leagueSize={leagueSize} />
      ) : (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      )}
    </Stack>
  );
}

function useAfterCommand(teamId: string) {
  const queryClient = useQueryClient();
  return (result: TeamCommandResult, sync?: SleeperSyncStatusDto) => {
    applyCommandResult(queryClient, teamId, result);
    if (sync) queryClient.setQueryData(sleeperSyncKeys.status(teamId), sync);
    // A preview read for the draft linked before is no longer the link's.
    queryClient.removeQueries({ queryKey: sleeperSyncKeys.league(teamId) });
    void queryClient.invalidateQueries({ queryKey: sleeperSyncKeys.status(teamId) });
    void queryClient.invalidateQueries({ queryKey: draftSyncKeys.list(teamId) });
  };
}

function LinkForm({ teamId, version, leagueSize }: { teamId: string; version: number; leagueSize: number }) {
  const [draftId, setDraftId] = useState('');
  const [slot, setSlot] = useState('');
  const [errors, setErrors] = useState<{ draftId?: string; draftSlot?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const afterCommand = useAfterCommand(teamId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The API's own schema: the same messages as a 400 would carry.
    const parsed = linkSleeperDraftSchema.safeParse({ draftId, draftSlot: slot === '' ? null : Number(slot) });
    if (!parsed.success) {
      const fieldErrors: { draftId?: string; draftSlot?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'draftId' || field === 'draftSlot') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await linkSleeperDraft(teamId, version, parsed.data);
      afterCommand(result, result.sleeperSync);
    } catch (error) {
      const { message, fields } = toFormFailure(error);
      const known = { draftId: fields['draftId'], draftSlot: fields['draftSlot'] };
      setErrors(known);
      if (!Object.values(known).includes(message)) setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Link a Sleeper draft">
      <Stack gap="sm">
        <Text size="sm">
          Picks made in the Sleeper draft are recorded here as they happen. With your draft slot, your own picks go to your roster; without
          it, every pick counts as another team's.
        </Text>
        <FormAlert message={failure} />
        <TextInput
          label="Sleeper draft id"
          description="The digits at the end of the draft's address: sleeper.com/draft/nfl/<draft id>"
          inputMode="numeric"
          autoComplete="off"
          value={draftId}
          onChange={(event) => setDraftId(event.currentTarget.value)}
          error={errors.draftId}
          required
        />
        <NativeSelect
          label="Your draft slot (optional)"
          value={slot}
          onChange={(event) => setSlot(event.currentTarget.value)}
          error={errors.draftSlot}
          data={[
            { value: '', label: 'None: only follow the draft' },
            ...Array.from({ length: leagueSize }, (_, index) => ({ value: String(index + 1), label: `Slot ${index + 1}` })),
          ]}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Link draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LinkedStatus({ teamId, version, sync }: { teamId: string; version: number; sync: SleeperSyncStatusDto }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const afterCommand = useAfterCommand(teamId);

  const unlink = async () => {
    setBusy(true);
    setFailure(null);
    try {
      afterCommand(await unlinkSleeperDraft(teamId, version));
    } catch (error) {
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="sleeper-sync-status">
      <FormAlert message={failure} />
      <List size="sm" spacing={2} listStyleType="none" m={0} p={0}>
        <List.Item>
          <Text span fw={600} inherit>
            Sleeper draft:
          </Text>{' '}
          {sync.draftId}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Your slot:
          </Text>{' '}
          {sync.draftSlot ?? 'none (every pick counts as another team’s)'}
        </List.Item>
      </List>
      <SyncProgress platform="sleeper" sync={sync} />
      <SleeperLeaguePreview teamId={teamId} version={version} />
      <Group justify="flex-end">
        <Button variant="light" color="red" onClick={() => void unlink()} loading={busy}>
          Unlink
        </Button>
      </Group>
    </Stack>
  );
}
