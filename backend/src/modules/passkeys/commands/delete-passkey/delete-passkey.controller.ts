import { CommandBus } from '@nestjs/cqrs';
import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { errorBody } from '../../passkey.openapi';
import { DeletePasskeyCommand } from './delete-passkey.command';

@ApiTags('passkeys')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('users/me/passkeys')
export class DeletePasskeyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of your passkeys' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: 'You have no passkey with this id', schema: errorBody })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token', schema: errorBody })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new DeletePasskeyCommand(user.id, id));
  }
}
