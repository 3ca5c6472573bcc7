import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DraftRoomDto } from '@draftmode/domain';
import type { DataSource } from 'typeorm';
import { TeamReadModels } from '../../../teams';
import { type DraftRoomRow, toDraftRoomDto } from '../../draft-room';

/** The draft room of one of the user's teams; another user's team answers 404 as the teams API does. */
@Injectable()
export class GetDraftRoomQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamReadModels,
  ) {}

  async execute(teamId: string, userId: string): Promise<DraftRoomDto> {
    await this.teams.summary(teamId, userId);
    const [row] = (await this.dataSource.query('SELECT queue, report_card_seen_at FROM draft_rooms WHERE team_id = $1', [
      teamId,
    ])) as DraftRoomRow[];
    return toDraftRoomDto(teamId, row);
  }
}
