import { CommandBus } from '@nestjs/cqrs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRAFT_SYNC_MESSAGES, type DraftPlatform, type UnmatchedPickDto } from '@draftmode/domain';
import { isDraftRuleError, ownerOfPick, pickOwnershipOf, rosterSize, type TeamState } from '@draftmode/draft-core';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { ConcurrencyError } from '../../../infra/event-store/errors';
import { EventStore } from '../../../infra/event-store/event-store';
import { ExecuteTeamCommand } from '../commands/team-command.handler';
import { loadTeamStream } from '../team-stream.loader';
import { DRAFT_SYNC_ADAPTERS, type DraftSyncAdapter, type PlatformDraft, type SyncedPick } from './draft-sync.adapter';
import { DraftSyncStore, type PollLease } from './draft-sync.store';

/**
 * Whether the team should be polled again; a stop names the link generation it was decided for
 * (none when the team or its link is gone), so a relink that came in meanwhile keeps its polls.
 */
type PollOutcome = 'continue' | { stop: true; generation: number | null };

const STOP_FOR_GOOD = { stop: true, generation: null } as const;

/** A stale version is retried with the new one this many times before the pick waits for the next poll. */
const MAX_CONCURRENCY_RETRIES = 5;

/** The command id of a platform pick: the same on every poll, so a pick is recorded once per team. */
function syncedPickCommandId(platform: DraftPlatform, draftKey: string, pickNo: number): string {
  return `${platform}-${draftKey}-${pickNo}`;
}

/** The RecordPicks entry of a matched pick: at the platform's number, unless the link names no team of the user's. */
export function recordEntryOf(pick: SyncedPick & { playerId: string }): {
  playerId: string;
  own: boolean;
  overallPick?: number;
  keeper?: true;
} {
  if (pick.own === null) return { playerId: pick.playerId, own: false };
  return { playerId: pick.playerId, own: pick.own, overallPick: pick.pickNo, ...(pick.keeper ? { keeper: true as const } : {}) };
}

/**
 * Whether the team's settings give a pick to the same side the platform does: else recording it
 * at the platform's number is refused, and taking the league's settings would help. (A pick past
 * the team's last round says so itself.)
 */
function settingsAgree(entry: { own: boolean; overallPick?: number }, settings: TeamState['settings']): boolean {
  if (entry.overallPick === undefined || entry.overallPick > settings.leagueSize * rosterSize(settings.rosterSpots)) return true;
  return (ownerOfPick(entry.overallPick, settings.leagueSize, pickOwnershipOf(settings)) === settings.draftPosition) === entry.own;
}

type RecordOutcome = { kind: 'recorded' } | { kind: 'present' } | { kind: 'refused'; message: string } | { kind: 'gone' };

/**
 * One poll of a linked team's draft on one platform, whichever it is: the platform's adapter reads
 * the draft and maps its picks to the pool; each pick past the cursor is recorded through the
 * command every pick source uses (RecordPicks, at the platform's pick number) under a command id
 * of its own, or listed as unmatched with why, never guessed. A failure reading the platform is
 * recorded, and the next poll waits a back-off that doubles with each failure in a row; after too
 * many, or at once when only the user can fix it, the sync stops until the team is linked again.
 */
@Injectable()
export class DraftSyncPoller {
  private readonly logger = new Logger(DraftSyncPoller.name);
  private readonly adapters: ReadonlyMap<DraftPlatform, DraftSyncAdapter>;

  constructor(
    private readonly store: EventStore,
    private readonly syncStore: DraftSyncStore,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(DRAFT_SYNC_ADAPTERS) adapters: DraftSyncAdapter[],
  ) {
    this.adapters = new Map(adapters.map((adapter) => [adapter.platform, adapter]));
  }

  adapter(platform: DraftPlatform): DraftSyncAdapter {
    const adapter = this.adapters.get(platform);
    if (!adapter) throw new Error(`No draft sync adapter for ${platform}`);
    return adapter;
  }

  get platforms(): DraftPlatform[] {
    return [...this.adapters.keys()];
  }

