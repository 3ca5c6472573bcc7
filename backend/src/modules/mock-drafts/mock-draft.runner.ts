import { CommandBus } from '@nestjs/cqrs';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Player } from '@draftmode/domain';
import { isDraftRuleError, rosterLimit, type TeamCommand, type TeamState } from '@draftmode/draft-core';
import { leaguePool, recommendations, reportCard, teamMomentInput } from '@draftmode/grading';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ConcurrencyError } from '../../infra/event-store/errors';
import { EventStore } from '../../infra/event-store/event-store';
import { RedisAvailability } from '../../infra/redis/redis-availability';
import { PlayerPool } from '../player-pool';
import { type TeamCommandOutcome, loadTeamStream, type LoadedTeamStream, ExecuteTeamCommand } from '../teams';
import { BOT_PICK_DELAY_MS, BotBoards, botPick, draftClock, formatOf, rewindPlan } from './domain/mock-draft-turn';
import { MockDraftRepository, type MockDraftChanges, type MockDraftRecord } from './mock-draft.repository';
import { BOT_TURN_BACKOFF_MS, BotPickScheduler, type BotTurn } from './scheduling/bot-pick.scheduler';
import { InstantDraftSlots } from './scheduling/instant-draft-slots';

/** Why the runner looks at a draft: something happened (kick), a scheduled bot turn is due, or the user asked the bots to pick (manual speed). */
type RunReason = { kind: 'kick' } | { kind: 'due'; key: string } | { kind: 'advance'; untilMyTurn: boolean };

/** A mock team's stream folded, with its version. */
export type LoadedTeam = LoadedTeamStream;

const MAX_CACHED_BOARDS = 500;

/**
 * Moves mock drafts forward (issue 9). Every change goes through the teams module's
 * TeamCommandHandler like any other command — bot picks are RecordTakenByOther, auto-picks
 * DraftPlayer, rewinds UndoPick — so grades, projections, the second screen and the chat see
 * ordinary events. Command ids are derived from the draft, the turn and the stream version the
 * decision was made on (`mock-<draft>-bot<slot>-pick<n>-v<version>`, naming the bot that
 * picked), so a retried or duplicated job never records a pick twice, while a pick made again
 * after a rewind gets a new id.
 *
 * One run per draft at a time in this process (a promise chain per draft); across processes the
 * stream's expected version settles races, and the loser reloads.
 */
