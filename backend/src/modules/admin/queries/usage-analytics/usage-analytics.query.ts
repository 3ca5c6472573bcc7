import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UsageRange } from './usage-analytics.schemas';
import type { UsageAnalyticsDto, UsageDayDto, UsageFiguresDto } from '@draftmode/domain';

/** Team events that record a pick: the user's own and one taken by another team. */
const PICK_EVENT_TYPES = ['PlayerDrafted', 'PlayerTakenByOther'];

/**
 * Command ids of events a machine appended under the user's id, as LIKE patterns: the mock-draft
 * bots' picks and housekeeping (`mock-<draft>-…`, mock-drafts/mock-draft.runner.ts and the delete
 * handler) and the Sleeper poller's picks (`sleeper-<draft>-<pick>`, sleeperCommandId in
 * teams/sleeper-sync/sleeper-draft.poller.ts). The user's own commands carry ids their client made.
 */
const AUTOMATED_COMMAND_PATTERNS = ['mock-%', 'sleeper-%'];

/**
 * Usage per UTC day, from what the database already records:
 * - sign-ups: accounts created that day (deleted accounts are gone, with their data);
 * - active users: distinct users who signed up, signed in (password or passkey), changed a team
 *   themselves (an event under a command id that is not a bot's or the Sleeper poller's; their own
 *   picks in a mock draft count, as they did them) or sent a chat message that day;
 * - teams created: TeamCreated events of real teams (a mock draft's team is practice);
 *   picks recorded: PlayerDrafted + PlayerTakenByOther events the user recorded on a real team
 *   (an undone pick still counts: it was recorded), neither mock-draft nor Sleeper-synced picks;
 * - chat messages: messages users sent; AI tokens: prompt + completion tokens of every message.
 */
@Injectable()
export class UsageAnalyticsQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(range: UsageRange): Promise<UsageAnalyticsDto> {
    const params = [range.from, range.to, PICK_EVENT_TYPES, AUTOMATED_COMMAND_PATTERNS];
    const bounds = `bounds AS (SELECT ($1::date)::timestamp AT TIME ZONE 'UTC' AS start_at, ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AS end_at)`;
    const inRange = (column: string) => `${column} >= (SELECT start_at FROM bounds) AND ${column} < (SELECT end_at FROM bounds)`;
    const byUser = (event: string) => `NOT (${event}.command_id LIKE ANY($4::text[]))`;
    // A stream is a mock draft's when its TeamCreated says so (the event outlives the team's read model).
    const realTeam = (event: string) =>
      `NOT EXISTS (SELECT 1 FROM events m WHERE m.stream_id = ${event}.stream_id AND m.type = 'TeamCreated' AND m.data->>'isMock' = 'true')`;
    const activity = `activity AS (
        SELECT (a.at AT TIME ZONE 'UTC')::date AS day, a.user_id FROM (
          SELECT created_at AS at, id::text AS user_id FROM users WHERE ${inRange('created_at')}
          UNION ALL SELECT signed_in_at, user_id::text FROM user_sign_ins WHERE ${inRange('signed_in_at')}
          UNION ALL SELECT e.occurred_at, e.metadata->>'userId' FROM events e WHERE ${inRange('e.occurred_at')} AND e.metadata ? 'userId' AND ${byUser('e')}
          UNION ALL SELECT created_at, user_id::text FROM chat_messages WHERE role = 'user' AND ${inRange('created_at')}
        ) a)`;
    const chat = `chat AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
               count(*) FILTER (WHERE role = 'user')::int AS messages,
               COALESCE(sum(COALESCE(prompt_tokens, 0) + COALESCE(completion_tokens, 0)), 0)::bigint AS tokens
          FROM chat_messages WHERE ${inRange('created_at')} GROUP BY 1)`;

    const rows = (await this.dataSource.query(
      `WITH ${bounds},
        days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d),
        signups AS (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM users WHERE ${inRange('created_at')} GROUP BY 1),
        team_events AS (
          SELECT (e.occurred_at AT TIME ZONE 'UTC')::date AS day,
                 count(*) FILTER (WHERE e.type = 'TeamCreated')::int AS teams,
                 count(*) FILTER (WHERE e.type = ANY($3::text[]))::int AS picks
            FROM events e
           WHERE ${inRange('e.occurred_at')} AND (e.type = 'TeamCreated' OR e.type = ANY($3::text[])) AND ${byUser('e')} AND ${realTeam('e')}
           GROUP BY 1),
        ${activity},
        active AS (SELECT day, count(DISTINCT user_id)::int AS n FROM activity GROUP BY day),
        ${chat}
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
             COALESCE(s.n, 0) AS sign_ups, COALESCE(a.n, 0) AS active_users,
             COALESCE(t.teams, 0) AS teams_created, COALESCE(t.picks, 0) AS picks_recorded,
             COALESCE(c.messages, 0) AS chat_messages, COALESCE(c.tokens, 0)::text AS ai_tokens,
             (SELECT count(DISTINCT user_id)::int FROM activity) AS active_total
        FROM days d
        LEFT JOIN signups s ON s.day = d.day
        LEFT JOIN team_events t ON t.day = d.day
        LEFT JOIN active a ON a.day = d.day
        LEFT JOIN chat c ON c.day = d.day
       ORDER BY d.day`,
      params,
    )) as {
      date: string;
      sign_ups: number;
      active_users: number;
      teams_created: number;
      picks_recorded: number;
      chat_messages: number;
      ai_tokens: string;
      active_total: number;
    }[];

    const days: UsageDayDto[] = rows.map((row) => ({
      date: row.date,
      signUps: row.sign_ups,
      activeUsers: row.active_users,
      teamsCreated: row.teams_created,
      picksRecorded: row.picks_recorded,
      chatMessages: row.chat_messages,
      aiTokens: Number(row.ai_tokens),
    }));
    const sum = (key: keyof UsageFiguresDto) => days.reduce((total, day) => total + day[key], 0);
    return {
      from: range.from,
      to: range.to,
      days,
      totals: {
        signUps: sum('signUps'),
        activeUsers: rows[0]?.active_total ?? 0,
        teamsCreated: sum('teamsCreated'),
        picksRecorded: sum('picksRecorded'),
        chatMessages: sum('chatMessages'),
        aiTokens: sum('aiTokens'),
      },
    };
  }
}
