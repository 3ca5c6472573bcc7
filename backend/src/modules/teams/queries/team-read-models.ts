import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  rosterSpotsOf,
  type DraftHistoryEntryDto,
  type DraftOrder,
  type LeagueSize,
  type PointsPerStat,
  type RosterPositions,
  type StoredRosterSpots,
  type ScoringFormat,
  type TeamDetailDto,
  type TradedPick,
  type TeamSummaryDto,
} from '@draftmode/domain';
import { fitRosterToSpots, type OwnPick } from '@draftmode/draft-core';
import { DataSource, type EntityManager } from 'typeorm';

export { TEAM_NOT_FOUND } from '../draft-rule-errors';
import { TEAM_NOT_FOUND } from '../draft-rule-errors';

export type { DraftHistoryEntryDto, LiveGradeDto, RosterDto, TakenByOtherDto, TeamDetailDto, TeamSummaryDto } from '@draftmode/domain';

interface TeamListRow {
  id: string;
  user_id: string;
  name: string;
  scoring_format: ScoringFormat;
  league_size: number;
  draft_position: number;
  /** Rows written before the SUPERFLEX, WRTE and WRRB kinds existed have none of them. */
  roster_spots: StoredRosterSpots;
  /** Null for a snake. */
  draft_order: DraftOrder | null;
  /** Null for preset scoring. */
  points_per_stat: PointsPerStat | null;
  /** Null when no pick changed hands. */
  traded_picks: TradedPick[] | null;
  draft_grade: string | null;
  player_count: number;
  is_mock: boolean;
  version: number;
  created_at: Date;
}

/** A team's summary with how far its draft has come, from the read models (no stream replay). */
interface TeamDraftSummary {
  team: TeamSummaryDto;
  /** Own picks plus players taken by others. */
  picksMade: number;
  /** The latest saved report card, or null. */
  reportCard: { grade: string; percentage: number } | null;
}

const TEAM_COLUMNS =
  'id, user_id, name, scoring_format, league_size, draft_position, roster_spots, draft_order, points_per_stat, traded_picks, draft_grade, player_count, is_mock, version, created_at';

/**
 * Reads of the team read models. Every read is scoped to the signed-in user: another user's team
 * is answered exactly like a missing one (404 'Team not found'), so ids leak nothing.
 */
@Injectable()
export class TeamReadModels {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listForUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamSummaryDto[]> {
    const rows = (await manager.query(`SELECT ${TEAM_COLUMNS} FROM team_list WHERE user_id = $1 ORDER BY created_at, id`, [
      userId,
    ])) as TeamListRow[];
    return rows.map(toSummary);
  }

