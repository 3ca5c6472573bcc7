import { CommandBus } from '@nestjs/cqrs';
import type { PreferencesDto } from '@draftmode/domain';
import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { PREFERENCES_SCHEMA } from '../../../accounts';
import { updatePreferencesSchema } from '../../users.schemas';
import { UpdatePreferencesCommand } from './update-preferences.command';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me/preferences')
@UseGuards(JwtAuthGuard)
export class UpdatePreferencesController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch()
  @ApiOperation({ summary: 'Update onboarding preferences' })
  @ApiBody(openApiBody(updatePreferencesSchema))
  @ApiOkResponse({ schema: PREFERENCES_SCHEMA })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updatePreferencesSchema)) body: { hasConfiguredLeague?: boolean },
  ): Promise<PreferencesDto> {
    return this.commandBus.execute(new UpdatePreferencesCommand(user.id, body));
  }
}
