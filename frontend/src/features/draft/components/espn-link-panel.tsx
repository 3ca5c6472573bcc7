import { Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { linkEspnLeagueSchema, type DraftSyncStatusDto, type EspnLinkDto } from '@draftmode/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';
import { RetryAlert } from '@/components/ui/retry-alert';
import { teamKeys } from '@/lib/teams-api';
import { draftSyncKeys, useDraftSync } from '../api/draft-sync';
import {
  espnLinkKeys,
  linkEspnLeague,
  pollEspnDraft,
  takeEspnSettings,
  unlinkEspnLeague,
  useEspnLeague,
  useEspnLink,
} from '../api/espn-link';
import { LeaguePreviewTable } from './league-preview-table';
import { SyncProgress } from './sync-progress';

interface EspnLinkPanelProps {
  teamId: string;
  /** The team's stream version as the screen last saw it ('Use these settings' carries it). */
  version: number;
}

type Field = 'leagueId' | 'season' | 'espnS2' | 'swid' | 'teamId';

/**
 * ESPN in the draft room sync (issue 35): link the team to an ESPN league (a private one with the
 * user's two cookies, which the server keeps encrypted and never sends back), take its settings,
 * and follow its draft: the server polls ESPN and records each pick it shows; the panel reads the
 * sync's status (the one every platform has).
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

function LinkForm({ teamId, again, onLinked }: { teamId: string; again?: EspnLinkDto; onLinked?: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    leagueId: again?.leagueId ?? '',
    season: String(again?.season ?? new Date().getFullYear()),
    espnS2: '',
    swid: '',
    teamId: again?.espnTeamId === null || again?.espnTeamId === undefined ? '' : String(again.espnTeamId),
  });
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
      // A new link follows the draft again from its first pick.
      await queryClient.invalidateQueries({ queryKey: draftSyncKeys.list(teamId) });
      onLinked?.();
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={again ? 'Link the ESPN league again' : 'Link an ESPN league'}>
      <Stack gap="sm">
        <Text size="sm">
          {again
            ? 'Link the league again with fresh cookies: DraftMode then follows its draft again from the first pick.'
            : 'Read an ESPN league’s settings and follow its draft: DraftMode records each pick ESPN shows.'}
        </Text>
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
            {again ? 'Link again' : 'Link'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Linked({ teamId, version, link }: { teamId: string; version: number; link: EspnLinkDto }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'poll' | 'unlink' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [relinking, setRelinking] = useState(false);
  const sync = useDraftSync(teamId, 'espn', true);
  const picksRecorded = sync.data?.picksRecorded;

  useEffect(() => {
    // The poller records through the team's command path: the board reads the team again.
    if (picksRecorded) void queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
  }, [picksRecorded, queryClient, teamId]);

  const pollNow = async () => {
    setBusy('poll');
    setFailure(null);
    try {
      const status = await pollEspnDraft(teamId);
      queryClient.setQueryData(draftSyncKeys.list(teamId), (current: { syncs: DraftSyncStatusDto[] } | undefined) => ({
        syncs: [...(current?.syncs ?? []).filter((other) => other.platform !== 'espn'), status],
      }));
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
      await queryClient.invalidateQueries({ queryKey: draftSyncKeys.list(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
      setBusy(null);
    }
  };

  if (relinking) return <LinkForm teamId={teamId} again={link} onLinked={() => setRelinking(false)} />;
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
      {sync.isError ? (
        <RetryAlert title="Could not read the draft sync" error={sync.error} onRetry={() => void sync.refetch()} />
      ) : sync.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Reading the draft sync…
        </Text>
      ) : (
        <EspnSyncProgress sync={sync.data} onRelink={() => setRelinking(true)} />
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
          ESPN’s read API can lag its draft room by minutes: picks are recorded as ESPN shows them, all of them by the time the draft
          completes. To keep up during the draft, paste the room’s pick list under ‘Paste’.
        </Text>
        <Button size="xs" variant="light" onClick={() => void pollNow()} loading={busy === 'poll'}>
          Check ESPN now
        </Button>
      </Group>
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

/** The ESPN sync's progress; once it stopped before the draft ended, 'Link again' opens the link form. */
function EspnSyncProgress({ sync, onRelink }: { sync: DraftSyncStatusDto | null; onRelink: () => void }) {
  if (!sync)
    return (
      <Text size="sm" c="dimmed" data-testid="sync-progress">
        Not following the draft: link the league again to follow it.
      </Text>
    );
  const relink = (
    <Group>
      <Button size="xs" onClick={onRelink}>
        Link again
      </Button>
    </Group>
  );
  return <SyncProgress platform="espn" sync={sync} resume={relink} />;
}
