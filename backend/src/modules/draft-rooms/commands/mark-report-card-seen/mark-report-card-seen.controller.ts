import { CommandBus } from '@nestjs/cqrs';
import { Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { DraftRoomDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { DRAFT_ROOM_SCHEMA } from '../../draft-room';
import { DraftRoomsApiController } from '../../draft-rooms-api-controller.decorator';
import { MarkReportCardSeenCommand } from './mark-report-card-seen.command';

@DraftRoomsApiController()
export class MarkReportCardSeenController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':teamId/report-card-seen')
  @ApiOperation({ summary: 'Record that the team’s report card was shown, so it opens by itself only once, on any device' })
  @ApiOkResponse({ schema: DRAFT_ROOM_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('teamId') teamId: string): Promise<DraftRoomDto> {
    return this.commandBus.execute(new MarkReportCardSeenCommand(teamId, user.id));
  }
}
