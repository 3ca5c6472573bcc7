import { CommandBus } from '@nestjs/cqrs';
import type { PreferencesDto } from '@draftmode/domain';
import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { PREFERENCES_SCHEMA } from '../../../accounts';
import { CompleteTourCommand } from './complete-tour.command';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me/preferences')
@UseGuards(JwtAuthGuard)
export class CompleteTourController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('complete-tour')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark the guided tour as completed' })
  @ApiOkResponse({ schema: PREFERENCES_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser): Promise<PreferencesDto> {
    return this.commandBus.execute(new CompleteTourCommand(user.id));
  }
}
