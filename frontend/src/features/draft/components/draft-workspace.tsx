import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { LeagueSettings, TeamDetailDto, TeamSummaryDto } from '@draftmode/domain';
import { pickOwnershipOf } from '@draftmode/draft-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { gradePickAt, liveGradeBasisText, poolHasStatLines } from '@draftmode/grading';
import { PanelLoading } from '@/components/ui/panel-loading';
import type { PlayerPoolView } from '@/lib/players';
import { useTeamLiveUpdates } from '@/lib/team-socket';
import { fetchTeam, storeTeamDetail, teamKeys } from '@/lib/teams-api';
import { fromPromise } from 'xstate';
import { useDraftRoom } from '../api/draft-room';
import { sendDraftCommand } from '../api/send-draft-command';
import { useBoardFigures } from '../hooks/use-board-figures';
import { useClockSummary } from '../hooks/use-clock-summary';
import { useDraftModel } from '../hooks/use-draft-model';
import { useDraftQueue } from '../hooks/use-draft-queue';
import { useKeeperEntry } from '../hooks/use-keeper-entry';
import { usePageKey } from '../hooks/use-draft-shortcuts';
import { useMockTurn } from '../hooks/use-mock-turn';
import { useReportCard } from '../hooks/use-report-card';
import { draftMachine, type DraftNotice, type SendCommandInput } from '../machines/draft.machine';
import { BoardPanel, type BoardView } from './board-panel';
import { ClockBar } from './clock-bar';
import { DraftHeader } from './draft-header';
import { DraftRoomActions } from './draft-room-actions';
import { DraftRoomLayout, type PhoneTab } from './draft-room-layout';
import classes from './draft-room.module.css';
import { GradeCourseDialog } from './grade-course-dialog';
import { KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog';
import { LeagueSettingsDialog, type SavedLeagueSettings } from './league-settings-dialog';
import { MockDraftStatus } from './mock-draft-status';
import { PickGraderDialog } from './pick-grader-dialog';
import { QueueStrip } from './queue-strip';
import { RecommendationsPanel } from './recommendations-panel';
import { ReportCardSection } from './report-card-section';
import { RosterPanel } from './roster-panel';
import { DraftRoomSyncCard } from './draft-room-sync-card';
import { TakenByOthersPanel } from './taken-by-others-panel';
import { WelcomeBanner, tryChat } from './welcome-banner';

interface DraftWorkspaceProps {
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

  // One direction for the confirmed team: server → query cache → machine. The cache is its one
  // store (the socket, the keeper form and the pick clock write there too); the machine holds the
  // taps not yet confirmed and builds the view on the cache's team.
  const [machine] = useState(() =>
    draftMachine.provide({
      actors: {
        loadTeam: fromPromise(({ input }: { input: { teamId: string } }) =>
          queryClient.fetchQuery({
            queryKey: teamKeys.detail(input.teamId),
            queryFn: ({ signal }) => fetchTeam(input.teamId, signal),
            // The route's prefetch of this very load counts (prefetch-draft-screen.ts); anything
            // older is read again. The live socket brings what changes after.
            staleTime: PREFETCH_FRESH_MS,
          }),
        ),
        sendCommand: fromPromise(async ({ input }: { input: SendCommandInput }) => {
          const result = await sendDraftCommand(input);
          if (result.team) storeTeamDetail(queryClient, result.team);
          return result;
        }),
      },
      actions: {
        notify: (_, notice: DraftNotice) =>
          notifications.show({ color: notice.kind === 'error' ? 'red' : 'blue', title: notice.title, message: notice.message }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { teamId, positionOf: (playerId: string) => positionRef.current?.byId.get(playerId)?.position },
  });

  // The cache's team, whoever wrote it (the socket, a command's answer), reaches the machine; it takes the newer ones.
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
  return <PanelLoading label="Loading draft..." />;
}

/** How old a team read may be when the machine starts with it: about one page load. */
const PREFETCH_FRESH_MS = 5_000;

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

/** Wide enough for the three columns (board, picks and roster, chat); narrower screens get tabs. */
const WIDE_QUERY = '(min-width: 75em)';

/** The draft room once the team and the pool are in: composes the clock bar, the panels and the dialogs. */
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
  const scoresPerStat = useMemo(() => poolHasStatLines(pool.players), [pool.players]);
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<PhoneTab>('board');
  const [boardView, setBoardView] = useState<BoardView>('players');
  const [gradeCourseOpen, setGradeCourseOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  usePageKey('?', () => setShortcutsOpen(true));
  // The draft order in the settings is the authority on turns until the user says it changed (a traded pick, a late swap).
  const [orderChanged, setOrderChanged] = useState(false);
  const { draftOrder, tradedPicks } = view.settings;
  const ownership = useMemo(() => pickOwnershipOf({ draftOrder, tradedPicks }), [draftOrder, tradedPicks]);
  const { mock, mockTurn, mockBlocked } = useMockTurn({
    teamId,
    isMock,
    version: server.version,
    pending,
    leagueSize: view.settings.leagueSize,
    ownership,
    model,
  });
  const count = view.roster.playerIds.length;
  const hasPicks = view.ownPicks.length + view.takenByOthers.length > 0;
  const { liveGrade, lastTaken, lastOwnGrade } = useClockSummary(view, server, model, pool.byId);
  // The replayed live grade says what it weighs; the server's figure is the same number.
  const lastLive = model.replay[model.replay.length - 1]?.live;
  const liveGradeBasis = lastLive && liveGrade?.percentage === lastLive.percentage ? liveGradeBasisText(lastLive.basis) : null;
  const figuresOf = useBoardFigures(pool.players, model);

  const selected = selectedPlayerId ? pool.byId.get(selectedPlayerId) : undefined;
  const pickGrade = useMemo(() => (selected && model.moment ? gradePickAt(model.moment, selected) : null), [selected, model.moment]);
  const keeper = useKeeperEntry({
    teamId,
    version: server.version,
    isMock,
    leagueSize: view.settings.leagueSize,
    draftPosition: view.settings.draftPosition,
    rounds: model.rounds,
    playerId: selected?.id ?? null,
    onRecorded: () => send({ type: 'pick.cancel' }),
  });

  const draftRoom = useDraftRoom(teamId);
  const { card, cardSaved, cardOpen, openCard, closeCard } = useReportCard({ teamId, isMock, view, server, model, draftRoom, send });
  const { queued, queuedPlayers } = useDraftQueue(draftRoom.queue, model.takenIds, pool.byId);

  const ownPickIds = useMemo(() => new Set(view.ownPicks.map((pick) => pick.playerId)), [view.ownPicks]);
  const select = useCallback((playerId: string) => send({ type: 'pick.select', playerId }), [send]);
  const taken = useCallback((playerId: string) => send({ type: 'pick.takenByOther', playerId }), [send]);
  const undo = useCallback((playerId: string) => send({ type: 'pick.undo', playerId }), [send]);
  const openChat = useCallback(() => {
    setTab('chat');
    // The chat tab shows on the next frame; its input can take focus then.
    requestAnimationFrame(tryChat);
  }, []);

  // The dialogs are memoised: with callbacks that keep their identity, a pick does not re-render them.
  const closeShortcuts = useCallback(() => setShortcutsOpen(false), []);
  const closeGradeCourse = useCallback(() => setGradeCourseOpen(false), []);
  const saveSettings = useCallback(
    (settings: SavedLeagueSettings) => {
      send({ type: 'settings.change', settings });
      onSettingsClose();
    },
    [send, onSettingsClose],
  );

  const offTurn = !isMock && !model.isFull && !model.ownTurn && !orderChanged;

  const actions = useMemo(
    () => (
      <DraftRoomActions
        teamId={teamId}
        teamName={view.name}
        onOpenGradeCourse={() => setGradeCourseOpen(true)}
        onOpenShortcuts={() => setShortcutsOpen(true)}
        headerBeside={headerBeside}
        cardSaved={cardSaved}
        onOpenCard={card ? openCard : null}
      />
    ),
    [teamId, view.name, headerBeside, cardSaved, card, openCard],
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
        liveGradeBasis={liveGradeBasis}
        liveStatus={liveStatus}
        queue={queueStrip}
        actions={actions}
        compact={!wide}
      />
      {isMock && <MockDraftStatus mock={mock} mockTurn={mockTurn} />}
      <DraftRoomLayout
        wide={wide}
        tab={tab}
        onTabChange={setTab}
        welcome={!hasPicks && !isMock ? <WelcomeBanner onTryChat={openChat} /> : null}
        board={
          <BoardPanel
            boardView={boardView}
            onBoardViewChange={setBoardView}
            leagueSize={view.settings.leagueSize}
            draftPosition={view.settings.draftPosition}
            ownership={ownership}
            model={model}
            ownPicks={view.ownPicks}
            otherPicks={view.takenByOthers}
            pool={pool}
            figuresOf={figuresOf}
            onSelect={select}
            onTaken={isMock ? undefined : taken}
            queued={queued}
            onToggleQueue={draftRoom.toggleQueued}
            card={card}
            onOpenCard={openCard}
          />
        }
        recommendations={
          <RecommendationsPanel
            recommendations={model.recommendations}
            alerts={model.alerts}
            nextPick={model.chancePick}
            onTheClock={!model.isFull && model.ownTurn}
            loading={model.moment === null && !model.isFull}
            updating={!model.settled}
            onSelect={select}
            dense={wide}
          />
        }
        roster={
          <Stack gap="sm">
            <RosterPanel
              roster={view.roster}
              rosterSpots={view.settings.rosterSpots}
              players={pool.byId}
              ownPickIds={ownPickIds}
              onUndo={undo}
            />
            <TakenByOthersPanel
              picks={view.takenByOthers}
              players={pool.byId}
              format={model.format}
              onUndo={isMock ? undefined : undo}
              emptyText={isMock ? 'The bots’ picks appear here as they make them.' : undefined}
            />
            {!isMock && <DraftRoomSyncCard teamId={teamId} version={server.version} leagueSize={view.settings.leagueSize} />}
          </Stack>
        }
        chat={chatPanel}
        rosterLabel={`Roster ${count}/${model.rosterTotal}`}
      />

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
        keeper={keeper}
      />
      <KeyboardShortcutsDialog opened={shortcutsOpen} onClose={closeShortcuts} />
      <GradeCourseDialog opened={gradeCourseOpen} onClose={closeGradeCourse} points={model.replay} />
      <LeagueSettingsDialog
        opened={settingsOpen}
        onClose={onSettingsClose}
        settings={view.settings as LeagueSettings}
        poolHasStatLines={scoresPerStat}
        onSave={saveSettings}
      />
      <ReportCardSection card={card} opened={cardOpen} onClose={closeCard} teamName={view.name} cardSaved={cardSaved} isMock={isMock} />
    </div>
  );
}
