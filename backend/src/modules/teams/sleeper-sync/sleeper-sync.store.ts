import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SLEEPER_MESSAGES, teamIdOfStream, type SleeperDraftStatus, type SleeperUnmatchedPickDto } from '@draftmode/domain';
import { DataSource } from 'typeorm';

/** The sync progress of one team (table `sleeper_sync`). */
export interface SleeperSyncRow {
  teamId: string;
  userId: string;
  draftId: string;
  draftSlot: number | null;
  draftStatus: SleeperDraftStatus | null;
  lastPolledAt: string | null;
  lastPickNo: number;
  picksRecorded: number;
  unmatched: SleeperUnmatchedPickDto[];
  lastError: { message: string; at: string } | null;
}

interface Row {
  team_id: string;
  user_id: string;
  draft_id: string;
  draft_slot: number | null;
  draft_status: SleeperDraftStatus | null;
  last_polled_at: Date | null;
  last_pick_no: number;
  picks_recorded: number;
  unmatched: SleeperUnmatchedPickDto[];
  last_error: string | null;
  last_error_at: Date | null;
}

/** How long a poll may hold a team before another process may take over (a crashed poller's lease). */
const LEASE_SECONDS = 60;
/** Failures in a row after which a team's sync stops until it is linked again. */
export const MAX_CONSECUTIVE_FAILURES = 8;
/** The longest wait between two polls of a failing sync (unless SLEEPER_POLL_MS is longer). */
const MAX_BACKOFF_MS = 5 * 60 * 1000;

/**
 * Reads and writes `sleeper_sync`. Link state itself lives in the team's event stream; this table
 * is where polling keeps its cursor, counters, unmatched picks and last error.
 */
