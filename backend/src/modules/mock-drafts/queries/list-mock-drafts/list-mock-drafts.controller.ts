import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { listMockDraftsQuerySchema, type ListMockDraftsQuery, type MockDraftDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { MOCK_DRAFT_LIST_SCHEMA, MOCK_DRAFT_SCHEMA } from '../../mock-draft.response-schemas';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { MockDraftViews } from '../mock-draft.views';

@MockDraftsApiController()
export class ListMockDraftsController {
  constructor(private readonly views: MockDraftViews) {}

  @Get()
  @ApiOperation({
    summary:
      'The signed-in user’s mock drafts, newest first (real teams are under /api/teams); with ?teamId=, the one mock draft of that mock team',
  })
  @ApiQuery({ name: 'teamId', required: false, description: 'A mock team’s id: answer that team’s draft (a single object) or 404' })
  @ApiOkResponse({ schema: { oneOf: [MOCK_DRAFT_LIST_SCHEMA, MOCK_DRAFT_SCHEMA] } })
  @ApiBadRequestResponse({ description: 'teamId is not a UUID' })
  @ApiNotFoundResponse({ description: 'With teamId: no mock draft of yours has that team' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(listMockDraftsQuerySchema)) query: ListMockDraftsQuery,
  ): Promise<MockDraftDto[] | MockDraftDto> {
    return query.teamId === undefined ? this.views.list(user.id) : this.views.ofTeam(query.teamId, user.id);
  }
}
