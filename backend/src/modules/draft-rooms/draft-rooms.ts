import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DraftRoomDto } from '@draftmode/domain';
import type { DataSource } from 'typeorm';
import { PlayerPool } from '../player-pool';
import { TeamReadModels } from '../teams';

interface DraftRoomRow {
  queue: string[];
  report_card_seen_at: Date | null;
}

/**
 * The draft room's own state per team (table draft_rooms): the queue of starred players and when
 * the report card was first shown. Only the team's owner reads or changes it: another user's team
 * answers 404 as the teams API does.
 */
@Injectable()
export class DraftRooms {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamReadModels,
    private readonly players: PlayerPool,
  ) {}

  async get(teamId: string, userId: string): Promise<DraftRoomDto> {
    await this.teams.summary(teamId, userId);
    const [row] = (await this.dataSource.query('SELECT queue, report_card_seen_at FROM draft_rooms WHERE team_id = $1', [
      teamId,
    ])) as DraftRoomRow[];
    return toDto(teamId, row);
  }

  async setQueue(teamId: string, userId: string, playerIds: readonly string[]): Promise<DraftRoomDto> {
    await this.teams.summary(teamId, userId);
    const unknown = playerIds.find((id) => this.players.get(id) === undefined);
    if (unknown !== undefined)
      throw new BadRequestException({ message: `Unknown player: ${unknown}.`, fields: { playerIds: `Unknown player: ${unknown}.` } });
    const [row] = (await this.dataSource.query(
      `INSERT INTO draft_rooms (team_id, user_id, queue) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (team_id) DO UPDATE SET queue = EXCLUDED.queue, updated_at = now()
       RETURNING queue, report_card_seen_at`,
      [teamId, userId, JSON.stringify(playerIds)],
    )) as DraftRoomRow[];
    return toDto(teamId, row);
  }

  /** Idempotent: the first time is the one kept. */
  async markReportCardSeen(teamId: string, userId: string): Promise<DraftRoomDto> {
    await this.teams.summary(teamId, userId);
    const [row] = (await this.dataSource.query(
      `INSERT INTO draft_rooms (team_id, user_id, report_card_seen_at) VALUES ($1, $2, now())
       ON CONFLICT (team_id) DO UPDATE SET report_card_seen_at = coalesce(draft_rooms.report_card_seen_at, now()), updated_at = now()
       RETURNING queue, report_card_seen_at`,
      [teamId, userId],
    )) as DraftRoomRow[];
    return toDto(teamId, row);
  }
}

function toDto(teamId: string, row: DraftRoomRow | undefined): DraftRoomDto {
  return { teamId, queue: row?.queue ?? [], reportCardSeen: Boolean(row?.report_card_seen_at) };
}
