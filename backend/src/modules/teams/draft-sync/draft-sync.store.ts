import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DRAFT_SYNC_MESSAGES, type DraftPlatform, type SyncedDraftStatus, type UnmatchedPickDto } from '@draftmode/domain';
import { DataSource } from 'typeorm';

/** The sync progress of one team with one platform (table `draft_sync`). */
interface DraftSyncRow {
  teamId: string;
  platform: DraftPlatform;
  userId: string;
  /** The draft the cursor belongs to; another draft starts the cursor over. */
  draftKey: string | null;
  draftStatus: SyncedDraftStatus | null;
  lastPolledAt: string | null;
  lastPickNo: number;
  picksRecorded: number;
  unmatched: UnmatchedPickDto[];
  lastError: { message: string; at: string } | null;
  reconnect: boolean;
  stopped: boolean;
}

interface Row {
  team_id: string;
  platform: DraftPlatform;
  user_id: string;
  draft_key: string | null;
  draft_status: SyncedDraftStatus | null;
  last_polled_at: Date | null;
  last_pick_no: number;
  picks_recorded: number;
  unmatched: UnmatchedPickDto[];
  last_error: string | null;
  last_error_at: Date | null;
  reconnect: boolean;
  stopped_at: Date | null;
}

/** One poll's hold on a team's sync, and the link generation it polls for. */
export interface PollLease {
  platform: DraftPlatform;
  teamId: string;
  generation: number;
  /** This poll's hold, so that only it releases it. */
  id: string;
}

/** How long a poll may hold a team before another process may take over (a crashed poller's lease). */
const LEASE_SECONDS = 60;
/** Failures in a row after which a team's sync stops until it is linked again. */
const MAX_CONSECUTIVE_FAILURES = 8;
/** The longest wait between two polls of a failing sync (unless the poll interval is longer). */
const MAX_BACKOFF_MS = 5 * 60 * 1000;

/**
 * Reads and writes `draft_sync`, where the poller keeps, per team and platform, its cursor,
 * counters, unmatched picks, last error and back-off. Whether a team is linked is the adapter's
 * (Sleeper's in the event stream, ESPN's and Yahoo's in their link tables).
 */
