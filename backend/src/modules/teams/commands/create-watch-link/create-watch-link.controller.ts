import { HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { CreateWatchLinkCommand, type WatchLinkDto } from './create-watch-link.command';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class CreateWatchLinkController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/watch-link')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a read-only watch link for a team (revokes the previous one)' })
  @ApiCreatedResponse({
    schema: {
      type: 'object',
      required: ['token', 'url'],
      properties: { token: { type: 'string' }, url: { type: 'string', description: 'APP_URL/watch/<token>' } },
    },
  })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<WatchLinkDto> {
    return this.commandBus.execute(new CreateWatchLinkCommand(id, user.id));
  }
}
