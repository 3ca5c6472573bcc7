import { CommandBus } from '@nestjs/cqrs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PICK_CLOCK_SECONDS, SLEEPER_MESSAGES } from '@draftmode/domain';
import { isDraftRuleError, ownerOfPick, pickOwnershipOf, rosterSize, type TeamState } from '@draftmode/draft-core';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { ConcurrencyError } from '../../../infra/event-store/errors';
import { EventStore } from '../../../infra/event-store/event-store';
import { ExecuteTeamCommand } from '../commands/team-command.handler';
import { SleeperApiError, SleeperClient, type SleeperDraft, type SleeperPick } from './sleeper.client';
import { rosterSlots } from './sleeper-league';
import { SleeperPlayerMatcher } from './sleeper-player-matcher';
import { SleeperSyncStore } from './sleeper-sync.store';
import { loadTeamStream } from '../team-stream.loader';

/** Whether the team should be polled again. */
export type PollOutcome = 'continue' | 'stop';

/** A stale version is retried with the new one this many times before the pick waits for the next poll. */
const MAX_CONCURRENCY_RETRIES = 5;

/**
 * The pick clock a Sleeper draft asks for: its timer, running while Sleeper drafts and paused before
 * the draft starts or while Sleeper has it paused; null for a draft without a timer or one that is over.
 */
export function sleeperPickClock(draft: SleeperDraft): { secondsPerPick: number; paused: boolean } | null {
  if (draft.pickTimer === null || draft.status === 'complete') return null;
  return {
    secondsPerPick: Math.min(PICK_CLOCK_SECONDS.max, Math.max(PICK_CLOCK_SECONDS.min, draft.pickTimer)),
    paused: draft.status !== 'drafting',
  };
}

/** The command id of a Sleeper pick: the same on every poll, so a pick is recorded once per team. */
export function sleeperCommandId(draftId: string, pickNo: number): string {
  return `sleeper-${draftId}-${pickNo}`;
}

type RecordOutcome = { kind: 'recorded' } | { kind: 'present' } | { kind: 'refused'; message: string } | { kind: 'gone' };

/**
 * Whose a Sleeper pick is, and the number to record it at. The user's pick is one their roster
 * made (Sleeper's `roster_id`, the owner after trades), or, where Sleeper names no rosters, one of
 * their slot by the draft order and the team's traded picks. It is recorded at Sleeper's `pick_no`
 * (a keeper too, marked so). Linked without a slot, the team's own slot cannot be told apart, so
 * every pick is another team's at the next open number, as before pick numbers were kept.
 */
export function sleeperPickEntry(
  pick: SleeperPick,
  playerId: string,
  linkedSlot: number | null,
  userRoster: number | undefined,
  settings: TeamState['settings'],
): { playerId: string; own: boolean; overallPick?: number; keeper?: true } {
  if (linkedSlot === null) return { playerId, own: false };
  const slot = settings.tradedPicks?.find((traded) => traded.pick === pick.pickNo)?.slot ?? pick.draftSlot;
  const own = userRoster !== undefined && pick.rosterId !== null ? pick.rosterId === userRoster : slot === linkedSlot;
  return { playerId, own, overallPick: pick.pickNo, ...(pick.isKeeper ? { keeper: true as const } : {}) };
}

/**
 * Whether the team's settings give a pick in their draft to the same side Sleeper does: else
 * recording it at Sleeper's number is refused, and taking the league's settings would help. (A pick
 * past the team's last round says so itself.)
 */
function settingsAgree(entry: { own: boolean; overallPick?: number }, settings: TeamState['settings']): boolean {
  if (entry.overallPick === undefined || entry.overallPick > settings.leagueSize * rosterSize(settings.rosterSpots)) return true;
  return (ownerOfPick(entry.overallPick, settings.leagueSize, pickOwnershipOf(settings)) === settings.draftPosition) === entry.own;
}

/**
 * One poll of a linked team's Sleeper draft: reads the picks, and records each one not yet dealt
 * with through the same command a draft room's picks use (RecordPicks, at Sleeper's pick number:
 * see {@link sleeperPickEntry}), under a command id derived from the pick number. A pick that matches no pool
 * player, or that the draft rules refuse, is reported in the sync status; a failure talking to
 * Sleeper is recorded and the next poll tries again after a back-off that doubles with each failure
 * in a row; after too many the sync stops until the team is linked again. Never throws for Sleeper's sake.
 */
