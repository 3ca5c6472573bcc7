import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { advanceMockDraftSchema, type MockDraftDetailDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { MOCK_DRAFT_DETAIL_SCHEMA } from '../../mock-draft.response-schemas';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { AdvanceMockDraftCommand } from './advance-mock-draft.command';

@MockDraftsApiController()
export class AdvanceMockDraftController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/advance')
  @HttpCode(200)
  @ApiOperation({ summary: 'Manual speed ("Wait for me"): the bots make their next pick, or with untilMyTurn every pick up to your turn' })
  @ApiBody(openApiBody(advanceMockDraftSchema))
  @ApiOkResponse({ schema: MOCK_DRAFT_DETAIL_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'Finished, paused, not at manual speed, or you are on the clock' })
  @ApiNotFoundResponse({ description: 'Mock draft not found (also for another user’s)' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(advanceMockDraftSchema)) body: { untilMyTurn: boolean },
  ): Promise<MockDraftDetailDto> {
    return this.commandBus.execute(new AdvanceMockDraftCommand(id, user.id, body.untilMyTurn));
  }
}
