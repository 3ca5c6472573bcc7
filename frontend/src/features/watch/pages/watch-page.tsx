import { Alert, Badge, Container, Grid, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { FORMAT_KEY, type Player, type WatchedTeamDto } from '@draftmode/domain';
import { replayDraft } from '@draftmode/grading';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { GradeBadge } from '@/components/team/grade-badge';
import { GradeTimelineChart } from '@/components/team/grade-timeline-chart';
import { PickClockTimer } from '@/components/team/pick-clock-timer';
import { NflTeamTag, PositionBadge } from '@/components/team/player-label';
import { RosterSlots } from '@/components/team/roster-slots';
import { usePageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { toFormFailure } from '@/lib/error-message';
import { usePlayerPool } from '@/lib/players';
import { useTeamLiveUpdates, type LiveStatus } from '@/lib/team-socket';
import { useWatchedTeam } from '@/lib/teams-api';

/** How many of the latest picks the page lists. */
const LAST_PICKS = 10;

const STATUS: Record<LiveStatus, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'turf' },
  offline: { label: 'Offline: reconnecting', color: 'orange' },
  refused: { label: 'Link no longer active', color: 'red' },
};

/** /watch/:token: a team's draft, read-only, updating live (docs/draft-rules.md §5, watch links). */
export function WatchPage() {
  const { token = '' } = useParams();
  const watched = useWatchedTeam(token);
  const live = useTeamLiveUpdates(token ? { watchToken: token } : null);
  const team = watched.data;
  usePageTitle(team ? `Watching ${team.team.name}` : 'Watch Draft');
  const players = usePlayerPool(team ? FORMAT_KEY[team.team.scoringFormat] : undefined, { enabled: team !== undefined }).pool?.players;

  if (watched.isPending) {
    return (
      <Container size="lg" py="xl">
        <Group justify="center" role="status">
          <Loader size="sm" />
          <Text>Loading draft...</Text>
        </Group>
      </Container>
    );
  }
  if (watched.isError || !team) {
    const gone = watched.error instanceof ApiError && watched.error.status === 404;
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Watch Draft
        </Title>
        <Alert color="red" title={gone ? 'This watch link is no longer active' : 'Could not load this draft'}>
          {gone ? 'The owner revoked it or created a new one. Ask them for the current link.' : toFormFailure(watched.error).message}
        </Alert>
      </Container>
    );
  }
  return <WatchedDraft team={team} players={players} status={live.status} refusal={live.error} />;
}

function WatchedDraft({
  team,
  players,
  status,
  refusal,
}: {
  team: WatchedTeamDto;
  players: readonly Player[] | undefined;
  status: LiveStatus;
  refusal: string | null;
}) {
  const byId = useMemo(() => new Map((players ?? []).map((player) => [player.id, player])), [players]);
  const picks = useMemo(
    () =>
      [
        ...team.roster.ownPicks.map((pick) => ({ ...pick, own: true })),
        ...team.takenByOthers.map((pick) => ({ ...pick, own: false })),
      ].sort((a, b) => b.overallPick - a.overallPick),
    [team],
  );
  const replay = useMemo(
    () =>
      players
        ? replayDraft({ ownPicks: team.roster.ownPicks, takenByOthers: team.takenByOthers, settings: team.team }, players, (id) =>
            byId.get(id),
          )
        : [],
    [players, byId, team],
  );
  const grade = team.liveGrade;
  const currentPick = picks.length + 1;

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              Watching, read-only
            </Text>
            <Title order={1}>{team.team.name}</Title>
          </div>
          <Badge variant="dot" size="lg" color={STATUS[status].color} data-testid="live-status">
            {STATUS[status].label}
          </Badge>
        </Group>
        {status === 'refused' && (
          <Alert color="red" title="Live updates stopped">
            {refusal ?? 'This watch link is no longer active.'}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" align="center">
                  <div>
                    <Text fw={700}>{grade?.isFinal ? 'Final Draft Grade' : 'Draft Grade'}</Text>
                    <Text size="sm" c="dimmed">
                      {team.team.leagueSize} teams · pick {team.team.draftPosition} · {team.roster.playerIds.length} players
                      {grade?.isFinal ? '' : ` · pick ${currentPick} on the clock`}
                    </Text>
                  </div>
                  {team.pickClock && !grade?.isFinal && (
                    <Stack gap={0} align="center">
                      <Text size="xs" c="dimmed">
                        Pick {currentPick}
                      </Text>
                      <PickClockTimer clock={team.pickClock} />
                    </Stack>
                  )}
                  <div data-testid="watch-grade" aria-live="polite">
                    {grade ? (
                      <GradeBadge letter={grade.letter} percentage={grade.percentage} size="xl" />
                    ) : (
                      <Text c="dimmed">No picks yet</Text>
                    )}
                  </div>
                </Group>
              </Paper>
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="last-picks-title">
                <Title order={2} size="h4" id="last-picks-title" mb="xs">
                  Last picks
                </Title>
                {picks.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No picks recorded yet.
                  </Text>
                ) : (
                  <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Last picks" data-testid="last-picks">
                    {picks.slice(0, LAST_PICKS).map((pick) => {
                      const player = byId.get(pick.playerId);
                      return (
                        <Paper component="li" key={pick.playerId} withBorder radius="sm" px="xs" py={4} data-pick={pick.playerId}>
                          <Group gap="xs" wrap="nowrap" justify="space-between">
                            <Group gap="xs" wrap="nowrap" miw={0}>
                              <Text size="xs" fw={700} c="dimmed" w={34} style={{ flexShrink: 0 }}>
                                #{pick.overallPick}
                              </Text>
                              {player ? (
                                // The name first and whole; on a phone the badges wrap below it instead of cutting it.
                                <Group gap={6} wrap="wrap" miw={0} style={{ rowGap: 2 }}>
                                  <Text size="sm" fw={600}>
                                    {player.name}
                                  </Text>
                                  <Group gap={6} wrap="nowrap">
                                    <PositionBadge position={player.position} />
                                    <NflTeamTag abbr={player.team} />
                                    {player.isInjured && (
                                      <Badge color="red" variant="outline" size="xs" title="Injured">
                                        INJ
                                      </Badge>
                                    )}
                                  </Group>
                                </Group>
                              ) : (
                                <Text size="sm">Unknown player</Text>
                              )}
                            </Group>
                            <Badge
                              variant={pick.own ? 'filled' : 'light'}
                              color={pick.own ? undefined : 'gray'}
                              size="sm"
                              // The user's team name whole up to almost half the row (a 40-character name ends in '…', whole on hover).
                              maw="45%"
                              style={{ flexShrink: 0 }}
                              title={pick.own ? team.team.name : 'Other team'}
                            >
                              {pick.own ? (
                                team.team.name
                              ) : (
                                <>
                                  Other<VisuallyHidden> team</VisuallyHidden>
                                </>
                              )}
                            </Badge>
                          </Group>
                        </Paper>
                      );
                    })}
                  </Stack>
                )}
              </Paper>
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="watch-grade-course">
                <Title order={2} size="h4" id="watch-grade-course" mb="xs">
                  Grade, pick by pick
                </Title>
                <GradeTimelineChart points={replay} />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="watch-roster-title">
              <Title order={2} size="h4" id="watch-roster-title" mb="xs">
                Roster
              </Title>
              <RosterSlots roster={team.roster} rosterSpots={team.team.rosterSpots} players={byId} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
