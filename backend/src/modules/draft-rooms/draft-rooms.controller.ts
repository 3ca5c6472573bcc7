import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { draftQueueSchema, type DraftQueuePayload, type DraftRoomDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../infra/auth/guards';
import { ZodValidationPipe } from '../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../infra/http/request-schemas';
import { DraftRooms } from './draft-rooms';

const DRAFT_ROOM_SCHEMA = {
  type: 'object',
  required: ['teamId', 'queue', 'reportCardSeen'],
  properties: {
    teamId: { type: 'string', format: 'uuid' },
    queue: { type: 'array', items: { type: 'string' } },
    reportCardSeen: { type: 'boolean' },
  },
};

/** /api/draft-rooms/:teamId: the draft room's queue and report-card state of one of the user's teams. */
@ApiTags('draft-rooms')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
@Controller('draft-rooms')
@UseGuards(JwtAuthGuard)
export class DraftRoomsController {
  constructor(private readonly rooms: DraftRooms) {}

  @Get(':teamId')
  @ApiOperation({ summary: 'The team’s draft queue and whether its report card was shown' })
  @ApiOkResponse({ schema: DRAFT_ROOM_SCHEMA })
  get(@CurrentUser() user: AuthenticatedUser, @Param('teamId') teamId: string): Promise<DraftRoomDto> {
    return this.rooms.get(teamId, user.id);
  }

  @Put(':teamId/queue')
  @ApiOperation({ summary: 'Replace the team’s draft queue (player ids in the user’s order)' })
  @ApiBody(openApiBody(draftQueueSchema))
  @ApiOkResponse({ schema: DRAFT_ROOM_SCHEMA })
  @ApiBadRequestResponse({ description: 'Not a list of known, distinct player ids, or too many' })
  setQueue(
    @CurrentUser() user: AuthenticatedUser,
    @Param('teamId') teamId: string,
    @Body(new ZodValidationPipe(draftQueueSchema)) body: DraftQueuePayload,
  ): Promise<DraftRoomDto> {
    return this.rooms.setQueue(teamId, user.id, body.playerIds);
  }

  @Put(':teamId/report-card-seen')
  @ApiOperation({ summary: 'Record that the team’s report card was shown, so it opens by itself only once, on any device' })
  @ApiOkResponse({ schema: DRAFT_ROOM_SCHEMA })
  markReportCardSeen(@CurrentUser() user: AuthenticatedUser, @Param('teamId') teamId: string): Promise<DraftRoomDto> {
    return this.rooms.markReportCardSeen(teamId, user.id);
  }
}