  /**
   * Names of the user's teams other than `exceptTeamId` of the same kind (real or mock), for the
   * one-name-per-user rule: real teams and hidden mock teams have separate name spaces, as the
   * partial unique indexes on team_list do.
   */
  async otherTeamNames(
    userId: string,
    exceptTeamId: string | null,
    isMock: boolean,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string[]> {
    const rows = (await manager.query('SELECT name FROM team_list WHERE user_id = $1 AND id IS DISTINCT FROM $2 AND is_mock = $3', [
      userId,
      exceptTeamId,
      isMock,
    ])) as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  }

  /** The user's teams among `teamIds` with their draft progress, by team id; deleted and other users' teams are absent. */
  async draftSummaries(
    userId: string,
    teamIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, TeamDraftSummary>> {
    if (teamIds.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT ${TEAM_COLUMNS.split(', ')
        .map((column) => `t.${column}`)
        .join(', ')},
              coalesce(jsonb_array_length(r.own_picks), 0) + (SELECT count(*)::int FROM team_taken_by_others o WHERE o.team_id = t.id) AS picks_made,
              h.draft_data->>'grade' AS report_grade, (h.draft_data->>'percentage')::float8 AS report_percentage
         FROM team_list t
         LEFT JOIN team_rosters r ON r.team_id = t.id
         LEFT JOIN LATERAL (SELECT draft_data FROM draft_history d WHERE d.team_id = t.id ORDER BY d.stream_version DESC LIMIT 1) h ON true
        WHERE t.user_id = $1 AND t.id = ANY($2::uuid[])`,
      [userId, teamIds],
    )) as (TeamListRow & { picks_made: number; report_grade: string | null; report_percentage: number | null })[];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          team: toSummary(row),
          picksMade: row.picks_made,
          reportCard:
            row.report_grade !== null && row.report_percentage !== null
              ? { grade: row.report_grade, percentage: row.report_percentage }
              : null,
        },
      ]),
    );
  }

  async summary(teamId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamSummaryDto> {
    if (!isUuid(teamId)) throw new NotFoundException(TEAM_NOT_FOUND);
    const [row] = (await manager.query(`SELECT ${TEAM_COLUMNS} FROM team_list WHERE id = $1 AND user_id = $2`, [
      teamId,
      userId,
    ])) as TeamListRow[];
    if (!row) throw new NotFoundException(TEAM_NOT_FOUND);
    return toSummary(row);
  }

  /**
   * One team with its roster, board and live grade, in one statement: one round trip (each waits
   * for a pool connection when the server is busy) and one snapshot, so the board and the grade
   * are those of the version answered.
   */
  async detail(teamId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamDetailDto> {
    if (!isUuid(teamId)) throw new NotFoundException(TEAM_NOT_FOUND);
    const [row] = (await manager.query(
      `SELECT ${TEAM_COLUMNS.split(', ')
        .map((column) => `t.${column}`)
        .join(', ')},
              r.positions, r.bench, r.player_ids, r.own_picks, g.letter, g.percentage, g.is_final,
              c.seconds_per_pick, c.started_at, c.paused_at,
              COALESCE((SELECT json_agg(json_build_array(b.player_id, b.overall_pick, b.position, b.adp) ORDER BY b.overall_pick)
                          FROM team_taken_by_others b WHERE b.team_id = t.id), '[]'::json) AS board
         FROM team_list t
         LEFT JOIN team_rosters r ON r.team_id = t.id
         LEFT JOIN team_live_grades g ON g.team_id = t.id
         LEFT JOIN team_pick_clocks c ON c.team_id = t.id
        WHERE t.id = $1 AND t.user_id = $2`,
      [teamId, userId],
    )) as (TeamListRow & {
      positions: RosterPositions | null;
      bench: string[] | null;
      player_ids: string[] | null;
      own_picks: OwnPick[] | null;
      letter: string | null;
      percentage: number | null;
      is_final: boolean | null;
      seconds_per_pick: number | null;
      started_at: Date | null;
      paused_at: Date | null;
      board: [string, number, string | null, number | null][];
    })[];
    if (!row) throw new NotFoundException(TEAM_NOT_FOUND);
    if (!row.player_ids || !row.positions || !row.bench || !row.own_picks) throw new Error(`Team ${teamId} has no roster read model`);
    const team = toSummary(row);
    // A row written before slots followed the league (every roster had wr3 and flex) gets the league's slots.
    const { positions } = fitRosterToSpots({ playerIds: row.player_ids, positions: row.positions, bench: row.bench }, team.rosterSpots);
    return {
      team,
      roster: { playerIds: row.player_ids, positions, bench: row.bench, ownPicks: row.own_picks },
      takenByOthers: row.board.map(([playerId, overallPick, position, adp]) => ({ playerId, overallPick, position, adp })),
      liveGrade:
        row.letter !== null && row.percentage !== null && row.is_final !== null
          ? { letter: row.letter, percentage: row.percentage, isFinal: row.is_final }
          : null,
      pickClock:
        row.seconds_per_pick !== null && row.started_at !== null
          ? {
              secondsPerPick: row.seconds_per_pick,
              startedAt: row.started_at.toISOString(),
              pausedAt: row.paused_at?.toISOString() ?? null,
            }
          : null,
      version: team.version,
    };
  }

  /** Player ids no longer available in the team's draft: on its roster or taken by others. */
  async takenPlayerIds(teamId: string, userId: string): Promise<{ team: TeamSummaryDto; taken: Set<string> }> {
    const detail = await this.detail(teamId, userId);
    return { team: detail.team, taken: new Set([...detail.roster.playerIds, ...detail.takenByOthers.map((pick) => pick.playerId)]) };
  }

  /** A page of the team's history: the newest `limit` entries after the `offset` newest, oldest first, and how many there are. */
  async history(
    teamId: string,
    userId: string,
    page: { limit: number; offset: number },
  ): Promise<{ entries: DraftHistoryEntryDto[]; total: number }> {
    await this.summary(teamId, userId);
    const [{ total }] = (await this.dataSource.query(
      'SELECT count(*)::int AS total FROM draft_history WHERE team_id = $1 AND user_id = $2',
      [teamId, userId],
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT * FROM (
         SELECT id, user_id, team_id, draft_data, completed_at, draft_duration, ai_recommendations_used
           FROM draft_history WHERE team_id = $1 AND user_id = $2 ORDER BY completed_at DESC, id DESC LIMIT $3 OFFSET $4
       ) page ORDER BY completed_at, id`,
      [teamId, userId, page.limit, page.offset],
    )) as {
      user_id: string;
      team_id: string;
      draft_data: Record<string, unknown>;
      completed_at: Date;
      draft_duration: number | null;
      ai_recommendations_used: number;
    }[];
    const entries = rows.map((row) => ({
      userId: row.user_id,
      teamId: row.team_id,
      draftData: row.draft_data,
      completedAt: row.completed_at.toISOString(),
      draftDuration: row.draft_duration,
      aiRecommendationsUsed: row.ai_recommendations_used,
    }));
    return { entries, total };
  }
}

function toSummary(row: TeamListRow): TeamSummaryDto {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    scoringFormat: row.scoring_format,
    leagueSize: row.league_size as LeagueSize,
    draftPosition: row.draft_position,
    rosterSpots: rosterSpotsOf(row.roster_spots),
    ...(row.draft_order ? { draftOrder: row.draft_order } : {}),
    ...(row.points_per_stat ? { pointsPerStat: row.points_per_stat } : {}),
    ...(row.traded_picks ? { tradedPicks: row.traded_picks } : {}),
    draftGrade: row.draft_grade,
    playerCount: row.player_count,
    isMock: row.is_mock,
    version: row.version,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * An id as the server writes them: a UUID in lower case. PostgreSQL's uuid type would read an
 * upper-case spelling as the same id, but the event store's stream ids are text: an upper-case id
 * names no team, for reads as for commands.
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}
