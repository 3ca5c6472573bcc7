import { Alert, Badge, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LeagueSettings, PlayerListItem, TeamDetailDto, TeamSummaryDto } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { adpOf, gradePickAt, reportCard } from '@draftmode/grading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GradeTimelineChart } from '@/components/team/grade-timeline-chart';
import { ReportCardDialog } from '@/components/team/report-card-dialog';
import type { PlayerPoolView } from '@/lib/players';
import { useTeamLiveUpdates } from '@/lib/team-socket';
import { fetchTeam, sendTeamCommand, teamKeys } from '@/lib/teams-api';
import { toFormFailure } from '@/lib/error-message';
import { fromPromise } from 'xstate';
import { useMockDraftOfTeam } from '../api/mock-draft';
import { useDraftModel } from '../hooks/use-draft-model';
import { draftMachine, type DraftNotice, type SendCommandInput } from '../machines/draft.machine';
import { DraftHeader } from './draft-header';
import { LeagueSettingsDialog } from './league-settings-dialog';
import { MockDraftBar, mockBlockedReason, mockTurnOf } from './mock-draft-bar';
import { OnTheClockCard } from './on-the-clock-card';
import { PickGraderDialog } from './pick-grader-dialog';
import { PlayerBoard, type BoardFigures } from './player-board';
import { RecommendationsPanel } from './recommendations-panel';
import { RosterPanel } from './roster-panel';
import { SleeperSyncCard } from './sleeper-sync-card';
import { TakenByOthersPanel } from './taken-by-others-panel';
import { WatchLinkButton } from './watch-link-button';
import { WelcomeBanner } from './welcome-banner';

/** localStorage flag set once a team's report card has been shown and saved (the original §3). */
export const reportCardFlagKey = (teamId: string) => `reportCard-${teamId}`;

export interface DraftWorkspaceProps {
  teams: readonly TeamSummaryDto[];
  team: TeamSummaryDto;
  onTeamChange: (teamId: string) => void;
  pool: PlayerPoolView | undefined;
  poolError: string | null;
  settingsOpen: boolean;
  onSettingsClose: () => void;
  chatPanel: ReactNode;
  /** Beside the team selector (the 'Mock draft' button). */
  headerBeside?: ReactNode;
}

