import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { RevokeWatchLinkCommand } from './revoke-watch-link.command';

@ApiTags('teams')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('teams')
@UseGuards(JwtAuthGuard)
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
