import { Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { RevokeWatchLinkCommand } from './revoke-watch-link.command';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class RevokeWatchLinkController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id/watch-link')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the team’s watch link; its watchers are disconnected' })
  @ApiNoContentResponse({ description: 'Revoked (also when no link was active)' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new RevokeWatchLinkCommand(id, user.id));
  }
}
