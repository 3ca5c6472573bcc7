import { Alert, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { YAHOO_LINK_MESSAGES, yahooSignInErrorMessage, type YahooLinkDto } from '@draftmode/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiError } from '@/lib/api-client';
import { toFormFailure } from '@/lib/error-message';
import {
  disconnectYahoo,
  linkYahooLeague,
  startYahooConnect,
  takeYahooSettings,
  unlinkYahooLeague,
  useYahooAccount,
  useYahooLeague,
  useYahooLeagues,
  useYahooLink,
  yahooKeys,
} from '../api/yahoo-link';
import { draftSyncKeys, useDraftSync } from '../api/draft-sync';
import { LeaguePreviewTable } from './league-preview-table';
import { SyncProgress } from './sync-progress';

interface YahooLinkPanelProps {
  teamId: string;
  /** The team's stream version as the screen last saw it ('Use these settings' carries it). */
  version: number;
}

/**
 * Yahoo in the draft room sync (issue 35, item 1): connect a Yahoo account (Yahoo's sign-in page;
 * the server keeps the tokens encrypted and never sends them back), pick one of its NFL leagues,
 * take its settings, and let DraftMode follow the draft.
 */
export function YahooLinkPanel({ teamId, version }: YahooLinkPanelProps) {
  const account = useYahooAccount();
  const connected = account.data?.connected === true;
  const link = useYahooLink(teamId, connected);
  const linked = link.data?.link ?? null;
  const state = !account.data
    ? null
    : !connected
      ? 'Not connected'
      : linked
        ? `Linked to ${linked.name ?? linked.leagueKey}${linked.season ? ` (${linked.season})` : ''}`
        : link.data
          ? 'Connected · no league linked'
          : null;

  return (
    <Stack gap="sm" data-testid="yahoo-link-card">
      {state && (
        <Text size="sm" fw={600}>
          {state}
        </Text>
      )}
      <SignInOutcome />
      {account.isError ? (
        toFormFailure(account.error).message === YAHOO_LINK_MESSAGES.notConfigured ? (
          <Alert color="gray" variant="light" data-testid="yahoo-unavailable">
            {toFormFailure(account.error).message}
          </Alert>
        ) : (
          <RetryAlert title="Could not read your Yahoo account" error={account.error} onRetry={() => void account.refetch()} />
        )
      ) : !account.data ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : !connected ? (
        <ConnectButton label="Connect Yahoo" />
      ) : link.isError ? (
        <RetryAlert title="Could not read the Yahoo link" error={link.error} onRetry={() => void link.refetch()} />
      ) : linked ? (
        <Linked teamId={teamId} version={version} link={linked} />
      ) : link.data ? (
        <PickLeague teamId={teamId} />
      ) : null}
    </Stack>
  );
}

/**
 * What the callback said when Yahoo sent the browser back here (`?yahoo=connected|error&reason=`):
 * the reason is a name, shown as its message (never text from the address).
 */
function SignInOutcome() {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  if (params.get('yahoo') === 'error')
    return (
      <Alert color="orange" variant="light" data-testid="yahoo-sign-in-error">
        {yahooSignInErrorMessage(params.get('reason'))}
      </Alert>
    );
  return null;
}

/** Sends the browser to Yahoo's sign-in page; Yahoo sends it back to the draft screen. */
function ConnectButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const connect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { authorizeUrl } = await startYahooConnect();
      window.location.assign(authorizeUrl);
    } catch (error) {
      setFailure(toFormFailure(error).message);
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <FormAlert message={failure} />
      <Text size="sm">Sign in with Yahoo to read your NFL leagues’ settings and follow their drafts. DraftMode only reads.</Text>
      <Group justify="flex-end">
        <Button onClick={() => void connect()} loading={busy}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}

/** A failure that needs the user to sign in again shows the button to; others their one line. */
function YahooFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.reconnect)
    return (
      <Alert color="orange" variant="light" title={title} data-testid="yahoo-reconnect">
        <Stack gap="xs">
          <Text size="sm">{error.message}</Text>
          <ConnectButton label="Reconnect Yahoo" />
        </Stack>
      </Alert>
    );
  return <RetryAlert title={title} error={error} onRetry={onRetry} color="orange" />;
}