@Injectable()
export class SleeperDraftPoller {
  private readonly logger = new Logger(SleeperDraftPoller.name);

  constructor(
    private readonly store: EventStore,
    private readonly syncStore: SleeperSyncStore,
    private readonly client: SleeperClient,
    private readonly matcher: SleeperPlayerMatcher,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async poll(teamId: string): Promise<PollOutcome> {
    const state = await this.teamState(teamId);
    if (!state.exists || state.deleted) {
      await this.syncStore.remove(teamId);
      return 'stop';
    }
    if (state.sleeper === null) return 'stop';
    const { draftId } = state.sleeper;

    let row = await this.syncStore.get(teamId);
    // The link committed but the process stopped before its sync row was written: write it now.
    if (!row || row.draftId !== draftId || row.draftSlot !== state.sleeper.draftSlot) {
      await this.syncStore.linked(teamId, state.userId, draftId, state.sleeper.draftSlot);
      row = await this.syncStore.get(teamId);
    }
    if (!row || !(await this.syncStore.lease(teamId))) return 'continue';
    try {
      return await this.pollLeased(teamId, state.userId, draftId, row.lastPickNo);
    } finally {
      await this.syncStore.release(teamId);
    }
  }

  private async pollLeased(teamId: string, userId: string, draftId: string, lastPickNo: number): Promise<PollOutcome> {
    let draft;
    let picks: SleeperPick[];
    try {
      [draft, picks] = await Promise.all([this.client.draft(draftId), this.client.picks(draftId)]);
    } catch (error) {
      const message = error instanceof SleeperApiError ? error.message : `Polling Sleeper failed: ${messageOf(error)}`;
      this.logger.warn(`Sleeper draft ${draftId} (team ${teamId}): ${message}`);
      return this.syncStore.failed(teamId, message, this.config.sleeper.pollMs);
    }
    if (draft === null) return this.syncStore.failed(teamId, `Sleeper has no draft with id ${draftId}`, this.config.sleeper.pollMs);

    // Before the picks, so the clock's change is in before the picks that follow it.
    await this.followPickTimer(teamId, userId, draft);
    const slotOfRoster = rosterSlots(draft, picks);
    const rosterOfSlot = new Map([...slotOfRoster].map(([roster, slot]) => [slot, roster]));
    for (const pick of picks.filter((candidate) => candidate.pickNo > lastPickNo)) {
      const match = this.matcher.match(pick);
      if (!('player' in match)) {
        this.logger.warn(`Sleeper draft ${draftId} pick ${pick.pickNo} (team ${teamId}): ${match.reason}`);
        await this.syncStore.pickDone(teamId, pick.pickNo, {
          recorded: false,
          unmatched: unmatchedPick(pick, match.reason),
        });
        continue;
      }
      let outcome: RecordOutcome;
      try {
        outcome = await this.record(teamId, userId, draftId, pick, match.player.id, rosterOfSlot);
      } catch (error) {
        const message =
          error instanceof ConcurrencyError
            ? `Pick ${pick.pickNo} could not be recorded: the team kept changing; it is retried on the next poll`
            : `Pick ${pick.pickNo} could not be recorded (${messageOf(error)}); it is retried on the next poll`;
        this.logger.warn(`Sleeper draft ${draftId} (team ${teamId}): ${message}`);
        return this.syncStore.failed(teamId, message, this.config.sleeper.pollMs);
      }
      if (outcome.kind === 'gone') return 'stop';
      if (outcome.kind === 'refused') {
        const reason = `DraftMode refused to record it: ${outcome.message}`;
        this.logger.warn(`Sleeper draft ${draftId} pick ${pick.pickNo} (team ${teamId}): ${reason}`);
        await this.syncStore.pickDone(teamId, pick.pickNo, {
          recorded: false,
          unmatched: unmatchedPick(pick, reason),
        });
        continue;
      }
      await this.syncStore.pickDone(teamId, pick.pickNo, {
        recorded: outcome.kind === 'recorded',
      });
    }

    await this.syncStore.polled(teamId, draft.status);
    // A complete draft has no more picks to come; picks Sleeper listed were all dealt with above.
    return draft.status === 'complete' ? 'stop' : 'continue';
  }

  /** Records one matched pick, re-reading the team after a concurrent change. */
  private async record(
    teamId: string,
    userId: string,
    draftId: string,
    pick: SleeperPick,
    playerId: string,
    rosterOfSlot: ReadonlyMap<number, number>,
  ): Promise<RecordOutcome> {
    const commandId = sleeperCommandId(draftId, pick.pickNo);
    for (let attempt = 0; ; attempt += 1) {
      const { events: stream, state, version: expectedVersion } = await loadTeamStream(this.store, teamId);
      // Unlinked, relinked elsewhere or deleted while this poll ran: stop here.
      if (!state.exists || state.deleted || state.sleeper?.draftId !== draftId) return { kind: 'gone' };
      if (stream.some((event) => event.metadata.commandId === commandId)) return { kind: 'present' };
      const { draftSlot } = state.sleeper;
      const entry = sleeperPickEntry(
        pick,
        playerId,
        draftSlot,
        draftSlot === null ? undefined : rosterOfSlot.get(draftSlot),
        state.settings,
      );
      // Entered by hand before the sync saw it: already where it belongs.
      if (entry.own ? state.roster.playerIds.includes(playerId) : state.takenByOthers.some((taken) => taken.playerId === playerId))
        return { kind: 'present' };

      const envelope = { teamId, userId, expectedVersion, commandId };
      try {
        const result = await this.commandBus.execute(new ExecuteTeamCommand(envelope, { type: 'RecordPicks', data: { picks: [entry] } }));
        return result.duplicate ? { kind: 'present' } : { kind: 'recorded' };
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < MAX_CONCURRENCY_RETRIES) continue;
        if (isDraftRuleError(error)) {
          if (error.code === 'team-not-found' || error.code === 'team-deleted') return { kind: 'gone' };
          const hint = settingsAgree(entry, state.settings) ? '' : ` (${SLEEPER_MESSAGES.settingsDiffer})`;
          return { kind: 'refused', message: `${error.message}${hint}` };
        }
        throw error;
      }
    }
  }

