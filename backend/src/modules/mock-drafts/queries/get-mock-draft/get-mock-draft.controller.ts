import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { MockDraftDetailDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { MOCK_DRAFT_DETAIL_SCHEMA } from '../../mock-draft.response-schemas';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { MockDraftViews } from '../mock-draft.views';

@MockDraftsApiController()
export class GetMockDraftController {
  constructor(private readonly views: MockDraftViews) {}

  @Get(':id')
  @ApiOperation({ summary: 'One mock draft: where it stands and every team’s picks by draft slot' })
  @ApiOkResponse({ schema: MOCK_DRAFT_DETAIL_SCHEMA })
  @ApiNotFoundResponse({ description: 'Mock draft not found (also for another user’s)' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<MockDraftDetailDto> {
    return this.views.detail(id, user.id);
  }
}
