import { Alert, Badge, Button, Container, Group, Loader, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MOCK_SPEED_LABELS,
  SCORING_FORMAT_LABELS,
  type MockDraftDto,
  type MockDraftStatus,
  type StartMockDraftPayload,
} from '@draftmode/domain';
import { IconPlus, IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { GradeBadge } from '@/components/team/grade-badge';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { toFormFailure } from '@/lib/error-message';
import { useTeams } from '@/lib/teams-api';
import { useDeleteMockDraft, useMockDrafts, useStartMockDraft } from '../api/mock-drafts';
import { StartMockDraftForm } from '../components/start-mock-draft-form';

const STATUS: Record<MockDraftStatus, { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  paused: { label: 'Paused', color: 'orange' },
  finished: { label: 'Finished', color: 'turf' },
};

/** The draft screen opens a mock draft by its team. */
const draftPath = (draft: MockDraftDto) => `/draft?team=${encodeURIComponent(draft.teamId)}`;

function show(data: Parameters<typeof notifications.show>[0]) {
  notifications.show({ ...data, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}

/**
 * /mock-drafts (issue 9): practice drafts against bots that pick by ADP, listed apart from the
 * real teams. Start one (from a team's settings or fresh), open it on the draft screen, delete it.
 * `?start=<team id>` (the draft screen's 'Mock draft' button) opens the start dialog with that
 * team offered first; `?start=new` with fresh settings.
 */
export function MockDraftsPage() {
  const drafts = useMockDrafts();
  const teams = useTeams();
  const start = useStartMockDraft();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [openedByButton, setOpenedByButton] = useState(false);
  const [deleting, setDeleting] = useState<MockDraftDto | null>(null);
  const startParam = params.get('start');
  const dialogOpen = openedByButton || startParam !== null;

  const closeDialog = () => {
    setOpenedByButton(false);
    if (startParam !== null) setParams({}, { replace: true });
  };
  const onStart = async (payload: StartMockDraftPayload) => {
    // The draft screen itself, with the bots already picking, is the confirmation.
    navigate(draftPath(await start.mutateAsync(payload)));
  };

  const startButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setOpenedByButton(true)}>
      Start a mock draft
    </Button>
  );

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb={{ base: 'md', sm: 0 }}>
        <PageHeader
          title="Mock drafts"
          description="Practice against bots that draft by ADP. Mock drafts are kept apart from your real teams."
        />
        {drafts.data && drafts.data.length > 0 && startButton}
      </Group>
      {drafts.isError ? (
        <Alert color="red" variant="light" role="alert" title="Your mock drafts could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{toFormFailure(drafts.error).message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void drafts.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : drafts.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Loading your mock drafts…</Text>
        </Group>
      ) : drafts.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="no-mock-drafts">
          <Stack align="center" gap="sm" ta="center">
            <IconRobot size={40} aria-hidden="true" />
            <Title order={2} size="h3">
              No mock drafts yet
            </Title>
            <Text c="dimmed" maw={460}>
              Run a practice draft with your league's settings: the other teams are bots, and your picks get the same grades,
              recommendations and report card.
            </Text>
            {startButton}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your mock drafts">
          {drafts.data.map((draft) => (
            <MockDraftRow key={draft.id} draft={draft} onDelete={() => setDeleting(draft)} />
          ))}
        </Stack>
      )}

      <Modal opened={dialogOpen} onClose={closeDialog} title="Start a mock draft" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {dialogOpen &&
          (teams.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text>Loading your teams…</Text>
            </Group>
          ) : (
            <StartMockDraftForm
              key={startParam ?? 'button'}
              teams={teams.data ?? []}
              preferredTeamId={startParam}
              onStart={onStart}
              onCancel={closeDialog}
            />
          ))}
      </Modal>
      <DeleteMockDraftDialog draft={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}

function MockDraftRow({ draft, onDelete }: { draft: MockDraftDto; onDelete: () => void }) {
  const status = STATUS[draft.status];
  const progress = draft.totalPicks === 0 ? 0 : Math.round((draft.picksMade / draft.totalPicks) * 100);
  const titleId = `mock-draft-${draft.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="mock-draft-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0}>
            <Group gap="xs" align="center">
              <Title order={2} size="h4" id={titleId}>
                {draft.name}
              </Title>
              <Badge variant="light" color={status.color} data-testid="mock-draft-status">
                {status.label}
              </Badge>
              {draft.status !== 'finished' && draft.userOnTheClock && (
                <Badge variant="outline" color="turf">
                  Your pick
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {SCORING_FORMAT_LABELS[draft.scoringFormat]} · {draft.leagueSize} teams · pick {draft.draftPosition} ·{' '}
              {MOCK_SPEED_LABELS[draft.speed]}
              {draft.autoPick ? ' · auto-pick' : ''}
            </Text>
          </Stack>
          {draft.reportCard && (
            <Group gap="xs" align="center" data-testid="mock-draft-grade">
              <Text size="sm" fw={600}>
                Grade
              </Text>
              <GradeBadge letter={draft.reportCard.grade} percentage={draft.reportCard.percentage} />
            </Group>
          )}
        </Group>
        <Progress value={progress} size="sm" aria-label={`${draft.name}: ${draft.picksMade} of ${draft.totalPicks} picks made`} />
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            {draft.picksMade} of {draft.totalPicks} picks made
            {draft.currentOverallPick !== null && draft.status !== 'finished' ? ` · pick ${draft.currentOverallPick} on the clock` : ''}
          </Text>
          <Group gap="xs">
            <Button size="xs" color="red" variant="subtle" onClick={onDelete} aria-label={`Delete ${draft.name}`}>
              Delete
            </Button>
            <Button
              size="xs"
              component={Link}
              to={draftPath(draft)}
              aria-label={`${draft.status === 'finished' ? 'View' : 'Open'} ${draft.name}`}
            >
              {draft.status === 'finished' ? 'View' : 'Open'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Asks before deleting a mock draft (and its mock team). */
function DeleteMockDraftDialog({ draft, onClose }: { draft: MockDraftDto | null; onClose: () => void }) {
  const remove = useDeleteMockDraft();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!draft) return;
    setFailure(null);
    try {
      await remove.mutateAsync(draft.id);
      show({ color: 'turf', title: 'Mock draft deleted', message: `${draft.name} is gone.` });
      onClose();
    } catch (error) {
      setFailure(toFormFailure(error).message);
    }
  };
  return (
    <Modal
      opened={draft !== null}
      onClose={close}
      title={draft ? `Delete ${draft.name}?` : 'Delete mock draft?'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <FormAlert message={failure} />
        <Text size="sm">This removes the mock draft, its picks and its report card. This cannot be undone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            Delete mock draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
