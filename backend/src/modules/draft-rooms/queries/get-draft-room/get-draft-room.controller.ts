import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { DraftRoomDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { DRAFT_ROOM_SCHEMA } from '../../draft-room';
import { DraftRoomsApiController } from '../../draft-rooms-api-controller.decorator';
import { GetDraftRoomQuery } from './get-draft-room.query';

@DraftRoomsApiController()
export class GetDraftRoomController {
  constructor(private readonly getDraftRoom: GetDraftRoomQuery) {}

  @Get(':teamId')
  @ApiOperation({ summary: 'The team’s draft queue and whether its report card was shown' })
  @ApiOkResponse({ schema: DRAFT_ROOM_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('teamId') teamId: string): Promise<DraftRoomDto> {
    return this.getDraftRoom.execute(teamId, user.id);
  }
}