@Injectable()
export class MockDraftRunner implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MockDraftRunner.name);
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly boards = new Map<string, BotBoards>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;
  /** Instant drafts making picks at once (see {@link InstantDraftSlots}). */
  readonly instantSlots = new InstantDraftSlots();

  constructor(
    private readonly commandBus: CommandBus,
    private readonly store: EventStore,
    private readonly pool: PlayerPool,
    private readonly drafts: MockDraftRepository,
    private readonly scheduler: BotPickScheduler,
    private readonly redis: RedisAvailability,
  ) {}

  onModuleInit(): void {
    this.scheduler.setProcessor(
      (turn) => this.runDue(turn),
      (turn, error) => this.giveUp(turn.draftId, error),
    );
    // A Redis that lost its data during an outage lost the bot turns queued in it (issue 13).
    this.redis.onRecovered('resuming mock drafts', () => this.resumeRunning());
  }

  /**
   * A bot turn failed on every attempt (a database error, a refused command, endless conflicts):
   * rather than stay 'running' with nothing scheduled, the draft is paused with the reason, which
   * the API answers as `pausedReason`; resuming it tries again.
   */
  private async giveUp(draftId: string, error: unknown): Promise<void> {
    const detail = isDraftRuleError(error)
      ? error.message
      : error instanceof ConcurrencyError
        ? 'the team kept changing under it'
        : 'a server error';
    const paused = await this.drafts.pauseRunning(
      draftId,
      `The bots could not make their pick (${detail}). Resume the draft to try again.`,
    );
    if (paused) {
      this.scheduler.cancel(draftId);
      this.logger.warn(`Mock draft ${draftId} paused: its bot turn failed on every attempt`);
    }
  }

  /** A restarted backend picks up every running mock draft where its stream stands. */
  async onApplicationBootstrap(): Promise<void> {
    await this.resumeRunning();
  }

  private async resumeRunning(): Promise<void> {
    if (this.closing) return;
    const running = await this.drafts.runningIds();
    for (const id of running) this.kick(id);
    if (running.length > 0) this.logger.log(`Resuming ${running.length} running mock draft(s)`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.instantSlots.close();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks at the draft in the background: rewinds after an undo, schedules the next bot pick, or finishes it. */
  kick(draftId: string): void {
    this.track(this.run(draftId, { kind: 'kick' }));
  }

  /** A scheduled bot turn is due (called by the scheduler's timer or BullMQ worker). */
  runDue(turn: BotTurn): Promise<void> {
    return this.track(this.run(turn.draftId, { kind: 'due', key: turn.key }));
  }

  /** Manual speed: the bots make the next pick, or every pick up to the user's turn. */
  advance(draftId: string, untilMyTurn: boolean): Promise<void> {
    return this.track(this.run(draftId, { kind: 'advance', untilMyTurn }));
  }

  /** Waits until this process has nothing left to do for the draft (queued runs included). */
  async settled(draftId: string): Promise<void> {
    await this.locks.get(draftId)?.catch(() => undefined);
  }

  load(teamId: string): Promise<LoadedTeam> {
    return loadTeamStream(this.store, teamId);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    const tracked = promise.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  /**
   * Serialises runs per draft. A failed 'due' run throws, so the scheduler retries it with backoff
   * and gives up by pausing the draft; a failed 'kick' hands the draft to the scheduler as a retry
   * turn (its key matches no pick, so it only looks at the draft again, through the same retries);
   * an 'advance' failure goes back to the caller.
   */
  private run(draftId: string, reason: RunReason): Promise<void> {
    const previous = this.locks.get(draftId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() => this.step(draftId, reason))
      .catch(async (error: unknown) => {
        if (reason.kind !== 'kick') throw error;
        this.logger.error(`Mock draft ${draftId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (this.closing) return;
        await this.scheduler
          .schedule({ draftId, key: `retry-${Date.now()}` }, BOT_TURN_BACKOFF_MS)
          .catch((failure: unknown) =>
            this.logger.error(
              `Mock draft ${draftId}: could not schedule a retry: ${failure instanceof Error ? failure.message : String(failure)}`,
            ),
          );
      });
    this.locks.set(draftId, next);
    // The caller of a 'due' or 'advance' run handles its failure; this chain only tidies up.
    void next
      .finally(() => {
        if (this.locks.get(draftId) === next) this.locks.delete(draftId);
      })
      .catch(() => undefined);
    return next;
  }

  /** One run of the draft; an instant draft's picks wait for an instant slot, held until the run ends. */
  private async step(draftId: string, reason: RunReason): Promise<void> {
    const instant: { release: (() => void) | null } = { release: null };
    try {
      await this.stepHolding(draftId, reason, instant);
    } finally {
      instant.release?.();
    }
  }

  private async stepHolding(draftId: string, reason: RunReason, instant: { release: (() => void) | null }): Promise<void> {
    let botPicksAllowed = reason.kind === 'advance' ? (reason.untilMyTurn ? Infinity : 1) : 0;
    let dueKey = reason.kind === 'due' ? reason.key : null;
    let conflicts = 0;
    /** The team as this run's last command left it; null when it must be read (first pass, after a conflict or a rewind). */
    let known: LoadedTeam | null = null;
    const after = (team: LoadedTeam, outcome: TeamCommandOutcome): LoadedTeam | null =>
      outcome.duplicate ? null : { events: [...team.events, ...outcome.events], state: outcome.state, version: outcome.version };
    // Bounded: every pass makes a pick, rewinds, or returns; conflicts with the user's own commands are retried a few times.
    for (let pass = 0; pass < 2000 && !this.closing; pass++) {
      const draft = await this.drafts.byId(draftId);
      if (!draft) return;
      if (draft.status === 'paused') return;
      const team: LoadedTeam = known ?? (await this.load(draft.teamId));
      known = null;
      const { state, version } = team;
      if (!state.exists || state.deleted) {
        // The mock team was deleted through /api/teams: the draft goes with it.
        this.scheduler.cancel(draftId);
        await this.drafts.delete(draftId);
        return;
      }
      const clock = draftClock(state);
      if (draft.status === 'finished') {
        // An undo after the last pick reopens the draft; anything else leaves a finished draft alone.
        if (clock.finished || reason.kind !== 'kick') return;
        await this.drafts.update(draftId, { status: 'running' });
        continue;
      }
      try {
        const rewind = rewindPlan(team.events, draft.rewoundThrough, state);
        if (rewind.length > 0) {
          await this.rewind(draft, rewind, version);
          continue;
        }
        const changes: MockDraftChanges = version > draft.rewoundThrough ? { rewoundThrough: version } : {};
        if (
          clock.finished ||
          (clock.userOnTheClock && state.roster.playerIds.length >= rosterLimit(state.roster, state.settings.rosterSpots))
        ) {
          await this.finish(draft, team, changes);
          return;
        }
        const overall = clock.currentOverallPick ?? draft.totalPicks + 1;
        if (clock.userOnTheClock) {
          if (draft.speed === 'instant' && draft.autoPick) {
            // Waiting for a slot may take a while: look at the draft again once it is held.
            if (!instant.release) {
              instant.release = await this.instantSlots.acquire();
              continue;
            }
            const player = this.topRecommendation(state, overall);
            if (!player) return this.finish(draft, team, changes);
            known = after(
              team,
              await this.command(draft, version, `mock-${draftId}-autopick${overall}-v${version}`, {
                type: 'DraftPlayer',
                data: { playerId: player.id },
              }),
            );
            dueKey = `${overall + 1}-v${version + 1}-${draft.speed}`;
            await yieldToEventLoop();
            continue;
          }
          // The bots wait for the user's pick (through /api/teams/:teamId/picks).
          await this.drafts.update(draftId, { ...changes, nextOverallPick: overall });
          return;
        }
        const key = `${overall}-v${version}-${draft.speed}`;
        const due = botPicksAllowed > 0 || (dueKey !== null && dueKey === key);
        if (!due) {
          await this.drafts.update(draftId, { ...changes, nextOverallPick: overall });
          const delay = BOT_PICK_DELAY_MS[draft.speed];
          if (delay !== null) await this.scheduler.schedule({ draftId, key }, delay);
          return;
        }
        if (draft.speed === 'instant' && !instant.release) {
          instant.release = await this.instantSlots.acquire();
          continue;
        }
        const player = botPick(state, this.boardsFor(draft, state), (id) => this.pool.get(id));
        if (!player) {
          this.logger.warn(`Mock draft ${draftId}: no player left for the bot at pick ${overall}`);
          return this.finish(draft, team, changes);
        }
        const slot = clock.slotOnTheClock ?? 0;
        known = after(
          team,
          await this.command(draft, version, `mock-${draftId}-bot${slot}-pick${overall}-v${version}`, {
            type: 'RecordTakenByOther',
            data: { playerId: player.id },
          }),
        );
        botPicksAllowed -= 1;
        // At instant speed the bots run on to the user's turn; at 1 s / 5 s each pick gets its own delayed turn.
        dueKey = draft.speed === 'instant' ? `${overall + 1}-v${version + 1}-${draft.speed}` : null;
        await yieldToEventLoop();
      } catch (error) {
        // The user (or another process) wrote first: reload and decide again.
        if (error instanceof ConcurrencyError && ++conflicts <= 20) continue;
        throw error;
      }
    }
  }

  /** Undoes the picks recorded after the user's undone pick, latest first, then notes the undo as handled. */
  private async rewind(draft: MockDraftRecord, playerIds: string[], version: number): Promise<void> {
    let current = version;
    for (const playerId of playerIds) {
      const result = await this.command(draft, current, `mock-${draft.id}-rewind-v${version}-${playerId}`, {
        type: 'UndoPick',
        data: { playerId },
      });
      current = result.version;
    }
    await this.drafts.update(draft.id, { rewoundThrough: current });
  }

  /**
   * Marks the draft finished, then saves the report card (once per finish: a reopened and
   * refinished draft gets a fresh one). In this order a client that reads the draft again when the
   * card's event reaches it finds it finished; the other way round it could read it still running
   * at the team's current version, and so never read it again. If the card is not saved (the user
   * undid a pick meanwhile, or the database failed) the draft runs on and finishes again later.
   */
  private async finish(draft: MockDraftRecord, team: LoadedTeam, changes: MockDraftChanges): Promise<void> {
    const { state, version } = team;
    const through = changes.rewoundThrough ?? draft.rewoundThrough;
    await this.drafts.update(draft.id, { rewoundThrough: through, status: 'finished', nextOverallPick: draftClock(state).picksMade + 1 });
    this.boards.delete(draft.id);
    // The card grades in the league's scoring: its pool's players (points per stat when it has them).
    const league = leaguePool(this.pool.players, state.settings);
    const roster = state.roster.playerIds.map(league.byId).filter((player): player is Player => player !== undefined);
    if (team.events.at(-1)?.type === 'ReportCardSaved' || roster.length === 0) return;
    const { leagueSize, draftPosition, rosterSpots } = state.settings;
    const card = reportCard({
      roster,
      pool: league.players,
      format: league.format,
      leagueSize,
      draftPosition,
      rosterSpots,
      picks: state.ownPicks.map((pick) => ({ playerId: pick.playerId, overallPick: pick.overallPick })),
    });
    try {
      // The draft's last write: its row is not stamped after the card (an undo after it is found by
      // its own version, above the one the row notes), so a client that sees the card sees the row as it stays.
      await this.command(draft, version, `mock-${draft.id}-report-card-v${version}`, {
        type: 'SaveReportCard',
        data: {
          grade: card.letter,
          percentage: card.percentage,
          gradeBreakdown: card.players.map((row) => ({ playerId: row.player.id, grade: row.letter, advice: row.advice })),
        },
      });
    } catch (error) {
      await this.drafts.update(draft.id, { status: 'running' });
      throw error;
    }
  }

  private topRecommendation(state: TeamState, currentOverallPick: number): Player | null {
    const input = teamMomentInput(
      {
        settings: state.settings,
        rosterIds: state.roster.playerIds,
        takenByOthers: state.takenByOthers,
        ownPicks: state.ownPicks,
      },
      this.pool.players,
      (id) => this.pool.get(id),
    );
    const [best] = recommendations({ ...input, currentOverallPick, limit: 1 });
    return best?.player ?? null;
  }

  private boardsFor(draft: MockDraftRecord, state: TeamState): BotBoards {
    const format = formatOf(state);
    // The bots draft by the league's ADP: superflex ADP in a superflex league where the pool has it.
    const players = leaguePool(this.pool.players, state.settings).players;
    const cached = this.boards.get(draft.id);
    if (cached && cached.format === format && cached.leagueSize === state.settings.leagueSize && cached.pool === players) return cached;
    const boards = new BotBoards(players, format, state.settings.leagueSize, draft.seed);
    if (this.boards.size >= MAX_CACHED_BOARDS) this.boards.delete(this.boards.keys().next().value as string);
    this.boards.set(draft.id, boards);
    return boards;
  }

  /** One command on the mock team through the teams module's command handler, as the draft's owner. */
  private async command(
    draft: MockDraftRecord,
    expectedVersion: number,
    commandId: string,
    command: TeamCommand,
  ): Promise<TeamCommandOutcome> {
    try {
      return await this.commandBus.execute(
        new ExecuteTeamCommand({ teamId: draft.teamId, userId: draft.userId, expectedVersion, commandId }, command),
      );
    } catch (error) {
      // A stale version is a ConcurrencyError (retried by the caller); a rule refusal a DraftRuleError, worth a line in the log.
      if (isDraftRuleError(error)) this.logger.warn(`Mock draft ${draft.id}: ${command.type} refused: ${error.message}`);
      throw error;
    }
  }
}