function PickLeague({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const leagues = useYahooLeagues(true);
  const [leagueKey, setLeagueKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (leagues.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Reading your leagues from Yahoo…
      </Text>
    );
  if (leagues.isError)
    return <YahooFailure title="Your Yahoo leagues could not be read" error={leagues.error} onRetry={() => void leagues.refetch()} />;

  const link = async () => {
    if (!leagueKey) {
      setFailure('Pick one of your Yahoo leagues.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const linked = await linkYahooLeague(teamId, { leagueKey });
      queryClient.setQueryData(yahooKeys.link(teamId), { link: linked });
      void queryClient.invalidateQueries({ queryKey: draftSyncKeys.list(teamId) });
      queryClient.removeQueries({ queryKey: yahooKeys.league(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <FormAlert message={failure} />
      {leagues.data.leagues.length === 0 ? (
        <Text size="sm">Yahoo lists no NFL league of yours.</Text>
      ) : (
        <Select
          label="Your Yahoo NFL league"
          placeholder="Pick a league"
          data={leagues.data.leagues.map((league) => ({
            value: league.leagueKey,
            label: `${league.name}${league.season ? ` (${league.season})` : ''} · ${league.numTeams} teams`,
          }))}
          value={leagueKey}
          onChange={setLeagueKey}
          allowDeselect={false}
        />
      )}
      <Group justify="space-between">
        <DisconnectButton teamId={teamId} />
        <Button onClick={() => void link()} loading={busy} disabled={leagues.data.leagues.length === 0}>
          Link
        </Button>
      </Group>
    </Stack>
  );
}

function Linked({ teamId, version, link }: { teamId: string; version: number; link: YahooLinkDto }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const unlink = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await unlinkYahooLeague(teamId);
      queryClient.setQueryData(yahooKeys.link(teamId), { link: null });
      void queryClient.invalidateQueries({ queryKey: draftSyncKeys.list(teamId) });
      queryClient.removeQueries({ queryKey: yahooKeys.league(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="yahoo-link-status">
      <FormAlert message={failure} />
      <List size="sm" spacing={2} listStyleType="none" m={0} p={0}>
        <List.Item>
          <Text span fw={600} inherit>
            League:
          </Text>{' '}
          {link.name ?? link.leagueKey}
          {link.season ? ` (${link.season})` : ''}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Your team:
          </Text>{' '}
          {link.yahooTeamName ?? 'not known (every pick counts as another team’s)'}
        </List.Item>
      </List>
      <SyncStatus teamId={teamId} />
      {previewing ? (
        <YahooLeaguePreview teamId={teamId} version={version} />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">Take roster, scoring and draft order from the Yahoo league?</Text>
          <Button size="xs" variant="light" onClick={() => setPreviewing(true)}>
            Read league settings
          </Button>
        </Group>
      )}
      <Group justify="space-between">
        <DisconnectButton teamId={teamId} />
        <Button variant="light" color="red" onClick={() => void unlink()} loading={busy}>
          Unlink
        </Button>
      </Group>
    </Stack>
  );
}

function DisconnectButton({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const disconnect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await disconnectYahoo();
      queryClient.setQueryData(yahooKeys.account, { connected: false, connectedAt: null });
      queryClient.setQueryData(yahooKeys.link(teamId), { link: null });
      void queryClient.invalidateQueries({ queryKey: draftSyncKeys.list(teamId) });
      queryClient.removeQueries({ queryKey: yahooKeys.leagues });
      queryClient.removeQueries({ queryKey: yahooKeys.league(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <FormAlert message={failure} />
      <Button variant="subtle" color="gray" size="xs" onClick={() => void disconnect()} loading={busy}>
        Disconnect Yahoo
      </Button>
    </Stack>
  );
}

function YahooLeaguePreview({ teamId, version }: { teamId: string; version: number }) {
  const queryClient = useQueryClient();
  const league = useYahooLeague(teamId, true);
  if (league.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Reading the league from Yahoo…
      </Text>
    );
  if (league.isError)
    return <YahooFailure title="The league settings could not be read" error={league.error} onRetry={() => void league.refetch()} />;
  return (
    <LeaguePreviewTable
      platform="Yahoo"
      teamId={teamId}
      preview={league.data}
      take={(settings) => takeYahooSettings(teamId, version, settings)}
      onTaken={() => queryClient.invalidateQueries({ queryKey: yahooKeys.league(teamId) })}
    />
  );
}

/** How following the Yahoo draft goes; once it stopped before the draft ended, 'Reconnect Yahoo' signs in again. */
function SyncStatus({ teamId }: { teamId: string }) {
  const sync = useDraftSync(teamId, 'yahoo', true);
  if (sync.isPending) return null;
  if (sync.isError) return <RetryAlert title="Could not read the draft sync" error={sync.error} onRetry={() => void sync.refetch()} />;
  if (!sync.data) return <Text size="sm">DraftMode follows this league’s draft: picks are recorded as Yahoo lists them.</Text>;
  return <SyncProgress platform="yahoo" sync={sync.data} resume={<ConnectButton label="Reconnect Yahoo" />} />;
}
