import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { SleeperSyncStatusDto } from '@draftmode/domain';
import { CurrentUser, type AuthenticatedUser } from '../../../infra/auth/authenticated-user';
import { TeamsApiController } from '../teams-api-controller.decorator';
import { SLEEPER_SYNC_STATUS_SCHEMA } from './sleeper-sync.response-schemas';
import { SleeperSyncStatusQuery } from './sleeper-sync-status.query';

@TeamsApiController()
export class GetSleeperSyncController {
  constructor(private readonly query: SleeperSyncStatusQuery) {}

  @Get(':id/sleeper-sync')
  @ApiOperation({
    summary: 'The Sleeper live sync of a team: linked draft, slot, last poll, picks recorded, unmatched picks, last error',
  })
  @ApiOkResponse({ schema: SLEEPER_SYNC_STATUS_SCHEMA })
  @ApiNotFoundResponse({
    description: 'Team not found (also for another user’s team)',
  })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SleeperSyncStatusDto> {
    return this.query.status(id, user.id);
  }
}
