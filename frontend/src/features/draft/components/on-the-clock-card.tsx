import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { GradeBadge } from '@/components/team/grade-badge';
import type { ReplayedPick } from '@draftmode/grading';
import { TOUR_TARGETS } from '@/lib/page-bridges';

export interface OnTheClockCardProps {
  currentOverall: number;
  currentRound: number;
  rounds: number;
  userPicks: readonly number[];
  nextPick: number | null;
  isFull: boolean;
  lastPick: ReplayedPick | undefined;
}

/** Where the draft stands: the pick on the clock, the user's pick numbers, and the grade of his last pick. */
export function OnTheClockCard({ currentOverall, currentRound, rounds, userPicks, nextPick, isFull, lastPick }: OnTheClockCardProps) {
  const onTheClock = !isFull && nextPick === currentOverall;
  const upcoming = userPicks.filter((pick) => pick >= currentOverall);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="on-the-clock-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="on-the-clock-title">
            {isFull ? 'Draft complete' : `Pick ${currentOverall} · Round ${Math.min(currentRound, rounds)}`}
          </Title>
          {!isFull && (
            <Text size="sm" c={onTheClock ? undefined : 'dimmed'} fw={onTheClock ? 700 : undefined} data-testid="next-pick">
              {onTheClock ? "You're on the clock!" : nextPick === null ? 'You have no picks left.' : `Your next pick: ${nextPick} (${nextPick - currentOverall} away)`}
            </Text>
          )}
          {upcoming.length > 0 && !isFull && (
            <Group gap={4} aria-label="Your pick numbers">
              <Text size="xs" c="dimmed">
                Your picks:
              </Text>
              {upcoming.slice(0, 8).map((pick) => (
                <Badge key={pick} size="sm" variant={pick === nextPick ? 'filled' : 'outline'} color={pick === nextPick ? undefined : 'gray'}>
                  {pick}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Stack gap={4} align="flex-start" data-tour={TOUR_TARGETS.pickGrade} data-testid="last-pick-grade">
          <Text size="xs" c="dimmed">
            {lastPick ? `Last pick: ${lastPick.player.name}` : 'Pick grade'}
          </Text>
          {lastPick ? (
            <GradeBadge letter={lastPick.pickGrade.letter} percentage={lastPick.pickGrade.percentage} size="lg" />
          ) : (
            <Text size="sm" c="dimmed" maw={200}>
              Tap a player to see his grade before you pick.
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
