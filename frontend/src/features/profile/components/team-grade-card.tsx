import { Anchor, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { scoringLabel } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { letterFor } from '@draftmode/grading';
import { IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { gradeColor, GradeBadge } from '@/components/team/grade-badge';
import type { SavedCard } from '../model/saved-card';
import type { GradedTeam } from '../model/team-grades';

/**
 * One team's roster grade (libs/grading, against the roster an ADP drafter gets in the same slot),
 * its strength by position, and the saved report card when there is one.
 */
export function TeamGradeCard({
  entry,
  savedCard,
  onOpenSavedCard,
}: {
  entry: GradedTeam;
  savedCard: SavedCard | null;
  onOpenSavedCard: () => void;
}) {
  const { team, grade } = entry;
  const headingId = `team-grade-${team.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-testid="team-grade-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {team.name}
            </Title>
            <Text size="xs" c="dimmed">
              {scoringLabel(team)} · {team.leagueSize} teams · pick {team.draftPosition}
            </Text>
          </Stack>
          {grade && (
            <GradeBadge
              letter={grade.letter}
              percentage={grade.percentage}
              size="lg"
              autoContrast
              style={{ flexShrink: 0 }}
              aria-label={`Roster grade ${grade.letter}, ${Math.round(grade.percentage)}%`}
            />
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray" radius="sm">
            {team.playerCount}/{rosterSize(team.rosterSpots)} players
          </Badge>
          {grade && (
            <Badge variant="light" color="gray" radius="sm">
              {Math.round(grade.lineupPoints)} projected lineup pts
            </Badge>
          )}
          {grade && grade.byeConflicts.length > 0 && (
            <Badge variant="light" color="orange" radius="sm">
              {grade.byeConflicts.length === 1 ? '1 bye-week clash' : `${grade.byeConflicts.length} bye-week clashes`}
            </Badge>
          )}
        </Group>
        {grade && team.playerCount < rosterSize(team.rosterSpots) && (
          <Text size="xs" c="dimmed">
            Grade so far: compared with the first {team.playerCount} picks an ADP drafter makes from pick {team.draftPosition}.
          </Text>
        )}
        {grade ? (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6} aria-label="Strength by position">
            {grade.positions.map((position) => (
              <div key={position.position}>
                <Group justify="space-between" gap={4}>
                  <Text size="xs" fw={700}>
                    {position.position}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {Math.round(position.strength)}
                  </Text>
                </Group>
                <Progress
                  value={position.strength}
                  color={gradeColorFor(position.strength)}
                  size="sm"
                  aria-label={`${position.position} strength ${Math.round(position.strength)} of 100`}
                />
              </div>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No players yet.{' '}
            <Anchor component={Link} to="/my-teams">
              Add players in My Teams
            </Anchor>{' '}
            to see this roster's grade.
          </Text>
        )}
        {savedCard && (
          <Group justify="space-between" gap="xs" pt={4} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text size="sm">
              Report card saved {new Date(savedCard.savedAt).toLocaleDateString()}: <strong>{savedCard.grade}</strong>
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconReportAnalytics size={14} aria-hidden />}
              onClick={onOpenSavedCard}
              aria-label={`View report card of ${team.name}`}
            >
              View report card
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A 0–100 strength in the colour of the letter it would be. */
function gradeColorFor(strength: number): string {
  return gradeColor(letterFor(strength));
}
