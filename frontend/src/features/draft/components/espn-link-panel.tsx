import { Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { linkEspnLeagueSchema, type EspnLinkDto, type EspnSyncResultDto } from '@draftmode/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';
import { RetryAlert } from '@/components/ui/retry-alert';
import { teamKeys } from '@/lib/teams-api';
import {
  espnLinkKeys,
  linkEspnLeague,
  syncEspnPicks,
  takeEspnSettings,
  unlinkEspnLeague,
  useEspnLeague,
  useEspnLink,
} from '../api/espn-link';
import { LeaguePreviewTable } from './league-preview-table';

export interface EspnLinkPanelProps {
  teamId: string;
  /** The team's stream version as the screen last saw it ('Use these settings' carries it). */
  version: number;
}

type Field = 'leagueId' | 'season' | 'espnS2' | 'swid' | 'teamId';

/**
 * ESPN in the draft room sync (issue 35): link the team to an ESPN league (a private one with the
 * user's two cookies, which the server keeps encrypted and never sends back), take its settings,
 * and record the picks its draft has made.
 */
export function EspnLinkPanel({ teamId, version }: EspnLinkPanelProps) {
  const status = useEspnLink(teamId);
  const link = status.data?.link ?? null;
  return (
    <Stack gap="sm" data-testid="espn-link-card">
      {status.isError ? (
        <RetryAlert title="Could not read the ESPN link" error={status.error} onRetry={() => void status.refetch()} />
      ) : link ? (
        <Linked teamId={teamId} version={version} link={link} />
      ) : status.data ? (
        <LinkForm teamId={teamId} />
      ) : (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      )}
    </Stack>
  );
}

function LinkForm({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ leagueId: '', season: String(new Date().getFullYear()), espnS2: '', swid: '', teamId: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    // Read now: the event's target is gone by the time the updater runs.
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The API's own schema: the same messages as a 400 would carry.
    const parsed = linkEspnLeagueSchema.safeParse({
      leagueId: values.leagueId,
      season: Number(values.season),
      ...(values.espnS2.trim() ? { espnS2: values.espnS2 } : {}),
      ...(values.swid.trim() ? { swid: values.swid } : {}),
      ...(values.teamId.trim() ? { teamId: Number(values.teamId) } : {}),
    });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const linked = await linkEspnLeague(teamId, parsed.data);
      queryClient.setQueryData(espnLinkKeys.link(teamId), { link: linked });
      queryClient.removeQueries({ queryKey: espnLinkKeys.league(teamId) });
    } catch (error) {
      const { message, fields } = toFormFailure(error);
      const known: Partial<Record<Field, string>> = {};
      for (const field of ['leagueId', 'season', 'espnS2', 'swid', 'teamId'] as const) if (fields[field]) known[field] = fields[field];
      setErrors(known);
      if (!Object.values(known).includes(message)) setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Link an ESPN league">
      <Stack gap="sm">
        <Text size="sm">Read an ESPN league’s settings and record the picks its draft has made.</Text>
        <FormAlert message={failure} />
        <Group grow align="flex-start">
          <TextInput
            label="ESPN league id"
            description="The digits after leagueId= in the league’s address"
            inputMode="numeric"
            autoComplete="off"
            value={values.leagueId}
            onChange={set('leagueId')}
            error={errors.leagueId}
            required
          />
          <TextInput
            label="Season"
            inputMode="numeric"
            autoComplete="off"
            value={values.season}
            onChange={set('season')}
            error={errors.season}
            required
          />
        </Group>
        <Text size="xs" c="dimmed">
          A private league needs two cookies from espn.com: signed in there, open your browser’s developer tools, Application (Storage) ›
          Cookies › espn.com, and copy espn_s2 and SWID. DraftMode keeps them encrypted and never shows them again.
        </Text>
        <PasswordInput
          label="espn_s2 (private leagues)"
          autoComplete="off"
          value={values.espnS2}
          onChange={set('espnS2')}
          error={errors.espnS2}
        />
        <PasswordInput label="SWID (private leagues)" autoComplete="off" value={values.swid} onChange={set('swid')} error={errors.swid} />
        <TextInput
          label="Your ESPN team id (optional)"
          description="Found from your SWID when you give it; else the number after teamId= on your team’s page"
          inputMode="numeric"
          autoComplete="off"
          value={values.teamId}
          onChange={set('teamId')}
          error={errors.teamId}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Linked({ teamId, version, link }: { teamId: string; version: number; link: EspnLinkDto }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'sync' | 'unlink' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [synced, setSynced] = useState<EspnSyncResultDto | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const record = async () => {
    setBusy('sync');
    setFailure(null);
    try {
      const result = await syncEspnPicks(teamId);
      setSynced(result);
      // The picks went through the team's command path: the board reads the team again.
      await queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(null);
    }
  };

  const unlink = async () => {
    setBusy('unlink');
    setFailure(null);
    try {
      await unlinkEspnLeague(teamId);
      queryClient.setQueryData(espnLinkKeys.link(teamId), { link: null });
      queryClient.removeQueries({ queryKey: espnLinkKeys.league(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" data-testid="espn-link-status">
      <FormAlert message={failure} />
      <List size="sm" spacing={2} listStyleType="none" m={0} p={0}>
        <List.Item>
          <Text span fw={600} inherit>
            League:
          </Text>{' '}
          {link.name ? `${link.name} · ` : ''}
          {link.leagueId} ({link.season}){link.private ? ' · private, cookies kept encrypted' : ''}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Your team:
          </Text>{' '}
          {link.espnTeamName ?? (link.espnTeamId === null ? 'not known (every pick counts as another team’s)' : `team ${link.espnTeamId}`)}
        </List.Item>
      </List>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">Record the picks the ESPN draft has made so far (again later for new ones).</Text>
        <Button size="xs" onClick={() => void record()} loading={busy === 'sync'}>
          Record ESPN picks
        </Button>
      </Group>
      {synced && <SyncResult result={synced} />}
      {previewing ? (
        <EspnLeaguePreview teamId={teamId} version={version} />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">Take roster, scoring, draft order and traded picks from the ESPN league?</Text>
          <Button size="xs" variant="light" onClick={() => setPreviewing(true)}>
            Read league settings
          </Button>
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="light" color="red" onClick={() => void unlink()} loading={busy === 'unlink'}>
          Unlink
        </Button>
      </Group>
    </Stack>
  );
}

function SyncResult({ result }: { result: EspnSyncResultDto }) {
  const notice =
    `${result.recorded} ${result.recorded === 1 ? 'pick' : 'picks'} recorded` +
    (result.alreadyRecorded > 0 ? `, ${result.alreadyRecorded} already here` : '') +
    ` (ESPN has made ${result.picksMade}).`;
  return (
    <Stack gap={4} data-testid="espn-sync-result">
      <FormNotice message={notice} />
      {result.unrecorded.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            Picks not recorded ({result.unrecorded.length})
          </Text>
          <List size="sm" spacing={4} aria-label="ESPN picks not recorded" data-testid="espn-unrecorded">
            {result.unrecorded.map((pick) => (
              <List.Item key={pick.overallPick}>
                Pick {pick.overallPick}: {pick.name ?? 'unknown player'}
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

function EspnLeaguePreview({ teamId, version }: { teamId: string; version: number }) {
  const queryClient = useQueryClient();
  const league = useEspnLeague(teamId, true);
  if (league.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Reading the league from ESPN…
      </Text>
    );
  if (league.isError)
    return (
      <RetryAlert
        title="The league settings could not be read"
        error={league.error}
        onRetry={() => void league.refetch()}
        color="orange"
        data-testid="espn-league-error"
      />
    );
  return (
    <LeaguePreviewTable
      platform="ESPN"
      teamId={teamId}
      preview={league.data}
      take={(settings) => takeEspnSettings(teamId, version, settings)}
      onTaken={() => queryClient.invalidateQueries({ queryKey: espnLinkKeys.league(teamId) })}
    />
  );
}
