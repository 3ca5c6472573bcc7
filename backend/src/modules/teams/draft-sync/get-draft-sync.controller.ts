import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { DraftSyncListDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../infra/auth/authenticated-user';
import { TeamReadModels } from '../queries/team-read-models';
import { TeamsApiController } from '../teams-api-controller.decorator';
import { DraftSync } from './draft-sync.service';

@TeamsApiController()
export class GetDraftSyncController {
  constructor(
    private readonly readModels: TeamReadModels,
    private readonly sync: DraftSync,
  ) {}

  @Get(':id/draft-sync')
  @ApiOperation({
    summary:
      'The live syncs of a team, one per linked platform (Sleeper, ESPN, Yahoo): polling, draft status, last pick, picks recorded, unmatched picks, last error',
  })
  @ApiOkResponse({ description: '{ syncs }' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DraftSyncListDto> {
    await this.readModels.summary(id, user.id);
    return { syncs: await this.sync.statuses(id) };
  }
}
