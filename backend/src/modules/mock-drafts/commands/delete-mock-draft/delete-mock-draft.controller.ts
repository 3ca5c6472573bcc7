import { Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { MockDraftsApiController } from '../../mock-drafts-api-controller.decorator';
import { DeleteMockDraftCommand } from './delete-mock-draft.command';

@MockDraftsApiController()
export class DeleteMockDraftController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a mock draft and its mock team' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Mock draft not found (also for another user’s)' })
  async handle(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new DeleteMockDraftCommand(id, user.id));
  }
}
