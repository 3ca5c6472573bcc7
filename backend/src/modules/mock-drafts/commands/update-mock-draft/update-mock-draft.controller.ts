import { Body, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { updateMockDraftSchema, type MockDraftDetailDto, type UpdateMockDraftPayload } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { MOCK_DRAFT_DETAIL_SCHEMA } from '../../mock-draft.response-schemas';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { UpdateMockDraftCommand } from './update-mock-draft.command';

@MockDraftsApiController()
export class UpdateMockDraftController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Change the bots’ speed or auto-pick, or pause (paused: true) and resume (paused: false) a mock draft' })
  @ApiBody(openApiBody(updateMockDraftSchema))
  @ApiOkResponse({ schema: MOCK_DRAFT_DETAIL_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'The mock draft is finished' })
  @ApiNotFoundResponse({ description: 'Mock draft not found (also for another user’s)' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(updateMockDraftSchema)) body: UpdateMockDraftPayload,
  ): Promise<MockDraftDetailDto> {
    return this.commandBus.execute(new UpdateMockDraftCommand(id, user.id, body));
  }
}
