import { Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  DRAFT_ORDER_LABELS,
  FORMAT_KEY,
  POINTS_PER_STAT_FIELDS,
  presetPoints,
  type ImportedLeagueSettings,
  type RosterSpots,
  type StatPointsKey,
  type TeamCommandResult,
} from '@draftmode/domain';
import { slotOfPick } from '@draftmode/draft-core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';
import { applyCommandResult } from '@/lib/teams-api';

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

/** What a platform's league preview shows: its settings beside the team's, and notes. */
interface LeaguePreviewData {
  name: string | null;
  season: string | number | null;
  settings: ImportedLeagueSettings;
  current: ImportedLeagueSettings;
  notes: string[];
}

interface LeaguePreviewTableProps {
  /** The platform as the table names it ('Sleeper', 'ESPN'); its test ids are its lowercase name. */
  platform: string;
  teamId: string;
  preview: LeaguePreviewData;
  /** Sends the previewed settings as the team's (PUT /teams/:id/settings). */
  take: (settings: ImportedLeagueSettings) => Promise<TeamCommandResult>;
  /** Called once the team has them (to read the preview again). */
  onTaken?: () => Promise<void> | void;
  /** Shown between the table and the notes (Sleeper's keepers). */
  children?: ReactNode;
}

/**
 * A platform league's settings beside the team's (issues 34 and 35), with the notes on what
 * DraftMode cannot take. Nothing changes until the user presses 'Use these settings'.
 */
export function LeaguePreviewTable({ platform, teamId, preview, take, onTaken, children }: LeaguePreviewTableProps) {
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
      const result = await take(preview.settings);
      applyCommandResult(queryClient, teamId, result);
      setDone(`The team now has the ${platform} league’s settings.`);
      await onTaken?.();
    } catch (error) {
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid={`${platform.toLowerCase()}-league-preview`}>
      <Text size="sm" fw={700}>
        League settings from {platform}
        {preview.name ? `: ${preview.name}` : ''}
        {preview.season ? ` (${preview.season})` : ''}
      </Text>
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4} horizontalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="26%">Setting</Table.Th>
            <Table.Th>{platform}</Table.Th>
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
      {children}
      {preview.notes.length > 0 && (
        <div>
          <Text size="xs" fw={700}>
            What DraftMode takes differently ({preview.notes.length})
          </Text>
          <List size="xs" spacing={2} data-testid={`${platform.toLowerCase()}-league-notes`}>
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
