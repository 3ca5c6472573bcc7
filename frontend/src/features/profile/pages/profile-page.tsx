import { Alert, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { toFormFailure } from '@/lib/error-message';
import { usePlayerPool } from '@/lib/players';
import { useSession } from '@/lib/session';
import { useTeams } from '@/lib/teams-api';
import { useTeamDetails, useTeamHistories } from '../api/team-details';
import { SavedReportCard } from '../components/saved-report-card';
import { SummaryCards } from '../components/summary-cards';
import { TeamGradeCard } from '../components/team-grade-card';
import { latestSavedCard, type SavedCard } from '../model/saved-card';
import { gradeTeam, summarize, type GradedTeam } from '../model/team-grades';

/** /profile: summary cards, each team's roster grade, and its saved report card. */
export function ProfilePage() {
  const { user } = useSession();
  const teams = useTeams();
  const teamIds = useMemo(() => (teams.data ?? []).map((team) => team.id), [teams.data]);
  const details = useTeamDetails(teamIds);
  const histories = useTeamHistories(teamIds);
  // Player records carry every format's ADP and projections; grading picks the team's format.
  const { pool, error: poolError } = usePlayerPool('ppr');
  const [openCard, setOpenCard] = useState<string | null>(null);

  const graded = useMemo<GradedTeam[] | null>(() => {
    if (!teams.data || !pool) return null;
    return teams.data.flatMap((team) => {
      const detail = details.byId.get(team.id);
      return detail ? [gradeTeam(team, detail, pool.players, pool.byId)] : [];
    });
  }, [teams.data, pool, details.byId]);

  const savedCards = useMemo(() => {
    const cards = new Map<string, SavedCard>();
    for (const [teamId, entries] of histories.byId) {
      const card = latestSavedCard(entries);
      if (card) cards.set(teamId, card);
    }
    return cards;
  }, [histories.byId]);

  const error = teams.error ?? details.error ?? poolError ?? histories.error;
  const openTeam = openCard ? teams.data?.find((team) => team.id === openCard) : undefined;
  const openSaved = openCard ? savedCards.get(openCard) : undefined;

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader
        title="Profile"
        description={user ? <span style={{ overflowWrap: 'anywhere' }}>{`${user.name} · ${user.email}`}</span> : undefined}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert" title="Your profile could not be loaded">
          {toFormFailure(error).message}
        </Alert>
      ) : !teams.data || !graded || details.pending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading your teams…</Text>
        </Group>
      ) : (
        <>
          <SummaryCards summary={summarize(teams.data, graded)} />
          <Title order={2} size="h3" mb="sm">
            Roster grades
          </Title>
          {graded.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center" gap="sm" ta="center">
                <Title order={3} size="h4">
                  No Teams Yet
                </Title>
                <Text c="dimmed">Create a team in My Teams and its roster grade shows here.</Text>
                <Button component={Link} to="/my-teams">
                  Go to My Teams
                </Button>
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {graded.map((entry) => (
                <TeamGradeCard
                  key={entry.team.id}
                  entry={entry}
                  savedCard={savedCards.get(entry.team.id) ?? null}
                  onOpenSavedCard={() => setOpenCard(entry.team.id)}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      {openTeam && openSaved && pool && (
        <SavedReportCard team={openTeam} card={openSaved} pool={pool.players} byId={pool.byId} onClose={() => setOpenCard(null)} />
      )}
    </Container>
  );
}
