import { Module } from '@nestjs/common';
import { PlayerPoolModule } from '../player-pool';
import { TeamsModule } from '../teams';
import { MarkReportCardSeenController } from './commands/mark-report-card-seen/mark-report-card-seen.controller';
import { MarkReportCardSeenHandler } from './commands/mark-report-card-seen/mark-report-card-seen.handler';
import { SetDraftQueueController } from './commands/set-draft-queue/set-draft-queue.controller';
import { SetDraftQueueHandler } from './commands/set-draft-queue/set-draft-queue.handler';
import { GetDraftRoomController } from './queries/get-draft-room/get-draft-room.controller';
import { GetDraftRoomQuery } from './queries/get-draft-room/get-draft-room.query';

/**
 * The draft room's per-team state beside the team stream (table draft_rooms): the queue of starred
 * players and when the report card was first shown. Only the team's owner reads or changes it:
 * another user's team answers 404 as the teams API does.
 */
@Module({
  imports: [TeamsModule, PlayerPoolModule],
  controllers: [GetDraftRoomController, SetDraftQueueController, MarkReportCardSeenController],
  providers: [GetDraftRoomQuery, SetDraftQueueHandler, MarkReportCardSeenHandler],
})
export class DraftRoomsModule {}
