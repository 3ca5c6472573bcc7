import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartLine, IconKeyboard } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import type { LeagueSettings, PlayerListItem, RosterSlot, TeamDetailDto, TeamSummaryDto } from '@draftmode/domain';
import { rosterSize, type TeamState } from '@draftmode/draft-core';
import { adpOf, gradePickAt, reportCard } from '@draftmode/grading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SLOT_LABELS } from '@/components/team/roster-slots';
import type { PlayerPoolView } from '@/lib/players';
import { useTeamLiveUpdates } from '@/lib/team-socket';
import { fetchTeam, teamKeys, updateTeamInList } from '@/lib/teams-api';
import { toFormFailure } from '@/lib/error-message';
import { focusChatInput } from '@/lib/page-bridges';
import { fromPromise } from 'xstate';
import { useDraftRoom } from '../api/draft-room';
import { useMockDraftOfTeam } from '../api/mock-draft';
import { sendDraftCommand } from '../api/send-draft-command';
import { useDraftModel } from '../hooks/use-draft-model';
import { usePageKey } from '../hooks/use-draft-shortcuts';
import { draftMachine, type DraftNotice, type SendCommandInput } from '../machines/draft.machine';
import { DraftHeader } from './draft-header';
import { LeagueSettingsDialog } from './league-settings-dialog';
import { MockDraftBar, mockBlockedReason, mockTurnOf } from './mock-draft-bar';
import { ClockBar } from './clock-bar';
import { DraftBoardGrid } from './draft-board-grid';
import { KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog';
import { QueueStrip } from './queue-strip';
import classes from './draft-room.module.css';
import { PickGraderDialog } from './pick-grader-dialog';
import { PlayerBoard, type BoardFigures } from './player-board';
import { RecommendationsPanel } from './recommendations-panel';
import { RosterPanel } from './roster-panel';
import { SleeperSyncCard } from './sleeper-sync-card';
import { TakenByOthersPanel } from './taken-by-others-panel';
import { WatchLinkButton } from './watch-link-button';
import { WelcomeBanner } from './welcome-banner';

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

/** Each rostered player's slot as the roster shows it ('WR3', or 'BENCH'), for the report card. */
function rosterSlotLabels(roster: TeamState['roster']): Map<string, string> {
  const labels = new Map(roster.playerIds.map((id): [string, string] => [id, 'BENCH']));
  for (const [slot, playerId] of Object.entries(roster.positions)) if (playerId) labels.set(playerId, SLOT_LABELS[slot as RosterSlot]);
  return labels;
}

// The charts (recharts) load when first shown, not with the draft screen.
const GradeTimelineChart = lazy(async () => ({ default: (await import('@/components/team/grade-timeline-chart')).GradeTimelineChart }));
const ReportCardDialog = lazy(async () => ({ default: (await import('@/components/team/report-card-dialog')).ReportCardDialog }));

/** The draft screen for one team: keyed by the team id, so switching teams starts a fresh machine. */
export function DraftWorkspace({
  teams,
  team,
  onTeamChange,
  pool,
  poolError,
  settingsOpen,
  onSettingsClose,
  chatPanel,
  headerBeside,
}: DraftWorkspaceProps) {
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
          queryClient.fetchQuery({
            queryKey: teamKeys.detail(input.teamId),
            queryFn: ({ signal }) => fetchTeam(input.teamId, signal),
            staleTime: 0,
          }),
        ),
        sendCommand: fromPromise(({ input }: { input: SendCommandInput }) => sendDraftCommand(input)),
      },
      actions: {
        publishTeam: (_, detail: TeamDetailDto) => {
          queryClient.setQueryData<TeamDetailDto>(teamKeys.detail(teamId), (cached) =>
            cached && cached.version >= detail.version ? cached : detail,
          );
          // The room's event of this tab's own pick goes to its other sockets, not this one: the list takes the answer.
          updateTeamInList(queryClient, detail.team);
        },
        notify: (_, notice: DraftNotice) =>
          notifications.show({ color: notice.kind === 'error' ? 'red' : 'blue', title: notice.title, message: notice.message }),
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

type PhoneTab = 'board' | 'picks' | 'roster' | 'chat';

/** Wide enough for the three columns (board, picks and roster, chat); narrower screens get tabs. */
const WIDE_QUERY = '(min-width: 75em)';

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
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<PhoneTab>('board');
  const [boardView, setBoardView] = useState<'players' | 'grid'>('players');
  const [gradeCourseOpen, setGradeCourseOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  usePageKey('?', () => setShortcutsOpen(true));
  // The draft order in the settings is the authority on turns until the user says it changed (a traded pick, a late swap).
  const [orderChanged, setOrderChanged] = useState(false);
  const mock = useMockDraftOfTeam(teamId, server.version, isMock);
  const mockTurn = mock.draft
    ? mockTurnOf(mock.draft, {
        version: server.version,
        pending,
        currentOverall: model.currentOverall,
        userPick: model.ownTurn,
        leagueSize: view.settings.leagueSize,
      })
    : null;
  // In a mock draft the user drafts only on his turn; until the draft is known, not at all.
  const mockBlocked = !isMock ? null : mockTurn ? mockBlockedReason(mockTurn) : 'Loading the mock draft…';
  const count = view.roster.playerIds.length;
  const lastPoint = model.replay[model.replay.length - 1];
  const hasPicks = view.ownPicks.length + view.takenByOthers.length > 0;

  // The server's live grade is the authority; while a pick is on its way the replayed grade stands in.
  const liveGrade =
    count === 0 || model.isFull
      ? null
      : server.roster.playerIds.length === count && server.liveGrade
        ? server.liveGrade
        : (lastPoint?.live ?? null);

  // One figures object per player for as long as the grading context holds, so board rows keep equal props.
  const figures = useMemo(
    () =>
      new Map(
        pool.players.map((player): [string, BoardFigures] => [
          player.id,
          {
            adp: adpOf(player, model.format),
            projection: model.ctx.points(player),
            vor: model.ctx.vor(player),
            tier: model.tiers.get(player.id) ?? player.tier,
          },
        ]),
      ),
    [pool.players, model.ctx, model.format, model.tiers],
  );
  const figuresOf = useCallback((player: PlayerListItem) => figures.get(player.id)!, [figures]);

  const selected = selectedPlayerId ? pool.byId.get(selectedPlayerId) : undefined;
  const pickGrade = useMemo(() => (selected && model.moment ? gradePickAt(model.moment, selected) : null), [selected, model.moment]);

  // The report card opens by itself once per team, on any device: the server keeps that it was
  // shown (a real team's saved report card says so too).
  const draftRoom = useDraftRoom(teamId);
  const cardSaved = draftRoom.room?.reportCardSeen === true || (!isMock && server.team.draftGrade !== null);
  const [reopened, setCardOpen] = useState(false);
  const full = count === rosterSize(view.settings.rosterSpots);
  const cardOpen = (full && draftRoom.room !== undefined && !cardSaved) || reopened;
  const card = useMemo(
    () =>
      // The replay (each pick's grade) is in once the moment is.
      model.isFull && model.moment
        ? reportCard({
            roster: model.rosterPlayers,
            pool: pool.players,
            format: model.format,
            leagueSize: view.settings.leagueSize,
            draftPosition: view.settings.draftPosition,
            rosterSpots: view.settings.rosterSpots,
            picks: model.replay.map((point) => ({
              playerId: point.player.id,
              overallPick: point.overallPick,
              percentage: point.pickGrade.percentage,
            })),
            slots: rosterSlotLabels(view.roster),
          })
        : null,
    [model.isFull, model.moment, model.rosterPlayers, model.format, model.replay, pool.players, view.settings, view.roster],
  );
  const closeCard = () => {
    setCardOpen(false);
    if (cardSaved || !card) return;
    draftRoom.markReportCardSeen();
    // A mock draft saves its report card itself when the last pick is made (ADR 0003): saving here would record it twice.
    if (isMock || server.team.draftGrade !== null) return;
    send({
      type: 'reportCard.save',
      card: {
        grade: card.letter,
        percentage: card.percentage,
        gradeBreakdown: card.players.map((row) => ({ playerId: row.player.id, grade: row.letter, advice: row.advice })),
      },
    });
  };

  // The queue shows the starred players still on the board, in the user's order.
  const queuedIds = draftRoom.queue;
  const queued = useMemo(() => new Set(queuedIds ?? []), [queuedIds]);
  const queuedPlayers = useMemo(
    () =>
      (queuedIds ?? [])
        .filter((id) => !model.takenIds.has(id))
        .map((id) => pool.byId.get(id))
        .filter((player): player is PlayerListItem => player !== undefined),
    [queuedIds, model.takenIds, pool.byId],
  );

  const ownPickIds = useMemo(() => new Set(view.ownPicks.map((pick) => pick.playerId)), [view.ownPicks]);
  const ownPlayerIds = useMemo(() => view.ownPicks.map((pick) => pick.playerId), [view.ownPicks]);
  const otherPlayerIds = useMemo(() => view.takenByOthers.map((pick) => pick.playerId), [view.takenByOthers]);
  const select = useCallback((playerId: string) => send({ type: 'pick.select', playerId }), [send]);
  const taken = useCallback((playerId: string) => send({ type: 'pick.takenByOther', playerId }), [send]);
  const undo = useCallback((playerId: string) => send({ type: 'pick.undo', playerId }), [send]);
  const tryChat = useCallback(() => {
    setTab('chat');
    // The chat tab shows on the next frame; its input can take focus then.
    requestAnimationFrame(() => {
      if (!focusChatInput())
        notifications.show({ color: 'red', title: 'Chat unavailable', message: 'The chat panel is not on this page right now.' });
    });
  }, []);

  const lastTakenPlayer = model.lastTaken ? pool.byId.get(model.lastTaken.playerId) : undefined;
  const lastTaken = useMemo(
    () => (model.lastTaken ? { player: lastTakenPlayer, overallPick: model.lastTaken.overallPick, own: model.lastTaken.own } : null),
    [model.lastTaken, lastTakenPlayer],
  );
  const lastOwnGrade = useMemo(
    () =>
      lastPoint ? { letter: lastPoint.pickGrade.letter, percentage: lastPoint.pickGrade.percentage, name: lastPoint.player.name } : null,
    [lastPoint],
  );

  const offTurn = !isMock && !model.isFull && !model.ownTurn && !orderChanged;
  const welcome = !hasPicks && !isMock ? <WelcomeBanner onTryChat={tryChat} /> : null;

  const boardPanel = (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby="player-board-title"
      className={classes.fill}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <BoardHeader boardView={boardView} onChange={setBoardView} />
      {boardView === 'grid' ? (
        <DraftBoardGrid
          leagueSize={view.settings.leagueSize}
          draftPosition={view.settings.draftPosition}
          rounds={model.rounds}
          ownPlayerIds={ownPlayerIds}
          otherPlayerIds={otherPlayerIds}
          players={pool.byId}
          onTheClock={model.currentOverall}
        />
      ) : model.isFull ? (
        <Stack gap="xs">
          <Text>
            Your roster is full.{' '}
            {card && (
              <>
                Final grade: {card.letter} ({Math.round(card.percentage)}%).
              </>
            )}
          </Text>
          {card && (
            <Button onClick={() => setCardOpen(true)} style={{ alignSelf: 'flex-start' }}>
              View report card
            </Button>
          )}
        </Stack>
      ) : (
        <PlayerBoard
          players={model.available}
          figuresOf={figuresOf}
          onSelect={select}
          onTaken={isMock ? undefined : taken}
          queued={queued}
          onToggleQueue={draftRoom.toggleQueued}
        />
      )}
    </Paper>
  );

  const recommendations = (
    <RecommendationsPanel
      recommendations={model.recommendations}
      alerts={model.alerts}
      nextPick={model.chancePick}
      onTheClock={!model.isFull && model.ownTurn}
      loading={model.moment === null && !model.isFull}
      updating={!model.settled}
      onSelect={select}
    />
  );

  const rosterStack = (
    <Stack gap="sm">
      <RosterPanel roster={view.roster} rosterSpots={view.settings.rosterSpots} players={pool.byId} ownPickIds={ownPickIds} onUndo={undo} />
      <TakenByOthersPanel
        picks={view.takenByOthers}
        players={pool.byId}
        format={model.format}
        onUndo={isMock ? undefined : undo}
        emptyText={isMock ? 'The bots’ picks appear here as they make them.' : undefined}
      />
      {!isMock && <SleeperSyncCard teamId={teamId} version={server.version} leagueSize={view.settings.leagueSize} />}
    </Stack>
  );

  const actions = useMemo(
    () => (
      <>
        <Tooltip label="Your grade, pick by pick" withArrow>
          <ActionIcon size="lg" variant="default" onClick={() => setGradeCourseOpen(true)} aria-label="Grade chart">
            <IconChartLine size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        {/* Not on a phone: no keyboard there, and the team selector needs the room. */}
        <Tooltip label="Keyboard shortcuts (?)" withArrow>
          <ActionIcon
            size="lg"
            variant="default"
            onClick={() => setShortcutsOpen(true)}
            aria-label="Keyboard shortcuts"
            aria-keyshortcuts="?"
            visibleFrom="sm"
          >
            <IconKeyboard size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <WatchLinkButton teamId={teamId} teamName={view.name} />
        {headerBeside}
        {cardSaved && (
          <>
            <Badge color="turf" variant="light" data-testid="report-card-saved" style={{ flexShrink: 0 }}>
              Report card saved
            </Badge>
            {card && (
              <Button size="compact-sm" variant="subtle" onClick={() => setCardOpen(true)}>
                View report card
              </Button>
            )}
          </>
        )}
      </>
    ),
    [teamId, view.name, headerBeside, cardSaved, card],
  );
  const queueStrip = useMemo(
    () => <QueueStrip players={queuedPlayers} onSelect={select} onRemove={draftRoom.toggleQueued} />,
    [queuedPlayers, select, draftRoom.toggleQueued],
  );

  return (
    <div className={classes.room}>
      <ClockBar
        teams={teams}
        teamId={teamId}
        onTeamChange={onTeamChange}
        season={pool.season}
        currentOverall={model.currentOverall}
        currentRound={model.currentRound}
        rounds={model.rounds}
        ownTurn={model.ownTurn}
        nextPick={model.nextPick}
        picksUntilOwn={model.picksUntilOwn}
        isFull={model.isFull}
        lastTaken={lastTaken}
        lastOwnGrade={lastOwnGrade}
        liveGrade={liveGrade}
        liveStatus={liveStatus}
        queue={queueStrip}
        actions={actions}
        compact={!wide}
      />
      {isMock &&
        (mock.draft && mockTurn ? (
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
        ))}
      {wide ? (
        <div className={classes.columns}>
          <div className={classes.column}>{boardPanel}</div>
          <div className={classes.column}>
            <div className={classes.recommendations}>{recommendations}</div>
            <div className={classes.scroll}>{rosterStack}</div>
          </div>
          <div className={classes.column}>
            {welcome}
            <div className={classes.scroll}>{chatPanel}</div>
          </div>
        </div>
      ) : (
        <Tabs value={tab} onChange={(value) => setTab((value as PhoneTab | null) ?? 'board')} className={classes.tabs} keepMounted>
          <Tabs.Panel value="board" className={classes.tabPanel} data-board>
            {welcome}
            {boardPanel}
          </Tabs.Panel>
          <Tabs.Panel value="picks" className={classes.tabPanel}>
            {recommendations}
          </Tabs.Panel>
          <Tabs.Panel value="roster" className={classes.tabPanel}>
            {rosterStack}
          </Tabs.Panel>
          <Tabs.Panel value="chat" className={classes.tabPanel}>
            {chatPanel}
          </Tabs.Panel>
          <Tabs.List grow className={classes.tabList} aria-label="Draft room">
            <Tabs.Tab value="board" className={classes.tab}>
              Board
            </Tabs.Tab>
            <Tabs.Tab value="picks" className={classes.tab}>
              Picks for you
            </Tabs.Tab>
            <Tabs.Tab value="roster" className={classes.tab}>
              Roster {count}/{model.rosterTotal}
            </Tabs.Tab>
            <Tabs.Tab value="chat" className={classes.tab}>
              Chat
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}

      <PickGraderDialog
        player={selected ?? null}
        grade={pickGrade}
        overallPick={model.currentOverall}
        round={model.currentRound}
        nextPick={model.nextPick}
        blockedReason={model.isFull ? `Your roster is full (${count}/${model.rosterTotal}).` : mockBlocked}
        offTurn={offTurn ? { nextPick: model.nextPick, onOrderChanged: () => setOrderChanged(true) } : null}
        onConfirm={() => send({ type: 'pick.confirm' })}
        onTakenByOther={isMock ? undefined : () => selected && send({ type: 'pick.takenByOther', playerId: selected.id })}
        onCancel={() => send({ type: 'pick.cancel' })}
      />
      <KeyboardShortcutsDialog opened={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <Modal
        opened={gradeCourseOpen}
        onClose={() => setGradeCourseOpen(false)}
        title="Your grade, pick by pick"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Suspense fallback={<Loader size="sm" />}>{gradeCourseOpen && <GradeTimelineChart points={model.replay} />}</Suspense>
      </Modal>
      <LeagueSettingsDialog
        opened={settingsOpen}
        onClose={onSettingsClose}
        settings={view.settings as LeagueSettings}
        onSave={(settings) => {
          send({ type: 'settings.change', settings });
          onSettingsClose();
        }}
      />
      {card && cardOpen && (
        <Suspense fallback={null}>
          <ReportCardDialog
            opened={cardOpen}
            onClose={closeCard}
            teamName={view.name}
            grade={card.letter}
            percentage={card.percentage}
            players={card.players.map((row) => ({
              playerId: row.player.id,
              player: row.player,
              grade: row.letter,
              percentage: row.percentage,
              advice: row.advice,
              slot: row.slot,
            }))}
            positions={card.positions}
            byeConflicts={card.byeConflicts.map((conflict) => ({
              byeWeek: conflict.byeWeek,
              players: conflict.players.map((player) => player.name),
            }))}
            closeLabel={cardSaved || isMock ? 'Close' : 'Save and close'}
          >
            {!cardSaved && !isMock && (
              <Text size="sm" c="dimmed" mt="xs">
                Closing saves this grade to your team and your draft history.
              </Text>
            )}
          </ReportCardDialog>
        </Suspense>
      )}
    </div>
  );
}

/** The board's title and its view switch (the players or the draft board); memoised, as picks do not change it. */
const BoardHeader = memo(function BoardHeader({
  boardView,
  onChange,
}: {
  boardView: 'players' | 'grid';
  onChange: (view: 'players' | 'grid') => void;
}) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
      <Title order={2} size="h4" id="player-board-title">
        Player board
      </Title>
      <SegmentedControl
        size="xs"
        aria-label="Board view"
        value={boardView}
        onChange={(value) => onChange(value as 'players' | 'grid')}
        data={[
          { value: 'players', label: 'Players' },
          { value: 'grid', label: 'Draft board' },
        ]}
      />
    </Group>
  );
});
