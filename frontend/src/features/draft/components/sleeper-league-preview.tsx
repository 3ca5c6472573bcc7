import { Alert, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  DRAFT_ORDER_LABELS,
  FORMAT_KEY,
  POINTS_PER_STAT_FIELDS,
  presetPoints,
  type ImportedLeagueSettings,
  type RosterSpots,
  type SleeperLeaguePreviewDto,
  type StatPointsKey,
} from '@draftmode/domain';
import { slotOfPick } from '@draftmode/draft-core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';
import { applyCommandResult } from '@/lib/teams-api';
import { sleeperSyncKeys, takeSleeperSettings, useSleeperLeague } from '../api/sleeper-sync';

const SPOT_SHORT: Record<keyof RosterSpots, string> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  FLEX: 'FLEX',
  SUPERFLEX: 'SF',
  WRTE: 'WR/TE',
  WRRB: 'WR/RB',
  DEF: 'DEF',
  K: 'K',
  Bench: 'BN',
};

function roster(spots: RosterSpots): string {
  return (Object.keys(SPOT_SHORT) as (keyof RosterSpots)[])
    .filter((kind) => spots[kind] > 0)
    .map((kind) => `${SPOT_SHORT[kind]} ${spots[kind]}`)
    .join(' · ');
}

/** The points that differ from the settings' own preset, e.g. "TE +0.5 per catch, Passing TD 6". */
function points(settings: ImportedLeagueSettings): string {
  if (settings.pointsPerStat === null) return 'Preset';
  const preset = presetPoints(FORMAT_KEY[settings.scoringFormat]);
  const own = settings.pointsPerStat;
  const parts = (Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[])
    .filter((key) => own[key] !== preset[key])
    .map((key) => `${POINTS_PER_STAT_FIELDS[key].label} ${own[key]}`);
  for (const position of ['RB', 'WR', 'TE'] as const)
    if (own.receptionBonus[position] !== 0) parts.unshift(`${position} +${own.receptionBonus[position]} per catch`);
  return parts.length > 0 ? parts.join(', ') : 'Preset';
}

/** "27 picks · to you: #7, #43 · from you: #15": the trades that touch the user's slot. */
function traded(settings: ImportedLeagueSettings): string {
  const count = settings.tradedPicks.length;
  if (count === 0) return 'None';
  const { leagueSize, draftPosition, draftOrder } = settings;
  const toYou = settings.tradedPicks.filter((trade) => trade.slot === draftPosition);
  const fromYou = settings.tradedPicks.filter(
    (trade) => trade.slot !== draftPosition && slotOfPick(trade.pick, leagueSize, draftOrder) === draftPosition,
  );
  const list = (label: string, trades: typeof toYou) =>
    trades.length > 0 ? ` · ${label}: ${trades.map((trade) => `#${trade.pick}`).join(', ')}` : '';
  return `${count} ${count === 1 ? 'pick' : 'picks'}${list('to you', toYou)}${list('from you', fromYou)}`;
}

/** JSON with sorted keys: the server writes the team's settings and the import's in different key orders. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const ROWS: { label: string; show: (settings: ImportedLeagueSettings) => string }[] = [
  { label: 'Teams', show: (settings) => String(settings.leagueSize) },
  { label: 'Your draft slot', show: (settings) => String(settings.draftPosition) },
  { label: 'Draft order', show: (settings) => DRAFT_ORDER_LABELS[settings.draftOrder] },
  { label: 'Scoring', show: (settings) => settings.scoringFormat },
  { label: 'Points per stat', show: points },
  { label: 'Roster', show: (settings) => roster(settings.rosterSpots) },
  { label: 'Traded picks', show: traded },
];

/**
 * 'League settings from Sleeper' (issue 34): what the linked draft's league says the team's
 * settings are, beside the team's own, with the notes on what DraftMode cannot take. Nothing
 * changes until the user presses 'Use these settings', which sends them as the team's settings.
 */
export function SleeperLeaguePreview({ teamId, version }: { teamId: string; version: number }) {
  const [requested, setRequested] = useState(false);
  const league = useSleeperLeague(teamId, requested);

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
      <Alert color="orange" variant="light" title="The league settings could not be read" data-testid="sleeper-league-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{toFormFailure(league.error).message}</Text>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={() => void league.refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  return <Preview teamId={teamId} version={version} preview={league.data} />;
}

function Preview({ teamId, version, preview }: { teamId: string; version: number; preview: SleeperLeaguePreviewDto }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rows = ROWS.map((row) => ({ ...row, sleeper: row.show(preview.settings), team: row.show(preview.current) }));
  const same = rows.every((row) => row.sleeper === row.team) && canonical(preview.settings) === canonical(preview.current);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await takeSleeperSettings(teamId, version, preview.settings);
      applyCommandResult(queryClient, teamId, result);
      setDone('The team now has the Sleeper league’s settings.');
      await queryClient.invalidateQueries({ queryKey: sleeperSyncKeys.league(teamId) });
    } catch (error) {
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="sleeper-league-preview">
      <Text size="sm" fw={700}>
        League settings from Sleeper
        {preview.name ? `: ${preview.name}` : ''}
        {preview.season ? ` (${preview.season})` : ''}
      </Text>
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4} horizontalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="26%">Setting</Table.Th>
            <Table.Th>Sleeper</Table.Th>
            <Table.Th>This team now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const changes = row.sleeper !== row.team;
            return (
              <Table.Tr key={row.label} data-changed={changes || undefined}>
                <Table.Th scope="row" fw={600}>
                  {row.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {row.sleeper}
                  {changes && (
                    <Badge size="xs" variant="light" color="turf" ml={4} style={{ verticalAlign: 'middle' }}>
                      new
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }} c={changes ? 'dimmed' : undefined}>
                  {row.team}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {preview.keepers.length > 0 && (
        <Text size="xs">
          Keepers on Sleeper ({preview.keepers.length}):{' '}
          {preview.keepers.map((keeper) => `#${keeper.pickNo} ${keeper.name}${keeper.own ? ' (yours)' : ''}`).join(', ')}. The live sync
          records them at their picks.
        </Text>
      )}
      {preview.notes.length > 0 && (
        <div>
          <Text size="xs" fw={700}>
            What DraftMode takes differently ({preview.notes.length})
          </Text>
          <List size="xs" spacing={2} data-testid="sleeper-league-notes">
            {preview.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </div>
      )}
      <FormAlert message={failure} />
      <FormNotice message={done} />
      <Group justify="flex-end">
        {same ? (
          <Text size="sm" c="dimmed">
            The team already has these settings.
          </Text>
        ) : (
          <Button size="sm" onClick={() => void confirm()} loading={busy}>
            Use these settings
          </Button>
        )}
      </Group>
    </Stack>
  );
}
