import { Accordion, Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { scoringLabel, type TeamSummaryDto } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { GradeBadge } from '@/components/team/grade-badge';
import { PageHeader } from '@/components/ui/page-header';
import { toFormFailure } from '@/lib/error-message';
import { useTeams } from '@/lib/teams-api';
import { CreateTeamDialog } from '../components/create-team-dialog';
import { TeamPanel } from '../components/team-panel';
import classes from '../components/teams.module.css';

/** /my-teams: the user's teams, each expandable to edit its roster, and the create-team dialog. */
export function MyTeamsPage() {
  const teams = useTeams();
  const [creating, setCreating] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      Create Team
    </Button>
  );

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageHeader title="My Teams" description="Create a team for each league, then fill its roster slot by slot." />
        {teams.data && teams.data.length > 0 && createButton}
      </Group>
      {teams.isError ? (
        <Alert color="red" variant="light" role="alert" title="Your teams could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{toFormFailure(teams.error).message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void teams.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : teams.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading your teams…</Text>
        </Group>
      ) : teams.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="no-teams">
          <Stack align="center" gap="sm" ta="center">
            <IconUsersGroup size={40} aria-hidden />
            <Title order={2} size="h3">
              No Teams Yet
            </Title>
            <Text c="dimmed" maw={420}>
              Create your first team with your league's size, your draft position and its scoring.
            </Text>
            {createButton}
          </Stack>
        </Paper>
      ) : (
        <Accordion
          variant="separated"
          radius="md"
          value={expanded}
          onChange={setExpanded}
          chevronPosition="right"
          classNames={{ content: classes.panel }}
        >
          {teams.data.map((team) => (
            <Accordion.Item key={team.id} value={team.id} data-testid="team-row">
              <Accordion.Control>
                <TeamRowSummary team={team} />
              </Accordion.Control>
              <Accordion.Panel>{expanded === team.id && <TeamPanel summary={team} />}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <CreateTeamDialog opened={creating} onClose={() => setCreating(false)} onCreated={setExpanded} />
    </Container>
  );
}

function teamFacts(team: TeamSummaryDto): string {
  return `${scoringLabel(team)} · ${team.leagueSize} teams · pick ${team.draftPosition}`;
}

function TeamRowSummary({ team }: { team: TeamSummaryDto }) {
  const grade = team.draftGrade;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Text fw={700} truncate="end">
          {team.name}
        </Text>
        <Text size="xs" c="dimmed">
          {teamFacts(team)}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        {grade &&
          (/^[A-F]/.test(grade) ? (
            <GradeBadge letter={grade} autoContrast />
          ) : (
            <Badge variant="light" color="gray" radius="sm">
              {grade}
            </Badge>
          ))}
        <Badge variant="light" color="gray" radius="sm" data-testid="team-player-count">
          {team.playerCount}/{rosterSize(team.rosterSpots)}
        </Badge>
      </Group>
    </Group>
  );
}
