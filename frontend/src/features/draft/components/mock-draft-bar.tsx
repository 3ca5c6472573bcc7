import { ownerOfPick, type PickOwnership } from '@draftmode/draft-core';
import { Alert, Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MOCK_SPEED_LABELS, MOCK_SPEEDS, type MockDraftDetailDto, type MockSpeed, type UpdateMockDraftPayload } from '@draftmode/domain';
import { IconPlayerPause, IconPlayerPlay, IconPlayerSkipForward, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GradeBadge } from '@/components/team/grade-badge';
import { toFormFailure } from '@/lib/error-message';
import { advanceMockDraft, updateMockDraft } from '@/lib/mock-drafts-api';

/** Where a mock draft stands for the user, as the draft screen decides it. */
export type MockTurn =
  | { kind: 'mine' }
  | { kind: 'bots'; overallPick: number; botName: string | null }
  | { kind: 'paused'; reason: string | null }
  | { kind: 'finished' }
  /** The draft's answer describes another stream version than the screen shows: wait for the two to meet. */
  | { kind: 'syncing' };

/** Why drafting is not possible now, for the pick grader; null on the user's turn. */
export function mockBlockedReason(turn: MockTurn): string | null {
  switch (turn.kind) {
    case 'mine':
      return null;
    case 'bots':
      return `The bots are picking (pick ${turn.overallPick}). Wait for your turn.`;
    case 'paused':
      return turn.reason ?? 'This mock draft is paused. Resume it to make your pick.';
    case 'finished':
      return 'This mock draft is finished.';
    case 'syncing':
      return 'Catching up with the latest picks…';
  }
}

/**
 * Works out the turn from the mock draft and the team as the screen shows it. Drafting is offered
 * only when the server says the user is on the clock for exactly the team version on screen, with
 * nothing of his still on its way (the engine does not enforce turn order: ADR 0003). Between a
 * bot's pick arriving over the socket and the draft being read again, a bot's turn is shown from
 * the snake order so the bar does not flicker.
 */
export function mockTurnOf(
  draft: MockDraftDetailDto,
  screen: { version: number; pending: number; currentOverall: number; userPick: boolean; leagueSize: number; ownership?: PickOwnership },
): MockTurn {
  if (draft.status === 'finished') return { kind: 'finished' };
  if (draft.status === 'paused') return { kind: 'paused', reason: draft.pausedReason ?? null };
  const fresh = draft.version === screen.version && screen.pending === 0;
  if (fresh && draft.userOnTheClock && draft.currentOverallPick === screen.currentOverall) return { kind: 'mine' };
  if (!fresh && screen.userPick) return { kind: 'syncing' };
  const overallPick = fresh ? (draft.currentOverallPick ?? screen.currentOverall) : screen.currentOverall;
  // The bot that makes the pick: the league's order and traded picks say which.
  const slot = ownerOfPick(overallPick, screen.leagueSize, screen.ownership);
  const bot = draft.teams.find((team) => team.slot === slot && !team.isUser);
  return { kind: 'bots', overallPick, botName: bot?.name ?? null };
}

interface MockDraftBarProps {
  draft: MockDraftDetailDto;
  turn: MockTurn;
  /** Keeps the cache in step with an answer of PATCH or advance. */
  onUpdated: (draft: MockDraftDetailDto) => void;
}

type Busy = 'speed' | 'autoPick' | 'pause' | 'next' | 'until' | null;

/**
 * The mock draft's control bar on the draft screen: whose turn it is, the bots' speed, auto-pick,
 * pause and resume, and at 'Wait for me' speed the buttons that move the bots.
 */
