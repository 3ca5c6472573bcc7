import { Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { GradeBadge } from './grade-badge';
import { PlayerLabel } from './player-label';
import { PositionStrengthChart, type PositionStrengthRow } from './position-strength-chart';
import type { RosterPlayer } from './roster-slots';

/** One player's line on a report card. */
interface ReportCardRow {
  playerId: string;
  /** Unknown to the pool (e.g. an id from an older season): the row says 'Unknown player'. */
  player: RosterPlayer | undefined;
  grade: string;
  percentage?: number;
  advice: string;
  /** Lineup slot ('QB', 'RB1', 'FLEX', 'BENCH'), when known. */
  slot?: string;
}

/** Starters sharing a bye week, by name. */
interface ReportCardByeConflict {
  byeWeek: number;
  players: string[];
}

interface ReportCardDialogProps {
  opened: boolean;
  onClose: () => void;
  teamName: string;
  /** Overall letter and percentage. */
  grade: string;
  percentage: number;
  /** What the grade compares against, in one sentence (a fresh card; a saved one has none). */
  basis?: string;
  players: readonly ReportCardRow[];
  /** Per-position strength against the benchmark: drawn as a chart when given. */
  positions?: readonly PositionStrengthRow[];
  /** Bye-week conflicts among starters: listed when given (an empty list says there are none). */
  byeConflicts?: readonly ReportCardByeConflict[];
  /** When the card was saved, for a saved card (ISO string). */
  savedAt?: string;
  /** Label of the closing button ('Close' by default). */
  closeLabel?: string;
  /** Extra content under the grade (e.g. a note that closing saves the card). */
  children?: ReactNode;
}

/**
 * The draft report card (docs/draft-rules.md §8): the overall grade and percentage, each player's grade
 * with one line of advice, a position-strength chart against the league benchmark and the
 * bye-week conflicts. Fed by a fresh `reportCard()` on the draft screen, or by a saved card
 * (grade, percentage, gradeBreakdown — see {@link rowsFromSavedCard}) on the Profile page.
 */
export function ReportCardDialog({
  opened,
  onClose,
  teamName,
  grade,
  percentage,
  basis,
  players,
  positions,
  byeConflicts,
  savedAt,
  closeLabel = 'Close',
  children,
}: ReportCardDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Draft report card: ${teamName}`}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close report card' }}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="center" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                Overall grade
              </Text>
              <Text size="xl" fw={800} data-testid="report-card-percentage">
                {Math.round(percentage)}%
              </Text>
              {savedAt && (
                <Text size="xs" c="dimmed">
                  Saved {new Date(savedAt).toLocaleDateString()}
                </Text>
              )}
            </div>
            <GradeBadge letter={grade} size="xl" h={56} px="lg" styles={{ label: { fontSize: 28 } }} data-testid="report-card-grade" />
          </Group>
          {basis && (
            <Text size="sm" mt="xs" data-testid="report-card-basis">
              {basis}
            </Text>
          )}
          {children}
        </Paper>

        {positions && positions.length > 0 && (
          <section aria-labelledby="report-card-positions">
            <Title order={3} size="h5" id="report-card-positions" mb="xs">
              Position strength
            </Title>
            <PositionStrengthChart positions={positions} />
          </section>
        )}

        {byeConflicts && (
          <section aria-labelledby="report-card-byes">
            <Title order={3} size="h5" id="report-card-byes" mb="xs">
              Bye-week conflicts
            </Title>
            {byeConflicts.length === 0 ? (
              <Text size="sm" c="dimmed">
                No starters share a bye week.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {byeConflicts.map((conflict) => (
                  <List.Item key={conflict.byeWeek}>
                    <Text span fw={700} size="sm">
                      Week {conflict.byeWeek}:
                    </Text>{' '}
                    {conflict.players.join(', ')}
                  </List.Item>
                ))}
              </List>
            )}
          </section>
        )}

        <section aria-labelledby="report-card-players">
          <Title order={3} size="h5" id="report-card-players" mb="xs">
            Player grades
          </Title>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {players.map((row) => (
              <Paper component="li" key={row.playerId} withBorder radius="sm" px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    {row.slot && (
                      <Text size="xs" fw={800} c="dimmed" w={44} style={{ flexShrink: 0 }}>
                        {row.slot}
                      </Text>
                    )}
                    {row.player ? <PlayerLabel player={row.player} /> : <Text size="sm">Unknown player</Text>}
                  </Group>
                  <GradeBadge letter={row.grade} aria-label={`Grade ${row.grade}`} style={{ flexShrink: 0 }} />
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {row.advice}
                </Text>
              </Paper>
            ))}
          </Stack>
        </section>

        <Group justify="flex-end">
          <Button onClick={onClose}>{closeLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Rows of a saved card's gradeBreakdown, players looked up by id (unknown ids keep their grade and advice). */
export function rowsFromSavedCard(
  gradeBreakdown: readonly { playerId: string; grade: string; advice: string }[],
  players: ReadonlyMap<string, RosterPlayer>,
): ReportCardRow[] {
  return gradeBreakdown.map((row) => ({ playerId: row.playerId, player: players.get(row.playerId), grade: row.grade, advice: row.advice }));
}