  async poll(platform: DraftPlatform, teamId: string): Promise<PollOutcome> {
    const { state } = await loadTeamStream(this.store, teamId);
    if (!state.exists || state.deleted) {
      await this.syncStore.remove(platform, teamId);
      return STOP_FOR_GOOD;
    }
    // Linked before the process stopped, but its row was never written: write it now.
    await this.syncStore.ensure(platform, teamId, state.userId);
    const lease = await this.syncStore.lease(platform, teamId);
    if (!lease) return 'continue';
    try {
      // Read again under the lease: a relink (new settings, say) that the lease's generation
      // includes committed after the read above, and whose picks are whose depends on it.
      const { state: leased } = await loadTeamStream(this.store, teamId);
      if (!leased.exists || leased.deleted) return STOP_FOR_GOOD;
      return await this.pollLeased(lease, leased);
    } finally {
      await this.syncStore.release(lease);
    }
  }

  private async pollLeased(lease: PollLease, state: TeamState): Promise<PollOutcome> {
    const { platform, teamId } = lease;
    const read = await this.adapter(platform).readDraft(teamId, state);
    if (read.kind === 'unlinked') {
      await this.syncStore.remove(platform, teamId);
      return STOP_FOR_GOOD;
    }
    if (read.kind === 'failed') {
      this.logger.warn(`Draft sync (${platform}, team ${teamId}): ${read.message}`);
      return this.failed(lease, read);
    }
    const { draft } = read;
    const lastPickNo = await this.syncStore.draftSeen(lease, draft.draftKey);
    // Before the picks, so the clock's change is in before the picks that follow it.
    await this.followPickClock(platform, teamId, state.userId, draft);
    const present = await this.presentPicks(teamId, platform, draft.draftKey);
    for (const pick of draft.picks.filter((candidate) => candidate.pickNo > lastPickNo)) {
      if (pick.playerId === null) {
        const reason = pick.reason ?? 'Not matched to a DraftMode player';
        this.logger.warn(`Draft sync (${platform}, team ${teamId}) pick ${pick.pickNo}: ${reason}`);
        await this.syncStore.pickDone(lease, pick.pickNo, { recorded: false, unmatched: unmatchedPick(pick, reason) });
        continue;
      }
      let outcome: RecordOutcome;
      try {
        outcome = present(pick)
          ? { kind: 'present' }
          : await this.record(platform, teamId, draft.draftKey, { ...pick, playerId: pick.playerId });
      } catch (error) {
        const message =
          error instanceof ConcurrencyError
            ? `Pick ${pick.pickNo} could not be recorded: the team kept changing; it is retried on the next poll`
            : `Pick ${pick.pickNo} could not be recorded (${messageOf(error)}); it is retried on the next poll`;
        this.logger.warn(`Draft sync (${platform}, team ${teamId}): ${message}`);
        return this.failed(lease, { message });
      }
      if (outcome.kind === 'gone') return STOP_FOR_GOOD;
      if (outcome.kind === 'refused') {
        const reason = `DraftMode refused to record it: ${outcome.message}`;
        this.logger.warn(`Draft sync (${platform}, team ${teamId}) pick ${pick.pickNo}: ${reason}`);
        await this.syncStore.pickDone(lease, pick.pickNo, { recorded: false, unmatched: unmatchedPick(pick, reason) });
        continue;
      }
      await this.syncStore.pickDone(lease, pick.pickNo, { recorded: outcome.kind === 'recorded' });
    }
    // Linked again while this poll ran (new settings, say): the new link's polls go over the draft.
    if (!(await this.syncStore.polled(lease, draft.status))) return 'continue';
    // A complete draft has no more picks to come; the picks it listed were all dealt with above.
    return draft.status === 'complete' ? { stop: true, generation: lease.generation } : 'continue';
  }

  private async failed(lease: PollLease, failure: { message: string; reconnect?: boolean }): Promise<PollOutcome> {
    const outcome = await this.syncStore.failed(lease, failure, this.config.draftSync.pollMs);
    return outcome === 'stop' ? { stop: true, generation: lease.generation } : 'continue';
  }