  /**
   * The team's pick clock takes the Sleeper draft's timer (`settings.pick_timer`), running while
   * Sleeper drafts and paused before the draft starts or while Sleeper has it paused. A draft
   * without a timer leaves the team's own clock alone. The command id names the version it was
   * decided on, so a retry is harmless and a clock the user changed since is set again.
   */
  private async followPickTimer(teamId: string, userId: string, draft: SleeperDraft): Promise<void> {
    const wanted = sleeperPickClock(draft);
    if (wanted === null) return;
    const { state, version } = await loadTeamStream(this.store, teamId);
    if (!state.exists || state.deleted || state.sleeper?.draftId !== draft.draftId) return;
    const clock = state.pickClock;
    if (clock && clock.secondsPerPick === wanted.secondsPerPick && (clock.pausedAt !== null) === wanted.paused) return;
    // Not `sleeper-<draft>-…`: those ids name the picks.
    const envelope = { teamId, userId, expectedVersion: version, commandId: `clock-sleeper-${draft.draftId}-v${version}` };
    try {
      await this.commandBus.execute(new ExecuteTeamCommand(envelope, { type: 'SetPickClock', data: wanted }));
    } catch (error) {
      // Another command came first: the next poll looks again.
      if (error instanceof ConcurrencyError) return;
      if (isDraftRuleError(error)) {
        this.logger.warn(`Sleeper draft ${draft.draftId} (team ${teamId}): the pick timer was refused: ${error.message}`);
        return;
      }
      throw error;
    }
  }

  private async teamState(teamId: string): Promise<TeamState> {
    return (await loadTeamStream(this.store, teamId)).state;
  }
}

function unmatchedPick(pick: SleeperPick, reason: string) {
  return {
    pickNo: pick.pickNo,
    round: pick.round,
    draftSlot: pick.draftSlot,
    sleeperPlayerId: pick.playerId,
    name: `${pick.firstName} ${pick.lastName}`.trim() || pick.playerId,
    position: pick.position,
    team: pick.team,
    reason,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
