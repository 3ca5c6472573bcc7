import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { startMockDraftSchema, type MockDraftDetailDto, type StartMockDraftBody } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { MOCK_DRAFT_DETAIL_SCHEMA } from '../../mock-draft.response-schemas';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { StartMockDraftCommand } from './start-mock-draft.command';

@MockDraftsApiController()
export class StartMockDraftController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @ApiOperation({
    summary:
      'Start a mock draft against ADP bots: league settings from sourceTeamId (optionally with its picks so far) or the fields; the mock team is teamId',
  })
  @ApiBody(openApiBody(startMockDraftSchema))
  @ApiCreatedResponse({ schema: MOCK_DRAFT_DETAIL_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid request, with the form’s message and fields' })
  @ApiConflictResponse({ description: 'The name is already one of your teams' })
  @ApiNotFoundResponse({ description: 'sourceTeamId is not one of your teams' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(startMockDraftSchema)) body: StartMockDraftBody,
  ): Promise<MockDraftDetailDto> {
    return this.commandBus.execute(new StartMockDraftCommand(user.id, body));
  }
}
