import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DraftRoomDto } from '@draftmode/domain';
import type { DataSource } from 'typeorm';
import { TeamReadModels } from '../../../teams';
import { type DraftRoomRow, toDraftRoomDto } from '../../draft-room';
import { MarkReportCardSeenCommand } from './mark-report-card-seen.command';

/** Idempotent: the first time is the one kept. Owner only: another user's team is a 404. */
@CommandHandler(MarkReportCardSeenCommand)
export class MarkReportCardSeenHandler implements ICommandHandler<MarkReportCardSeenCommand, DraftRoomDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamReadModels,
  ) {}

  async execute({ teamId, userId }: MarkReportCardSeenCommand): Promise<DraftRoomDto> {
    await this.teams.summary(teamId, userId);
    const [row] = (await this.dataSource.query(
      `INSERT INTO draft_rooms (team_id, user_id, report_card_seen_at) VALUES ($1, $2, now())
       ON CONFLICT (team_id) DO UPDATE SET report_card_seen_at = coalesce(draft_rooms.report_card_seen_at, now()), updated_at = now()
       RETURNING queue, report_card_seen_at`,
      [teamId, userId],
    )) as DraftRoomRow[];
    return toDraftRoomDto(teamId, row);
  }
}
