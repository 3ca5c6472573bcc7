import { Badge, Group, Paper, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { DRAFT_PLATFORM_NAMES, type DraftPlatform, type DraftSyncStatusDto } from '@draftmode/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import { useDraftSyncs } from '../api/draft-sync';
import classes from './draft-room.module.css';
import { EspnLinkPanel } from './espn-link-panel';
import { PastePicksPanel } from './paste-picks-dialog';
import { SleeperSyncPanel } from './sleeper-sync-panel';
import { YahooLinkPanel } from './yahoo-link-panel';

/** Yahoo's sign-in sends the browser back with `?yahoo=connected|error`: the card opens at Yahoo. */
function backFromYahoo(): boolean {
  return new URLSearchParams(window.location.search).has('yahoo');
}

/** Where the picks of a real draft come from: a linked platform, or a pasted pick list. */
type PickSource = DraftPlatform | 'paste';

const SOURCES: { value: PickSource; label: string }[] = [
  { value: 'sleeper', label: DRAFT_PLATFORM_NAMES.sleeper },
  { value: 'espn', label: DRAFT_PLATFORM_NAMES.espn },
  { value: 'yahoo', label: DRAFT_PLATFORM_NAMES.yahoo },
  { value: 'paste', label: 'Paste' },
];

interface DraftRoomSyncCardProps {
  teamId: string;
  /** The team's stream version as the screen last saw it (the link commands carry it). */
  version: number;
  leagueSize: number;
}

function summaryOf(sync: DraftSyncStatusDto | null): string {
  if (!sync) return 'Not linked: link your Sleeper, ESPN or Yahoo draft, or paste a pick list';
  const picks = `${sync.picksRecorded} ${sync.picksRecorded === 1 ? 'pick' : 'picks'} recorded`;
  return `${DRAFT_PLATFORM_NAMES[sync.platform]} · ${picks}${sync.lastError ? ' · needs attention' : ''}`;
}

/**
 * 'Draft room sync' (issue 35): the one place on the draft screen where a team's picks come in from
 * its real draft room: link a Sleeper, ESPN or Yahoo draft (each followed as it runs, with one
 * status shape), or paste any site's pick list. Collapsed by default (most drafts are recorded by
 * hand), with the linked platform's summary from one read; open, it shows the linked platform
 * first.
 */
export const DraftRoomSyncCard = memo(function DraftRoomSyncCard({ teamId, version, leagueSize }: DraftRoomSyncCardProps) {
  const [open, setOpen] = useState(backFromYahoo);
  const [chosen, setChosen] = useState<PickSource | null>(() => (backFromYahoo() ? 'yahoo' : null));
  const syncs = useDraftSyncs(teamId, open);
  const bodyId = useId();
  const linked = syncs.data?.syncs[0] ?? null;
  const source = chosen ?? linked?.platform ?? 'sleeper';
  const summary = syncs.isPending ? 'Loading…' : syncs.isError ? 'Status unavailable' : summaryOf(linked);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${bodyId}-title`} data-testid="draft-room-sync">
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
            Draft room sync
          </UnstyledButton>
        </Title>
        <Badge
          variant={linked ? 'light' : 'outline'}
          color={linked?.lastError ? 'orange' : linked ? 'turf' : 'gray'}
          style={{ flexShrink: 0 }}
          data-testid="draft-room-sync-summary"
        >
          {linked ? (linked.lastError ? 'Error' : linked.polling ? 'Syncing' : 'Linked') : 'Off'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {summary}
      </Text>
      {open && (
        <Stack gap="sm" mt="sm" id={bodyId}>
          <SegmentedControl
            fullWidth
            aria-label="Where the picks come from"
            value={source}
            onChange={(value) => setChosen(value as PickSource)}
            data={SOURCES}
            classNames={{ label: classes.syncSourceLabel }}
          />
          {source === 'sleeper' && <SleeperSyncPanel teamId={teamId} version={version} leagueSize={leagueSize} />}
          {source === 'espn' && <EspnLinkPanel teamId={teamId} version={version} />}
          {source === 'yahoo' && <YahooLinkPanel teamId={teamId} version={version} />}
          {source === 'paste' && <PastePicksPanel teamId={teamId} />}
        </Stack>
      )}
    </Paper>
  );
});
