import { Alert, Badge, Button, Group, List, NativeSelect, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { linkSleeperDraftSchema, type SleeperSyncStatusDto, type TeamCommandResult } from '@draftmode/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';
import { RetryAlert } from '@/components/ui/retry-alert';
import { applyCommandResult } from '@/lib/teams-api';
import { linkSleeperDraft, sleeperSyncKeys, unlinkSleeperDraft, useSleeperSync } from '../api/sleeper-sync';
import { SleeperLeaguePreview } from './sleeper-league-preview';

export interface SleeperSyncCardProps {
  teamId: string;
  /** The team's stream version as the screen last saw it (the link commands carry it). */
  version: number;
  leagueSize: number;
}

const STATUS_LABELS: Record<NonNullable<SleeperSyncStatusDto['draftStatus']>, string> = {
  pre_draft: 'Not started',
  drafting: 'Drafting',
  paused: 'Paused',
  complete: 'Complete',
};

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/**
 * 'Live sync with Sleeper' (issue 5): link the team to a Sleeper draft so its picks are recorded
 * as they happen; while linked and open, the sync's status is read every few seconds. Collapsed by
 * default (most drafts are recorded by hand), showing the summary of one read.
 */
export function SleeperSyncCard({ teamId, version, leagueSize }: SleeperSyncCardProps) {
  const [open, setOpen] = useState(false);
  // Collapsed, the summary comes from one read; the status is polled only while the card is open.
  const status = useSleeperSync(teamId, open);
  const bodyId = useId();
  const sync = status.data;
  const summary = status.isPending
    ? 'Loading…'
    : status.isError
      ? 'Status unavailable'
      : sync?.linked
        ? `Linked to draft ${sync.draftId} · ${sync.picksRecorded} ${sync.picksRecorded === 1 ? 'pick' : 'picks'} recorded`
        : 'Not linked';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${bodyId}-title`} data-testid="sleeper-sync-card">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* The disclosure pattern: the heading holds the button that shows and hides the card. */}
        <Title order={2} size="h4" id={`${bodyId}-title`} style={{ minWidth: 0 }}>
          <UnstyledButton
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            style={{ borderRadius: 4, font: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            {open ? <IconChevronDown size={18} aria-hidden="true" /> : <IconChevronRight size={18} aria-hidden="true" />}
            Live sync with Sleeper
          </UnstyledButton>
        </Title>
        <Badge
          variant={sync?.linked ? 'light' : 'outline'}
          color={sync?.lastError ? 'orange' : sync?.linked ? 'turf' : 'gray'}
          style={{ flexShrink: 0 }}
          data-testid="sleeper-sync-summary"
        >
          {sync?.linked ? (sync.lastError ? 'Error' : sync.polling ? 'Syncing' : 'Linked') : 'Off'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {summary}
      </Text>
      {open && (
        <Stack gap="sm" mt="sm" id={bodyId}>
          {status.isError ? (
            <RetryAlert title="Could not read the Sleeper sync" error={status.error} onRetry={() => void status.refetch()} />
          ) : sync?.linked ? (
            <LinkedStatus teamId={teamId} version={version} sync={sync} />
          ) : sync ? (
            <LinkForm teamId={teamId} version={version} leagueSize={leagueSize} />
          ) : null}
        </Stack>
      )}
    </Paper>
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
            Draft:
          </Text>{' '}
          {sync.draftId}
          {sync.draftStatus && ` (${STATUS_LABELS[sync.draftStatus]})`}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Your slot:
          </Text>{' '}
          {sync.draftSlot ?? 'none (every pick counts as another team’s)'}
        </List.Item>
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
          {sync.polling ? ' · checking every few seconds' : sync.lastError ? ' · stopped' : ' · stopped (the draft is complete)'}
        </List.Item>
      </List>
      {sync.lastError && (
        <Alert color="orange" variant="light" title="Sleeper sync problem" role="alert">
          <Text size="sm">{sync.lastError.message}</Text>
          <Text size="xs" c="dimmed">
            At {timeOf(sync.lastError.at)}.{sync.polling ? ' The next check tries again.' : ''}
          </Text>
        </Alert>
      )}
      {sync.unmatchedPicks.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            Picks not recorded ({sync.unmatchedPicks.length})
          </Text>
          <List size="sm" spacing={4} aria-label="Sleeper picks not recorded" data-testid="sleeper-unmatched">
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
      <SleeperLeaguePreview teamId={teamId} version={version} />
      <Group justify="flex-end">
        <Button variant="light" color="red" onClick={() => void unlink()} loading={busy}>
          Unlink
        </Button>
      </Group>
    </Stack>
  );
}
