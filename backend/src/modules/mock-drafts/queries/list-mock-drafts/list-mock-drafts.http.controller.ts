import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { MockDraftDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { MOCK_DRAFT_LIST_SCHEMA } from '../../mock-draft.dto-schemas';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { MockDraftViews } from '../mock-draft.views';

@MockDraftsApiController()
export class ListMockDraftsController {
  constructor(private readonly views: MockDraftViews) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user’s mock drafts, newest first (real teams are under /api/teams)' })
  @ApiOkResponse({ schema: MOCK_DRAFT_LIST_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser): Promise<MockDraftDto[]> {
    return this.views.list(user.id);
  }
}
