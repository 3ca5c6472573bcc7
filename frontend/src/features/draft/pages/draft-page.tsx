import { ActionIcon, Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { FORMAT_KEY, type TeamSummaryDto } from '@draftmode/domain';
import { IconRobot } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { toFormFailure } from '@/lib/error-message';
import { OPEN_LEAGUE_SETTINGS_EVENT, TOUR_TARGETS } from '@/lib/page-bridges';
import { usePlayerPool, type PlayerPoolView } from '@/lib/players';
import { useTeam, useTeams } from '@/lib/teams-api';
import { chooseTeam } from '../api/prefetch-draft-screen';
import { DraftHeader } from '../components/draft-header';
import { DraftWorkspace, LoadingDraft } from '../components/draft-workspace';
import { LeagueSettingsDialog } from '../components/league-settings-dialog';
import { WelcomeBanner, tryChat } from '../components/welcome-banner';

/**
 * 'Mock draft' beside the team selector: the mock-drafts page's start dialog, with the team on
 * screen offered as the one to copy (a link, as features do not import each other).
 */
function MockDraftLink({ teamId }: { teamId: string | null }) {
  return (
    <Tooltip label="Mock draft" withArrow>
      <ActionIcon
        component={Link}
        to={teamId ? `/mock-drafts?start=${encodeURIComponent(teamId)}` : '/mock-drafts?start=new'}
        size="lg"
        variant="default"
        aria-label="Mock draft"
      >
        <IconRobot size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The draft screen (/draft): the team selector and live 'Draft Grade', the player board and pick
 * grader, recommendations, the roster, the players taken by others, the grade's course, the
 * report card, and the chat panel the router hands in.
 */
export function DraftPage({ chatPanel }: { chatPanel: ReactNode }) {
  usePageTitle('Draft');
  const teams = useTeams();
  const [params, setParams] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);

  // Any page (the guided tour, the chat) can open league settings with a browser event.
  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_LEAGUE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_LEAGUE_SETTINGS_EVENT, open);
  }, []);

  // GET /teams lists real teams only: a mock draft's team (?team=<its id>) is read on its own.
  const requested = params.get('team');
  const outside = Boolean(teams.data && requested && !teams.data.some((candidate) => candidate.id === requested));
  const requestedTeam = useTeam(outside ? requested : null);
  const mockTeam = outside && requestedTeam.data?.team.isMock ? requestedTeam.data.team : undefined;
  const choices = teams.data ? (mockTeam ? [...teams.data, mockTeam] : teams.data) : undefined;
  const team = choices ? (mockTeam ?? chooseTeam(choices, requested)) : undefined;
  const onTeamChange = useCallback(
    (teamId: string) => setParams((current) => ({ ...Object.fromEntries(current), team: teamId }), { replace: true }),
    [setParams],
  );
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const mockLinkTeam = team && !team.isMock ? team.id : null;
  const mockDraftLink = useMemo(() => <MockDraftLink teamId={mockLinkTeam} />, [mockLinkTeam]);

  if (team && choices && !teams.isPending && !(outside && requestedTeam.isPending)) {
    // The draft room fills the screen itself (see draft-room.module.css).
    return (
      <TeamDraft
        key={team.id}
        teams={choices}
        team={team}
        headerBeside={mockDraftLink}
        onTeamChange={onTeamChange}
        settingsOpen={settingsOpen}
        onSettingsClose={closeSettings}
        chatPanel={chatPanel}
      />
    );
  }
  return (
    <Container size="xl" py="lg">
      {teams.isPending || (outside && requestedTeam.isPending) ? (
        <LoadingDraft />
      ) : outside && requestedTeam.isError ? (
        <Alert color="red" title="Could not open this draft">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{toFormFailure(requestedTeam.error).message}</Text>
            <Group gap="sm">
              <Button size="xs" onClick={() => void requestedTeam.refetch()}>
                Try again
              </Button>
              <Button size="xs" variant="default" component={Link} to="/draft">
                Open your team
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : teams.isError ? (
        <Alert color="red" title="Could not load your teams">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{toFormFailure(teams.error).message}</Text>
            <Button size="xs" onClick={() => void teams.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md">
          <DraftHeader teams={[]} teamId={null} onTeamChange={onTeamChange} liveGrade={null} beside={<MockDraftLink teamId={null} />} />
          <WelcomeBanner onTryChat={tryChat} />
          <Paper withBorder p="lg" radius="md" data-tour={TOUR_TARGETS.addTeam}>
            <Title order={2} size="h4">
              No Teams Yet
            </Title>
            <Text mt="xs">
              Add your team in{' '}
              <Anchor component={Link} to="/my-teams">
                My Teams
              </Anchor>
              , then come back here to record your draft.
            </Text>
          </Paper>
          {chatPanel}
          <LeagueSettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)} settings={null} onSave={() => undefined} />
        </Stack>
      )}
      <Text size="xs" c="dimmed" mt="xl" ta="center" component="p">
        DraftMode is not affiliated with, endorsed by or connected to the NFL or any of its teams. For entertainment only.
      </Text>
    </Container>
  );
}

function TeamDraft(props: {
  teams: readonly TeamSummaryDto[];
  team: TeamSummaryDto;
  onTeamChange: (teamId: string) => void;
  settingsOpen: boolean;
  onSettingsClose: () => void;
  chatPanel: ReactNode;
  headerBeside: ReactNode;
}) {
  const players = usePlayerPool(FORMAT_KEY[props.team.scoringFormat]);
  // A format change loads another pool: keep showing the last one meanwhile.
  const [lastPool, setLastPool] = useState<PlayerPoolView | undefined>(players.pool);
  if (players.pool && players.pool !== lastPool) setLastPool(players.pool);
  const pool = players.pool ?? lastPool;
  const poolError = players.isError && !pool ? toFormFailure(players.error).message : null;
  return <DraftWorkspace {...props} pool={pool} poolError={poolError} />;
}