@Injectable()
export class DraftSyncStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(platform: DraftPlatform, teamId: string): Promise<DraftSyncRow | null> {
    const [row] = (await this.dataSource.query('SELECT * FROM draft_sync WHERE team_id = $1 AND platform = $2', [
      teamId,
      platform,
    ])) as Row[];
    return row ? toSyncRow(row) : null;
  }

  /**
   * A (re)link starts the sync over: the cursor goes back to the first pick, which is harmless
   * because each pick is recorded under a command id of its own, and picks refused or unmatched
   * before (say, before the user gave their slot or the league's settings) get another chance.
   * The counters stay; a stopped sync runs again.
   */
  async linked(platform: DraftPlatform, teamId: string, userId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO draft_sync (team_id, platform, user_id) VALUES ($1, $2, $3)
       ON CONFLICT (team_id, platform) DO UPDATE SET
         last_pick_no = 0, unmatched = '[]'::jsonb, last_error = NULL, last_error_at = NULL, reconnect = false,
         linked_at = now(), consecutive_failures = 0, next_poll_at = NULL, stopped_at = NULL,
         link_generation = draft_sync.link_generation + 1`,
      [teamId, platform, userId],
    );
  }

  /** Writes the row of a team linked before the process stopped, if it has none; changes nothing else. */
  async ensure(platform: DraftPlatform, teamId: string, userId: string): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO draft_sync (team_id, platform, user_id) VALUES ($1, $2, $3) ON CONFLICT (team_id, platform) DO NOTHING',
      [teamId, platform, userId],
    );
  }

  async remove(platform: DraftPlatform, teamId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM draft_sync WHERE team_id = $1 AND platform = $2', [teamId, platform]);
  }

  /**
   * Takes the team for one poll, across processes: the link's generation, or null while another
   * poll holds it, while a failing sync waits out its back-off, and once it stopped. A poller that
   * died holding it loses it after {@link LEASE_SECONDS}. Every write of the poll names the
   * generation: after a relink in the middle of a poll (new settings, say), the poll's writes
   * change nothing, and the new link's polls start over.
   */
  async lease(platform: DraftPlatform, teamId: string): Promise<PollLease | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE draft_sync SET poll_lease_until = now() + make_interval(secs => $3), poll_lease_id = gen_random_uuid()
        WHERE team_id = $1 AND platform = $2 AND (poll_lease_until IS NULL OR poll_lease_until < now())
          AND (next_poll_at IS NULL OR next_poll_at <= now()) AND stopped_at IS NULL
        RETURNING link_generation, poll_lease_id`,
      [teamId, platform, LEASE_SECONDS],
    )) as [{ link_generation: number; poll_lease_id: string }[], number];
    const row = rows[0];
    return row ? { platform, teamId, generation: row.link_generation, id: row.poll_lease_id } : null;
  }

  /** The generation of the team's link on the platform (bumped by every link), or null when unlinked. */
  async generation(platform: DraftPlatform, teamId: string): Promise<number | null> {
    const [row] = (await this.dataSource.query('SELECT link_generation FROM draft_sync WHERE team_id = $1 AND platform = $2', [
      teamId,
      platform,
    ])) as { link_generation: number }[];
    return row?.link_generation ?? null;
  }

  /** Ends this poll's lease; a lease another poll took after this one's ran out stays with that poll. */
  async release({ platform, teamId, id }: PollLease): Promise<void> {
    await this.dataSource.query(
      'UPDATE draft_sync SET poll_lease_until = NULL, poll_lease_id = NULL WHERE team_id = $1 AND platform = $2 AND poll_lease_id = $3',
      [teamId, platform, id],
    );
  }

  /** The poll reads another draft than the cursor's (a relink elsewhere): the cursor starts over. */
  async draftSeen({ platform, teamId, generation }: PollLease, draftKey: string): Promise<number> {
    const [rows] = (await this.dataSource.query(
      `UPDATE draft_sync SET
         last_pick_no = CASE WHEN draft_key IS DISTINCT FROM $3 THEN 0 ELSE last_pick_no END,
         unmatched = CASE WHEN draft_key IS DISTINCT FROM $3 THEN '[]'::jsonb ELSE unmatched END,
         picks_recorded = CASE WHEN draft_key IS DISTINCT FROM $3 AND draft_key IS NOT NULL THEN 0 ELSE picks_recorded END,
         draft_key = $3
       WHERE team_id = $1 AND platform = $2 AND link_generation = $4 RETURNING last_pick_no`,
      [teamId, platform, draftKey, generation],
    )) as [{ last_pick_no: number }[], number];
    return rows[0]?.last_pick_no ?? 0;
  }

  /** Moves the cursor past one pick: recorded (counted), already there, or reported as unmatched. */
  async pickDone(
    { platform, teamId, generation }: PollLease,
    pickNo: number,
    outcome: { recorded: boolean; unmatched?: UnmatchedPickDto },
  ): Promise<void> {
    await this.dataSource.query(
      // A pick recorded is counted whichever link recorded it; the cursor and the unmatched list are the link's own.
      `UPDATE draft_sync SET
         picks_recorded = picks_recorded + $4,
         last_pick_no = CASE WHEN link_generation = $6 THEN GREATEST(last_pick_no, $3) ELSE last_pick_no END,
         unmatched = CASE WHEN link_generation <> $6 OR $5::jsonb IS NULL
                            OR unmatched @> jsonb_build_array(jsonb_build_object('pickNo', $3::int)) THEN unmatched
                          ELSE unmatched || jsonb_build_array($5::jsonb) END
       WHERE team_id = $1 AND platform = $2`,
      [teamId, platform, pickNo, outcome.recorded ? 1 : 0, outcome.unmatched ? JSON.stringify(outcome.unmatched) : null, generation],
    );
  }

  /** A finished poll: where the platform says the draft is, and no error. False when the team was linked again meanwhile. */
  async polled({ platform, teamId, generation }: PollLease, draftStatus: SyncedDraftStatus): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE draft_sync SET draft_status = $3, last_polled_at = now(), last_error = NULL, last_error_at = NULL, reconnect = false,
         consecutive_failures = 0, next_poll_at = NULL WHERE team_id = $1 AND platform = $2 AND link_generation = $4 RETURNING team_id`,
      [teamId, platform, draftStatus, generation],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  /**
   * A failed poll. The next one waits the poll interval doubled for each failure in a row (at
   * most {@link MAX_BACKOFF_MS}, unless the interval is longer); after
   * {@link MAX_CONSECUTIVE_FAILURES} in a row, or at once when only the user can fix it
   * (`reconnect`), the sync stops, the status says why, and 'stop' is answered. One statement, so
   * the count, the wait and the stop always agree.
   */
  async failed(
    { platform, teamId, generation }: PollLease,
    failure: { message: string; reconnect?: boolean },
    pollMs: number,
  ): Promise<'continue' | 'stop'> {
    const error = failure.message.slice(0, 300);
    const reconnect = failure.reconnect === true;
    const rows = (await this.dataSource.query(
      `UPDATE draft_sync SET
         last_polled_at = now(), last_error_at = now(), consecutive_failures = consecutive_failures + 1, reconnect = $8,
         stopped_at = CASE WHEN $8 OR consecutive_failures + 1 >= $4 THEN now() END,
         next_poll_at = CASE WHEN NOT $8 AND consecutive_failures + 1 < $4
           THEN now() + make_interval(secs => LEAST($5 * power(2, LEAST(consecutive_failures + 1, 30)), GREATEST($5, $6))) END,
         last_error = CASE WHEN NOT $8 AND consecutive_failures + 1 >= $4 THEN $7 ELSE $3 END
       WHERE team_id = $1 AND platform = $2 AND link_generation = $9 RETURNING stopped_at IS NOT NULL AS stopped`,
      [
        teamId,
        platform,
        error,
        MAX_CONSECUTIVE_FAILURES,
        pollMs / 1000,
        MAX_BACKOFF_MS / 1000,
        DRAFT_SYNC_MESSAGES.stoppedAfterFailures(MAX_CONSECUTIVE_FAILURES, error),
        reconnect,
        generation,
      ],
    )) as [{ stopped: boolean }[], number];
    return rows[0]?.[0]?.stopped ? 'stop' : 'continue';
  }

  /** Live syncs (linked and not stopped) of this user, every platform's, other than `exceptTeamId`'s. */
  async liveLinkCount(userId: string, exceptTeamId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM draft_sync WHERE user_id = $1 AND team_id <> $2 AND stopped_at IS NULL',
      [userId, exceptTeamId],
    )) as { count: number }[];
    return row?.count ?? 0;
  }

  /** The teams of `teamIds` whose sync stopped (after failures, or waiting for the user): not polled again until relinked. */
  async stoppedTeamIds(platform: DraftPlatform, teamIds: readonly string[]): Promise<Set<string>> {
    if (teamIds.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      'SELECT team_id FROM draft_sync WHERE platform = $1 AND team_id = ANY($2::uuid[]) AND stopped_at IS NOT NULL',
      [platform, teamIds],
    )) as { team_id: string }[];
    return new Set(rows.map((row) => row.team_id));
  }
}

function toSyncRow(row: Row): DraftSyncRow {
  return {
    teamId: row.team_id,
    platform: row.platform,
    userId: row.user_id,
    draftKey: row.draft_key,
    draftStatus: row.draft_status,
    lastPolledAt: row.last_polled_at?.toISOString() ?? null,
    lastPickNo: row.last_pick_no,
    picksRecorded: row.picks_recorded,
    unmatched: row.unmatched,
    lastError: row.last_error ? { message: row.last_error, at: (row.last_error_at ?? new Date()).toISOString() } : null,
    reconnect: row.reconnect,
    stopped: row.stopped_at !== null,
  };
}
