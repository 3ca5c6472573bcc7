import type { SettingsDto } from '@draftmode/domain';
import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { SETTINGS_SCHEMA } from '../../../accounts';
import { updateSettingsSchema } from '../../users.schemas';
import { UpdateSettingsHandler } from './update-settings.handler';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me/settings')
@UseGuards(JwtAuthGuard)
export class UpdateSettingsController {
  constructor(private readonly updateSettings: UpdateSettingsHandler) {}

  @Put()
  @ApiOperation({ summary: 'Replace the user’s settings' })
  @ApiBody(openApiBody(updateSettingsSchema))
  @ApiOkResponse({ schema: SETTINGS_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(updateSettingsSchema)) body: SettingsDto): Promise<SettingsDto> {
    return this.updateSettings.execute(user.id, body);
  }
}
