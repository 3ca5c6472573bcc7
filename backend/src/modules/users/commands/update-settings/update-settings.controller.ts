import { CommandBus } from '@nestjs/cqrs';
import type { SettingsDto } from '@draftmode/domain';
import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { SETTINGS_SCHEMA } from '../../../accounts';
import { updateSettingsSchema } from '../../users.schemas';
import { UpdateSettingsCommand } from './update-settings.command';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me/settings')
@UseGuards(JwtAuthGuard)
export class UpdateSettingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @ApiOperation({ summary: 'Replace the user’s settings' })
  @ApiBody(openApiBody(updateSettingsSchema))
  @ApiOkResponse({ schema: SETTINGS_SCHEMA })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateSettingsSchema)) body: SettingsDto,
  ): Promise<SettingsDto> {
    return this.commandBus.execute(new UpdateSettingsCommand(user.id, body));
  }
}
