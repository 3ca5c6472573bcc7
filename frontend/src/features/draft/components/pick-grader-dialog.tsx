import { Alert, Button, Group, Kbd, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Player } from '@draftmode/domain';
import type { PickGrade } from '@draftmode/grading';
import { memo, useEffect, useEffectEvent, useState } from 'react';
import { GradeBadge } from '@/components/team/grade-badge';
import { PlayerLabel } from '@/components/team/player-label';
import { KeeperForm, type KeeperFormProps } from './keeper-form';

interface PickGraderDialogProps {
  /** The player being graded; the dialog is closed without one. */
  player: Player | null;
  grade: PickGrade | null;
  /** The overall pick he would be taken at, and its round. */
  overallPick: number;
  round: number;
  /** The user's next own pick (null: none left). */
  nextPick: number | null;
  /** Why drafting him is not possible now (e.g. a full roster), if it is not. */
  blockedReason?: string | null;
  /** Set while the pick on the clock is another team's: drafting waits until the user says the draft order changed. */
  offTurn?: { nextPick: number | null; onOrderChanged: () => void } | null;
  onConfirm: () => void;
  /** Without it (a mock draft, where the bots pick) there is no 'Taken by another team' button. */
  onTakenByOther?: () => void;
  onCancel: () => void;
  /** Recording him as a keeper instead (before the draft); without it (a mock draft) there is no keeper form. */
  keeper?: KeeperFormProps;
}

/**
 * The draft model's figures behind a grade, in season points for the user's roster, whole as the
 * model hands them over: the parts add up to his value here, and "behind the best pick" is the best
 * pick's value minus his (the figure a "Passes on" reason quotes).
 */
function componentRows(grade: PickGrade): Array<{ label: string; value: string; help: string }> {
  const { gain, market, byePenalty, value, best, loss, stake, breaksRule, picksAfterAdp } = grade.components;
  // Typographic minus signs on every figure, as the ADP line has them.
  const figure = (x: number) => `${x < 0 ? '−' : ''}${Math.abs(x)}`;
  const signed = (x: number) => `${x > 0 ? '+' : ''}${figure(x)} pts`;
  const adp = picksAfterAdp === 0 ? 'at ADP' : `${Math.abs(Math.round(picksAfterAdp))} picks ${picksAfterAdp > 0 ? 'after' : 'before'} ADP`;
  return [
    { label: 'Adds to your lineup', value: `${figure(gain)} pts`, help: 'expected season points he adds to your best lineup' },
    {
      label: 'ADP timing',
      value: signed(market),
      help: `ADP's word on taking him at this pick (${adp}): below zero when teams usually take him later, so he may well be there at your next pick; above zero when he has slid past where he usually goes`,
    },
    ...(byePenalty > 0
      ? [{ label: 'Bye week', value: signed(-byePenalty), help: 'what his bye week shared with your starters costs your lineup' }]
      : []),
    {
      label: 'Value here',
      value: `${figure(value)} pts`,
      help: 'the sum of the lines above: the board and the recommendations are in this order',
    },
    {
      label: 'Behind the best pick',
      value:
        (best === null ? 'best pick' : `${figure(loss)} pts (${best.name}, ${figure(best.value)})`) +
        (breaksRule ? ' and a roster rule' : ''),
      help: `how much less he is worth here than the best pick on the board; about ${stake} pts separate the best pick from a round of picks down the board here, and giving up that much is a C`,
    },
  ];
}

/**
 * The pick grader: tapping a player shows how good a pick he is here — letter, percentage, the
 * draft model's figures and the reasons — before the user confirms the pick or marks him taken by
 * another team.
 */