export function MockDraftBar({ draft, turn, onUpdated }: MockDraftBarProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const finished = draft.status === 'finished';

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<MockDraftDetailDto>, failureTitle: string) => {
    setBusy(kind);
    try {
      onUpdated(await action());
    } catch (error) {
      notifications.show({
        color: 'red',
        title: failureTitle,
        message: toFormFailure(error).message,
        closeButtonProps: { 'aria-label': 'Dismiss notification' },
      });
    } finally {
      setBusy(null);
    }
  };
  const update = (kind: Exclude<Busy, null>, changes: UpdateMockDraftPayload) =>
    run(kind, () => updateMockDraft(draft.id, changes), 'Could not change the mock draft');
  const advance = (kind: 'next' | 'until', untilMyTurn: boolean) =>
    run(kind, () => advanceMockDraft(draft.id, untilMyTurn), 'The bots could not pick');

  const manualBotsTurn = draft.speed === 'manual' && turn.kind === 'bots';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mock-draft-bar-title" data-testid="mock-draft-bar">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="xs" align="center">
            <Title order={2} size="h4" id="mock-draft-bar-title">
              Mock draft
            </Title>
            <Text size="sm" c="dimmed">
              {draft.picksMade}/{draft.totalPicks} picks
            </Text>
          </Group>
          <TurnBadge turn={turn} draft={draft} />
        </Group>
        {turn.kind === 'paused' && turn.reason && (
          <Alert color="orange" variant="light" title="The bots stopped" role="alert">
            {turn.reason}
          </Alert>
        )}
        {finished ? (
          <Group gap="sm" align="center">
            {draft.reportCard ? (
              <>
                <Text size="sm">Final grade</Text>
                <GradeBadge letter={draft.reportCard.grade} percentage={draft.reportCard.percentage} />
              </>
            ) : (
              <Text size="sm">Every pick is made. The report card is being saved.</Text>
            )}
            <Anchor component={Link} to="/mock-drafts" size="sm">
              All mock drafts
            </Anchor>
          </Group>
        ) : (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Bot speed"
              value={draft.speed}
              disabled={busy === 'speed'}
              onChange={(event) => void update('speed', { speed: event.currentTarget.value as MockSpeed })}
              data={MOCK_SPEEDS.map((speed) => ({ value: speed, label: MOCK_SPEED_LABELS[speed] }))}
              w={150}
            />
            <Button
              variant="default"
              leftSection={
                draft.status === 'paused' ? (
                  <IconPlayerPlay size={16} aria-hidden="true" />
                ) : (
                  <IconPlayerPause size={16} aria-hidden="true" />
                )
              }
              loading={busy === 'pause'}
              onClick={() => void update('pause', { paused: draft.status !== 'paused' })}
            >
              {draft.status === 'paused' ? 'Resume' : 'Pause'}
            </Button>
            {draft.speed === 'manual' && (
              <>
                <Button
                  variant="light"
                  leftSection={<IconPlayerSkipForward size={16} aria-hidden="true" />}
                  disabled={!manualBotsTurn || busy !== null}
                  loading={busy === 'next'}
                  onClick={() => void advance('next', false)}
                >
                  Next bot pick
                </Button>
                <Button
                  leftSection={<IconPlayerTrackNext size={16} aria-hidden="true" />}
                  disabled={!manualBotsTurn || busy !== null}
                  loading={busy === 'until'}
                  onClick={() => void advance('until', true)}
                >
                  Bots pick to my turn
                </Button>
              </>
            )}
            <Switch
              label="Auto-pick my turns at instant speed"
              checked={draft.autoPick}
              disabled={busy === 'autoPick'}
              onChange={(event) => void update('autoPick', { autoPick: event.currentTarget.checked })}
              mb={8}
            />
          </Group>
        )}
        {draft.speed === 'manual' && turn.kind === 'bots' && (
          <Alert variant="light" color="blue" p="xs">
            <Text size="sm">At 'Wait for me' speed the bots pick only when you move them on.</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function TurnBadge({ turn, draft }: { turn: MockTurn; draft: MockDraftDetailDto }) {
  const { label, color } = (() => {
    switch (turn.kind) {
      case 'mine':
        return { label: `You're on the clock · pick ${draft.currentOverallPick ?? ''}`, color: 'turf' };
      case 'bots':
        return { label: `Bots picking · pick ${turn.overallPick}${turn.botName ? ` (${turn.botName})` : ''}`, color: 'blue' };
      case 'paused':
        return { label: 'Paused', color: 'orange' };
      case 'finished':
        return { label: 'Finished', color: 'gray' };
      case 'syncing':
        return { label: 'Updating…', color: 'gray' };
    }
  })();
  return (
    <Badge size="lg" variant="light" color={color} role="status" aria-live="polite" data-testid="mock-turn" style={{ maxWidth: '100%' }}>
      {label}
    </Badge>
  );
}