@Injectable()
export class SleeperSyncStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(teamId: string): Promise<SleeperSyncRow | null> {
    const [row] = (await this.dataSource.query('SELECT * FROM sleeper_sync WHERE team_id = $1', [teamId])) as Row[];
    return row ? toSyncRow(row) : null;
  }

  /**
   * A (re)link starts the sync over: the cursor goes back to the first pick, which is harmless
   * because each pick is recorded under a command id of its own, and picks refused or unmatched
   * before (say, before the user gave their slot) get another chance.
   */
  async linked(teamId: string, userId: string, draftId: string, draftSlot: number | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sleeper_sync (team_id, user_id, draft_id, draft_slot) VALUES ($1, $2, $3, $4)
       ON CONFLICT (team_id) DO UPDATE SET
         draft_id = $3, draft_slot = $4, last_pick_no = 0, unmatched = '[]'::jsonb, last_error = NULL, last_error_at = NULL,
         linked_at = now(), consecutive_failures = 0, next_poll_at = NULL, stopped_at = NULL,
         picks_recorded = CASE WHEN sleeper_sync.draft_id = $3 THEN sleeper_sync.picks_recorded ELSE 0 END,
         draft_status = CASE WHEN sleeper_sync.draft_id = $3 THEN sleeper_sync.draft_status ELSE NULL END,
         last_polled_at = CASE WHEN sleeper_sync.draft_id = $3 THEN sleeper_sync.last_polled_at ELSE NULL END`,
      [teamId, userId, draftId, draftSlot],
    );
  }

  async remove(teamId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sleeper_sync WHERE team_id = $1', [teamId]);
  }

  /**
   * Takes the team for one poll, across processes: false while another poll holds it, while a
   * failing sync waits out its back-off, and once it stopped. A poller that died holding it loses
   * it after {@link LEASE_SECONDS}.
   */
  async lease(teamId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE sleeper_sync SET poll_lease_until = now() + make_interval(secs => $2)
        WHERE team_id = $1 AND (poll_lease_until IS NULL OR poll_lease_until < now())
          AND (next_poll_at IS NULL OR next_poll_at <= now()) AND stopped_at IS NULL
        RETURNING team_id`,
      [teamId, LEASE_SECONDS],
    )) as [unknown[], number] | unknown[];
    return affected(rows) > 0;
  }

  async release(teamId: string): Promise<void> {
    await this.dataSource.query('UPDATE sleeper_sync SET poll_lease_until = NULL WHERE team_id = $1', [teamId]);
  }

  /** Moves the cursor past one pick: recorded (counted), already there, or reported as unmatched. */
  async pickDone(teamId: string, pickNo: number, outcome: { recorded: boolean; unmatched?: SleeperUnmatchedPickDto }): Promise<void> {
    await this.dataSource.query(
      `UPDATE sleeper_sync SET
         last_pick_no = GREATEST(last_pick_no, $2),
         picks_recorded = picks_recorded + $3,
         unmatched = CASE WHEN $4::jsonb IS NULL OR unmatched @> jsonb_build_array(jsonb_build_object('pickNo', $2::int)) THEN unmatched
                          ELSE unmatched || jsonb_build_array($4::jsonb) END
       WHERE team_id = $1`,
      [teamId, pickNo, outcome.recorded ? 1 : 0, outcome.unmatched ? JSON.stringify(outcome.unmatched) : null],
    );
  }

  /** A finished poll: what Sleeper said the draft is, and no error. */
  async polled(teamId: string, draftStatus: SleeperDraftStatus): Promise<void> {
    await this.dataSource.query(
      'UPDATE sleeper_sync SET draft_status = $2, last_polled_at = now(), last_error = NULL, last_error_at = NULL, consecutive_failures = 0, next_poll_at = NULL WHERE team_id = $1',
      [teamId, draftStatus],
    );
  }

  /**
   * A failed poll. The next one waits SLEEPER_POLL_MS doubled for each failure in a row (at most
   * {@link MAX_BACKOFF_MS}, unless the poll interval is longer); after
   * {@link MAX_CONSECUTIVE_FAILURES} in a row the sync stops, the status says why, and 'stop' is
   * answered. One statement, so the count, the wait and the stop always agree.
   */
  async failed(teamId: string, message: string, pollMs: number): Promise<'continue' | 'stop'> {
    const error = message.slice(0, 300);
    const rows = (await this.dataSource.query(
      `UPDATE sleeper_sync SET
         last_polled_at = now(), last_error_at = now(), consecutive_failures = consecutive_failures + 1,
         stopped_at = CASE WHEN consecutive_failures + 1 >= $3 THEN now() END,
         next_poll_at = CASE WHEN consecutive_failures + 1 < $3
           THEN now() + make_interval(secs => LEAST($4 * power(2, LEAST(consecutive_failures + 1, 30)), GREATEST($4, $5))) END,
         last_error = CASE WHEN consecutive_failures + 1 >= $3 THEN $6 ELSE $2 END
       WHERE team_id = $1 RETURNING stopped_at IS NOT NULL AS stopped`,
      [
        teamId,
        error,
        MAX_CONSECUTIVE_FAILURES,
        pollMs / 1000,
        MAX_BACKOFF_MS / 1000,
        SLEEPER_MESSAGES.stoppedAfterFailures(MAX_CONSECUTIVE_FAILURES, error),
      ],
    )) as [{ stopped: boolean }[], number];
    return rows[0]?.[0]?.stopped ? 'stop' : 'continue';
  }

  /** Teams of this user whose sync is live (linked and not stopped), other than `exceptTeamId`. */
  async liveLinkCount(userId: string, exceptTeamId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM sleeper_sync WHERE user_id = $1 AND team_id <> $2 AND stopped_at IS NULL',
      [userId, exceptTeamId],
    )) as { count: number }[];
    return row?.count ?? 0;
  }

  /** Teams whose latest Sleeper-related event is a link: the ones to poll after a restart. */
  async linkedTeamIds(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT stream_id FROM (
         SELECT DISTINCT ON (stream_id) stream_id, type FROM events
          WHERE type IN ('SleeperDraftLinked', 'SleeperDraftUnlinked', 'TeamDeleted') AND stream_id LIKE 'team-%'
          ORDER BY stream_id, version DESC
       ) latest WHERE type = 'SleeperDraftLinked'
         -- A sync that stopped after repeated failures waits for a new link, also across restarts.
         AND NOT EXISTS (SELECT 1 FROM sleeper_sync s WHERE s.team_id::text = substring(latest.stream_id FROM 6) AND s.stopped_at IS NOT NULL)`,
    )) as { stream_id: string }[];
    return rows.map((row) => teamIdOfStream(row.stream_id)).filter((id): id is string => id !== null);
  }
}

function affected(result: [unknown[], number] | unknown[]): number {
  // TypeORM's postgres driver answers an UPDATE … RETURNING with [rows, count].
  if (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[1];
  return result.length;
}

function toSyncRow(row: Row): SleeperSyncRow {
  return {
    teamId: row.team_id,
    userId: row.user_id,
    draftId: row.draft_id,
    draftSlot: row.draft_slot,
    draftStatus: row.draft_status,
    lastPolledAt: row.last_polled_at?.toISOString() ?? null,
    lastPickNo: row.last_pick_no,
    picksRecorded: row.picks_recorded,
    unmatched: row.unmatched,
    lastError: row.last_error
      ? {
          message: row.last_error,
          at: (row.last_error_at ?? new Date()).toISOString(),
        }
      : null,
  };
}