/** The draft screen for one team: keyed by the team id, so switching teams starts a fresh machine. */
export function DraftWorkspace({ teams, team, onTeamChange, pool, poolError, settingsOpen, onSettingsClose, chatPanel, headerBeside }: DraftWorkspaceProps) {
  const queryClient = useQueryClient();
  const teamId = team.id;
  // The machine asks for positions in its actions, after render: it reads the latest pool from here.
  const positionRef = useRef(pool);
  useEffect(() => {
    positionRef.current = pool;
  }, [pool]);

  const [machine] = useState(() =>
    draftMachine.provide({
      actors: {
        loadTeam: fromPromise(({ input }: { input: { teamId: string } }) =>
          queryClient.fetchQuery({ queryKey: teamKeys.detail(input.teamId), queryFn: ({ signal }) => fetchTeam(input.teamId, signal), staleTime: 0 }),
        ),
        sendCommand: fromPromise(({ input }: { input: SendCommandInput }) => sendTeamCommand(input.teamId, input.expectedVersion, input.command, input.commandId)),
      },
      actions: {
        publishTeam: (_, detail: TeamDetailDto) => {
          queryClient.setQueryData<TeamDetailDto>(teamKeys.detail(teamId), (cached) => (cached && cached.version > detail.version ? cached : detail));
          void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
        },
        notify: (_, notice: DraftNotice) => notifications.show({ color: notice.kind === 'error' ? 'red' : 'blue', title: notice.title, message: notice.message }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { teamId, positionOf: (playerId: string) => positionRef.current?.byId.get(playerId)?.position },
  });

  // Another screen's changes reach the cache over the socket; the machine takes the newer ones.
  const live = useTeamLiveUpdates({ teamId });
  const cached = useQuery({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => fetchTeam(teamId, signal),
    enabled: snapshot.matches('ready'),
  }).data;
  useEffect(() => {
    if (cached) send({ type: 'server.snapshot', team: cached });
  }, [cached, send]);

  const view = snapshot.context.view;
  if (snapshot.matches('failed')) {
    return (
      <Stack>
        <DraftHeader teams={teams} teamId={teamId} onTeamChange={onTeamChange} liveGrade={null} beside={headerBeside} />
        <Alert color="red" title="Could not load this team">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{snapshot.context.loadError}</Text>
            <Button size="xs" onClick={() => send({ type: 'load.retry' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
        {chatPanel}
      </Stack>
    );
  }
  if (poolError) {
    return (
      <Alert color="red" title="Could not load the player pool">
        {poolError}
      </Alert>
    );
  }
  if (!view || !pool || !snapshot.context.server) return <LoadingDraft />;
  return (
    <ReadyWorkspace
      teams={teams}
      teamId={teamId}
      isMock={team.isMock}
      onTeamChange={onTeamChange}
      headerBeside={headerBeside}
      view={view}
      server={snapshot.context.server}
      selectedPlayerId={snapshot.context.selectedPlayerId}
      pending={snapshot.context.queue.length}
      pool={pool}
      send={send}
      liveStatus={live.status}
      settingsOpen={settingsOpen}
      onSettingsClose={onSettingsClose}
      chatPanel={chatPanel}
    />
  );
}

/** 'Loading draft...' until the team and the player pool are in. */
export function LoadingDraft() {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text>Loading draft...</Text>
    </Group>
  );
}

type Send = ReturnType<typeof useMachine<typeof draftMachine>>[1];

interface ReadyWorkspaceProps {
  teams: readonly TeamSummaryDto[];
  teamId: string;
  /** A mock draft's team: the bots pick, so drafting waits for the user's turn and others' picks are not entered by hand. */
  isMock: boolean;
  headerBeside?: ReactNode;
  onTeamChange: (teamId: string) => void;
  view: NonNullable<ReturnType<typeof draftMachine.getInitialSnapshot>['context']['view']>;
  server: TeamDetailDto;
  selectedPlayerId: string | null;
  pending: number;
  pool: PlayerPoolView;
  send: Send;
  liveStatus: ReturnType<typeof useTeamLiveUpdates>['status'];
  settingsOpen: boolean;
  onSettingsClose: () => void;
  chatPanel: ReactNode;
}

function ReadyWorkspace({
  teams,
  teamId,
  isMock,
  headerBeside,
  onTeamChange,
  view,
  server,
  selectedPlayerId,
  pending,
  pool,
  send,
  liveStatus,
  settingsOpen,
  onSettingsClose,
  chatPanel,
}: ReadyWorkspaceProps) {
  const model = useDraftModel(view, pool.players, pool.byId);
  const mock = useMockDraftOfTeam(teamId, server.version, isMock);
  const mockTurn = mock.draft
    ? mockTurnOf(mock.draft, {
        version: server.version,
        pending,
        currentOverall: model.currentOverall,
        userPick: model.nextPick === model.currentOverall,
        leagueSize: view.settings.leagueSize,
      })
    : null;
  // In a mock draft the user drafts only on his turn; until the draft is known, not at all.
  const mockBlocked = !isMock ? null : mockTurn ? mockBlockedReason(mockTurn) : 'Loading the mock draft…';
  const count = view.roster.playerIds.length;
  const lastPoint = model.replay[model.replay.length - 1];

  // The server's live grade is the authority; while a pick is on its way the replayed grade stands in.
  const liveGrade = count === 0 || model.isFull ? null : server.roster.playerIds.length === count && server.liveGrade ? server.liveGrade : (lastPoint?.live ?? null);

  const figuresOf = useCallback(
    (player: PlayerListItem): BoardFigures => ({
      adp: adpOf(player, model.format),
      projection: model.ctx.points(player),
      vor: model.ctx.vor(player),
      tier: model.tiers.get(player.id) ?? player.tier,
    }),
    [model.ctx, model.format, model.tiers],
  );

  const selected = selectedPlayerId ? pool.byId.get(selectedPlayerId) : undefined;
  const pickGrade = useMemo(
    () =>
      selected
        ? gradePickAt(model.moment, selected)
        : null,
    [selected, model.moment],
  );

  // The report card (the original §4): once per team, when the roster reaches the rosterSpots total.
  const flagKey = reportCardFlagKey(teamId);
  const [cardSaved, setCardSaved] = useState(() => localStorage.getItem(flagKey) === 'true');
  const [reopened, setCardOpen] = useState(false);
  const full = count === rosterSize(view.settings.rosterSpots);
  const cardOpen = (full && !cardSaved) || reopened;
  const card = useMemo(
    () =>
      model.isFull
        ? reportCard({
            roster: model.rosterPlayers,
            pool: pool.players,
            format: model.format,
            leagueSize: view.settings.leagueSize,
            draftPosition: view.settings.draftPosition,
            rosterSpots: view.settings.rosterSpots,
            picks: model.replay.map((point) => ({ playerId: point.player.id, overallPick: point.overallPick, percentage: point.pickGrade.percentage })),
          })
        : null,
    [model.isFull, model.rosterPlayers, model.format, model.replay, pool.players, view.settings],
  );
  const closeCard = () => {
    setCardOpen(false);
    if (cardSaved || !card) return;
    localStorage.setItem(flagKey, 'true');
    setCardSaved(true);
    // A mock draft saves its report card itself when the last pick is made (ADR 0003): saving here would record it twice.
    if (isMock) return;
    send({
      type: 'reportCard.save',
      card: { grade: card.letter, percentage: card.percentage, gradeBreakdown: card.players.map((row) => ({ playerId: row.player.id, grade: row.letter, advice: row.advice })) },
    });
  };

  const ownPickIds = useMemo(() => new Set(view.ownPicks.map((pick) => pick.playerId)), [view.ownPicks]);
  const select = useCallback((playerId: string) => send({ type: 'pick.select', playerId }), [send]);
  const taken = useCallback((playerId: string) => send({ type: 'pick.takenByOther', playerId }), [send]);
  const undo = useCallback((playerId: string) => send({ type: 'pick.undo', playerId }), [send]);

  return (
    <Stack gap="md">
      <DraftHeader
        teams={teams}
        teamId={teamId}
        onTeamChange={onTeamChange}
        liveGrade={liveGrade}
        liveStatus={liveStatus}
        actions={<WatchLinkButton teamId={teamId} teamName={view.name} />}
        beside={headerBeside}
        season={pool.season}
      />
      {isMock ? (
        mock.draft && mockTurn ? (
          <MockDraftBar draft={mock.draft} turn={mockTurn} onUpdated={mock.store} />
        ) : mock.error ? (
          <Alert color="red" title="Could not load the mock draft">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{toFormFailure(mock.error).message}</Text>
              <Button size="xs" onClick={mock.retry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading the mock draft...</Text>
          </Group>
        )
      ) : (
        <WelcomeBanner />
      )}
      {cardSaved && (
        <Group gap="xs">
          <Badge color="turf" variant="light" data-testid="report-card-saved">
            Report card saved
          </Badge>
          {card && (
            <Button size="compact-sm" variant="subtle" onClick={() => setCardOpen(true)}>
              View report card
            </Button>
          )}
        </Group>
      )}
      {/* On a phone the board comes right after the clock: recording picks is what a live draft needs most. */}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 1 }}>
          <Stack gap="md">
            <OnTheClockCard
              currentOverall={model.currentOverall}
              currentRound={model.currentRound}
              rounds={model.rounds}
              userPicks={model.userPicks}
              nextPick={model.nextPick}
              isFull={model.isFull}
              lastPick={lastPoint}
            />
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grade-course-title">
              <Title order={2} size="h4" id="grade-course-title" mb="xs">
                Your grade, pick by pick
              </Title>
              <GradeTimelineChart points={model.replay} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 3, md: 2 }}>
          <RecommendationsPanel
            recommendations={model.recommendations}
            alerts={model.alerts}
            nextPick={model.chancePick}
            onTheClock={!model.isFull && model.nextPick === model.currentOverall}
            onSelect={select}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 3 }}>
          {model.isFull ? (
            <Paper withBorder p="md" radius="md">
              <Text>Your roster is full. {card && <>Final grade: {card.letter} ({Math.round(card.percentage)}%).</>}</Text>
              {card && (
                <Button mt="sm" onClick={() => setCardOpen(true)}>
                  View report card
                </Button>
              )}
            </Paper>
          ) : (
            <PlayerBoard players={model.available} figuresOf={figuresOf} onSelect={select} onTaken={isMock ? undefined : taken} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 4, md: 4 }}>
          <Stack gap="md">
            <RosterPanel roster={view.roster} rosterSpots={view.settings.rosterSpots} players={pool.byId} ownPickIds={ownPickIds} onUndo={undo} />
            <TakenByOthersPanel
              picks={view.takenByOthers}
              players={pool.byId}
              format={model.format}
              onUndo={isMock ? undefined : undo}
              emptyText={isMock ? 'The bots’ picks appear here as they make them.' : undefined}
            />
            {!isMock && <SleeperSyncCard teamId={teamId} version={server.version} leagueSize={view.settings.leagueSize} />}
            {chatPanel}
          </Stack>
        </Grid.Col>
      </Grid>

      <PickGraderDialog
        player={selected ?? null}
        grade={pickGrade}
        overallPick={model.currentOverall}
        round={model.currentRound}
        nextPick={model.nextPick}
        blockedReason={model.isFull ? `Your roster is full (${count}/${model.rosterTotal}).` : mockBlocked}
        onConfirm={() => send({ type: 'pick.confirm' })}
        onTakenByOther={isMock ? undefined : () => selected && send({ type: 'pick.takenByOther', playerId: selected.id })}
        onCancel={() => send({ type: 'pick.cancel' })}
      />
      <LeagueSettingsDialog
        opened={settingsOpen}
        onClose={onSettingsClose}
        settings={view.settings as LeagueSettings}
        onSave={(settings) => {
          send({ type: 'settings.change', settings });
          onSettingsClose();
        }}
      />
      {card && (
        <ReportCardDialog
          opened={cardOpen}
          onClose={closeCard}
          teamName={view.name}
          grade={card.letter}
          percentage={card.percentage}
          players={card.players.map((row) => ({ playerId: row.player.id, player: row.player, grade: row.letter, percentage: row.percentage, advice: row.advice, slot: row.slot }))}
          positions={card.positions}
          byeConflicts={card.byeConflicts.map((conflict) => ({ byeWeek: conflict.byeWeek, players: conflict.players.map((player) => player.name) }))}
          closeLabel={cardSaved || isMock ? 'Close' : 'Save and close'}
        >
          {!cardSaved && !isMock && (
            <Text size="sm" c="dimmed" mt="xs">
              Closing saves this grade to your team and your draft history.
            </Text>
          )}
        </ReportCardDialog>
      )}
    </Stack>
  );
}
