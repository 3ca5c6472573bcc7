import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import type { Player } from '@draftmode/domain';
import type { PickGrade } from '@draftmode/grading';
import { GradeBadge } from '@/components/team/grade-badge';
import { PlayerLabel } from '@/components/team/player-label';

export interface PickGraderDialogProps {
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
  onConfirm: () => void;
  /** Without it (a mock draft, where the bots pick) there is no 'Taken by another team' button. */
  onTakenByOther?: () => void;
  onCancel: () => void;
}

const COMPONENT_ROWS = [
  { key: 'value', label: 'Value against ADP', help: '50 is taken right at ADP; higher is value, lower a reach', color: 'turf' },
  { key: 'vor', label: 'Value over replacement', help: '50 matches the best player still available', color: 'blue' },
  { key: 'need', label: 'Roster need', help: '100 fills an open starting slot', color: 'teal' },
  { key: 'risk', label: 'Risk', help: '0 is no risk flags; lower is better', color: 'red' },
] as const;

/**
 * The pick grader: tapping a player shows how good a pick he is here — letter, percentage, the
 * four components and the reasons — before the user confirms the pick or marks him taken by
 * another team.
 */
export function PickGraderDialog({ player, grade, overallPick, round, nextPick, blockedReason, onConfirm, onTakenByOther, onCancel }: PickGraderDialogProps) {
  const onTheClock = nextPick === overallPick;
  return (
    <Modal opened={player !== null} onClose={onCancel} title={player ? `Grade pick: ${player.name}` : 'Grade pick'} centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {player && grade && (
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
            <GradeBadge letter={grade.letter} size="xl" h={52} px="lg" styles={{ label: { fontSize: 26 } }} aria-label={`Pick grade ${grade.letter}`} />
          </Group>
          {!onTheClock && nextPick !== null && (
            <Text size="sm" c="dimmed">
              Your next pick is {nextPick}; the grade is for pick {overallPick}, the pick on the clock.
            </Text>
          )}
          <Stack gap={8}>
            {COMPONENT_ROWS.map((row) => {
              const value = grade.components[row.key];
              return (
                <div key={row.key}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {row.label}
                    </Text>
                    <Text size="sm">{Math.round(value)}</Text>
                  </Group>
                  <Progress value={value} color={row.color} size="sm" aria-label={`${row.label}: ${Math.round(value)} of 100. ${row.help}`} />
                </div>
              );
            })}
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
          {blockedReason && (
            <Alert color="orange" variant="light" title="Cannot draft him">
              {blockedReason}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            {onTakenByOther && (
              <Button variant="light" color="gray" onClick={onTakenByOther}>
                Taken by another team
              </Button>
            )}
            <Button onClick={onConfirm} disabled={Boolean(blockedReason)} data-autofocus>
              Draft {player.name}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
