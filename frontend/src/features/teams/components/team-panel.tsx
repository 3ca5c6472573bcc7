import { ActionIcon, Alert, Button, Grid, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { FORMAT_KEY, rosterSlotLabel, type RosterSlot, type TeamSummaryDto } from '@draftmode/domain';
import { isRosterComplete, rosterLimit } from '@draftmode/draft-core';
import { notify } from '../hooks/notify';
import { IconClipboardList, IconPencil, IconRobot, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RosterSlots } from '@/components/team/roster-slots';
import { toFormFailure } from '@/lib/error-message';
import { usePlayerPool } from '@/lib/players';
import { useTeam } from '@/lib/teams-api';
import { useTeamActions } from '../hooks/use-team-actions';
import { DeleteTeamDialog } from './delete-team-dialog';
import { PlayerBrowser } from './player-browser';
import { RenameTeamForm } from './rename-team-form';
import { SwapList } from './swap-list';

/**
 * An expanded team on My Teams: rename and delete, the roster by slot (a slot click opens the
 * swap list, each player can be removed) and the player browser to add more.
 */
export function TeamPanel({ summary }: { summary: TeamSummaryDto }) {
  const detail = useTeam(summary.id);
  const { pool, ...poolQuery } = usePlayerPool(FORMAT_KEY[summary.scoringFormat]);
  const version = detail.data?.version ?? summary.version;
  const { run, pending } = useTeamActions(summary.id, version);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [swapSlot, setSwapSlot] = useState<RosterSlot | null>(null);

  const name = (id: string) => pool?.byId.get(id)?.name ?? 'That player';

  const rename = async (newName: string) => {
    const outcome = await run({ type: 'rename', name: newName }, { quiet: true });
    if (!outcome.ok) return outcome.fields['name'] ?? outcome.message;
    setRenaming(false);
    notify({ color: 'turf', title: 'Team renamed', message: `Your team is now ${newName}.` });
    return null;
  };

  const remove = async () => {
    const outcome = await run({ type: 'delete' }, { quiet: true });
    if (!outcome.ok) return outcome.message;
    notify({ color: 'turf', title: 'Team deleted', message: `${summary.name} was deleted.` });
    return null;
  };

  const add = async (playerId: string, playerName: string) => {
    const outcome = await run({ type: 'addToRoster', playerId });
    if (outcome.ok) notify({ color: 'turf', message: `${playerName} added to ${summary.name}.` });
  };

  const removePlayer = async (playerId: string) => {
    const playerName = name(playerId);
    const outcome = await run({ type: 'removeFromRoster', playerId });
    if (outcome.ok) notify({ color: 'turf', message: `${playerName} removed from ${summary.name}.` });
  };

  const swap = async (playerId: string) => {
    if (!swapSlot) return;
    const outcome = await run({ type: 'swapSlots', slot: swapSlot, playerId });
    if (outcome.ok) setSwapSlot(null);
  };

  const loadError = detail.error ?? poolQuery.error;
  const roster = detail.data?.roster;
  const full = roster ? roster.playerIds.length >= rosterLimit(roster, summary.rosterSpots) : false;

  return (
    <Stack gap="md">
      {renaming ? (
        <RenameTeamForm name={summary.name} onRename={rename} onCancel={() => setRenaming(false)} />
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${summary.name}`}
          >
            Rename
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setDeleting(true)}
            aria-label={`Delete ${summary.name}`}
          >
            Delete
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/draft?team=${encodeURIComponent(summary.id)}`}
            leftSection={<IconClipboardList size={14} aria-hidden />}
            aria-label={`Open draft: ${summary.name}`}
          >
            Open draft
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/mock-drafts?start=${encodeURIComponent(summary.id)}`}
            leftSection={<IconRobot size={14} aria-hidden />}
            aria-label={`Mock draft: ${summary.name}`}
          >
            Mock draft
          </Button>
        </Group>
      )}
      {loadError ? (
        <Alert color="red" variant="light" role="alert" title="This team could not be loaded">
          {toFormFailure(loadError).message}
        </Alert>
      ) : !roster || !pool ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Loading roster…</Text>
        </Group>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            {isRosterComplete(roster.playerIds.length, summary.rosterSpots) && (
              <Alert color="turf" variant="light" mb="sm" role="status">
                Roster complete.
              </Alert>
            )}
            <RosterSlots
              roster={roster}
              rosterSpots={summary.rosterSpots}
              players={pool.byId}
              onSlotClick={setSwapSlot}
              activeSlot={swapSlot}
              renderPlayerActions={(playerId) => (
                <Tooltip label="Remove from roster" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={pending}
                    onClick={() => void removePlayer(playerId)}
                    aria-label={`Remove ${name(playerId)}`}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PlayerBrowser
              teamId={summary.id}
              teamVersion={version}
              rosterFull={full}
              busy={pending}
              onAdd={(id, playerName) => void add(id, playerName)}
            />
          </Grid.Col>
        </Grid>
      )}
      <Modal
        opened={swapSlot !== null && roster !== undefined && pool !== undefined}
        onClose={() => setSwapSlot(null)}
        title={swapSlot ? `Choose a player for ${rosterSlotLabel(swapSlot)}` : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {swapSlot && roster && pool && (
          <SwapList roster={roster} slot={swapSlot} players={pool.byId} busy={pending} onChoose={(id) => void swap(id)} />
        )}
      </Modal>
      <DeleteTeamDialog opened={deleting} teamName={summary.name} onConfirm={remove} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
