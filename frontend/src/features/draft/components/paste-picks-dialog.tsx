import { Alert, Badge, Button, Group, List, Modal, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PastedPickStatus, PastedPicksPreviewDto } from '@draftmode/domain';
import { IconClipboardList } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { toFormFailure } from '@/lib/error-message';
import { applyCommandResult } from '@/lib/teams-api';
import { previewPastedPicks, recordPastedPicks } from '../api/pasted-picks';

const STATUS: Record<PastedPickStatus, { label: string; color: string; count: (n: number) => string }> = {
  new: { label: 'New', color: 'turf', count: (n) => `${n} new` },
  recorded: { label: 'Recorded', color: 'gray', count: (n) => `${n} already recorded` },
  unmatched: { label: 'Not matched', color: 'orange', count: (n) => `${n} unmatched` },
  conflict: { label: 'Conflict', color: 'red', count: (n) => `${n} ${n === 1 ? 'conflict' : 'conflicts'}` },
  later: { label: 'Not yet', color: 'gray', count: (n) => `${n} after the stop` },
};
const STATUS_ORDER: PastedPickStatus[] = ['new', 'recorded', 'unmatched', 'conflict', 'later'];

/** Narrow enough that the dialog takes the whole screen. */
const PHONE_QUERY = '(max-width: 36em)';

/**
 * Any site in the draft room sync (issue 35): the pick list copied from any draft room or results
 * page is read on the server, shown pick by pick with what it matched and what it could not, and
 * its new picks are recorded in one go once the user confirms. The board and the taken list update
 * from the answer and the live connection, as for taps.
 */
export function PastePicksPanel({ teamId }: { teamId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" align="flex-start" data-testid="paste-picks-card">
      <Text size="sm">Paste the pick list from ESPN, Yahoo, NFL.com, CBS or a spreadsheet to record the picks you do not have yet.</Text>
      <Button variant="default" leftSection={<IconClipboardList size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        Paste picks
      </Button>
      <PastePicksDialog teamId={teamId} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}

export function PastePicksDialog({ teamId, opened, onClose }: { teamId: string; opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PastedPicksPreviewDto | null>(null);
  const [busy, setBusy] = useState<'read' | 'record' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resultsId = useId();

  const read = async (event?: FormEvent, why: string | null = null) => {
    event?.preventDefault();
    setFailure(null);
    setNotice(why);
    setBusy('read');
    try {
      setPreview(await previewPastedPicks(teamId, text));
    } catch (error) {
      setPreview(null);
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(null);
    }
  };

  const record = async () => {
    if (!preview) return;
    setFailure(null);
    setNotice(null);
    setBusy('record');
    try {
      const result = await recordPastedPicks(teamId, preview.version, text);
      applyCommandResult(queryClient, teamId, result);
      setPreview(result.preview);
      setNotice(
        `Recorded ${result.recorded} ${result.recorded === 1 ? 'pick' : 'picks'}. Paste the list again later to record the picks made since.`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.currentVersion !== undefined) {
        await read(
          undefined,
          'The team changed since the list was read (another pick came in), so it was read again: check it, then record.',
        );
        return;
      }
      setFailure(toFormFailure(error).message);
    } finally {
      setBusy(null);
    }
  };

  const toRecord = preview?.counts.new ?? 0;
  return (
    <Modal opened={opened} onClose={onClose} title="Paste picks" size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void read(event)} aria-label="Paste picks">
        <Stack gap="sm">
          <Textarea
            label="Pick list"
            description="Copy the pick history from the draft room or the results page and paste it here; or type one pick per line, e.g. 1. Ja'Marr Chase"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPreview(null);
            }}
            autosize
            minRows={preview ? 3 : 8}
            maxRows={preview ? 4 : 14}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
          <FormAlert message={failure} />
          <FormNotice message={notice} />
          <Group gap="sm">
            <Button
              type="submit"
              variant={preview ? 'default' : 'filled'}
              loading={busy === 'read'}
              disabled={text.trim() === '' || busy !== null}
            >
              Read
            </Button>
            {preview && (
              <Button onClick={() => void record()} loading={busy === 'record'} disabled={toRecord === 0 || busy !== null}>
                {`Record ${toRecord} ${toRecord === 1 ? 'pick' : 'picks'}`}
              </Button>
            )}
          </Group>
          {preview && <PreviewTable preview={preview} id={resultsId} />}
        </Stack>
      </form>
    </Modal>
  );
}

function PreviewTable({ preview, id }: { preview: PastedPicksPreviewDto; id: string }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" role="status" aria-live="polite" data-testid="paste-picks-counts">
        {STATUS_ORDER.filter((status) => status === 'new' || preview.counts[status] > 0).map((status) => (
          <Badge key={status} color={STATUS[status].color} variant="light">
            {STATUS[status].count(preview.counts[status])}
          </Badge>
        ))}
      </Group>
      {preview.stop && (
        <Alert color="orange" variant="light" title={`Recording stops at pick ${preview.stop.overallPick}`}>
          {preview.stop.reason}
        </Alert>
      )}
      {preview.problems.length > 0 && (
        <Alert color="gray" variant="light" title="Lines not read">
          <List size="sm">
            {preview.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ScrollArea.Autosize mah="45vh" type="auto" offsetScrollbars>
        <Table striped stickyHeader verticalSpacing={4} fz="sm" aria-labelledby={id}>
          <Table.Caption id={id}>The picks as read, in draft order</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Pick</Table.Th>
              <Table.Th scope="col">Player</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={`${row.line}-${row.overallPick}`} data-status={row.status}>
                <Table.Td>
                  {row.overallPick}
                  {row.own && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (yours)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={row.player ? 600 : 400}>
                    {row.player ? `${row.player.name} (${row.player.position}, ${row.player.team})` : '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    read as “{row.read}”
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS[row.status].color} variant="light" size="sm">
                    {STATUS[row.status].label}
                  </Badge>
                  {row.message && (
                    <Text size="xs" c="dimmed">
                      {row.message}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
