import { CommandBus } from '@nestjs/cqrs';
import { Body, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { draftQueueSchema, type DraftQueuePayload, type DraftRoomDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { DRAFT_ROOM_SCHEMA } from '../../draft-room';
import { DraftRoomsApiController } from '../../draft-rooms-api-controller.decorator';
import { SetDraftQueueCommand } from './set-draft-queue.command';

@DraftRoomsApiController()
export class SetDraftQueueController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':teamId/queue')
  @ApiOperation({ summary: 'Replace the team’s draft queue (player ids in the user’s order)' })
  @ApiBody(openApiBody(draftQueueSchema))
  @ApiOkResponse({ schema: DRAFT_ROOM_SCHEMA })
  @ApiBadRequestResponse({ description: 'Not a list of known, distinct player ids, or too many' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('teamId') teamId: string,
    @Body(new ZodValidationPipe(draftQueueSchema)) body: DraftQueuePayload,
  ): Promise<DraftRoomDto> {
    return this.commandBus.execute(new SetDraftQueueCommand(teamId, user.id, body.playerIds));
  }
}