export const PickGraderDialog = memo(
  function PickGraderDialog({ player: openPlayer, grade: openGrade, ...rest }: PickGraderDialogProps) {
    const { blockedReason, offTurn = null, onConfirm, onTakenByOther, onCancel } = rest;
    const opened = openPlayer !== null && openGrade !== null;
    // Closing, the dialog fades out with the pick it showed rather than as an empty box (see GraderContent).
    const [shown, setShown] = useState(opened ? { player: openPlayer, grade: openGrade } : null);
    if (opened && (shown?.player !== openPlayer || shown.grade !== openGrade)) setShown({ player: openPlayer, grade: openGrade });
    const { player, grade } = opened ? { player: openPlayer, grade: openGrade } : (shown ?? { player: null, grade: null });
    // On a phone the grader sits at the bottom of the screen, its Draft button within the thumb's reach.
    const phone = useMediaQuery('(max-width: 48em)') ?? false;
    const canDraft = !blockedReason && offTurn === null;
    // 'T' records him taken by another team, 'D' drafts him (Escape closes, as every dialog).
    const onKey = useEffectEvent((event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (key === 't' && onTakenByOther) {
        event.preventDefault();
        onTakenByOther();
      } else if (key === 'd' && canDraft) {
        event.preventDefault();
        onConfirm();
      }
    });
    useEffect(() => {
      if (!opened) return;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
        // Typing in the keeper form's team and round is not a shortcut (the search box keeps them: T and D act on its highlight).
        if (event.target instanceof HTMLElement && event.target.closest('[data-no-shortcuts]')) return;
        onKey(event);
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }, [opened]);
    return (
      <Modal
        opened={openPlayer !== null}
        onClose={onCancel}
        title={player ? `Grade pick: ${player.name}` : 'Grade pick'}
        centered={!phone}
        size="md"
        lockScroll={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={phone ? { inner: { alignItems: 'flex-end', paddingBottom: 0, paddingInline: 0 } } : undefined}
      >
        {player && grade && <GraderContent {...rest} closing={!opened} player={player} grade={grade} />}
      </Modal>
    );
  },
  // Closed and staying closed, it has nothing to render again: a pick elsewhere does not touch it.
  (previous, next) => previous.player === null && next.player === null,
);

type GraderContentProps = Omit<PickGraderDialogProps, 'player' | 'grade'> & {
  player: Player;
  grade: PickGrade;
  /** The dialog is fading out: the content stays as it was, not rendered again. */
  closing: boolean;
};

/**
 * The grade, its figures and the buttons. While the dialog fades out it keeps what it showed
 * without rendering again, and leaves the page after the fade, not in the frame that shows the
 * pick recorded.
 */
const GraderContent = memo(
  function GraderContent({
    player,
    grade,
    overallPick,
    round,
    nextPick,
    blockedReason,
    offTurn = null,
    onConfirm,
    onTakenByOther,
    onCancel,
    keeper,
  }: GraderContentProps) {
    const onTheClock = nextPick === overallPick;
    const canDraft = !blockedReason && offTurn === null;
    return (
      <Stack gap="md">
        <PlayerLabel player={player} />
        <Group justify="space-between" align="center" wrap="nowrap" data-testid="pick-grade">
          <div>
            <Text size="sm" c="dimmed">
              Pick {overallPick} (round {round})
            </Text>
            <Text fw={800} size="xl">
              {Math.round(grade.percentage)}%
            </Text>
          </div>
          <GradeBadge
            letter={grade.letter}
            size="xl"
            h={52}
            px="lg"
            styles={{ label: { fontSize: 26 } }}
            aria-label={`Pick grade ${grade.letter}`}
          />
        </Group>
        {!onTheClock && nextPick !== null && !offTurn && (
          <Text size="sm" c="dimmed">
            Your next pick is {nextPick}; the grade is for pick {overallPick}, the pick on the clock.
          </Text>
        )}
        <Stack gap={4} data-testid="pick-figures">
          {componentRows(grade).map((row) => (
            <Group key={row.label} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} title={row.help}>
                {row.label}
              </Text>
              <Text size="sm">{row.value}</Text>
            </Group>
          ))}
        </Stack>
        <div>
          <Text size="sm" fw={700} mb={4}>
            Why
          </Text>
          <List size="sm" spacing={2} data-testid="pick-reasons">
            {grade.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </div>
        {offTurn && !blockedReason && (
          <Alert color="orange" variant="light" title="Not your turn">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Pick {overallPick} belongs to another team{offTurn.nextPick !== null ? `; yours is ${offTurn.nextPick}` : ''}. Record it
                with ‘Taken by another team’, or draft him if your league’s draft order changed.
              </Text>
              <Button size="xs" variant="light" color="orange" onClick={offTurn.onOrderChanged}>
                The draft order changed
              </Button>
            </Stack>
          </Alert>
        )}
        {blockedReason && (
          <Alert color="orange" variant="light" title="Cannot draft him">
            {blockedReason}
          </Alert>
        )}
        {keeper && <KeeperForm key={player.id} {...keeper} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {onTakenByOther && (
            <Button
              variant="light"
              color="gray"
              onClick={onTakenByOther}
              aria-keyshortcuts="T"
              rightSection={
                <Kbd size="xs" aria-hidden="true">
                  T
                </Kbd>
              }
            >
              Taken by another team
            </Button>
          )}
          <Button
            onClick={onConfirm}
            disabled={!canDraft}
            data-autofocus={offTurn ? undefined : true}
            aria-keyshortcuts="D"
            rightSection={
              canDraft ? (
                <Kbd size="xs" aria-hidden="true">
                  D
                </Kbd>
              ) : undefined
            }
          >
            Draft {player.name}
          </Button>
        </Group>
      </Stack>
    );
  },
  (_previous, next) => next.closing,
);