  /**
   * Which picks the team already has, as it was when the poll began: recorded under their command
   * id, or entered by hand where they belong. A pass over a whole draft again (after a relink)
   * then reads the team once, not once per pick; a pick not present is checked again on the team
   * as it is when it is recorded.
   */
  private async presentPicks(teamId: string, platform: DraftPlatform, draftKey: string): Promise<(pick: SyncedPick) => boolean> {
    const { events, state } = await loadTeamStream(this.store, teamId);
    const commands = new Set(events.map((event) => event.metadata.commandId));
    const own = new Set(state.roster.playerIds);
    const others = new Set(state.takenByOthers.map((taken) => taken.playerId));
    return (pick) =>
      commands.has(syncedPickCommandId(platform, draftKey, pick.pickNo)) ||
      (pick.playerId !== null && (recordEntryOf({ ...pick, playerId: pick.playerId }).own ? own : others).has(pick.playerId));
  }

  /** Records one matched pick, re-reading the team after a concurrent change. */
  private async record(
    platform: DraftPlatform,
    teamId: string,
    draftKey: string,
    pick: SyncedPick & { playerId: string },
  ): Promise<RecordOutcome> {
    const commandId = syncedPickCommandId(platform, draftKey, pick.pickNo);
    const entry = recordEntryOf(pick);
    for (let attempt = 0; ; attempt += 1) {
      const { events: stream, state, version: expectedVersion } = await loadTeamStream(this.store, teamId);
      if (!state.exists || state.deleted) return { kind: 'gone' };
      if (stream.some((event) => event.metadata.commandId === commandId)) return { kind: 'present' };
      // Entered by hand before the sync saw it: already where it belongs.
      const playerId = pick.playerId;
      if (entry.own ? state.roster.playerIds.includes(playerId) : state.takenByOthers.some((taken) => taken.playerId === playerId))
        return { kind: 'present' };
      const envelope = { teamId, userId: state.userId, expectedVersion, commandId };
      try {
        const result = await this.commandBus.execute(new ExecuteTeamCommand(envelope, { type: 'RecordPicks', data: { picks: [entry] } }));
        return result.duplicate ? { kind: 'present' } : { kind: 'recorded' };
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < MAX_CONCURRENCY_RETRIES) continue;
        if (isDraftRuleError(error)) {
          if (error.code === 'team-not-found' || error.code === 'team-deleted') return { kind: 'gone' };
          const hint = settingsAgree(entry, state.settings) ? '' : ` (${DRAFT_SYNC_MESSAGES.settingsDiffer(platform)})`;
          return { kind: 'refused', message: `${error.message}${hint}` };
        }
        throw error;
      }
    }
  }

  /**
   * The team's pick clock follows the platform's timer, running while the platform drafts and
   * paused before the draft starts or while it is paused. A draft without a timer leaves the
   * team's own clock alone. The command id names the version it was decided on, so a retry is
   * harmless and a clock the user changed since is set again.
   */
  private async followPickClock(platform: DraftPlatform, teamId: string, userId: string, draft: PlatformDraft): Promise<void> {
    const wanted = draft.pickClock;
    if (!wanted) return;
    const { state, version } = await loadTeamStream(this.store, teamId);
    if (!state.exists || state.deleted) return;
    const clock = state.pickClock;
    if (clock && clock.secondsPerPick === wanted.secondsPerPick && (clock.pausedAt !== null) === wanted.paused) return;
    // Not `<platform>-<draft>-…`: those ids name the picks.
    const envelope = { teamId, userId, expectedVersion: version, commandId: `clock-${platform}-${draft.draftKey}-v${version}` };
    try {
      await this.commandBus.execute(new ExecuteTeamCommand(envelope, { type: 'SetPickClock', data: wanted }));
    } catch (error) {
      // Another command came first: the next poll looks again.
      if (error instanceof ConcurrencyError) return;
      if (isDraftRuleError(error)) {
        this.logger.warn(`Draft sync (${platform}, team ${teamId}): the pick timer was refused: ${error.message}`);
        return;
      }
      throw error;
    }
  }
}

function unmatchedPick(pick: SyncedPick, reason: string): UnmatchedPickDto {
  return {
    pickNo: pick.pickNo,
    round: pick.round,
    platformPlayerId: pick.platformPlayerId,
    name: pick.name || pick.platformPlayerId,
    position: pick.position,
    team: pick.team,
    reason,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
